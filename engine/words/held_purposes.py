"""A purpose of holding said after a move with no comma, for every ruleset: '2 armies 21 -> 22 to hold the
coast', 'Corps A marches to Brabant to cover the road', 'The frigate sails to Stilton Sound to guard the coast',
'A - Flanders to keep the British honest'. The verb is one the lexicon makes a hold or a support ('hold',
'guard', 'keep', 'cover', 'defend', 'garrison'): after a build its units can do nothing else (engine.words.tails),
after a move they could, so the words after the verb are read strictly: what the units hold is said
with lowercase words ('the coast', 'the line', 'it') or a people ('the Scots', 'the Austrians'), never a name that
may be a place or a unit ('to hold Holland', 'to cover B'), a number, a time, or a word of another order.

Anything else keeps the line as it was (refused or asked); a tail that passes is still judged by the tails'
own checks (one clause, no unit word, no negation, condition or place gone to: engine.words.tails._after_mark),
and the receipt names it as set aside. One pass over the tail's words."""

from __future__ import annotations

from engine.words.lexicon import UNIT_WORDS
from engine.words.message import words

# Verbs of holding said as a purpose: the lexicon makes them a hold or a support ('to aid', 'to assist', 'to stop',
# 'to wait' are left out: they may be a support of another unit, a halt, or a wait for later).
HOLDING = frozenset("hold guard keep cover defend garrison".split())
# Words in the purpose that may change the order or say when: a time other than now, a count, a correction.
_CHANGING = frozenset("""next later turn turns season seasons spring summer autumn fall winter month months year
    tomorrow week weeks day days first again more another other rest all both each every half instead only also
    then until till unless if or either else except but not no never nor without maybe perhaps possibly probably
    while when whenever once after before there's""".split())
# A people's name after 'the' (who is held off, never where): endings of peoples, and peoples whose names end
# otherwise. A place that ends so ('the Balkans') is no people: a name not in this shape keeps the line asked.
_PEOPLE_ENDINGS = ("ians", "mans", "ish", "ese", "ench", "utch", "eeks", "urks", "cots", "ikings", "anes", "wedes", "oles",
                   "oors", "axons", "ranks", "oths", "auls", "ritons", "elts", "icts", "rabs", "ards")
# Words of a move in the order before the purpose (a build is tails' own case). A stay is left out: 'Squadron 1
# stays in the Aegean Sea to guard the straits' must keep its place checked (a squadron not there is refused).
_STAY_OR_MOVE = frozenset("""march marches marching move moves moving go goes going sail sails sailing ride rides
    head heads send sends advance advances fall falls enter enters cross crosses to into -> - =>""".split())


def held_purpose(verb: str, before: str, after: str) -> bool:
    """Whether 'to VERB AFTER' after the order `before` (lowercase) is a purpose of holding that changes nothing:
    a verb of HOLDING, an order that moves, and words after the verb that name no place, unit, count or
    time ('the coast', 'the Scots quiet'); `after` is the tail as written after 'to ' (its first word the verb)."""
    if verb not in HOLDING or _STAY_OR_MOVE.isdisjoint(before.split()):
        return False
    rest = after.split()[1:]
    if not rest or len(rest) > 8:
        return False
    for k, word in enumerate(rest):
        bare = word.strip(".,!;:")
        low = bare.casefold()
        if not bare or not bare.replace("'", "").isalpha() or low in _CHANGING or low in UNIT_WORDS:
            return False                # '2', 'next', 'both', 'infantry': a count, a time, a unit
        if not bare[:1].islower() and not is_people(rest[k - 1] if k else "", bare):
            return False                # 'Holland', 'B', 'the Channel coast': a place or a unit named
    return not UNIT_WORDS.intersection(words(" ".join(rest).casefold()))


def is_people(before: str, name: str) -> bool:
    """Whether a capitalised word after `before` names a people ('the Scots', 'the Austrians', 'the Dutch'),
    never a place ('the Tyrol', 'the Channel') or a unit ('B', 'Cav I')."""
    return before.casefold() == "the" and name[1:].islower() and len(name) > 4 and name.endswith(_PEOPLE_ENDINGS)
