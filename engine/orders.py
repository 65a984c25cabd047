"""Orders as typed data, and the problems found in a player's order text.

Every ruleset defines its orders as subclasses of `Order`; a player's message is parsed once,
at the edge, into an `OrderSheet`: the orders it understood, each with its line number, and
the lines it could not use, each with the reason.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING

import msgspec

from engine.errors import NotUnderstood, UnknownName

if TYPE_CHECKING:
    from engine.board import Board
    from engine.state import GameState


NOT_UNDERSTOOD = "not understood"
NOT_ALLOWED = "not allowed"


class Order(msgspec.Struct, frozen=True, kw_only=True, tag_field="order"):
    nation: str


class OrderProblem(msgspec.Struct, frozen=True):
    """A line that is not understood, or an order that is not allowed, and why."""
    line: int
    text: str
    kind: str            # "not understood" | "not allowed"
    reason: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.kind} ({self.text.strip()!r}): {self.reason}"


class OrderSheet(msgspec.Struct, frozen=True):
    """One nation's orders for one turn, as parsed from the text the player wrote."""
    nation: str
    orders: tuple[Order, ...] = ()
    lines: tuple[int, ...] = ()          # the line each order came from
    texts: tuple[str, ...] = ()          # that line's text
    problems: tuple[OrderProblem, ...] = ()

    def __iter__(self) -> Iterator[Order]:
        return iter(self.orders)

    def ok(self) -> bool:
        return not self.problems

    def entries(self) -> Iterator[tuple[int, str, Order]]:
        return zip(self.lines, self.texts, self.orders)

    def without(self, rejected: set[int]) -> OrderSheet:
        """The sheet without the orders at the given indexes."""
        keep = [i for i in range(len(self.orders)) if i not in rejected]
        return OrderSheet(self.nation, tuple(self.orders[i] for i in keep), tuple(self.lines[i] for i in keep),
                          tuple(self.texts[i] for i in keep), self.problems)


class Rejections:
    """The order-rejection gate: orders of a sheet refused one by one (by index, with the kind
    and the reason), then the sheet without them and their problems listed by line."""

    def __init__(self, sheet: OrderSheet, others: Mapping[str, OrderSheet] | None = None):
        self.original = sheet
        self.others = dict(others or {})   # the other nations' stored sheets, for what they grant
        self.rejected: set[int] = set()
        self.problems: list[OrderProblem] = list(sheet.problems)

    def __contains__(self, index: int) -> bool:
        return index in self.rejected

    def reject(self, index: int, kind: str, reason: str) -> None:
        self.rejected.add(index)
        self.problems.append(OrderProblem(self.original.lines[index], self.original.texts[index], kind, reason))

    def sheet(self) -> OrderSheet:
        kept = self.original.without(self.rejected)
        return OrderSheet(kept.nation, kept.orders, kept.lines, kept.texts,
                          tuple(sorted(self.problems, key=lambda p: p.line)))


def parse_lines(text: str, nation: str, parse_line: Callable[[str], Order | None]) -> OrderSheet:
    """A player's message read line by line with a ruleset's `parse_line` (None for a blank or
    comment line, NotUnderstood for a line it cannot read): every line either an order or a problem."""
    orders, lines, texts, problems = [], [], [], []
    for number, raw in enumerate(text.splitlines(), 1):
        try:
            order = parse_line(raw)
        except NotUnderstood as e:
            problems.append(OrderProblem(number, raw, "not understood", e.reason))
            continue
        if order is not None:
            orders.append(order)
            lines.append(number)
            texts.append(raw)
    return OrderSheet(nation, tuple(orders), tuple(lines), tuple(texts), tuple(problems))


class Names:
    """Turns the names players write into ids: regions from the map, nations from the state.
    A name that is not found is "not understood", with the near misses suggested."""

    def __init__(self, board: Board, state: GameState):
        self.board = board
        self.state = state

    def clean_region(self, text: str) -> str:
        return text.strip().strip(".,;:").strip()

    def region(self, text: str) -> str:
        text = self.clean_region(text)
        if not text:
            raise NotUnderstood("a province or sea name is missing")
        try:
            return self.board.find(text).id
        except UnknownName as e:
            raise NotUnderstood(str(e)) from None

    def nation(self, text: str) -> str:
        try:
            return self.state.find_nation(text.strip().strip(".,;:")).name
        except UnknownName as e:
            raise NotUnderstood(str(e)) from None

    def nations(self, text: str) -> tuple[str, ...]:
        parts = [p for p in re.split(r"\s*(?:,|&|\band\b)\s*", text) if p.strip()]
        return tuple(self.nation(p) for p in parts)
