"""An order whose '...' is followed by a count said again after 'so' ('builds 1 Infantry in Pirate Cove... only 1
city there, so 1 Militia', fresh9: an unseen writer's misread, the Infantry built) is held back and asked."""

import pytest

from tests.orders.bundled import read


@pytest.mark.parametrize("rid, where, nation, text, held", [
    ("succheesion", "start", "Dunbarra", "Dunbarra builds 1 Infantry in Pirate Cove... only 1 city there, so 1 Militia.",
     "build 1 Infantry in 36"),
    ("napoleonic", "spring-1805-war", "Austria", "Build 2 infantry in Vienna... so 1 infantry and 1 cavalry then.",
     "build 2 infantry in Vienna"),
    ("classic", "start", "Britain", "buy 3 armies in 3... money is short, so two armies.", "buy 3 armies in 3"),
])
def test_the_order_gone_back_on_is_asked(rid, where, nation, text, held):
    orders, problems = read(rid, where, nation, text)
    assert held not in orders and any("held back" in p for p in problems)


def test_a_plan_after_so_holds_nothing_back():
    orders, problems = read("napoleonic", "spring-1805-war", "Austria", "A - Moravia... so we can strike north next year.")
    assert orders == ["A - Moravia"]
