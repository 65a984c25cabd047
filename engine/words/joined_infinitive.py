"""A clause joined by 'and' that opens with 'to' ('Austria would like to ally with Prussia, and to declare war on
Turkey'): the 'to' carries the wish or the verb of the clause before it, never a purpose ('..., to watch Brest'
is why, cut by a comma alone). Read alone, such a clause is read without its 'to', so that an order it gives is
never passed over in silence as a purpose (issue 22, round 22, helper Sd)."""

from __future__ import annotations

from collections.abc import Callable


def read_joined(said: str, index: int, read_alone: Callable[[str], list | None]) -> list | None:
    """The orders a clause of a line cut at its joints ('. ', ', and ' ...) gives read alone; a clause after the
    first that opens with 'to' and gives none is read again without it."""
    alone = read_alone(said)
    if alone or index == 0 or not said[:3].casefold() == "to " or not said[3:4].isalpha():
        return alone
    return read_alone(said[3:]) or alone
