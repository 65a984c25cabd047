"""Orders said in the passive or as a decree (issue 22): 'Two infantry divisions are to be raised in Bulgaria',
'Let two divisions of foot be raised at Stamboul', 'let the Russians pass through the Sea of Marmara', 'The
passage of the Sea of Marmara is to be allowed to the Russians', 'grants the Russian ships leave to pass the
Bosporus', 'Let an alliance be made with Russia'."""

import pytest

from tests.corpus.positions import position

RULES = __import__("engine.rulesets", fromlist=["ruleset"]).ruleset("napoleonic")
BOARD, START = position("napoleonic", "start")


def read(text, nation):
    sheet = RULES.parse_orders(text, nation, START, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], sheet.problems


@pytest.mark.parametrize("nation, text, orders", [
    ("Ottoman Empire", "Two infantry divisions are to be raised in Bulgaria.", ["build 2 infantry in Bulgaria"]),
    ("Ottoman Empire", "The passage of the Sea of Marmara is to be allowed to the Russians this season.",
     ["allow Russia through Sea of Marmara"]),
    ("Ottoman Empire", "let two divisions of foot be raised at Stamboul, and let the Russians pass through the Sea of "
     "Marmara", ["build 2 infantry in Stamboul", "allow Russia through Sea of Marmara"]),
    ("Ottoman Empire", "The Sublime Porte raises a division of infantry at Adrianople and another at Sofia this winter, "
     "and grants the Russian ships leave to pass the Bosporus until the spring.",
     ["build infantry in Stamboul", "build infantry in Bulgaria", "allow Russia through Sea of Marmara"]),
    ("Great Britain", "a new squadron is to be built in the Irish Sea at once.", ["build squadron in Irish Sea"]),
    ("Great Britain", "Lord Barham, First Lord of the Admiralty: a new squadron is to be built in the Irish Sea at once.",
     ["build squadron in Irish Sea"]),
    ("France", "One cavalry division shall be raised in Paris", ["build cavalry in Paris"]),
    ("France", "Three divisions of infantry will be recruited at Picardy", ["build 3 infantry in Picardy"]),
    ("Ottoman Empire", "Let an alliance be made with Russia.", ["alliance with Russia"]),
    ("Denmark", "Peace is to be signed with Sweden", None),
])
def test_an_order_said_in_the_passive_is_that_order(nation, text, orders):
    read_orders, problems = read(text, nation)
    if orders is None:                      # no such nation: refused, never dropped
        assert read_orders == [] and problems
    else:
        assert (read_orders, problems) == (orders, ())


@pytest.mark.parametrize("nation, text", [
    ("France", "Two infantry divisions are to be raised in Paris if Austria allows"),    # (a condition on the
                # writer's own money is read since round 19: tests/orders/test_orders_said_as_sentences.py)
    ("Ottoman Empire", "let the Russians pass through the Sea of Marmara and the Aegean Sea"),
])
def test_a_passive_order_with_a_condition_or_a_second_sea_is_refused(nation, text):
    orders, problems = read(text, nation)
    assert orders == [] and problems
