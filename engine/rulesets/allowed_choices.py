"""The choices of a checked sheet's problems, each allowed on the position (issue 22, Build 2): a choice is
kept when the ruleset's reader reads it whole into orders and its checks allow them; an order not allowed
gets the nearest allowed orders its line comes to (the same unit to a neighbouring place, or holding; the
count the treasury affords), from the ruleset's orders by meaning (`Ruleset.orders_by_meaning`) and
engine.words.meaning.nearest. Only choices change: no order is read or refused here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import msgspec

from engine.board import Board
from engine.order_sheet import NOT_ALLOWED, OrderSheet, Rejections

MOST = 3                # choices shown (engine.words.meaning.nearest.MOST)

if TYPE_CHECKING:
    from engine.rulesets.base import Ruleset

MOST_CHECKED = 60       # choices read and checked for one sheet: past them, a choice is not offered
MOST_NEAREST = 20       # orders not allowed given their nearest allowed readings, per sheet


def allowed_choices(rules: Ruleset, sheet: OrderSheet, state, board: Board,
                    others: Mapping[str, OrderSheet] | None = None) -> OrderSheet:
    """The sheet with each problem's choices kept only when allowed, and an order not allowed offered
    its nearest allowed readings."""
    if not any(p.choices or p.kind == NOT_ALLOWED for p in sheet.problems):
        return sheet
    if rules.elimination(board, state, sheet.nation) is not None:
        return msgspec.structs.replace(sheet, problems=tuple(
            msgspec.structs.replace(p, choices=()) if p.choices else p for p in sheet.problems))
    checked: dict[str, bool] = {}

    def allowed(choice: str) -> bool:
        if choice not in checked:
            if len(checked) >= MOST_CHECKED:
                return False
            checked[choice] = _allowed(rules, choice, sheet.nation, state, board, others)
        return checked[choice]

    nearest = _Nearest(rules, sheet.nation, state, board)
    problems = []
    for p in sheet.problems:
        choices = p.choices
        if p.kind == NOT_ALLOWED and not choices:
            choices = nearest.of(p.text)
        kept = tuple(c for c in choices if allowed(c))[:MOST]
        problems.append(p if kept == p.choices else msgspec.structs.replace(p, choices=kept))
    return msgspec.structs.replace(sheet, problems=tuple(problems))


def _allowed(rules: Ruleset, choice: str, nation: str, state, board: Board,
             others: Mapping[str, OrderSheet] | None) -> bool:
    try:
        read = rules.parse_orders(choice, nation, state, board)
    except Exception:               # a choice the reader cannot take is not offered, whatever the reason
        return False
    if not read.orders or read.problems:
        return False
    rejections = Rejections(read, others)
    rules.find_problems(read, state, board, rejections)
    return not rejections.sheet().problems


class _Nearest:
    """The nearest readings of the lines of orders not allowed, with the nation's orders by meaning made once."""

    def __init__(self, rules: Ruleset, nation: str, state, board: Board):
        self.rules, self.nation, self.state, self.board = rules, nation, state, board
        self.made = False
        self.asked = 0
        self.reader: tuple | None = None

    def of(self, text: str) -> tuple[str, ...]:
        if self.asked >= MOST_NEAREST:
            return ()
        self.asked += 1
        if not self.made:
            self.made = True
            from engine.words.meaning.slots import Finder
            from engine.words.meaning.nearest import index_of
            meaning = self.rules.orders_by_meaning(self.board, self.state, self.nation)
            if meaning is not None and meaning.names is not None and meaning.candidates:
                self.reader = (Finder(meaning, meaning.names, self.nation), meaning, index_of(meaning))
        if self.reader is None:
            return ()
        from engine.words.meaning.nearest import readings
        finder, meaning, index = self.reader
        return readings(text, finder, meaning, index, MOST + 2, allowed_near=True)    # the order refused among them
