"""An order said again in other words on another line: 'Corps B - Saxony' in the list, then 'B goes to Saxony to
show the flag' in the letter under it, or 'II and III go round if we outflank' under 'outflanking force: corps II,
corps III'. When giving it twice gives nothing more (a unit's move, a declaration, an alliance, a standing answer)
it is one order, taken once, and the receipt says so. When it adds up (a build, a purchase, a gift, armies counted
from a province, a sum of cheese) or the line is the same words again (pasted twice), the GM asks, as before.

Word tests on the order's fields and the lines' words only."""

from __future__ import annotations

from functools import lru_cache

from engine.words.clauses import without_brackets
from engine.words.message import words

# Fields that name a unit, not a quantity: a squadron's number.
_IDENTITIES = frozenset(("number",))
# Orders that give more when given twice though they hold no count ('build infantry, cavalry in Paris').
_ADDING_TAGS = frozenset(("build",))


def adds_up(order: object) -> bool:
    """Whether an order given twice gives more than once: a count, a sum, a build."""
    config = getattr(type(order), "__struct_config__", None)
    if str(getattr(config, "tag", "") or "").casefold() in _ADDING_TAGS:
        return True
    fields = getattr(type(order), "__struct_fields__", ())
    return any(isinstance(getattr(order, f), int) and not isinstance(getattr(order, f), bool)
               for f in fields if f not in _IDENTITIES)


def in_other_words(order: object, first: str, again: str) -> bool:
    """Whether line `again` gives the same `order` as line `first` in other words, and giving it twice gives
    nothing more: then it is taken once, the second said on the receipt."""
    if first == again or adds_up(order):       # a line pasted again: most repeats, judged at once
        return False
    said = _said(again)
    return said != _said(first) and _DOUBT.isdisjoint(said) and "?" not in again


# Words that make a line more than the order said again: a choice left open, a doubt, a condition, a negation
# ('I leave it to you whether we ally with Russia' is asked, never taken as the alliance said again).
_DOUBT = frozenset("whether if unless maybe perhaps possibly probably instead either choose decide leave".split())


@lru_cache(maxsize=4096)
def _said(line: str) -> tuple[str, ...]:
    """A line's words without its notes in brackets: 'Ally with France. (yes, I mean it twice)' is the line
    'Ally with France.' pasted again with a note, asked as a copy."""
    return tuple(words(without_brackets(line)[0]))


SAID_AGAIN = "not an order: the same order as line {line}, said again in other words: taken once"
