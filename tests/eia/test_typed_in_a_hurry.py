"""The unit word and verb of an EiA move typed in a hurry ('coprs II mrach Silesia - Saxony', 'fleeet
Mediterranean sial ...'): a letter more, a letter less or two letters swapped are mended; a letter typed for
another is not (issue 22)."""

import pytest

from engine.rulesets.eia.typos import respelled, slipped
from tests.orders.bundled import checked


@pytest.mark.parametrize("nation, where, text, expected", [
    ("Prussia", "prussia-land", "coprs II mrach Silesia - Saxony", "corps II: Silesia - Saxony"),
    ("Prussia", "prussia-land", "corsp II marhc Silesia - Saxony", "corps II: Silesia - Saxony"),
    ("Prussia", "prussia-land", "corps II marhces to Saxony", "corps II: Silesia - Saxony"),
    ("Prussia", "prussia-land", "Coprs II mvoes from Silesia to Saxony.", "corps II: Silesia - Saxony"),
    ("Turkey", "turkey-land", "copr I marhc Stamboul - Salonica", "corps I: Stamboul - Salonica"),
    ("Great Britain", "great-britain-naval", "fleeet Mediterranean sial Western Mediterranean - Gulf of Lion",
     "fleet Mediterranean: Western Mediterranean - Gulf of Lion"),
    ("Great Britain", "great-britain-naval", "flete Mediterranean sails Western Mediterranean - Gulf of Lion",
     "fleet Mediterranean: Western Mediterranean - Gulf of Lion"),
    ("Great Britain", "great-britain-naval", "fleet Mediterranean saisl to the Gulf of Lion",
     "fleet Mediterranean: Western Mediterranean - Gulf of Lion"),
])
def test_a_slip_in_the_unit_word_or_verb_is_mended(nation, where, text, expected):
    orders, sheet = checked("eia", nation, where, text)
    assert sheet.problems == ()
    assert orders == [expected]


@pytest.mark.parametrize("typed, meant, slip", [
    ("coprs", "corps", True), ("fleeet", "fleet", True), ("sial", "sail", True), ("mrach", "march", True),
    ("more", "move", False), ("mode", "move", False), ("march", "march", False),
    ("sal", "sail", False),
])
def test_a_slip_is_one_letter_more_or_less_or_two_swapped(typed, meant, slip):
    assert slipped(typed, meant) is slip


def test_nothing_else_of_the_line_is_changed():
    assert respelled("corps I more to Tyrol") == "corps I more to Tyrol"
    assert respelled("Bavaria mrach Tyrol") == "Bavaria mrach Tyrol"
    assert respelled("fleet Toulon: Provence - Gulf of Lion") == "fleet Toulon: Provence - Gulf of Lion"
