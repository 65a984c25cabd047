"""The choices of a checked sheet's problems, each allowed on the position (issue 22, Build 2): a choice is
kept when the ruleset's reader reads it whole into orders and its checks allow them; an order not allowed
gets the nearest allowed orders its line comes to (the same unit to a neighbouring place, or holding; the
count the treasury affords), from the ruleset's orders by meaning (`Ruleset.orders_by_meaning`) and
engine.words.meaning.nearest. Only choices change: no order is read or refused here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import msgspec

from engine.board import Board
from engine.order_sheet import NOT_ALLOWED, OrderSheet, Rejections

MOST = 3                # choices shown (engine.words.meaning.nearest.MOST)

if TYPE_CHECKING:
    from engine.rulesets.base import Ruleset

MOST_CHECKED = 60       # choices read and checked for one sheet: past them, a choice is not offered
MOST_NEAREST = 20       # orders not allowed given their nearest allowed readings, per sheet
MOST_BESIDE = 8         # choices refused alone checked again beside the sheet's orders, per sheet


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
    beside = [MOST_BESIDE]      # choices left that may be checked beside the sheet's orders

    def allowed(choice: str) -> bool:
        if choice not in checked:
            if len(checked) >= MOST_CHECKED:
                return False
            checked[choice] = _allowed(rules, choice, sheet, state, board, others, beside)
        return checked[choice]

    from engine.words.meaning.nearest import most_of
    nearest = _Nearest(rules, sheet.nation, state, board)
    problems = []
    for p in sheet.problems:
        choices = p.choices
        if p.kind == NOT_ALLOWED and not choices:
            refused = _orders_of(rules, p.text, sheet.nation, state, board)
            choices = _of_the_same(rules, refused, nearest.of(p.text, refused), sheet.nation, state, board)
        kept = most_of(c for c in choices if allowed(c))      # three, and the line's whole reading
        problems.append(p if kept == p.choices else msgspec.structs.replace(p, choices=kept))
    return msgspec.structs.replace(sheet, problems=tuple(problems))


def _allowed(rules: Ruleset, choice: str, sheet: OrderSheet, state, board: Board,
             others: Mapping[str, OrderSheet] | None, beside: list[int]) -> bool:
    """Whether the choice reads whole and its orders are allowed: alone, or else beside the orders the sheet
    keeps (gold to the nation the message allies with, an attack where its march ends: `beside[0]` such checks
    left for the sheet)."""
    try:
        read = rules.parse_orders(choice, sheet.nation, state, board)
    except Exception:               # a choice the reader cannot take is not offered, whatever the reason
        return False
    if read.orders and not read.problems:
        rejections = Rejections(read, others)
        rules.find_problems(read, state, board, rejections)
        if not rejections.sheet().problems:
            return True
    elif not read.problems or any(p.kind != NOT_ALLOWED for p in read.problems):
        return False
    if not sheet.orders or beside[0] <= 0:
        return False
    beside[0] -= 1
    return _allowed_beside(rules, choice, sheet, state, board, others)


def _allowed_beside(rules: Ruleset, choice: str, sheet: OrderSheet, state, board: Board,
                    others: Mapping[str, OrderSheet] | None) -> bool:
    """Whether the choice, written after the orders the sheet keeps, reads and is allowed with them."""
    try:
        kept = rules.format_orders(list(sheet.orders), state, board).rstrip("\n")
        after = kept.count("\n") + 1
        read = rules.parse_orders(f"{kept}\n{choice}", sheet.nation, state, board)
    except Exception:
        return False
    if not any(line > after for line in read.lines) or any(p.line > after for p in read.problems):
        return False
    rejections = Rejections(read, others)
    rules.find_problems(read, state, board, rejections)
    return not any(p.line > after for p in rejections.sheet().problems)


def _orders_of(rules: Ruleset, said: str, nation: str, state, board: Board) -> list:
    """The orders the ruleset's reader reads in a text, before its checks; none when it cannot take it."""
    try:
        return list(rules.read_words(said, nation, state, board).orders)
    except Exception:           # a line or a choice the reader cannot take: judged as reading nothing
        return []


def _of_the_same(rules: Ruleset, refused: list, choices: tuple[str, ...], nation: str, state, board: Board) -> tuple[str, ...]:
    """The choices for an order not allowed (`refused`: the orders its line reads) that are orders of its unit
    ('A holds' for 'A - Flanders' in Winter, never 'build 1 infantry in Flanders': one click must not turn a march
    into a build), or of its kind for an order of no unit ('buy 6 armies in 3' for 'buy 30 armies in 3'). All of
    them when the line reads no order."""
    from engine.words.clauses import kind_of, unit_of

    def orders(said: str) -> list:
        return _orders_of(rules, said, nation, state, board)

    if len(refused) != 1:
        return choices
    unit, kind = unit_of(refused[0]), kind_of(refused[0])
    out = []
    for choice in choices:
        got = orders(choice)
        if got and all((unit_of(o) == unit) if unit is not None else (kind_of(o) == kind) for o in got):
            out.append(choice)
    return tuple(out)


class _Nearest:
    """The nearest readings of the lines of orders not allowed, with the nation's orders by meaning made once."""

    def __init__(self, rules: Ruleset, nation: str, state, board: Board):
        self.rules, self.nation, self.state, self.board = rules, nation, state, board
        self.made = False
        self.asked = 0
        self.reader: tuple | None = None

    def of(self, text: str, refused: Sequence = ()) -> tuple[str, ...]:
        """The nearest readings of the line; `refused`: the orders it reads, whose units are the line's own even
        when its words name them too shortly for the reader by meaning ('A - Flanders': corps A)."""
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
        from engine.words.clauses import unit_of
        said = {f"{u[0]} {u[1]}".casefold() for u in map(unit_of, refused) if u is not None}
        units = frozenset(h for h in index.by_unit if h.casefold() in said) if said else frozenset()
        return readings(text, finder, meaning, index, MOST + 2, allowed_near=True, units=units) \
            or readings(text, finder, meaning, index, MOST + 2)     # else the line's nearest (of its kind: _of_the_same)
