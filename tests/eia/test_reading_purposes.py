"""Issue 22: why a march is made, said after it (', to be near Portsmouth', ', there to watch over Naples',
'- to watch Brest from the south') says nothing of where the unit goes: the march reads without it; 'to'
before a place is a destination, never a purpose."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("nation, step, text, orders", [
    ("Great Britain", "great-britain-land", "The London corps (I) marches to Hampshire, to be near Portsmouth.",
     ["corps I: London - Hampshire"]),
    ("Prussia", "prussia-land", "Corps I marches to Saxony, to support the Elector.", ["corps I: Brandenburg - Saxony"]),
    ("Austria", "austria-land", "corps II: Tyrol - Bavaria, in order to stand with corps I",
     ["corps II: Tyrol - Bavaria"]),
    ("France", "france-land", "Corps II goes to Baden so as to threaten Württemberg.", ["corps II: Alsace - Baden"]),
    ("Russia", "russia-land", "corps I: Lithuania - Volhynia, there to wait for the Austrians",
     ["corps I: Lithuania - Volhynia"]),
    ("Great Britain", "great-britain-naval", "- Channel fleet:\n  - English Channel -> Western Approaches\n"
     "  - to watch Brest from the south", ["fleet Channel: English Channel - Western Approaches"]),
    ("Spain", "spain-land", "Corps I marches to Old Castile, to guard the road to Burgos.",
     ["corps I: Madrid - Old Castile"]),
    ("Turkey", "turkey-land", "corps II: Bulgaria - Wallachia, to keep the Russians out of the Principalities",
     ["corps II: Bulgaria - Wallachia"]),
])
def test_a_purpose_after_a_march_says_nothing_of_where_it_goes(nation, step, text, orders):
    assert read(text, nation, step) == (orders, [])


@pytest.mark.parametrize("nation, step, text, order", [
    ("Prussia", "prussia-land", "Corps I marches through Saxony, to Thuringia", "corps I: Brandenburg - Saxony - Thuringia"),
    ("France", "france-land", "corps I: Rhineland, to Thuringia", "corps I: Rhineland - Thuringia"),
])
def test_to_before_a_place_is_where_the_march_goes(nation, step, text, order):
    orders, problems = read(text, nation, step)
    assert orders in ([order], []) and (orders or problems)
