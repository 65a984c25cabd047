"""A squadron's purpose or reason after its sea, with no comma before it (issue 22): 'Squadrons 4 and 5 go to
the Heligoland Bight to watch Holland', '... stays at Gibraltar because Spain is twitchy'. Left out when it can
change nothing; a number, an order's word or a second sea keeps the line refused, asked."""

import pytest

from tests.corpus.positions import position

RULES = __import__("engine.rulesets", fromlist=["ruleset"]).ruleset("napoleonic")
BOARD, WAR = position("napoleonic", "spring-1805-war")


def read(text, nation="Great Britain"):
    sheet = RULES.parse_orders(text, nation, WAR, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], sheet.problems


@pytest.mark.parametrize("nation, text, orders", [
    ("Great Britain", "Squadrons 4 and 5 go to the Heligoland Bight to watch Holland.",
     ["squadron 4 - Heligoland Bight", "squadron 5 - Heligoland Bight"]),
    ("Great Britain", "Squadron 8 stays at Gibraltar because Spain is twitchy.", ["squadron 8 holds"]),
    ("Great Britain", "Squadron 11 stays in the Irish Sea because Ireland is restless", ["squadron 11 holds"]),
    ("Great Britain", "Squadron 6 heads for the Atlantic Ocean so that the convoys are safe",
     ["squadron 6 - Atlantic Ocean"]),
    ("Great Britain", "Squadron 2 goes to the North Sea to keep the Dutch in port", ["squadron 2 - North Sea"]),
    ("Great Britain", "Squadron 4 sails from the North Sea to the Heligoland Bight, for the convoys from the Baltic.",
     ["squadron 4 - Heligoland Bight"]),
    ("Spain", "squadron 4 sails from the Bay of Biscay to the Atlantic Ocean as the convoys need cover",
     ["squadron 4 - Atlantic Ocean"]),
    ("France", "Sq 4 moves to the Western Mediterranean in order to watch the British",
     ["squadron 4 - Western Mediterranean"]),
    ("Ottoman Empire", "Squadron 2 sails to the Sea of Candia since the Russians are about", ["squadron 2 - Sea of Candia"]),
])
def test_a_purpose_after_the_sea_is_left_out(nation, text, orders):
    assert read(text, nation) == (orders, ())


@pytest.mark.parametrize("text", [
    "Squadron 4 goes to the Heligoland Bight to escort 2 convoys",
    "Squadron 4 sails to the Heligoland Bight in order to blockade Holland",
    "squadron 4 to the Heligoland Bight to go on to the Baltic",
    "Squadron 4 goes to the Heligoland Bight because it is not safe unless the Dutch stay home",
])
def test_a_purpose_that_may_change_the_order_keeps_it_refused(text):
    orders, problems = read(text)
    assert orders == [] and problems
