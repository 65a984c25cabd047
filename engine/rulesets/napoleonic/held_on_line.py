"""An order held back when a clause of its own line that names the same unit could not be read ('Corps D to
Oporto. If the Portuguese have an army there, corps D holds instead.'): the unread clause may change or replace
it ('instead', a condition, a second order), so the GM asks rather than takes half the player's meaning."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.order_sheet import NOT_UNDERSTOOD, OrderProblem, OrderSheet
from engine.words.reading import Names
from engine.words.units_named import Called, Key, named


def held_on_line(sheet: OrderSheet, units: Sequence[Called], names: Names,
                 unit_key: Callable[[object], Key | None]) -> OrderSheet:
    """The sheet with every order refused whose line also holds an unread clause naming its unit."""
    if not sheet.problems or not sheet.orders or not units:
        return sheet
    unread: dict[int, dict[Key, str]] = {}       # line -> the units its unread clauses name
    for p in sheet.problems:
        if p.kind != NOT_UNDERSTOOD or not p.reason.startswith("'"):
            continue                            # the whole line refused: no order of it stands
        clause = p.reason[1:].partition("': ")[0]
        if clause:
            unread.setdefault(p.line, {}).update(named(clause, units, names))
    if not unread:
        return sheet
    keep, held = [], []
    for line, text, order in sheet.entries():
        said = unread.get(line, {})
        key = unit_key(order)
        if key is not None and key in said:
            held.append(OrderProblem(line, text, NOT_UNDERSTOOD,
                                     f"held back: another clause of this line about {said[key]} could not be read "
                                     "and may change this order: ask the player"))
        else:
            keep.append((line, text, order))
    if not held:
        return sheet
    return OrderSheet(sheet.nation, tuple(o for _, _, o in keep), tuple(line for line, _, _ in keep),
                      tuple(t for _, t, _ in keep), sheet.problems + tuple(held), sheet.chatter)
