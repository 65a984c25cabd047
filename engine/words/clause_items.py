"""A line that ends one item of a decree's or a council's list with ';' ('that Corps C shall attack the French in
Piedmont;', '- that two ships be built in the Tyrrhenian Sea;', '2. the Guard to stay at Vienna;'): the item is
whole, and the next one starts its own line. Such a line is read by meaning by itself, as a line ending with '.'
is, never held for the next line as a sentence wrapped over two. A line ending with ',' or ':' still goes on.
The item is told by how it opens: a list's mark (a bullet or a number, in the raw line) or the 'that' of a
resolution's clause."""

from __future__ import annotations

_MARKS = ("-", "*", "+", "\u2022", "\u2013", "\u2014")
_OPENINGS = ("that ", "and that ", "item", "resolved that ", "ordered that ", "decreed that ")


def ends_an_item(raw: str, text: str) -> bool:
    """Whether the line is one whole item of a list ending with ';', not a sentence going on."""
    said = text.rstrip()
    if not said.endswith(";") or said.endswith(";;"):
        return False
    low = said.lstrip().casefold()
    if low.startswith(_OPENINGS):
        return True
    head = raw.lstrip()
    if head.startswith(_MARKS):
        return True
    digits = len(head) - len(head.lstrip("0123456789"))
    return 0 < digits <= 2 and head[digits:digits + 1] in (".", ")")
