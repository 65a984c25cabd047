"""Classic ships said by their sea with a stay and a stance (round 22, helper Nn: engine.rulesets.classic.stances):
'the fleet in M stays, escape if attacked', 'Ships stay in N but escape if attacked', 'the ships in S avoid combat'
written as '2 ships M, escape'; more than the stance after it, another nation's ships, a question, a negation stay
refused."""

import pytest

from engine.rulesets.classic.stances import stay_and_stance
from tests.orders.bundled import checked


@pytest.mark.parametrize("nation, text, want", [
    ("Turkey", "the fleet in M stays, escape if attacked", ["2 ships M, escape"]),
    ("Turkey", "the fleet in M stays and flees if attacked", ["2 ships M, escape"]),
    ("Spain", "Ships stay in N but escape if attacked", ["2 ships N, escape"]),
    ("Spain", "ships: stay in N and escape if attacked", ["2 ships N, escape"]),
    ("Italy", "the two ships in S escape if attacked", ["2 ships S, escape"]),
    ("Italy", "the ships in S stay and avoid combat", ["2 ships S, no combat"]),
])
def test_read(nation, text, want):
    shown, sheet = checked("classic", nation, "start", text)
    assert shown == want and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("nation, text", [
    ("Turkey", "the fleet in M stays, escape if attacked by Russia"),     # more than the stance
    ("Turkey", "the fleet in M stays, escape to X"),                      # a move too
    ("Spain", "Ships stay in N but escape if Italy comes"),               # a condition of the game
    ("Turkey", "the fleet in M stays, escape if attacked?"),              # a question
    ("Turkey", "the fleet in M stays, not escape"),                       # a negation
    ("Turkey", "the Italian ships in M stay, escape if attacked"),        # another nation's
    ("Turkey", "the ship in S stays, escape if attacked"),                # none of ours there
    ("Italy", "our 3 ships in S stay, escape if attacked"),               # more than stand there
])
def test_near_misses_refused(nation, text):
    shown, sheet = checked("classic", nation, "start", text)
    assert sheet.problems and not shown, shown


def test_the_shape():
    assert stay_and_stance("the ship in U stays, escape if attacked") == "the ship in U, escape"
    assert stay_and_stance("the ship in U escapes if attacked") == "the ship in U, escape"
    assert stay_and_stance("the ship in U stays, escape to V") is None
    assert stay_and_stance("the ship in " + "U " * 50_000 + "stays, escape") is None
