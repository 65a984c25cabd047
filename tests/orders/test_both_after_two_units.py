"""'Corps D and corps B both march into Bavaria': 'both' after the two units a sentence names is no count of
its own (fresh14, an unseen writer); it was read as '2' and the line refused."""

import pytest

from tests.orders.bundled import read


@pytest.mark.parametrize("rid, where, nation, text, wanted", [
    ("napoleonic", "spring-1805-war", "Austria", "Corps D and corps B both march into Bavaria.",
     ["B - Bavaria", "D - Bavaria"]),
    ("napoleonic", "spring-1805-war", "Austria", "A and C both hold.", ["A holds", "C holds"]),
    ("napoleonic", "spring-1805-war", "Austria", "Corps B and D, both of them, go to Bavaria",
     ["B - Bavaria", "D - Bavaria"]),
    ("napoleonic", "spring-1805-war", "Great Britain", "Corps A and corps B both hold.", ["A holds", "B holds"]),
    ("eia", "austria-land", "Austria", "Corps I and II both march to Bohemia",
     ["corps I: Bavaria - Prague", "corps II: Tyrol - Prague"]),
])
def test_both_after_the_units_named(rid, where, nation, text, wanted):
    orders, problems = read(rid, where, nation, text)
    assert sorted(orders) == sorted(wanted) and not problems


def test_both_with_three_units_named_is_not_read_as_two():
    orders, problems = read("napoleonic", "spring-1805-war", "Austria", "Corps B, C and D both march into Bavaria.")
    assert problems or sorted(orders) == ["B - Bavaria", "C - Bavaria", "D - Bavaria"]
