"""The GM's template filled in with its labels left on the line (issue 22): 'Sea movement : Squadron 2 to the Sea
of Candia', 'Builds ....... 1 cavalry Paris', 'Diplomacy .... Denmark: alliance', 'Gold ......... 4 to Denmark'; a
label followed by 'nothing', 'none' or 'n/a' gives no order."""

import pytest

from tests.corpus.positions import position

RULES = __import__("engine.rulesets", fromlist=["ruleset"]).ruleset("napoleonic")
BOARD, WAR = position("napoleonic", "spring-1805-war")
_, START = position("napoleonic", "start")


def read(text, nation="France", state=START):
    sheet = RULES.parse_orders(text, nation, state, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], sheet.problems


@pytest.mark.parametrize("text, orders", [
    ("Builds ....... 1 cavalry Paris, 1 infantry Provence", ["build cavalry in Paris", "build infantry in Provence"]),
    ("Diplomacy .... Denmark: alliance", ["alliance with Denmark"]),
    ("Gold ......... 4 to Denmark", ["give 4 gold to Denmark"]),
    ("Diplomacy : alliance with Denmark", ["alliance with Denmark"]),
    ("Purchases: 2 infantry in Paris", ["build 2 infantry in Paris"]),
    ("Subsidies ... 5 gold to Spain", ["give 5 gold to Spain"]),
    ("Treaties: Spain - alliance", ["alliance with Spain"]),
    ("Annexations: Baden", ["annex Baden"]),
    ("Recruitment .. 2 inf Picardy", ["build 2 infantry in Picardy"]),
])
def test_the_words_after_a_label_give_the_order_it_names(text, orders):
    assert read(text) == (orders, ())


@pytest.mark.parametrize("nation, text, orders", [
    ("Ottoman Empire", "Sea movement : Squadron 2 to the Sea of Candia", ["squadron 2 - Sea of Candia"]),
    ("Ottoman Empire", "Land movement .... Corps B : Bulgaria to Wallachia", ["B Bulgaria - Wallachia"]),
    ("France", "Moves: D - Baden", ["D - Baden"]),
])
def test_a_movement_label_heads_the_move(nation, text, orders):
    assert read(text, nation, WAR) == (orders, ())


@pytest.mark.parametrize("text", ["Builds : nothing", "Reorg ........ none", "Diplomacy: n/a", "Gold: -",
                                  "Movement: n/a (winter)"])
def test_a_label_with_nothing_after_it_gives_no_order(text):
    assert read(text) == ([], ())


@pytest.mark.parametrize("text", ["Gold ......... 4 to Narnia", "Builds: 2 dragoons in Paris",
                                  "Diplomacy: Denmark: alliance, unless Britain objects"])
def test_what_a_label_heads_is_refused_when_it_does_not_read(text):
    orders, problems = read(text)
    assert orders == [] and problems
