"""After a retraction of a move, the same units sent elsewhere by a pronoun alone, in every ruleset (round 21):
'4 units 38 -> 12... wait, that is Crimsonia. No. They go to Lowland Dairies.' The sentence says no unit of its own:
its subject is the units of the move just taken back, and it is read as that move with its destination replaced
(engine.words.prose: the move's last name replaced, as 'no, in 1' is). A sentence of this shape that does not
read so is refused, never set aside with what the line takes back (the order lost in silence)."""

from __future__ import annotations

from engine.words import patterns as re

__all__ = ["goes_to"]

# 'They go to Lowland Dairies.', 'it sails on to the North Sea instead': a pronoun, a verb of going, a place.
_GOES = re.compile(r"^(?:so |then |ok |okay )?(?:they|it|both|all of them) (?:then |instead |now |will )?"
                   r"(?:go|goes|march|marches|move|moves|head|heads|sail|sails|ride|rides|walk|walks|proceed|proceeds)"
                   r"(?: on)? (?:to|into|towards|toward) (?P<place>[^,;:.!?()]{1,60}?)(?: instead)?$", re.IGNORECASE)

_NOT_A_PLACE = frozenset("if unless when whenever once provided should but and or not".split())


def goes_to(sentence: str) -> str | None:
    """The place a sentence sends the units before it to by a pronoun ('They go to Lowland Dairies.': 'Lowland
    Dairies'); None for any other sentence."""
    said = sentence.strip().rstrip(".! ")
    if len(said) > 100:
        return None
    m = _GOES.match(said)
    if m is None or _NOT_A_PLACE.intersection(m["place"].casefold().split()):
        return None                 # 'They go to Burgundy if Spain attacks': more than a place
    return m["place"].strip()
