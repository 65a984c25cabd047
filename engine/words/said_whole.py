"""A correction that gives the order again whole, with the word that says it replaces another at its end, for
every ruleset: 'Correction: D goes to Switzerland instead.', 'EDIT: corps II to Saxony instead', 'Actually,
the frigate sails to 51 rather'. The word 'instead' (or 'rather') after a name is otherwise read as a name put in
place of the last one of the order before ('Franconia instead'); when the words before it read as a whole order
by themselves, they are that order, and the sheet's reading of a correction replaces the earlier order of the
same unit with it (or asks when it cannot tell which). One check of the words; the order is read once.

A correction giving the route again from where the order started ('4 units 38 -> 40' then 'EDIT: 38 -> 39') puts
it in place from that start ('4 units 38 -> 39'), before the last words are tried ('4 units 38 -> 38 -> 39')."""

from __future__ import annotations

from collections.abc import Callable

# Words after an order that say it takes another's place ('... instead', '... rather', '... instead then').
_REPLACING = (" instead", " rather", " instead then", " then instead", " instead please", " instead, please")
# A clause shorter than this is a name put in place of another ('Baden instead'), never a whole order.
_LEAST_WORDS = 2


def said_whole(body: str, reads: Callable[[str], bool]) -> bool:
    """Whether a correction's words ending with 'instead' are an order given whole: the words before 'instead'
    read as an order by themselves ('D goes to Switzerland instead'), not a name alone ('Franconia instead')."""
    text = body.strip().rstrip(".!").rstrip()
    low = text.casefold()
    ending = next((e for e in _REPLACING if low.endswith(e)), None)
    if ending is None:
        return False
    head = text[:-len(ending)].rstrip(" ,")
    return len(head.split()) >= _LEAST_WORDS and reads(head)


def from_its_start(order: str, route: str) -> list[str]:
    """The earlier order with the route a correction gives put in place from the word it starts with, when that
    word starts a route in the order ('4 units 38 -> 40' and '38 -> 39' -> '4 units 38 -> 39'); [] otherwise."""
    said, new = order.rstrip(" .!?").split(" "), route.split(" ")
    if len(new) < 3 or new[1] not in _ARROWS:
        return []
    at = max((k for k, w in enumerate(said[:-2]) if w.casefold() == new[0].casefold() and said[k + 1] in _ARROWS),
             default=-1)
    return [" ".join(said[:at] + new)] if at >= 0 else []


_ARROWS = frozenset(("->", "\u2192", "=>", "-", ">"))
