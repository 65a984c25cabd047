"""An EiA sentence of several clauses, each with its own unit ('The First Corps leaves Bavaria for
Prague, the cavalry rides from Moravia to Vienna, and the Third stays in the capital'): cut at its
commas, semicolons and 'and's into the fewest clauses that each read whole, a clause that gives no
order only when it says a unit stays. None when no such cut reads; never a clause dropped."""

from __future__ import annotations

from collections.abc import Callable

from engine.errors import NotUnderstood
from engine.words.message import words
from engine.words.movement import STAY

_JOINTS = (", and ", "; and ", ", ", "; ", " and ")
_MOST = 6


def _chunks(text: str) -> list[tuple[str, str]]:
    """(joint before, chunk) pairs; the first joint is ''. One pass over the text."""
    out: list[tuple[str, str]] = []
    joint, start, i = "", 0, 0
    low = text.casefold()
    while i < len(text):
        found = next((j for j in _JOINTS if low.startswith(j, i)), None)
        if found is None:
            i += 1
            continue
        out.append((joint, text[start:i]))
        joint, i = found, i + len(found)
        start = i
    out.append((joint, text[start:]))
    return [(j, c) for j, c in out]


def read_in_clauses(text: str, read: Callable[[str], list]) -> list | None:
    """The orders of the fewest clauses that each read whole, in order; None when there is no such cut
    of two clauses or more (or more than six chunks)."""
    chunks = _chunks(text)
    if not 2 <= len(chunks) <= _MOST or any(not c.strip() for _, c in chunks):
        return None
    memo: dict[tuple[int, int], list | None] = {}

    def clause(i: int, j: int) -> list | None:
        if (i, j) not in memo:
            said = chunks[i][1] + "".join(joint + c for joint, c in chunks[i + 1:j])
            try:
                got = read(said.strip())
            except NotUnderstood:
                got = None
            if got == [] and not any(w in STAY for w in words(said)):
                got = None                      # a clause that gives nothing says a unit stays, or is no clause
            memo[i, j] = got
        return memo[i, j]

    best: list[tuple[int, list] | None] = [(0, [])] + [None] * len(chunks)
    for j in range(1, len(chunks) + 1):
        for i in range(j):
            if (i, j) == (0, len(chunks)):
                continue                        # the sentence whole: its reader's, not read again here
            before, got = best[i], clause(i, j) if best[i] is not None else None
            if before is None or got is None:
                continue
            if best[j] is None or before[0] + 1 < best[j][0]:
                best[j] = (before[0] + 1, before[1] + got)
    end = best[len(chunks)]
    if end is None or end[0] < 2 or not end[1]:
        return None
    return end[1]
