"""Issue 22: classic moves written as sentences are read by meaning (engine/words/movement.py): other
verbs and tenses, the units before or after the verb, named by their place or a note in brackets;
'the fleet in A' moves the ships the state has there; units told to stay give no order; a
correction in words is not read as a second move."""

import pytest

from .helpers import RULES, edges, land, make_map, nation, position, sea

MAP = make_map(land("1 2 3 4 5"), sea("A B C"), edges("1-2 2-3 3-4 4-5 1-3 1~A 2~A 3~B 4~C 5~C A-B B-C"))
STATE = position(MAP, nations=[nation("France", home="1 2", gold=30), nation("Spain", home="4 5", gold=10)],
                 owners={"3": "Spain"}, armies=["France 1: 3", "France 2: 2", "Spain 4: 6"],
                 ships=["France A: 2", "Spain C: 1"])


def read(text):
    sheet = RULES.parse_orders(text, "France", STATE, MAP)
    return [RULES.format_order(o, MAP) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, orders", [
    ("Our two armies stationed in 2 are advancing towards 3.", ["2 armies 2 -> 3"]),
    ("This turn France sends 3 armies from 1 into 3!", ["3 armies 1 -> 3"]),
    ("The garrison of 1 (3 armies) marched on 3", ["3 armies 1 -> 3"]),
    ("The fleet in A sails over to B.", ["2 ships A -> B"]),
    ("Our ships (both in A) head for B", ["2 ships A -> B"]),
    ("The army in 2 stays put. The 3 armies in 1 move out to 3.", ["3 armies 1 -> 3"]),
])
def test_moves_written_as_sentences(text, orders):
    assert read(text) == (orders, [])


def test_a_move_to_a_place_the_map_does_not_know_is_refused_with_the_place():
    orders, problems = read("My 3 armies in 1 will march to 9.")
    assert not orders and "9" in problems[0]


def test_a_note_whose_map_number_is_not_the_place_named_is_refused():
    orders, problems = read("The 3 armies in 1 march to 3 (4).")
    assert not orders and problems


def test_a_correction_given_whole_replaces_the_order_naming_the_place_taken_back():
    # '3' is both the count and the place of the first line: the order given whole decides, no guess
    assert read("3 armies 1 -> 3\nCorrection: the 3 armies from 1 go to 2, not 3.") == (["3 armies 1 -> 2"], [])
    assert read("2 armies 2 -> 3\nOn second thought our 2 armies in 2 march to 1 - not 3") == (["2 armies 2 -> 1"], [])


@pytest.mark.parametrize("text", [
    "2 armies 2 -> 3\nNot 3 but 1.",
    "2 armies 2 -> 3\nInstead of 3, 1.",
    "2 armies 2 -> 3\nPS: make that 1 rather than 3",
    "2 armies 2 -> 3\nChange of plan: 2 armies 2 -> 1",
    "2 armies 2 -> 3\nScrap that, 2 armies 2 -> 1.",
    "2 armies 2 -> 3\nI've changed my mind - 2 armies 2 -> 1",
])
def test_corrections_written_freely_replace_the_order_before(text):
    assert read(text) == (["2 armies 2 -> 1"], [])


@pytest.mark.parametrize("text", [
    "3 armies 1 -> 3\nNot 3 but 2.",                  # '3' is the count and the place: which?
    "3 armies 1 -> 3\nForget what I said about 3, they go to 2.",
    "3 armies 1 -> 3\nPS: make that 2 rather than 3",
])
def test_a_correction_that_cannot_be_applied_is_asked_never_set_aside(text):
    orders, problems = read(text)
    assert problems


def test_an_apology_is_no_correction():
    assert read("Sorry for the late orders. 2 armies 2 -> 1") == (["2 armies 2 -> 1"], [])
