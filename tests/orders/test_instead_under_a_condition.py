"""Issue 22, round 7 (fresh6-nap-cond-2): 'Corps D to Oporto. If the Portuguese have an army there, corps D holds
instead.' A later sentence under a condition the rules do not have that says 'instead' may change the order before
it: that order is held back with it and asked, never carried out as if the condition had not been written (it was
in every ruleset: the first order stood, the second sentence alone was refused)."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

NAP, EIA = "spring-1805-war", "france-land"


def read(rules_id, where, nation, text):
    rules = ruleset(rules_id)
    board, state = position(rules_id, where)
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    return list(sheet.orders), [p.reason for p in sheet.problems]


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("napoleonic", NAP, "Spain", "Corps D to Oporto. If the Portuguese have an army there, corps D holds instead."),
    ("napoleonic", NAP, "Austria", "B - Saxony. If the Prussians are there, B holds instead."),
    ("napoleonic", NAP, "Austria", "B marches to Saxony; should Prussia object, corps B stays in Bohemia instead."),
    ("classic", "start", "Russia", "2 armies 87 -> 88. If the Poles move first, the two stay in 87 instead."),
    ("classic", "start", "Russia", "2 armies 87 -> 88. Unless Sweden attacks, buy 1 army in 90 instead."),
    ("eia", EIA, "France", "Corps I: Rhineland - Thuringia. If the Prussians mass in Saxony, corps I holds instead."),
    ("eia", EIA, "France", "corps I: Rhineland - Thuringia; in case Austria moves first, it stays in the Rhineland instead"),
    ("succheesion", "start", "Crimsonia", "4 units 9 -> 4. If Carmine is defended, they stay in Rubygate instead."),
    ("succheesion", "start", "Stilwen", "2 units 8 -> 9! Should Rubygate fall first, the two stay home instead."),
])
def test_an_order_a_conditional_instead_may_change_is_held_back(rules_id, where, nation, text):
    orders, problems = read(rules_id, where, nation, text)
    assert orders == [] and problems


@pytest.mark.parametrize("rules_id, where, nation, text, count", [
    ("napoleonic", NAP, "Austria", "B - Saxony. E holds.", 2),
    ("classic", "start", "Russia", "2 armies 87 -> 88. Buy 1 army in 90.", 2),
    ("succheesion", "start", "Crimsonia", "4 units 9 -> 4. Build 1 Militia in 9.", 2),
])
def test_orders_with_no_condition_stand(rules_id, where, nation, text, count):
    orders, problems = read(rules_id, where, nation, text)
    assert len(orders) == count and not problems, problems
