"""fresh7's refusals, read by their mechanism: the Guard corps given a route under its kind's name ('Guard:
St Petersburg - Novgorod' is a march, 'Guard: commit' the standing answer), a unit written with its
commander's name in the possessive ("Davout's II corps:"; another nation's name is no commander), a step's
heading with the nation in two letters ('FR land:')."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step):
    board, state = position("eia", step)
    sheet = RULES.check_orders(RULES.parse_orders(text, nation, state, board), state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("nation, step, text, order", [
    ("Russia", "russia-land", "Guard: St Petersburg - Novgorod.", "corps Guard I: St Petersburg - Novgorod"),
    ("Russia", "russia-land", "1.1 Guard: St Petersburg -> Novgorod", "corps Guard I: St Petersburg - Novgorod"),
    ("France", "france-land", "Guard: Paris - Champagne", "corps Guard I: Paris - Champagne"),
    ("Russia", "start", "Guard: commit", "standing guard: commit"),
    ("Prussia", "start", "standing guard: hold", "standing guard: hold"),
])
def test_the_guard_given_a_route_marches_given_an_answer_answers(nation, step, text, order):
    assert read(text, nation, step) == ([order], [])


@pytest.mark.parametrize("nation, step, text, order", [
    ("France", "france-land", "Davout's II corps: Alsace - Baden - Württemberg.", "corps II: Alsace - Baden - Württemberg"),
    ("Great Britain", "great-britain-naval", "Nelson's Mediterranean Fleet: Western Mediterranean - Gulf of Lion",
     "fleet Mediterranean: Western Mediterranean - Gulf of Lion"),
    ("Russia", "russia-land", "Kutuzov's I corps: Lithuania - Volhynia", "corps I: Lithuania - Volhynia"),
    ("Russia", "russia-land", "Russia's corps I: Lithuania - Volhynia", "corps I: Lithuania - Volhynia"),
])
def test_a_commander_named_before_his_unit_is_left_out(nation, step, text, order):
    assert read(text, nation, step) == ([order], [])


def test_another_nation_s_unit_is_no_unit_of_ours():
    orders, problems = read("Austria's corps II: Tyrol - Bavaria", "Russia", "russia-land")
    assert orders == [] and problems


@pytest.mark.parametrize("nation, step, text, orders", [
    ("France", "france-land", "FR land: I Rhi-Thu-Sax / II Als-Bad-Wür / CavI Lor-Als / atk none",
     ["corps I: Rhineland - Thuringia - Saxony", "corps II: Alsace - Baden - Württemberg", "corps Cav I: Lorraine - Alsace"]),
    ("France", "france-land", "FR land: corps I: Rhineland - Thuringia", ["corps I: Rhineland - Thuringia"]),
    ("Spain", "spain-land", "SP land: corps I: Madrid - Aragon", ["corps I: Madrid - Aragon"]),
])
def test_a_step_heading_with_the_nation_in_two_letters_is_a_heading(nation, step, text, orders):
    assert read(text, nation, step) == (orders, [])


@pytest.mark.parametrize("text", ["guard: commit - hold", "| guard | commit | hold |"])
def test_two_answers_joined_by_a_dash_are_no_route_and_are_asked(text):
    orders, problems = read(text, "Prussia", "start")
    assert orders == [] and problems
