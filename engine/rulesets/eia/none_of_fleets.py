"""Interception denied by the subject: 'Neither of our two fleets is to intercept this month', 'None of our
fleets will intercept'. The negation opens the clause and the fleets' words stand between it and the verb
of interception, so it says 'do not intercept' of every fleet the subject names, read by the caller as
'neither fleet intercepts' is. A count said of the fleets ('our two fleets') must be the nation's own count;
a second negation ('neither of our fleets is not to intercept') or any other word between them is asked.
One pass over the words."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.rulesets.eia.fleets import FLEET_WORDS

_LEADS = frozenset("neither none".split())
# Words that may stand between the negation and the verb: the fleets said as the nation's own, a count, a modal.
_BETWEEN = frozenset("of our my the his her their majesty's two three four both fleets fleet squadrons is are to "
                     "will shall be going".split())
_COUNTS = {"two": 2, "three": 3, "four": 4}


def negated_subject(low: list[str], verb: int) -> int | None:
    """The index of the 'neither' or 'none' opening the clause whose subject is the nation's fleets, the verb of
    interception at `verb`; None when the clause does not open so."""
    lead = 1 if low[:1] in (["and"], ["but"]) else 0
    if verb <= lead + 2 or low[lead] not in _LEADS or low[lead + 1] != "of":
        return None
    between = low[lead + 2:verb]
    if not any(w in FLEET_WORDS for w in between) or not all(w in _BETWEEN or w in FLEET_WORDS for w in between):
        return None
    return lead


def counted_fleets(low: list[str], verb: int, fleets: int) -> None:
    """Refuses a count of fleets said before the verb that is not the nation's ('neither of our three fleets')."""
    for w in low[:verb]:
        if w in _COUNTS and _COUNTS[w] != fleets:
            raise NotUnderstood(f"'{w} fleets': the nation has {fleets}; name them")
