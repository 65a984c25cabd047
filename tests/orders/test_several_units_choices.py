"""A refused clause that names several units with one verb ('squadrons 2, 3 and 5 hold', 'sq 1 2 3 stay') offers
every unit's order in one choice, and each alone; numbers that name places are never taken for units."""

import pytest

from tests.orders.test_nearest_readings import _choices


@pytest.mark.parametrize("nation, text, whole", [
    ("France", "squadrons 2, 3 and 5 hold in the bay", "squadron 2 holds; squadron 3 holds; squadron 5 holds"),
    ("France", "the lot of them, squadrons 2 and 3, stay where they are", "squadron 2 holds; squadron 3 holds"),
    ("Great Britain", "sq 1 2 3 stay in channel, sq 8 gulf of cadiz pls",
     "squadron 1 holds; squadron 2 holds; squadron 3 holds; squadron 8 - Gulf of Cadiz"),
])
def test_several_units_said_with_one_verb_are_offered_in_one_choice(nation, text, whole):
    assert whole in _choices("napoleonic", "spring-1805-war", nation, text)


def test_numbers_of_places_are_no_units():
    # classic's provinces are numbers: '2 armies 13 -> 11' names no unit 'army 11'
    assert all(";" not in c for c in _choices("classic", "start", "Spain", "ok so 2 armies 13 -> 11 3 armies 14 -> 15 cheers"))
