"""Issue 22 (phone-typed messages): lower case, no punctuation, text-speak ('d to baden', 'dow spain',
'dont intercept', 'w', 'n', 'pls', 'thx', 'go 2 10', 'build 2 inf moscow') read as the orders they are;
the written-out line is taken only when it reads whole."""

import time

import pytest

from engine.words.shorthand import in_full
from tests.orders.bundled import checked


def read(rules_id, where, nation, text):
    shown, sheet = checked(rules_id, nation, where, text)
    return shown, [str(p) for p in sheet.problems]


@pytest.mark.parametrize("nation, text, orders", [
    ("France", "e to champagne pls", ["E - Champagne"]),
    ("France", "f attacks lombardy thx", ["F - Lombardy"]),
    ("Russia", "b to livonia n g to kharkov pls", ["B - Livonia", "G - Kharkov"]),
    ("Austria", "c attacks piedmont d to bavaria e to croatia", ["C - Piedmont", "D - Bavaria", "E - Croatia"]),
    ("Russia", "build 2 inf smolensk ty", ["build 2 infantry in Smolensk"]),
    ("Russia", "corps b to livonia ok", ["B - Livonia"]),
])
def test_napoleonic_corps_typed_on_a_phone(nation, text, orders):
    assert read("napoleonic", "spring-1805-war", nation, text) == (orders, [])


@pytest.mark.parametrize("text, orders", [
    ("gb: dow sweden n portugal", ["declare war on Sweden", "declare war on Portugal"]),     # France: at war already
    ("dow spain, channel fleet dont intercept. thx", ["declare war on Spain", "fleet Channel: do not intercept"]),
    ("channel fleet doesnt intercept pls", ["fleet Channel: do not intercept"]),
])
def test_eia_diplomacy_typed_on_a_phone(text, orders):
    assert read("eia", "start", "Great Britain", text) == (orders, [])


def test_classic_and_succheesion_typed_on_a_phone():
    assert read("classic", "start", "France", "buy 2 armies 21 thx") == (["buy 2 armies in 21"], [])
    assert read("succheesion", "start", "Crimsonia", "3 units 1 to 4 pls") == (["3 units 1 -> 4"], [])
    assert read("succheesion", "start", "Crimsonia", "invest 4 w stilwen") == (["invest 4 cheese in trade with Stilwen"], [])


def test_a_lone_letter_is_a_corps_only_on_a_line_typed_all_in_lower_case():
    assert in_full("d to baden") == "D to baden"
    assert in_full("A to Baden") is None                      # written with its capital: read as written
    assert in_full("c attacks piedmont d to bavaria") == "C attacks piedmont; D to bavaria"


def test_a_phone_line_that_still_does_not_read_is_refused_not_dropped():
    orders, problems = read("napoleonic", "spring-1805-war", "France", "f attacks narnia thx")
    assert orders == [] and len(problems) == 1


def test_writing_text_speak_out_stays_linear():
    for line in (" " * 100_000, "," * 100_000, "d to " * 20_000, "w " * 50_000, "d to baden " * 45):
        start = time.perf_counter()
        in_full(line)
        assert time.perf_counter() - start < 5       # a backtracking pattern would take minutes


@pytest.mark.parametrize("text, full", [
    ("Buy half a dozen armies in 3.", "Buy 6 armies in 3."),
    ("A pair of armies from 24 to 22, and a single one from 25 to 27.", "2 armies from 24 to 22, and 1 armies from 25 to 27."),
    ("Build a pair of infantry divisions in Paris and three more in Picardy.",
     "Build 2 infantry divisions in Paris and 3 infantry divisions in Picardy."),
    ("All three armies from 48 to 47. A brace of ships from M to P.", "3 armies from 48 to 47. 2 ships from M to P."),
    ("Give a dozen gold to Prussia", "Give 12 gold to Prussia"),
    ("Raise a single artillery division at Moscow and a couple of infantry at Smolensk.",
     "Raise 1 artillery division at Moscow and 2 infantry at Smolensk."),
])
def test_counts_in_words_are_written_as_numbers(text, full):
    assert in_full(text) == full


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("classic", "start", "Russia", "Buy a couple of armies in 89 and a single ship in H.", ["buy 2 armies in 89", "buy 1 ship in H"]),
    ("classic", "start", "Vikings", "Send all three of... no: send a pair of armies from 68 to 64.", None),
    ("napoleonic", "start", "France", "Build a brace of cavalry in Paris and two more in Picardy.",
     ["build 2 cavalry in Paris", "build 2 cavalry in Picardy"]),
    ("succheesion", "start", "Crimsonia", "Build a pair of Infantry in 12.", ["build 2 Infantry in 12"]),
])
def test_counts_in_words_read_against_the_position(rules_id, where, nation, text, orders):
    got, problems = read(rules_id, where, nation, text)
    if orders is None:
        assert problems                  # never a guess
    else:
        assert (got, problems) == (orders, [])
