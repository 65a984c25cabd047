"""Issue 22 (conditions): an order under a condition the rules do not have is never cut out of it and
given whatever happens: the sentence is refused whole, naming the condition. An alliance or a peace
'only if the other side orders it too' is the rules' own condition said again: the order is read."""

import pytest

from engine.words.conditions import condition
from tests.orders.bundled import read


@pytest.mark.parametrize("text", [
    "Should the British land in Lisbon, D marches to Oporto; otherwise D holds.",
    "In case Britain lands, D - Oporto.",
    "Provided the French stay home, D goes to Oporto, C - Aragon",
    "When the British come ashore, D marches to Oporto and C to Aragon.",
    "If the English fleet shows up, D - Oporto; C - Aragon",
    "Assuming Portugal stays neutral, D - Oporto, C - Aragon.",
])
def test_orders_under_a_condition_the_rules_lack_are_refused_whole(text):
    orders, problems = read("napoleonic", "spring-1805-war", "Spain", text)
    assert orders == []
    assert len(problems) == 1 and "condition" in problems[0]


def test_the_other_sentences_of_the_line_still_stand():
    orders, problems = read("napoleonic", "spring-1805-war", "Spain",
                            "Should Britain land in Portugal, D marches to Oporto. C - Aragon.")
    assert orders == ["C - Aragon"] and len(problems) == 1


@pytest.mark.parametrize("text, order", [
    ("alliance with Prussia, but only if Prussia offers it too", "alliance with Prussia"),
    ("Alliance with Austria if they agree to it as well.", "alliance with Austria"),
    ("alliance with Prussia, provided the Prussians accept", "alliance with Prussia"),
    ("Alliance with Austria, only if Austria does the same", "alliance with Austria"),
])
def test_an_alliance_on_condition_the_other_side_orders_it_too_is_read(text, order):
    assert read("napoleonic", "start", "Russia", text) == ([order], [])


def test_a_peace_on_the_same_condition_in_succheesion():
    assert read("succheesion", "start", "Berdain", "Make peace with Dunbarra, if they order it too.") \
        == (["make peace with Dunbarra"], [])


def test_an_alliance_on_another_condition_is_not_read():
    orders, problems = read("napoleonic", "start", "Russia", "alliance with Prussia if Prussia declares war on France")
    assert orders == [] and problems


def test_the_rules_own_conditions_still_read():
    assert read("classic", "start", "Austria", "if Italy has exactly 0 armies in 34 then 2 armies 75 -> 35") \
        == (["if Italy has exactly 0 armies in 34 then 2 armies 75 -> 35"], [])


def test_the_condition_named_is_the_words_that_set_it():
    assert condition("Should Britain land anywhere in Portugal, D marches to Oporto") == "Should Britain land anywhere in Portugal"
    assert condition("D - Oporto unless Britain lands") == "unless Britain lands"
    assert condition("A - Baden") is None
    assert condition("x, " * 30000) is None
