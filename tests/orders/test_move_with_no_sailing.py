"""A move with 'no sailing' or 'no moving' after it (round 22, helper Mr): which is meant? refused in every ruleset,
never read as the move; a stay so said stays read (engine.words.stay_confirmed)."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules, where, nation, text", [
    ("napoleonic", "spring-1805-war", "Great Britain", "squadron 8 to the Balearic Sea, no sailing"),
    ("napoleonic", "spring-1805-war", "France", "C - Holland, no moving this turn"),
    ("classic", "start", "France", "2 ships I -> C, no sailing"),
    ("eia", "france-land", "France", "corps II: Alsace - Baden, no moving"),
    ("succheesion", "start", "Randomia", "5 units 15 -> 42, no moving"),
])
def test_refused(rules, where, nation, text):
    shown, sheet = checked(rules, nation, where, text)
    assert not shown and sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("rules, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "Great Britain", "squadron 8 stays in port, no sailing", ["squadron 8 holds"]),
    ("napoleonic", "spring-1805-war", "France", "C holds, no moving this turn", ["C holds"]),
])
def test_a_stay_so_said_is_read(rules, where, nation, text, orders):
    shown, sheet = checked(rules, nation, where, text)
    assert shown == orders, (shown, sheet.problems)
