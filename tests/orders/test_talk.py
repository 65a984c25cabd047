"""Issue 22: a line that talks to the GM (a question with no order in it, a receipt, a promise of orders
later, saying there is nothing this month) is chatter; one holding an order verb, or naming a unit
and a place as an order cut short, is refused, never set aside."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


def sheet_of(text, nation="Austria", rules="eia", step="start"):
    board, state = position(rules, step)
    return ruleset(rules).parse_orders(text, nation, state, board)


@pytest.mark.parametrize("text", [
    "GM, just confirming I got the January report. Nothing political from Vienna this month.",
    "Could you tell me whether the Spanish fleet counts as at sea while in Cadiz? Thanks. Orders later.",
    "Got the map, thanks! Orders to follow tomorrow.",
    "Nothing from Vienna this month, sorry.",
    "Is Prussia allowed a second fleet in the Baltic?",
    "Do you know when the next turn is due?",
])
def test_talk_to_the_gm_is_chatter(text):
    sheet = sheet_of(text)
    assert not sheet.orders and not sheet.problems and len(sheet.chatter) == 1


@pytest.mark.parametrize("text", [
    "The Guard to Champagne.",
    "Could we declare war on Prussia?",
    "Why not ally with the Tsar? Thanks.",
    "Corps II, Bohemia.",
    "Nothing moves except corps I - Tyrol.",
    "Thanks! Fleet Med: intercept",
])
def test_a_line_that_may_be_an_order_is_never_talk(text):
    sheet = sheet_of(text)
    assert sheet.orders or sheet.problems


@pytest.mark.parametrize("rules, nation, step, text, order", [
    ("eia", "Austria", "austria-land", "Corps I invades Württemberg.", "corps I: Bavaria - Württemberg"),
    ("eia", "Austria", "austria-land", "Corps I reinforces Württemberg", "corps I: Bavaria - Württemberg"),
    ("eia", "Austria", "austria-land", "Reinforce Bavaria with corps II.", "corps II: Tyrol - Bavaria"),
    ("eia", "Austria", "austria-land", "Corps II relieves Bavaria", "corps II: Tyrol - Bavaria"),
    ("succheesion", "Crimsonia", "start", "Reinforce Carmine with 2 units from Rubygate.", "2 units 9 -> 4"),
    ("succheesion", "Crimsonia", "start", "Dispatch 2 units from Rubygate to Carmine.", "2 units 9 -> 4"),
    ("succheesion", "Crimsonia", "start", "The 4 units in Rubygate occupy Carmine", "4 units 9 -> 4"),
])
def test_verbs_whose_object_is_the_place_gone_to(rules, nation, step, text, order):
    board, state = position(rules, step)
    sheet = ruleset(rules).parse_orders(text, nation, state, board)
    assert sheet.problems == () and ruleset(rules).format_orders(sheet.orders, state, board).strip() == order


def test_a_unit_entering_a_place_is_never_chatter():
    assert sheet_of("The Cossacks enter Lemberg.", "Austria", step="austria-land").problems


@pytest.mark.parametrize("rules, nation, text", [
    ("eia", "France", "Declare war on Austria (if Russia agrees)"),
    ("eia", "France", "Ally with Spain (unless Portugal objects)"),
    ("succheesion", "Stilwen", "build 2 Infantry in 6 (if we can afford it)"),
    ("succheesion", "Stilwen", "invest 5 cheese in trade with Crimsonia (provided they invest too)"),
])
def test_a_condition_in_brackets_is_never_set_aside(rules, nation, text):
    board, state = position(rules, "start")
    sheet = ruleset(rules).parse_orders(text, nation, state, board)
    assert not sheet.orders and "condition" in sheet.problems[0].reason
