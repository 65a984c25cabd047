"""Issue 22, classic orders laid out as lists and short notes: items lettered 'a.', 'b)', '(c)', 'A.';
a label before a colon ('Home army: ...'); arrows written without spaces ('20>22'); the count said after
the route ('20 -> 22 with 2 armies'). Each gives exactly its orders; what a label or a count would
change is never set aside."""

import pytest

from .bundled import bundled, words

RULES, BOARD, STATE = bundled("classic")


def read(text, nation="France"):
    sheet = words(RULES, text, nation, STATE, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], [p.text for p in sheet.problems]


@pytest.mark.parametrize("text, order", [
    ("a. 2 armies 20 -> 22", "2 armies 20 -> 22"),
    ("b) 1 army 25 -> 29", "1 army 25 -> 29"),
    ("(c) buy 1 army in 21", "buy 1 army in 21"),
    ("D. 2 ships I -> J", "2 ships I -> J"),
    ("e. send 5 gold to Spain", "give 5 gold to Spain"),
    ("A. Home army: 2 armies 20 -> 22", "2 armies 20 -> 22"),
    ("B. Fleet: 2 ships I -> J", "2 ships I -> J"),
    ("C. Treasury: buy 1 army in 21", "buy 1 army in 21"),
    ("Army of the North: 3 armies 21 -> 27", "3 armies 21 -> 27"),
    ("Our navy: 2 ships I -> K", "2 ships I -> K"),
])
def test_a_list_letter_or_a_label_before_an_order_is_left_aside(text, order):
    assert read(text) == ([order], [])


def test_a_lettered_list_under_numbered_headings_gives_its_orders():
    text = "1. Moves\n   a. 2 armies 20 -> 22\n   b. 1 army 25 -> 29\n2. Money\n   a. buy 1 ship in I"
    assert read(text) == (["2 armies 20 -> 22", "1 army 25 -> 29", "buy 1 ship in I"], [])


@pytest.mark.parametrize("text", [
    "Italy: 2 armies 36 -> 35",                 # another nation's armies: refused, never read as the writer's
    "Italian army: 2 armies 36 -> 35",
    "If Spain agrees: 2 armies 20 -> 22",       # a condition the rules lack
    "Unless Britain lands: 2 armies 20 -> 22",
    "Not this turn: 2 armies 20 -> 22",
    "Maybe: 2 armies 20 -> 22",
    "Only if Spain attacks: 2 armies 20 -> 22",
    "Alternatively: 2 armies 20 -> 22",
    "Old orders: 2 armies 20 -> 22",
    "Backup plan: 2 armies 20 -> 22",
])
def test_a_label_that_would_change_the_order_is_never_set_aside(text):
    orders, problems = read(text)
    assert problems == [text]


@pytest.mark.parametrize("text, order", [
    ("2 arm 20>22", "2 armies 20 -> 22"),
    ("2 ships I>J", "2 ships I -> J"),
    ("3 armies 21>27", "3 armies 21 -> 27"),
    ("2 army's 20 -> 22", "2 armies 20 -> 22"),
    ("2 ship's I -> J", "2 ships I -> J"),
    ("20 -> 22 with 2 armies", "2 armies 20 -> 22"),
    ("prov 21 -> prov 27, 3 armies", "3 armies 21 -> 27"),
    ("21 -> 27: 3 armies", "3 armies 21 -> 27"),
    ("from 24 to 52 with 2 armies", "2 armies 24 -> 52"),
    ("I -> J with 2 ships", "2 ships I -> J"),
    ("I -> J, both ships", "2 ships I -> J"),
    ("21 -> 27 with all armies", "all armies 21 -> 27"),
    ("25 to 29 with one army", "1 army 25 -> 29"),
    ("I -> J with 2 ships and attack", "2 ships I -> J attack"),
])
def test_arrows_without_spaces_and_the_count_after_the_route(text, order):
    assert read(text) == ([order], [])


def test_ships_that_attack_after_a_comma_or_and_attack_with_their_move():
    assert read("2 ships I -> J, attack Britain") == (["2 ships I -> J attack Britain"], [])
    assert read("2 ships I -> J and attack") == (["2 ships I -> J attack"], [])
    assert read("2 armies 20 -> 22, attack 27 with 3 armies from 21") == (["2 armies 20 -> 22", "3 armies 21 -> 27"], [])


def test_two_routes_each_with_its_count_after_give_two_orders():
    assert read("20 -> 22 with 2 armies, 21 -> 27 with 3 armies") == (["2 armies 20 -> 22", "3 armies 21 -> 27"], [])


def test_a_count_after_a_route_that_has_one_is_not_read_twice():
    orders, problems = read("2 armies 20 -> 22 with 3 armies")
    assert problems == ["2 armies 20 -> 22 with 3 armies"]


def test_laying_out_stays_linear():
    long = "a. " + "20 -> 22, " * 20_000 + "with 2 armies"
    assert read(long)[1]
    assert read(" " * 100_000 + "a.")[0] == []


def test_a_correction_before_a_colon_is_no_label():
    assert read("2 armies 20 -> 22\nChange of plan: 2 armies 20 -> 19") == (["2 armies 20 -> 19"], [])
    assert read("2 armies 20 -> 22\nNew plan: 2 armies 20 -> 19") == (["2 armies 20 -> 19"], [])


@pytest.mark.parametrize("text, orders", [
    ("Turn 1, France:", []),
    ("Turn 2 orders: 2 armies 20 -> 22", ["2 armies 20 -> 22"]),
    ("20 -> 22 with 2 armies | 21 -> 27 with 3 armies | 2 ships I -> J",
     ["2 armies 20 -> 22", "3 armies 21 -> 27", "2 ships I -> J"]),
    ("2 armies 20 -> 22 | buy 1 ship in I", ["2 armies 20 -> 22", "buy 1 ship in I"]),
    ("3 army's 20 -> 22 via shps in I", ["3 armies 20 -> 22 via ships in I"]),
])
def test_turn_titles_pipes_and_short_ship_words(text, orders):
    assert read(text) == (orders, [])


def test_a_turn_title_naming_another_nation_is_never_set_aside():
    assert read("Turn 1 orders for Spain: 2 armies 20 -> 22")[1] == ["Turn 1 orders for Spain: 2 armies 20 -> 22"]


@pytest.mark.parametrize("text, order", [
    ("2A 20-22", "2 armies 20 -> 22"),
    ("3A 21 -> 27", "3 armies 21 -> 27"),
    ("2x armies 20 -> 22", "2 armies 20 -> 22"),
    ("2 x ships I -> J", "2 ships I -> J"),
    ("My 2 ships in the Channel will escape if the British attack", "2 ships I, escape"),
    ("The 2 ships in I stay put but avoid combat", "2 ships I, no combat"),
    ("2 ships in I stay and escape if attacked", "2 ships I, escape"),
])
def test_short_counts_and_what_ships_do_when_attacked(text, order):
    assert read(text) == ([order], [])
