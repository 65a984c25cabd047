"""The reason a plan gives after an order and a colon ('Corps F to Kherson: Odessa needs a garrison against the
Turks', 'A holds Stamboul: the capital must not be left empty'), told from an order by what it names: no unit
of the nation, no unit word or count, no place gone to or left, no correction, and no order of its own."""

from __future__ import annotations

from engine.words.meaning.slots import Slots
from engine.words.meaning.verbs import is_negation

# Words that block an order but only describe in a reason that names no place ('the capital must not be left
# empty', 'the British like it there', 'too weak to go anywhere').
_DESCRIBING = frozenset(("there", "anywhere"))
# Verb classes that order something with no unit ('build', 'declare war'): a reason may say them only of a
# place or a nation it starts with ('Dalmatia gives me the coast').
_FINITE = frozenset("is are was were has have had will can must would should might may looks seems".split())
_UNIT_FREE = frozenset("build disband annex war peace ally break give transfer invest".split())


def is_reason(tail: Slots, text: str, starts_with_name: bool) -> bool:
    """Whether the words after an order's colon (`text`) only say why: `starts_with_name`, their first word is a
    place or a nation (the subject of their verb)."""
    if tail.correction or tail.units or tail.nouns or tail.numbers or tail.other_counts or tail.arrow:
        return False
    if tail.blocked and (tail.places or not (is_negation(tail.blocked) or tail.blocked in _DESCRIBING)):
        return False            # 'not Naples', 'if the roads allow': what it says may change the order
    said = text.split()
    if any(p.number is not None for p in tail.places):
        return False            # '4 of them': a count, or a numbered place
    if tail.places and not (len(said) >= 3 and (tail.verbs or _FINITE & {w.casefold() for w in said}
                                                or starts_with_name and said[1].endswith("s"))):
        return False            # 'Sicily next': a place and no sentence about it
    if is_negation(tail.blocked) and not (starts_with_name or said[0].casefold() == "the" and len(said) >= 4):
        return False            # 'not yet', "don't stop there": said of the order; 'the capital must not fall' is not
    if any(p.role in ("to", "from", "via", "stands") for p in tail.places):
        return False            # 'the road to Vienna starts there': a second place gone to, asked
    if tail.verbs & _UNIT_FREE:
        return starts_with_name and not tail.blocked
    return True
