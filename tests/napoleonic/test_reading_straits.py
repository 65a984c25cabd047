"""A strait named as the way of a march: the corps walks across it, it is not carried by ships (issue 22:
'Corps A crosses the Bosporus to Smyrna' was read as a voyage). Ships or 'sails' keep it a voyage; a strait
named for another crossing is refused, saying which provinces it joins."""

import pytest

from tests.corpus.positions import position

RULES = __import__("engine.rulesets", fromlist=["ruleset"]).ruleset("napoleonic")
BOARD, WAR = position("napoleonic", "spring-1805-war")


def read(text, nation):
    sheet = RULES.parse_orders(text, nation, WAR, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], sheet.problems


@pytest.mark.parametrize("nation, text, order", [
    ("Ottoman Empire", "Corps A crosses the Bosporus to Smyrna.", "A - Smyrna"),
    ("Ottoman Empire", "Corps A, the Janissaries of the capital, crosses the Bosporus to Smyrna.", "A - Smyrna"),
    ("Ottoman Empire", "D crosses the Bosphorus into Stamboul", "D - Stamboul"),
    ("Ottoman Empire", "Corps D goes over the Dardanelles to Stamboul", "D - Stamboul"),
    ("Ottoman Empire", "A marches across the Bosporus to Smyrna", "A - Smyrna"),
    ("Ottoman Empire", "A - Smyrna via the Bosporus", "A - Smyrna"),
    ("Ottoman Empire", "our corps D will cross the Sea of Marmara into Stamboul", "D - Stamboul"),
    ("Naples", "Corps B crosses the Strait of Messina to Naples", "B - Naples"),
    ("Naples", "A crosses the Straits of Messina into Sicily", "A - Sicily"),
    ("Naples", "Corps A goes over the Messina Strait to Sicily this spring", "A - Sicily"),
    ("Russia", "Corps F crosses the Sea of Azov to Tagenrog", "F - Tagenrog"),
    ("Great Britain", "Corps C crosses the Strait of Gibraltar to Morocco", "C - Morocco"),
])
def test_a_strait_crossed_on_the_way_is_a_march(nation, text, order):
    assert read(text, nation) == ([order], ())


@pytest.mark.parametrize("nation, text, order", [
    ("Ottoman Empire", "Corps A sails across the Bosporus to Smyrna", "A - Smyrna via Sea of Marmara"),
    ("Ottoman Empire", "A - Smyrna via Sea of Marmara", "A - Smyrna via Sea of Marmara"),
    ("France", "Corps A crosses the English Channel to Kent", "A - London via English Channel"),
])
def test_ships_or_a_sea_without_a_strait_keep_it_a_voyage(nation, text, order):
    orders, _ = read(text, nation)
    assert orders == [order]


def test_a_strait_named_for_another_crossing_is_refused_saying_which_it_joins():
    orders, [problem] = read("Corps A crosses the Strait of Messina to Smyrna", "Ottoman Empire")
    assert orders == [] and "Naples" in problem.reason and "Sicily" in problem.reason
