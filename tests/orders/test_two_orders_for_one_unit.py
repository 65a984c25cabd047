"""Issue 22 (never guessed): two different orders for one napoleonic corps or squadron are both refused,
at entry and at resolution alike, the GM asks which is meant (EiA and Succheesion do so already); in
classic, moves that share a stack within its count stand."""

import pytest

from tests.orders.bundled import checked


def read(rules_id, where, nation, text):
    shown, sheet = checked(rules_id, nation, where, text)
    return shown, sorted({p.line for p in sheet.problems})


@pytest.mark.parametrize("nation, text, kept, refused", [
    ("Austria", "B - Saxony\nE - Croatia\nB - Silesia", ["E - Croatia"], [1, 3]),
    ("Austria", "D - Bavaria\nD holds", [], [1, 2]),
    ("Russia", "Corps C marches to Kiev.\nC - Warsaw", [], [1, 2]),
    ("Russia", "squadron 3 - Eastern Black Sea\nsquadron 3 holds\nB - Livonia", ["B - Livonia"], [1, 2]),
])
def test_napoleonic_two_orders_for_one_unit_are_both_refused(nation, text, kept, refused):
    assert read("napoleonic", "spring-1805-war", nation, text) == (kept, refused)


def test_napoleonic_the_same_order_twice_keeps_the_first():
    assert read("napoleonic", "spring-1805-war", "Austria", "B - Saxony\nB - Saxony") == (["B - Saxony"], [2])


def test_classic_moves_that_share_a_stack_within_its_count_stand():
    assert read("classic", "start", "Italy", "1 army 36 -> 35\n1 army 36 -> 37") == (["1 army 36 -> 35", "1 army 36 -> 37"], [])
