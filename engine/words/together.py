"""Units sent together, the word said beside their move, for every ruleset (round 21): 'Corps A and B together to
Brabant', 'A and B to Brabant together', 'squadrons 4 and 5 together to the Western Mediterranean'. 'together' says
only that they go as one: when the line does not read as written, it is read again without the word, after the
units named (before their 'to') or at its end, and taken only when it reads whole.

Never so: 'together with' (another unit or nation goes too: 'A together with the Prussians to Saxony' is asked), a
line with no two units named (a group or a list), 'together' anywhere else. One pass over the words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import NotUnderstood

_BEFORE = frozenset(("to", "into", "towards", "toward", "on", "onto", "->", "-", "march", "marches", "move", "moves",
                     "go", "goes", "sail", "sails", "stay", "stays", "hold", "remain", "remains"))
_MANY = frozenset(("and", "&", "both", "all"))


def without_together(text: str) -> str | None:
    """The line without its 'together' ('Corps A and B to Brabant'), None when it says none so."""
    raw = text.split()
    low = [w.casefold().strip(".,!") for w in raw]
    at = [k for k, w in enumerate(low) if w == "together"]
    if len(at) != 1 or not _MANY.intersection(low[:at[0]]):
        return None                     # no two units named before it
    k = at[0]
    if k == 0 or k + 1 < len(low) and low[k + 1] not in _BEFORE:
        return None                     # 'together with ...', 'together in ...': more than the word
    if k + 1 == len(low):
        ending = raw[k][len(raw[k].rstrip(".!")):]
        return " ".join(raw[:k]) + ending
    return " ".join(raw[:k] + raw[k + 1:])


def read_together(parse_line: Callable[[str], Any], is_clean: Callable[[Any], bool]) -> Callable[[str], Any]:
    """A line reader that reads a group's move said with 'together' without the word, when it does not read as
    written and reads whole without it."""
    def read(text: str) -> Any:
        try:
            first = parse_line(text)
        except NotUnderstood:
            if "together" not in text.casefold():
                raise
            again = without_together(text)
            if again is None:
                raise
            try:
                got = parse_line(again)
            except NotUnderstood:
                raise
            if not got or not is_clean(got):
                raise
            return got
        return first
    return read
