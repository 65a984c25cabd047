"""A stay said plainly ('Whiskerport keeps its 4', engine/words/stays/counted.py) and a move of the same units on
another line ('The 4 at Whiskerport go to Adoen Shore'): the units cannot do both, so both lines are asked about
and the move is held back, whichever line comes first. A stay of some units beside a move of the others
('3 go to Rostopki', 'the other 3 stay') is no contradiction. Read after the sheet, from the lines set
aside as stays; one pass."""

from __future__ import annotations

from engine.order_sheet import NOT_UNDERSTOOD, OrderProblem, OrderSheet
from engine.rulesets.succheesion.orders import MoveUnits
from engine.rulesets.succheesion.stays_said import STAYS
from engine.words.reading import Names

_STAY_CHATTER = "units without orders hold"


def stay_beside_move(sheet: OrderSheet, names: Names, nation: str) -> OrderSheet:
    """The sheet with each move of units a plain stay keeps where they are held back, both lines asked."""
    stays = [c for c in sheet.chatter if c.reason.endswith(_STAY_CHATTER)]
    if not stays or not any(isinstance(o, MoveUnits) for o in sheet.orders):
        return sheet                    # most sheets: nothing to weigh
    held: set[int] = set()
    problems: list[OrderProblem] = []
    asked: set[int] = set()
    for c in stays:
        said = STAYS.counted.stay_of(c.text, names) if STAYS.counted else None
        if said is None or said[3]:
            continue
        place, count = said[0], said[1]
        there = sum(s.count for s in getattr(names.state, "stacks", ()) if s.nation == nation and s.at == place)
        going = {i: o for i, o in enumerate(sheet.orders) if isinstance(o, MoveUnits) and o.path[:1] == (place,)}
        moves = list(going)
        moved = sum(there if o.count is None else o.count for o in going.values())
        if not moves or (count if count is not None else there) + moved <= there:
            continue
        for i in moves:
            held.add(i)
            problems.append(OrderProblem(sheet.lines[i], sheet.texts[i], NOT_UNDERSTOOD,
                                         f"held back: line {c.line} ({c.text.strip()!r}) says these units stay: "
                                         "which is meant? ask the player"))
        asked.add(id(c))
        problems.append(OrderProblem(c.line, c.text, NOT_UNDERSTOOD,
                                     f"the units stay, and line {sheet.lines[moves[0]]} "
                                     f"({sheet.texts[moves[0]].strip()!r}) moves them: which is meant? ask the player"))
    if not held:
        return sheet
    kept = sheet.without(held)
    return OrderSheet(kept.nation, kept.orders, kept.lines, kept.texts, kept.problems + tuple(problems),
                      tuple(c for c in kept.chatter if id(c) not in asked))
