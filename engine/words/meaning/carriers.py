"""Ships that carry units, said in prose (round 22, helper Nc): 'Our 2 galleons in the Fondue Sea take the 4 units
of Rubygate aboard, sail to Ricotta Lagoon and land them at Whiskerport.' A voyage carrying units from a port orders
two stacks: the ships (its carriers, standing in the voyage's first sea) and the units carried (standing in the port
they board at, the candidate's `origin`). The sentence names the carriers where they stand ('in the Fondue Sea') and
says their own number ('our 2 galleons'): neither is a place or a count of the units carried.

Only a candidate that orders its carriers among its units has carriers here (a ruleset whose template reads `2
Galleons 13 -> 14 carrying {n} units from 9 to 20`); a convoy whose candidate orders only the army has none."""

from __future__ import annotations

from engine.words.meaning.candidate import Candidate
from engine.words.meaning.slots import Finder


def carriers(finder: Finder, c: Candidate) -> list[str]:
    """The heads of the candidate's units standing in its first sea, when the units it carries stand elsewhere."""
    if len(c.units) < 2 or not c.via or c.origin == c.via[0]:
        return []
    at = {r.head: r.at for r in finder.meaning.units}
    return [h for h in c.units if at.get(h) == c.via[0]]


def carriers_stand(finder: Finder, c: Candidate, rid: str, kind: str) -> bool:
    """Whether a place said where units of `kind` stand ('galleons in the Fondue Sea') is where the carriers are."""
    if not kind:
        return False
    return any(rid == c.via[0] and kind in finder.unit_nouns.get(h, ()) for h in carriers(finder, c))


def without_carriers(finder: Finder, c: Candidate, counts: list[int]) -> list[int]:
    """The numbers said, less the carriers' own number ('our 2 galleons ... 4 units': 4), once, when another is said."""
    if len(counts) < 2:
        return counts
    for head in carriers(finder, c):
        first = head.split(" ", 1)[0]
        if first.isdigit() and int(first) in counts:
            left = list(counts)
            left.remove(int(first))
            return left
    return counts


# Words that say the ships leave a place or keep from it ('sail away from Ricotta Lagoon'): never the voyage's
# passage through it, so no carried voyage is read.
_AWAY = frozenset(("away", "avoid", "avoiding", "around", "clear"))


def carriers_fit(words: frozenset[str], finder: Finder, c: Candidate) -> bool:
    """Whether a sentence may mean a voyage with its carriers: not one that says the ships go away from a place."""
    return not (words & _AWAY and carriers(finder, c))
