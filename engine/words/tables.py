"""A Markdown table of orders under a header row, for every ruleset: '| from | to | armies |' over '| 21 | 27 | 3 |'
reads as '3 armies 21 -> 27'; '| corps | from | to |' over '| A | Picardy | Flanders |' as 'A: Picardy - Flanders'.
The header is set aside (said so); a column the reader has no use for holds notes, set aside only when they can
change nothing (engine.words.tails.harmless). One pass over the cells of each row."""

from __future__ import annotations

from engine.words.lexicon import UNIT_WORDS
from engine.words.tails import harmless
from engine.words.textio import is_digits

_FROM = frozenset("from origin start source leaves".split())
_TO = frozenset("to destination dest target goes towards".split())
_WHO = frozenset("corps unit fleet squadron army force".split())
_NOTES = frozenset("notes note reason why comment comments remarks purpose".split())
_COUNTED = frozenset("armies ships units galleons frigates divisions".split())


def _cells(text: str) -> list[str] | None:
    said = text.strip()
    if not (said.startswith("|") and said.endswith("|")) or said.count("|") < 3:
        return None
    return [c.strip() for c in said[1:-1].split("|")]


def header_of(text: str) -> tuple[str, ...] | None:
    """The column roles of a table's header row ('from', 'to', a unit word counted, 'who', 'notes'), or None when
    the row is no header of a table of moves."""
    cells = _cells(text)
    if cells is None:
        return None
    roles: list[str] = []
    for cell in cells:
        low = cell.casefold().strip("*_ ")
        if low in _FROM:
            roles.append("from")
        elif low in _TO:
            roles.append("to")
        elif low in _COUNTED or low in UNIT_WORDS and low.endswith("s") and low != "corps":
            roles.append(low)
        elif low in _WHO:
            roles.append("who")
        elif low in _NOTES:
            roles.append("notes")
        else:
            return None
    if roles.count("from") != 1 or roles.count("to") != 1 or len(set(roles) - {"notes"}) != len(
            [r for r in roles if r != "notes"]):
        return None
    counted = [r for r in roles if r not in ("from", "to", "who", "notes")]
    return tuple(roles) if len(counted) + roles.count("who") == 1 else None


def row_as_order(header: tuple[str, ...], text: str) -> str | None:
    """The order a row of the table gives in the words the readers take ('3 armies 21 -> 27', 'A: Picardy -
    Flanders'), or None when the row does not fit the header or a note in it could change the order."""
    cells = _cells(text)
    if cells is None or len(cells) != len(header) or any(not c for c, r in zip(cells, header) if r != "notes"):
        return None
    said = dict(zip(header, cells))
    if any(r == "notes" and c and not harmless(c) for c, r in zip(cells, header)):
        return None
    if "who" in said:
        return f"{said['who']}: {said['from']} - {said['to']}"
    unit = next(r for r in header if r not in ("from", "to", "notes"))
    count = said[unit]
    return f"{count} {unit} {said['from']} -> {said['to']}" if is_digits(count) else None
