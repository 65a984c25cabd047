"""Issue 22: a corps listed with where it stands in brackets and its march after the colon ('- corps II
(Tyrol): to Bavaria, to stand with corps I') is that march; 'stays' gives no order; a reason after a comma
says nothing of the march; a bracket naming where the corps is not is refused by the state."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step):
    board, state = position("eia", step)
    sheet = RULES.check_orders(RULES.parse_orders(text, nation, state, board), state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("nation, step, text, order", [
    ("Austria", "austria-land", "- corps II (Tyrol): to Bavaria, to stand with corps I.", "corps II: Tyrol - Bavaria"),
    ("Austria", "austria-land", "- corps III (Vienna): to Prague and on to Bavaria, same reason.",
     "corps III: Vienna - Prague - Bavaria"),
    ("Austria", "austria-land", "corps I (Bavaria): into Württemberg", "corps I: Bavaria - Württemberg"),
    ("Prussia", "prussia-land", "Corps I (Brandenburg): on to Saxony, as agreed with the Tsar.",
     "corps I: Brandenburg - Saxony"),
    ("France", "france-land", "2nd corps (Alsace): to Baden then Württemberg, it covers the Rhine",
     "corps II: Alsace - Baden - Württemberg"),
    ("Russia", "russia-land", "corps I (Lithuania): Volhynia", "corps I: Lithuania - Volhynia"),
    ("France", "france-land", "* Cav I (Lorraine): marches to Alsace, which is quiet", "corps Cav I: Lorraine - Alsace"),
    ("Turkey", "turkey-land", "corps II (Bulgaria): to Wallachia, because the Russians are coming",
     "corps II: Bulgaria - Wallachia"),
])
def test_a_corps_listed_with_its_place_in_brackets_marches(nation, step, text, order):
    assert read(text, nation, step) == ([order], [])


@pytest.mark.parametrize("nation, step, text", [
    ("Austria", "austria-land", "- Cav I (Moravia): stays, it watches the road from Silesia."),
    ("Russia", "russia-land", "corps II (Volhynia): holds"),
    ("Prussia", "prussia-land", "corps II (Silesia): stays put."),
])
def test_a_corps_listed_with_its_place_that_stays_gives_no_order(nation, step, text):
    assert read(text, nation, step) == ([], [])


@pytest.mark.parametrize("nation, step, text", [
    ("Austria", "austria-land", "corps II (Bavaria): to Württemberg"),          # corps II stands in Tyrol
    ("Austria", "austria-land", "corps II (Tyrol): to Bavaria, Württemberg if possible"),
])
def test_a_bracket_or_a_tail_that_does_not_fit_is_refused(nation, step, text):
    orders, problems = read(text, nation, step)
    assert problems and not orders
