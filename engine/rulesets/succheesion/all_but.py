"""A stack moved but for a few, said as players say it (round 22, helper Nc): 'All my units in Randomia except three
go to Chance Hills.', 'All the units in Maus Imperial except two go to Tailbridge.', 'Every unit in Rubygate but one
marches to Carmine.' The units that go are the writer's stack there less those left, as the position counts them:
'10 units 15 -> 16'. Written as that order and read by the ruleset's own reader, so a march it refuses (too far, a
region not beside it) is refused the same. Never so: a count left that is not fewer than the stack (nothing would
go), another nation's units ('all the Maustrian units in ...': no 'my'/'our'/'the' before 'units'), a condition or a
question (no such words fit the shape), a later time ('next turn' is no place)."""

from __future__ import annotations

from engine.words import patterns as re
from engine.words.reading import NUMBER_WORDS, Names

_GO = r"(?:go|goes|march|marches|move|moves|ride|rides|head|heads|advance|advances)(?: on| forward)? (?:to|into|towards)"
_ALL_BUT = re.compile(r"^(?:every|each|all(?: of)?(?: my| our| the)?) (?:units?|troops|regiments?|soldiers|men) "
                      r"(?:in|at|of) (?P<place>[^,;:]{1,40}?),? (?:except|but|save) (?:for )?"
                      rf"(?P<left>one|two|three|four|five|six|seven|eight|nine|ten|[0-9]{{1,2}}),? {_GO} "
                      r"(?P<to>[^,;:?]{1,40})$", re.IGNORECASE)


def all_but(text: str, nation: str, names: Names) -> str | None:
    """The move in canonical words ('10 units 15 -> 16'), None when the sentence is no such move or the position
    cannot give it (no stack of the writer's there, or no more units than are left)."""
    said = text.strip().rstrip(".!")
    if len(said) > 200 or not (" except " in said.casefold() or " but " in said.casefold() or " save " in said.casefold()):
        return None
    m = _ALL_BUT.match(said)
    if m is None or not names.is_region(m["place"]) or not names.is_region(m["to"]):
        return None
    place = names.region(m["place"])
    stack = getattr(names.state, "stack", lambda n, at: None)(nation, place)
    left = m["left"].casefold()
    kept = int(left) if left.isdigit() else NUMBER_WORDS.get(left)
    if stack is None or kept is None or stack.count <= kept:
        return None
    return f"{stack.count - kept} units {place} -> {names.region(m['to'])}"
