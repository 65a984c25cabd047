"""Issue 22, round 7 (napoleonic): an order said as the outcome the player wants ('I want corps C in Aragon by
the end of the spring', "I'd like Corps B to be in Saxony when the season ends", 'my squadron 3 should end up
in the Gulf of Lion'): the unit goes there. A wish the rules have no order for ('I want my flag on Munich') is
refused, never set aside as talk; other words after the place keep the line refused."""

import pytest

from tests.orders.test_phone_typed import read


@pytest.mark.parametrize("nation, text, orders", [
    ("Spain", "I want corps C in Aragon by the end of the spring, and my squadron 3 should end up in the Gulf of Lion.",
     ["C - Aragon", "squadron 3 - Gulf of Lion"]),
    ("Austria", "I'd like Corps B to be in Saxony when the season ends.", ["B - Saxony"]),
    ("France", "We want corps E in Champagne this turn", ["E - Champagne"]),
    ("Russia", "I need corps B at Courland by the end of the season", ["B - Courland"]),
    ("Prussia", "Corps E should end up in Hanover.", ["E - Hanover"]),
    ("Denmark", "our squadron 1 must end up in the Skagerrak", ["squadron 1 - Skagerrak"]),
    ("Naples", "I would like corps A to end up in Rome", ["A - Rome"]),
    ("Ottoman Empire", "I wish to see corps D in Angora when the spring is over", ["D - Angora"]),
])
def test_an_outcome_wanted_is_the_move_there(nation, text, orders):
    assert read("napoleonic", "spring-1805-war", nation, text) == (orders, [])


def test_a_wish_the_rules_have_no_order_for_is_refused_beside_the_move():
    shown, problems = read("napoleonic", "spring-1805-war", "Austria",
                           "I'd like Corps B to be in Saxony when the season ends. And I want my flag on Munich by the end of summer.")
    assert shown == ["B - Saxony"] and len(problems) == 1 and "flag on Munich" in problems[0]


@pytest.mark.parametrize("text", [
    "I want corps B in Saxony by the end of summer",        # another season: asked
    "I want corps B in Saxony unless France moves",         # a condition
    "I want my flag on Munich.",
])
def test_an_outcome_with_more_words_is_refused(text):
    shown, problems = read("napoleonic", "spring-1805-war", "Austria", text)
    assert shown == [] and problems
