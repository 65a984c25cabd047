"""Each nation's orders as the Orders panel holds them, checked, before the nation's editor is made:
the nation list and the planned orders on the map read every nation, and an editor is made only when
its nation is first shown (nine editors cost a start a good part of a second)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Generic, NamedTuple, TypeVar

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
