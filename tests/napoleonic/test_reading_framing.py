"""Orders framed without changing them (issue 22): a courtesy that opens with 'if' and sets no condition ('if it
is not too much trouble'), a request as a question ('could corps A perhaps march up into the Abruzzi?'), and
every corps told to hold but those named ('Every corps holds except G, which rides to Voronezh')."""

import pytest

from tests.corpus.positions import position

RULES = __import__("engine.rulesets", fromlist=["ruleset"]).ruleset("napoleonic")
BOARD, WAR = position("napoleonic", "spring-1805-war")


def read(text, nation):
    sheet = RULES.parse_orders(text, nation, WAR, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], sheet.problems


@pytest.mark.parametrize("nation, text, orders", [
    ("Naples", "If it's no bother, could corps A perhaps go to the Abruzzi?", ["A - Abruzzi"]),
    ("Naples", "if it is not too much trouble, corps A marches to the Abruzzi", ["A - Abruzzi"]),
    ("Naples", "could corps A perhaps go to the Abruzzi", ["A - Abruzzi"]),
    ("Naples", "Dear GM, could corps A perhaps go to the Abruzzi?", ["A - Abruzzi"]),
    ("France", "Would corps D kindly march into Baden?", ["D - Baden"]),
    ("France", "If you would be so kind, corps C moves to Holland.", ["C - Holland"]),
    ("Austria", "could corps D maybe go to Bavaria, if you don't mind?", ["D - Bavaria"]),
    ("Russia", "Every corps holds except G, which rides to Voronezh, and E, which moves to Kiev.",
     ["G - Voronezh", "E - Kiev"]),
    ("Russia", "All corps hold except G, which goes to Voronezh.", ["G - Voronezh"]),
    ("Prussia", "All my corps hold except E, which goes to Hanover.", ["E - Hanover"]),
    ("Austria", "All other corps stay put except D, who marches on Bavaria", ["D - Bavaria"]),
])
def test_a_framing_that_changes_nothing_gives_the_order(nation, text, orders):
    assert read(text, nation) == (orders, ())


@pytest.mark.parametrize("nation, text", [
    ("Naples", "if possible, corps A to the Abruzzi"),
    ("Russia", "All my corps stay put except G"),
    ("Russia", "Every corps holds except G, which rides to Voronezh if the Cossacks agree"),
    ("Naples", "could corps A perhaps go to the Abruzzi or to Apulia?"),
])
def test_a_condition_a_choice_or_a_unit_without_an_order_is_refused(nation, text):
    orders, problems = read(text, nation)
    assert orders == [] and problems
