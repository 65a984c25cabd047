"""An order said in quotation marks by someone, as minutes or a letter set it down: 'The Tsar: "Three armies
from Moscow go to Vladimir, 88."', 'The Treasurer: "One army bought in Castile (14)." Approved.' The words
in the quotation are the order; those around it (who said it, that it was approved) order nothing, else
the line is no such quotation."""

from __future__ import annotations

from collections.abc import Callable

from engine.words.message import words

_QUOTES = (('"', '"'), ("\u201c", "\u201d"), ("\u00ab", "\u00bb"))
# What may stand after the quotation: that it was approved.
_APPROVED = frozenset("""approved agreed carried adopted accepted so be it the duma council senate cabinet court said
    aye yes unanimously that's that is thats the order orders my our all in favour favor voted for""".split())


def quoted_order(line: str, orders_nothing: Callable[[str], bool]) -> str | None:
    """The words of the one quotation in the line, when the words before it say who speaks (ending with ':'
    or ',') and those after it only that it was approved; None otherwise. `orders_nothing`: whether words
    name no unit, place, number or order (the ruleset's test)."""
    if len(line) > 600:
        return None
    for opening, closing in _QUOTES:
        start = line.find(opening)
        if start < 0:
            continue
        end = line.find(closing, start + 1)
        if end < 0 or line.find(opening, end + 1) >= 0 or (opening != closing and line.find(closing, end + 1) >= 0):
            return None                 # one quotation, closed
        before, inner, after = line[:start].strip(), line[start + 1:end].strip(), line[end + 1:].strip(" .!")
        if not inner or before and not before.endswith((":", ",")) or not orders_nothing(before):
            return None
        if after and not all(w in _APPROVED for w in words(after)):
            return None
        return inner
    return None
