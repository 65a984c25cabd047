"""Issue 22, round 7: in napoleonic a hold is an order the sheet shows, so a stay that takes a unit's own order
back ('Sq2 -> Aegean>Sea of Candia? no, just stays', 'Corps D to Angora? No, it stays.') gives that unit's hold;
a take-back that says no stay ('no, skip it') gives none, and a line naming two units is left as read."""

import pytest

from tests.orders.test_phone_typed import read


@pytest.mark.parametrize("nation, text, orders", [
    ("Ottoman Empire", "Crps A: hld\nCrps D -> Angora\nSq2 -> Aegean>Sea of Candia? no, just stays",
     ["A holds", "D - Angora", "squadron 2 holds"]),
    ("Ottoman Empire", "Corps D to Angora? No, it stays.", ["D holds"]),
    ("Ottoman Empire", "squadron 1 - Aegean Sea? No, it stays.", ["squadron 1 holds"]),
    ("France", "Corps E to Champagne? no, it remains.", ["E holds"]),
    ("Russia", "corps B moves to Courland. No, it stays.", ["B holds"]),
    ("Austria", "Sq1 -> Adriatic Sea? no, just stays", ["squadron 1 holds"]),
    ("Spain", "C - Aragon? No, it holds.", ["C holds"]),
    ("Prussia", "E - Hanover\nD - Friesland? no, it stays", ["E - Hanover", "D holds"]),
])
def test_a_stay_taking_a_units_order_back_is_its_hold(nation, text, orders):
    assert read("napoleonic", "spring-1805-war", nation, text) == (orders, [])


@pytest.mark.parametrize("nation, text", [
    ("Ottoman Empire", "Corps D to Angora? No, skip it."),
    ("France", "Corps E to Champagne? No, forget it."),
])
def test_a_take_back_without_a_stay_gives_no_order(nation, text):
    assert read("napoleonic", "spring-1805-war", nation, text) == ([], [])
