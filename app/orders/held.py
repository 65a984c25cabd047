"""Each nation's orders as the Orders panel holds them, checked, before the nation's editor is made:
the nation list and the planned orders on the map read every nation, and an editor is made only when
its nation is first shown (nine editors cost a start a good part of a second). On a real screen they
are checked off the window's thread (`HeldRechecks`): when a game opens with letters stored (each was
read on the window's thread: it stopped 5 s for three letters on a loaded machine), and again after a
GM edit; each nation's verdict is shown as soon as it is checked."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Generic, NamedTuple, TypeVar

from PySide6.QtCore import QObject, Signal

from app.session import GameSession
from app.window.relay import relay, token
from engine.errors import BerthierError
from engine.order_sheet import OrderSheet

Editor = TypeVar("Editor")


class Held(NamedTuple):
    """A nation's orders as its editor would open with them: the draft typed and not saved, else the
    stored orders; `sheet` is None when they cannot be checked."""
    text: str
    sheet: OrderSheet | None
    modified: bool          # a draft that differs from the stored orders: not saved
    checking: bool = False  # never checked yet: its check is under way off the window's thread


class HeldOrders:
    """The orders of the nations whose editor is not made, read from the game file and checked when
    first asked, and again after `forget` (the position or the stored orders changed). With
    `off_thread()` true (a real screen) they are not checked when asked: the nation is `unchecked`
    until `renew` gives its sheet, and `wanted()` is called to have them checked."""

    def __init__(self, session: GameSession, off_thread: Callable[[], bool] = lambda: False,
                 wanted: Callable[[], None] = lambda: None):
        self.session = session
        self.off_thread, self.wanted = off_thread, wanted
        self._held: dict[str, Held] = {}
        self.unchecked: set[str] = set()        # whose sheet is not (yet) of their text in this position

    def __getitem__(self, nation: str) -> Held:
        held = self._held.get(nation)
        if held is None:
            held = self._held[nation] = self._read(nation)
        return held

    def forget(self, nation: str | None = None) -> None:
        """Check the nation's orders (every nation's, without one) again when next asked."""
        if nation is None:
            self._held.clear()
            self.unchecked.clear()
        else:
            self._held.pop(nation, None)
            self.unchecked.discard(nation)

    def stale(self) -> None:
        """The position changed: every nation held is to be checked again (its older verdicts shown
        until then)."""
        self.unchecked.update(self._held)
        if self.unchecked:
            self.wanted()

    def texts(self) -> dict[str, str]:
        """The text of each nation held whose check is to be made."""
        return {nation: held.text for nation, held in self._held.items() if nation in self.unchecked}

    def awaits(self, nation: str, text: str) -> bool:
        """Whether a check of `text` as the nation's orders is still of use (the thread asks: the
        nation's editor made meanwhile holds them now)."""
        held = self._held.get(nation)
        return held is not None and held.text == text and nation in self.unchecked

    def renew(self, checked: dict[str, tuple[str, OrderSheet | None]]) -> list[str]:
        """The sheets checked again of the nations still held with the same text; those nations."""
        renewed = []
        for nation, (text, sheet) in checked.items():
            held = self._held.get(nation)
            if held is not None and held.text == text:
                self._held[nation] = held._replace(sheet=sheet, checking=False)
                self.unchecked.discard(nation)
                renewed.append(nation)
        return renewed

    def _read(self, nation: str) -> Held:
        """As `OrdersEditor.reload` shows them."""
        session = self.session
        try:
            stored = session.month_text(nation)
            draft = session.draft(nation)
        except BerthierError:
            return Held("", None, False)
        restored = draft is not None and draft != stored
        text = draft if draft is not None and restored else stored
        if self.off_thread():
            self.unchecked.add(nation)
            self.wanted()
            return Held(text, None, restored, checking=True)
        try:
            return Held(text, session.check_orders(nation, text), restored)
        except BerthierError:
            return Held(text, None, restored)


class HeldRechecks(QObject):
    """The held nations' orders checked on a thread of its own: when a game opens, and again when the
    position changed (a GM edit, its undo or redo): checked on the window's thread, every nation's
    letter stopped the window in turn. `done(ticket, {nation: (text, sheet or None)})` on the
    window's thread as each nation is checked; a check that a newer one (`start`, `drop`) has
    replaced stops and says nothing; a nation `awaits(nation, text)` no longer wants is skipped.
    The thread emits on the long-lived relay (app/window/relay.py), never on this object, which goes
    with the orders dock."""

    done = Signal(int, object)

    def __init__(self, session: GameSession, parent: QObject | None = None,
                 awaits: Callable[[str, str], bool] = lambda nation, text: True):
        super().__init__(parent)
        self.session = session
        self.awaits = awaits
        self._latest = [0]                  # shared with the threads: the ticket of the last check started
        self._token = token()
        relay().arrived.connect(self._arrived)

    @property
    def latest(self) -> int:
        return self._latest[0]

    def start(self, texts: dict[str, str]) -> int:
        self._latest[0] += 1
        ticket = self.latest
        if texts:
            threading.Thread(target=_check, args=(self.session, self.awaits, self._latest, self._token, ticket,
                                                  dict(texts)), daemon=True, name="checking the held orders").start()
        return ticket

    def drop(self) -> None:
        """The checks under way are of a game or turn no longer shown."""
        self._latest[0] += 1

    def _arrived(self, token_: int, result: object) -> None:
        if token_ == self._token and isinstance(result, tuple):
            self.done.emit(*result)


def _check(session: GameSession, awaits: Callable[[str, str], bool], latest: list[int], token_: int, ticket: int,
           texts: dict[str, str]) -> None:
    """The worker: each nation checked and handed to the window's thread through the relay."""
    for nation, text in texts.items():
        if ticket != latest[0]:
            return                          # a newer position: its own check is under way
        if not awaits(nation, text):
            continue                        # its editor holds it now, and checks it itself
        checked: tuple[str, OrderSheet | None]
        try:
            checked = (text, session.check_orders(nation, text))
        except BerthierError:
            checked = (text, None)
        except Exception:                   # the game closed meanwhile
            return
        relay().arrived.emit(token_, (ticket, {nation: checked}))      # queued to the window's thread


class Editors(Generic[Editor]):
    """The open game's nations, each with its editor made on first use (`editors[nation]`); `made`
    holds only those already made, for everything that must not make one."""

    def __init__(self, make: Callable[[str], Editor]):
        self._make = make
        self.nations: list[str] = []
        self.made: dict[str, Editor] = {}

    def reset(self, nations: list[str]) -> list[Editor]:
        """A new game or turn: these nations, no editor made yet; returns the editors dropped."""
        dropped = list(self.made.values())
        self.nations, self.made = list(nations), {}
        return dropped

    def __getitem__(self, nation: str) -> Editor:
        editor = self.made.get(nation)
        if editor is None:
            if nation not in self.nations:
                raise KeyError(nation)
            editor = self.made[nation] = self._make(nation)
        return editor

    def get(self, nation: str) -> Editor | None:
        """The nation's editor if it was made."""
        return self.made.get(nation)

    def __contains__(self, nation: object) -> bool:
        return nation in self.nations

    def __iter__(self) -> Iterator[str]:
        return iter(self.nations)

    def __len__(self) -> int:
        return len(self.nations)
