"""Issue 22, round 7 (napoleonic): squadrons each named with their word before one verb ('squadron 4 and squadron
5 stay in the North Sea', 'Squadron 1, squadron 2 and squadron 3 ...') are one subject: each gets the order."""

import pytest

from tests.orders.test_phone_typed import read


@pytest.mark.parametrize("nation, text, orders", [
    ("Great Britain", "squadron 4 and squadron 5 stay in the North Sea", ["squadron 4 holds", "squadron 5 holds"]),
    ("Great Britain", "Squadron 4 and Squadron 5 sail to the Heligoland Bight",
     ["squadron 4 - Heligoland Bight", "squadron 5 - Heligoland Bight"]),
    ("Great Britain", "Squadron 1, squadron 2 and squadron 3 stay in the English Channel",
     ["squadron 1 holds", "squadron 2 holds", "squadron 3 holds"]),
    ("Great Britain", "Squadron 1, squadron 2, and squadron 3 hold", ["squadron 1 holds", "squadron 2 holds", "squadron 3 holds"]),
    ("France", "squadron 2 and squadron 3 go to the Atlantic Ocean", ["squadron 2 - Atlantic Ocean", "squadron 3 - Atlantic Ocean"]),
    ("Spain", "Squadron 1 and squadron 2 remain in the Gulf of Cadiz", ["squadron 1 holds", "squadron 2 holds"]),
    ("Russia", "squadron 1 and squadron 2 hold", ["squadron 1 holds", "squadron 2 holds"]),
    ("Denmark", "Squadron 1 and squadron 2 sail to the Skagerrak", ["squadron 1 - Skagerrak", "squadron 2 - Skagerrak"]),
])
def test_squadrons_each_named_before_one_verb_all_get_it(nation, text, orders):
    assert read("napoleonic", "spring-1805-war", nation, text) == (orders, [])


def test_a_squadron_the_nation_lacks_is_refused_not_dropped():
    shown, problems = read("napoleonic", "spring-1805-war", "Denmark", "squadron 1 and squadron 9 hold")
    assert problems
