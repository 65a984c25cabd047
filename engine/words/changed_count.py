"""A list said again with a change of one number (round 21, every ruleset): 'Same as before but invest 3 instead of
5, the treasury wants a cushion.' over the list pasted again. The change names the order by its first word and the
number it had ('invest', '5'): the list's one order whose words start so and hold that number is read again with
the new number in its place ('invest 3 cheese in trade with Maustria'), and that reading is the change
(engine.words.changed_list applies it in place of that order). No such order, or two, and nothing is read here (the
list stays held back and asked). An order of no unit and no place it starts from (a gift, an investment) is taken
by its kind and everything it says but its amounts."""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from engine.words.clauses import kind_of
from engine.words.textio import is_digits

__all__ = ["recounted", "same_but_amounts"]


def recounted(said: str, was: str, texts: Sequence[str]) -> str | None:
    """The one text of the list ('invest 5 cheese in trade with Maustria') read with the change's number in place
    of the one it had (said 'invest 3', was '5, the treasury ...'); None unless exactly one text fits."""
    new = said.split()
    old = was.split(",", 1)[0].split()
    if len(new) != 2 or not is_digits(new[1]) or len(old) != 1 or not is_digits(old[0]) or new[1] == old[0]:
        return None
    verb = new[0].casefold()
    fits = []
    for text in dict.fromkeys(texts):
        tokens = text.split()
        if tokens and tokens[0].casefold() == verb and tokens.count(old[0]) == 1:
            fits.append(" ".join(new[1] if t == old[0] else t for t in tokens))
    return fits[0] if len(fits) == 1 else None


def same_but_amounts(a: object, b: object) -> bool:
    """Whether two orders are of one kind and say the same but for their numbers (the amount invested or given)."""
    if kind_of(a) != kind_of(b) or not isinstance(a, msgspec.Struct) or not isinstance(b, msgspec.Struct):
        return False
    return all(x == y or isinstance(x, int) and isinstance(y, int) and not isinstance(x, bool)
               for x, y in zip(msgspec.structs.astuple(a), msgspec.structs.astuple(b)))
