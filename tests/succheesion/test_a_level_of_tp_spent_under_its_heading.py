"""Issue 22, round 14: TP spent to reach a level with 'TP' said as the line's heading before the verb ('TP: spend to
reach 50%'), as three corpora's writers lay it out, or not at all: a level is reached by TP only. A spend that names
neither TP nor a level is still refused."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("succheesion")


def read(text):
    board, state = position("succheesion", "start")
    sheet = RULES.check_orders(RULES.parse_orders(text, "Stilwen", state, board), state, board)
    return [RULES.format_order(x, board) for x in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, order", [
    ("TP: spend to reach 50%", "spend TP to reach 50%"),
    ("* Points: spend to reach 30 percent", "spend TP to reach 30%"),
    ("spend to reach 20%", "spend TP to reach 20%"),
    ("Success - spend to reach 40 %", "spend TP to reach 40%"),
])
def test_a_level_reached_is_spent_in_tp(text, order):
    assert read(text) == ([order], [])


@pytest.mark.parametrize("text", ["spend 5 cheese", "spend to reach Rubygate", "spend to reach 20 or 30%"])
def test_a_spend_of_no_tp_and_no_level_is_refused(text):
    orders, problems = read(text)
    assert orders == [] and problems


@pytest.mark.parametrize("text, order", [
    ("Dépenser des TP jusqu'à 40 %.", "spend TP to reach 40%"),         # French, as three corpora's writers
    ("Nous dépensons nos TP jusqu'à 30 %", "spend TP to reach 30%"),
    ("Wydajemy TP do 60%.", "spend TP to reach 60%"),                    # Polish
    ("Wydaj TP do 20%", "spend TP to reach 20%"),
])
def test_tp_spent_in_french_or_polish(text, order):
    assert read(text) == ([order], [])


@pytest.mark.parametrize("nation, text, order", [
    ("Randomia", "Lever le fromage à Randomia.", "raise cheese in 15"),     # 'lever' troops is a build, cheese a raise
    ("Randomia", "Erhebe Käse in Randomia.", "raise cheese in 15"),
    ("Randomia", "Wir erheben Käse in Chance Hills", "raise cheese in 16"),
    ("Randomia", "Lever 2 infanteries à Randomia", "build 2 Infantry in 15"),
])
def test_cheese_raised_in_french_or_german(nation, text, order):
    board, state = position("succheesion", "start")
    sheet = RULES.check_orders(RULES.parse_orders(text, nation, state, board), state, board)
    assert [RULES.format_order(x, board) for x in sheet.orders] == [order] and not sheet.problems
