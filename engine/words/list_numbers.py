"""Lines opening on 1, 2, 3 ... in turn before a bare route ('1 58-55' / '2 60-61' / '3 62-63'): the numbers may
count the units each line moves, or number the list with its mark left off. The reader cannot tell which, so those
lines are asked, never read as counts by a guess (issue 22: an order silently changed is the worst outcome).
A count with its unit ('1 army 58 -> 55', '2 ships ...') says what it is and is read."""

from __future__ import annotations

from msgspec import structs

from engine.order_sheet import NOT_UNDERSTOOD, OrderProblem, OrderSheet
from engine.words import patterns as re
from engine.words.lexicon import UNIT_WORDS
from engine.words.message import words

# A line opening on a number alone before a route typed short: '1 58-55', '2 Paris-Burgundy', '3 14 -> 15'.
_BARE = re.compile(r"(\d{1,2}) (?:\d{1,4}|[A-Za-z][A-Za-z.']{0,30}(?: [A-Z][A-Za-z.']{0,30}){0,2}) ?(?:->|-|\u2192|>) ?\w")
_MOST_RUN = 60           # lines of a list looked at: a longer one is no player's turn


def list_numbers_asked(sheet: OrderSheet) -> OrderSheet:
    """The sheet with the orders of a run of two or more lines opening on 1, 2, 3 ... before a bare route taken
    out and asked: which the numbers are, counts or the list's own numbers."""
    if len(sheet.orders) < 2:
        return sheet
    bare: dict[int, tuple[int, str]] = {}            # line -> (its opening number, its text)
    opens: dict[str, int | None] = {}                 # each text's opening number: a long message repeats its lines
    for number, raw in zip(sheet.lines, sheet.texts):
        if len(bare) >= _MOST_RUN:
            break
        if number in bare:
            continue
        if raw not in opens:
            m = _BARE.match(raw.strip())
            opens[raw] = int(m.group(1)) if m is not None and not UNIT_WORDS.intersection(words(m.group(0))) else None
        opening = opens[raw]
        if opening is not None:             # not '1 army Polonia -> Masovia': a count
            bare[number] = (opening, raw)
    run = _run(sorted(bare.items()))
    if len(run) < 2:
        return sheet
    said = ", ".join(str(bare[n][0]) for n in run)
    reason = (f"the numbers opening lines {run[0]} to {run[-1]} ({said}) may count the units each line moves or "
              "number the list: ask the player which")
    keep = [i for i, n in enumerate(sheet.lines) if n not in run]
    problems = [OrderProblem(n, bare[n][1], NOT_UNDERSTOOD, reason) for n in run]
    return structs.replace(sheet, orders=tuple(sheet.orders[i] for i in keep),
                           lines=tuple(sheet.lines[i] for i in keep), texts=tuple(sheet.texts[i] for i in keep),
                           problems=tuple(sorted((*sheet.problems, *problems), key=lambda p: p.line)))


def _run(lines: list[tuple[int, tuple[int, str]]]) -> list[int]:
    """The lines of the first run opening on 1, then 2, 3 ... one after the other among the bare lines."""
    run: list[int] = []
    for number, (opening, _) in lines:
        if opening == len(run) + 1:
            run.append(number)
        elif run and len(run) >= 2:
            break
        else:
            run = [number] if opening == 1 else []
    return run if len(run) >= 2 else []
