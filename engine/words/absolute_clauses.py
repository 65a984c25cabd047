"""A circumstance said after an order in the absolute construction of letters and decrees: 'that the two legions of
Campania march into Apulia, the Apulians having refused tribute', 'two ships be built in the Tyrrhenian Sea,
Carthage having ships and Rome having too few', 'Corps A takes ship for Holland, the Dutch being sick of the
French'. A subject of its own, then 'having' or 'being': what follows is said of that subject, done or true
already, never an order of this turn; a word of an order in it is a noun or someone else's deed ('tribute', 'the
French having attacked'), a unit word after 'having' their possession ('Carthage having ships').

Never so: a subject that is one of the writer's units or a count ('corps B having ...', 'two armies being ...',
'the fleet having ...'), a duty ('B having to hold Munich'), a number anywhere. Used by engine.words.reasons to
let such a tail be the order's reason. One pass over at most a few words."""

from __future__ import annotations

from engine.words.lexicon import UNIT_WORDS

_OPENERS = frozenset(("having", "being"))
_OURS = frozenset("we i us our my you your it they".split())     # 'we having no ships': said of the writer
_MOST_SUBJECT = 4


def absolute_at(said: list[str], written: list[str]) -> int | None:
    """The index of 'having'/'being' that opens an absolute clause in the tail's words (lower case, `said`; as
    written, `written`), None when the tail is no such clause."""
    k = next((i for i, w in enumerate(said[:_MOST_SUBJECT + 1]) if w in _OPENERS), None)
    if not k:
        return None
    subject = said[:k]
    if any(w in UNIT_WORDS or w in _OURS or not w.isalpha() and not w.endswith("'s") for w in subject):
        return None                     # 'the fleet having sailed', 'we having none': the writer's own
    if any(len(w) <= 3 and w.isupper() or any(c.isdigit() for c in w) for w in written[:k]):
        return None                     # 'B having to hold', 'II being weak': a unit named by its letter
    if said[k + 1:k + 2] == ["to"] or any(any(c.isdigit() for c in w) for w in said):
        return None                     # 'having to hold Munich': a duty, an order; a number: a count
    return k
