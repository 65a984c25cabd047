"""Each nation's orders as the Orders panel holds them, checked, before the nation's editor is made:
the nation list and the planned orders on the map read every nation, and an editor is made only when
its nation is first shown (nine editors cost a start a good part of a second). After a GM edit they
are checked again off the window's thread (`HeldRechecks`)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Generic, NamedTuple, TypeVar

from PySide6.QtCore import QObject, Signal

from app.session import GameSession
from engine.errors import BerthierError
from engine.order_sheet import OrderSheet

Editor = TypeVar("Editor")


class Held(NamedTuple):
    """A nation's orders as its editor would open with them: the draft typed and not saved, else the
    stored orders; `sheet` is None when they cannot be checked."""
    text: str
    sheet: OrderSheet | None
    modified: bool          # a draft that differs from the stored orders: not saved


class HeldOrders:
    """The orders of the nations whose editor is not made, read from the game file and checked when
    first asked, and again after `forget` (the position or the stored orders changed)."""

    def __init__(self, session: GameSession):
        self.session = session
        self._held: dict[str, Held] = {}

    def __getitem__(self, nation: str) -> Held:
        held = self._held.get(nation)
        if held is None:
            held = self._held[nation] = self._read(nation)
        return held

    def forget(self, nation: str | None = None) -> None:
        """Check the nation's orders (every nation's, without one) again when next asked."""
        if nation is None:
            self._held.clear()
        else:
            self._held.pop(nation, None)

    def texts(self) -> dict[str, str]:
        """The text of each nation held, to check again."""
        return {nation: held.text for nation, held in self._held.items()}

    def renew(self, checked: dict[str, tuple[str, OrderSheet | None]]) -> list[str]:
        """The sheets checked again of the nations still held with the same text; those nations."""
        renewed = []
        for nation, (text, sheet) in checked.items():
            held = self._held.get(nation)
            if held is not None and held.text == text:
                self._held[nation] = held._replace(sheet=sheet)
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
        try:
            return Held(text, session.check_orders(nation, text), restored)
        except BerthierError:
            return Held(text, None, restored)


class HeldRechecks(QObject):
    """The held nations' orders checked again on a thread of its own when the position changed (a
    GM edit, its undo or redo): checked on the window's thread, every nation's letter stopped the
    window in turn. `done(ticket, {nation: (text, sheet or None)})` on the window's thread; a
    check that a newer one (`start`, `drop`) has replaced stops and says nothing."""

    done = Signal(int, object)

    def __init__(self, session: GameSession, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.latest = 0                     # the ticket of the last check started

    def start(self, texts: dict[str, str]) -> int:
        self.latest += 1
        ticket = self.latest
        if texts:
            threading.Thread(target=self._check, args=(ticket, dict(texts)), daemon=True,
                             name="checking the held orders again").start()
        return ticket

    def drop(self) -> None:
        """The checks under way are of a game or turn no longer shown."""
        self.latest += 1

    def _check(self, ticket: int, texts: dict[str, str]) -> None:
        checked: dict[str, tuple[str, OrderSheet | None]] = {}
        for nation, text in texts.items():
            if ticket != self.latest:
                return                      # a newer position: its own check is under way
            try:
                checked[nation] = (text, self.session.check_orders(nation, text))
            except BerthierError:
                checked[nation] = (text, None)
            except Exception:               # the game closed meanwhile
                return
        try:
            self.done.emit(ticket, checked)     # queued to the window's thread
        except RuntimeError:                # the panel is gone
            pass


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
