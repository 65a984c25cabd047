"""Why a gift of money that does not read is refused, when it leaves out what every gift needs ('Give 5 gold.':
to whom? 'Send gold to Spain.': how much?) or says one given to the writer ('Spain gives us 5 gold', 'we get 5
gold from Spain': the giver's order, never the writer's gift to Spain): the refusal names what is wrong, never a
guess at it (engine.words.meaning.lines)."""

from __future__ import annotations

from engine.words.meaning.slots import Slots
from engine.words.reading import NUMBER_WORDS
from engine.words.textio import is_digits

_GIVING = frozenset(("give", "transfer"))
# Words of money, in any ruleset's game: the thing a gift sends.
_SUMS = frozenset("gold money cash coin coins ducats thalers florins crowns talents silver cheese funds subsidy "
                  "subsidies treasure pounds livres".split())
_RECEIVING = frozenset("get gets getting got receive receives received receiving".split())
_GIVEN_TO_US = frozenset("give gives gave given giving send sends sent sending transfer transfers transferred pay pays "
                         "paid lend lends lent grant grants granted".split())
_US = frozenset(("us", "me"))
_EXAMPLE = "'give 5 gold to Prussia'"


def may_be_gift(text: str) -> bool:
    """A quick look: whether a sentence names a sum at all (only then are its slots looked at again)."""
    return not _SUMS.isdisjoint(text.casefold().replace(".", " ").replace(",", " ").split())


def missing_slot(slots: Slots, text: str) -> str | None:
    """The reason a gift is refused when its amount or its receiver is not said, or when it is given to the
    writer; None when it is no gift or says both (then the reader's own reason stands)."""
    if not slots.words & _SUMS or slots.blocked or slots.correction:
        return None
    low = [w.strip(".,;:!()") for w in text.casefold().split()]
    if slots.nations and ("from" in low and _RECEIVING & slots.words
                          or any(a in _GIVEN_TO_US and b in _US for a, b in zip(low, low[1:]))):
        return "a gift to us: it is the giver's order to write, not ours (to give, write " + _EXAMPLE + ")"
    if not slots.verbs & _GIVING:
        return None
    counted = any((is_digits(a) or a in NUMBER_WORDS and a not in ("a", "an")) and b in _SUMS
                  for a, b in zip(low, low[1:]))
    if not slots.nations:
        return f"a gift that names no receiver: say to whom it goes ({_EXAMPLE})" if counted else \
            f"a gift that names neither the amount nor the receiver: write {_EXAMPLE}"
    if not counted:
        return f"a gift that names no amount: say how much goes ({_EXAMPLE})"
    return None
