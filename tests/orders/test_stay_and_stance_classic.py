"""Issue 22, round 6: classic ships told to stay in a sea and how to meet an attack in one breath ('The ships then
stay in the Channel, out of any fight.', 'Stays in D and escapes if attacked.'): the stance order; more after the
stance (a place, a condition, a reason) is read as written, or refused."""

import pytest

from engine.rulesets.classic.stances import stay_and_stance
from tests.orders.bundled import checked

READ = [
    ("Britain", "britons-aboard", "Land the two armies in Armorica, 19. The ships then stay in the Channel, out of any fight.",
     ["2 armies I -> 19", "3 ships I, no combat"]),
    ("Britain", "britons-aboard", "2) The ships stay in I afterwards, staying out of combat.", ["3 ships I, no combat"]),
    ("Britain", "britons-aboard", "The ships stay in I, and avoid combat", ["3 ships I, no combat"]),
    ("Vikings", "start", "My fleet remains at D and flees if attacked", ["4 ships D, escape"]),
    ("Vikings", "start", "the fleet stays in D and escapes when attacked.", ["4 ships D, escape"]),
    ("Russia", "start", "My fleet holds in H, keeping out of the fight", ["1 ship H, no combat"]),
    ("Austria", "start", "The fleet stays at U and will not fight", ["1 ship U, no combat"]),
    ("Spain", "start", "our ships remain in N, out of combat!", ["2 ships N, no combat"]),
]


@pytest.mark.parametrize("nation, where, message, orders", READ)
def test_a_stay_with_its_stance_reads_as_the_stance(nation, where, message, orders):
    got, sheet = checked("classic", nation, where, message)
    assert sheet.problems == () and sorted(got) == sorted(orders)


@pytest.mark.parametrize("text", ["the fleet stays in I and escapes to J", "the fleet stays in I, out of combat unless attacked",
                                  "the fleet stays in I, out of combat so the French keep away",
                                  "the ships in I stay in I, no combat", "the fleet stays in I and builds a fort"])
def test_more_after_the_stance_is_no_stance(text):
    assert stay_and_stance(text) is None


def test_the_shape_is_linear_on_a_long_line():
    assert stay_and_stance("stay in " + " " * 100_000 + ", escape") is None
