"""A sentence that only tells what the orders cost or leave is the player's sum, set aside with that reason
(engine.words.meaning.costs_told): '6 gold.', '(9 gold)', '(3 + 4 = 7 cheese)', '(2 cheese for the fort)', '(6 gold,
leaves 12 after income and upkeep)'. Never a sum told: money sent to a nation, money with a place, a count of
units, a sum with a condition or a negation, or a remark that names an order's words."""

import pytest

from tests.orders.bundled import checked

_SUM = "the player's sum of what the orders cost or leave"


@pytest.mark.parametrize("rules_id, where, nation, text, order", [
    ("napoleonic", "start", "Prussia", "Builds: 3 infantry in Brandenburg. 6 gold.", "build 3 infantry in Brandenburg"),
    ("classic", "start", "Turkey", "buy 1 army in 98\n(9 gold)", "buy 1 army in 98"),
    ("classic", "start", "Prussia", "buy 2 armies in 63\n(2 gold, we're poor, don't laugh)", "buy 2 armies in 63"),
    ("classic", "start", "Prussia", "buy 2 armies in 63\n(6 gold, leaves 12 after income and upkeep)",
     "buy 2 armies in 63"),
    ("classic", "start", "Prussia", "buy 2 armies in 63\nThat's 6 gold.", "buy 2 armies in 63"),
    ("succheesion", "start", "Maustria", "build 2 Infantry in 21\n(3 + 4 = 7 cheese)", "build 2 Infantry in 21"),
    ("succheesion", "start", "Stilwen", "build 1 Fort in 7\n(2 cheese for the fort)", "build 1 Fort in 7"),
])
def test_a_sum_told_beside_the_orders_is_set_aside_with_its_reason(rules_id, where, nation, text, order):
    shown, sheet = checked(rules_id, nation, where, text)
    assert shown == [order] and not sheet.problems, (shown, sheet.problems)
    assert any(_SUM in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("classic", "start", "Prussia", "buy 2 armies in 63\n(6 gold, leaves 12, 2 armies 63 -> 62)"),
    ("classic", "start", "Prussia", "buy 2 armies in 63\n6 gold to Russia"),
    ("succheesion", "start", "Maustria", "build 2 Infantry in 21\n(2 cheese in 21)"),
    ("classic", "start", "Prussia", "buy 2 armies in 63\n(6 gold if Russia pays us)"),
    ("classic", "start", "Prussia", "buy 2 armies in 63\n(not 6 gold, 2 armies)"),
    ("napoleonic", "start", "France", "build 2 infantry in Paris\n(4 gold, and corps A - Champagne)"),
])
def test_a_sum_beside_an_orders_words_is_never_set_aside_as_a_sum(rules_id, where, nation, text):
    shown, sheet = checked(rules_id, nation, where, text)
    assert not any(_SUM in c.reason for c in sheet.chatter), (shown, sheet.chatter)
