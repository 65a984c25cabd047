"""Issue 22: a sentence announcing that the nation's corps march ('our three line corps march.', 'the pair
of line corps go west:', 'Both fleets sail:') gives no order of its own when the line goes on to give
them; announced with no march after it, or with a count the marches do not match, it is asked."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("nation, step, text, orders", [
    ("France", "france-land", "France, land step: our three line corps march. Corps I from the Rhineland to "
     "Thuringia; Corps II from Alsace to Baden; Corps III from Picardy to Brabant.",
     ["corps I: Rhineland - Thuringia", "corps II: Alsace - Baden", "corps III: Picardy - Brabant"]),
    ("Russia", "russia-land", "Russia: the pair of line corps go west: corps I from Lithuania into Volhynia, "
     "corps II from Volhynia into Cracow.", ["corps I: Lithuania - Volhynia", "corps II: Volhynia - Cracow"]),
    ("Prussia", "prussia-land", "Both my corps advance. Corps I: Brandenburg - Saxony. Corps II: Silesia - Saxony.",
     ["corps I: Brandenburg - Saxony", "corps II: Silesia - Saxony"]),
    ("Austria", "austria-land", "Two corps move east: corps II: Tyrol - Bavaria; corps III: Vienna - Moravia",
     ["corps II: Tyrol - Bavaria", "corps III: Vienna - Moravia"]),
    ("France", "france-naval", "Both fleets sail. fleet Toulon: Provence - Gulf of Lion; fleet Brest: Brittany - "
     "Bay of Biscay", ["fleet Toulon: Provence - Gulf of Lion", "fleet Brest: Brittany - Bay of Biscay"]),
    ("Turkey", "turkey-land", "The two corps of the Sultan march north: corps II: Bulgaria - Wallachia, corps I: "
     "Stamboul - Bulgaria", ["corps II: Bulgaria - Wallachia", "corps I: Stamboul - Bulgaria"]),
])
def test_an_announcement_followed_by_the_marches_gives_them(nation, step, text, orders):
    assert read(text, nation, step) == (orders, [])


@pytest.mark.parametrize("nation, step, text", [
    ("France", "france-land", "Our three line corps march."),
    ("France", "france-land", "Our three line corps march. Corps I from the Rhineland to Thuringia."),
    ("Prussia", "prussia-land", "Both my corps go west!"),
])
def test_an_announcement_without_its_marches_is_asked(nation, step, text):
    orders, problems = read(text, nation, step)
    assert problems


@pytest.mark.parametrize("nation, step, text, order", [
    ("France", "france-land", "Corps I from the Rhineland to Thuringia", "corps I: Rhineland - Thuringia"),
    ("France", "france-land", "corps II from Alsace into Baden then Württemberg", "corps II: Alsace - Baden - Württemberg"),
    ("Prussia", "prussia-land", "Corps I from Brandenburg to Saxony.", "corps I: Brandenburg - Saxony"),
    ("Austria", "austria-land", "Cav I from Moravia to Vienna", "corps Cav I: Moravia - Vienna"),
])
def test_a_march_said_from_and_to_without_a_verb(nation, step, text, order):
    assert read(text, nation, step) == ([order], [])
