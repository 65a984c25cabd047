"""A route said on past its first stop ('to Bulgaria and on to Wallachia', 'and then on to', 'onward',
'thence') is one march to its last place; a route whose rest is left unread ('to Bulgaria and Wallachia',
a line ending 'and then on to', 'goes by Baden and Württemberg') is refused, never cut at its first stop."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step):
    board, state = position("eia", step)
    sheet = RULES.check_orders(RULES.parse_orders(text, nation, state, board), state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("nation, step, text, orders", [
    ("Turkey", "turkey-land", "I corps from Stamboul to Bulgaria and on to Wallachia; II corps from Bulgaria to Serbia.",
     ["corps I: Stamboul - Bulgaria - Wallachia", "corps II: Bulgaria - Serbia"]),
    ("France", "france-land", "Corps I from the Rhineland to Thuringia and then on to Franconia; corps II from Alsace "
     "to Baden.", ["corps I: Rhineland - Thuringia - Franconia", "corps II: Alsace - Baden"]),
    ("Spain", "spain-land", "Corps II from Andalusia to Granada and onward to Murcia; corps I stays in Madrid.",
     ["corps II: Andalusia - Granada - Murcia"]),
    ("Austria", "austria-land", "Corps II from Tyrol to Bavaria and thence into Württemberg; corps III holds Vienna.",
     ["corps II: Tyrol - Bavaria - Württemberg"]),
    ("Prussia", "prussia-land", "Corps I marches to Saxony, and then on into Thuringia; corps II holds.",
     ["corps I: Brandenburg - Saxony - Thuringia"]),
])
def test_a_route_said_on_past_a_place_is_one_march_to_its_end(nation, step, text, orders):
    assert read(text, nation, step) == (orders, [])


@pytest.mark.parametrize("nation, step, text, cut", [
    ("Turkey", "turkey-land", "I corps from Stamboul to Bulgaria and Wallachia; II corps from Bulgaria to Serbia.",
     "corps I: Stamboul - Bulgaria"),
    ("Austria", "austria-land", "The II corps at Tyrol\nwill march to Bavaria\nand then on to\nSwabia.",
     "corps II: Tyrol - Bavaria"),
    ("Austria", "austria-land", "The III corps at Vienna\nwill march to Moravia\nand then on to\nCracow.",
     "corps III: Vienna - Moravia"),
    ("France", "france-land", "Corps II goes by Baden and Württemberg to meet corps I there.",
     "corps II: Alsace - Baden - Württemberg"),
    ("Prussia", "prussia-land", "Corps II goes by Saxony, to join corps I.", "corps II: Silesia - Saxony"),
])
def test_a_route_whose_rest_is_not_read_is_refused_never_cut_short(nation, step, text, cut):
    orders, problems = read(text, nation, step)
    assert cut not in orders and problems


def test_a_route_by_a_place_to_its_end_reads():
    assert read("Corps II goes to Württemberg by Baden.", "France", "france-land") == (
        ["corps II: Alsace - Baden - Württemberg"], [])
