"""Succheesion moves written as sentences are read by meaning (engine/words/movement.py): any verb of
going in any tense, the units named by count, place or a note, the route in any order of words;
units told to stay give no order; a place the map does not know is refused, never dropped."""

import pytest

from engine.rulesets.succheesion.orders import MoveUnits

from .helpers import RULES, edges, land, make_map, nation, position, sea

MAP = make_map(land("12 15 16 17", cities=2, cheese=2), land("9 24", cities=1, cheese=1, port=True), sea("13 14"),
               edges("12-15 15-16 16-17 9-12 9~13 13-14 14~24 24-17"))
STATE = position(MAP, nations=[nation("Crimsonia", "12 15 16 9", cheese=50), nation("Berdain", "17 24")],
                 units_on_map=["Crimsonia 15: 4"])


def read(text):
    return RULES.parse_orders(text, "Crimsonia", STATE, MAP)


def move(count, *path):
    return (MoveUnits(nation="Crimsonia", count=count, path=path),)


def test_units_before_a_verb_of_going_in_any_tense():
    assert read("Our four units at 15 advance to 16.").orders == move(4, "15", "16")
    assert read("The 3 units in 15 moved out into 12").orders == move(3, "15", "12")
    assert read("My 2 troops stationed in 15 will head towards 16!").orders == move(2, "15", "16")


def test_a_nation_sending_units_with_the_route_after_them():
    assert read("Crimsonia sends 2 units from 15 through 12 to 9.").orders == move(2, "15", "12", "9")
    assert read("We push three units out of 15 onto 16").orders == move(3, "15", "16")


def test_units_named_by_their_place_or_a_note_and_all_of_them_when_no_count():
    assert read("The garrison of 15 (3 units) heads to 12.").orders == move(3, "15", "12")
    assert read("All our troops in 15 are marching into 16").orders == move(None, "15", "16")
    assert read("The army at 15, 2 units strong, proceeds to 12 and then 9").orders == move(2, "15", "12", "9")


def test_units_told_to_stay_give_no_order_and_no_problem():
    sheet = read("Build 1 Infantry in 12. The units in 15 stay where they are.")
    assert sheet.ok() and len(sheet.orders) == 1


def test_a_move_to_an_unknown_place_or_with_no_start_is_refused_never_dropped():
    sheet = read("My 2 units in 15 will march to 88.")
    assert not sheet.orders and "88" in sheet.problems[0].reason
    sheet = read("Our 3 units march on to 16.")         # no stack of 3 stands anywhere
    assert not sheet.orders and sheet.problems


def test_units_named_by_their_count_alone_are_the_one_stack_of_that_count():
    assert read("Our 4 units march on to 16.").orders == move(4, "15", "16")


def shown(text):
    sheet = read(text)
    return [RULES.format_order(o, MAP) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text", [
    "build 1 Infantry in 12\nChange of plan: build 1 Infantry in 16",
    "build 1 Infantry in 12\nActually, build 1 Infantry in 16",
    "build 1 Infantry in 12\nsecond thoughts - build 1 Infantry in 16",
    "build 1 Infantry in 12\nNot 12 but 16.",
    "build 1 Infantry in 12\nInstead of 12, 16.",
    "build 1 Infantry in 12\nI've changed my mind: build 1 Infantry in 16 please",
])
def test_a_correction_phrased_freely_replaces_the_order_of_its_kind(text):
    assert shown(text) == (["build 1 Infantry in 16"], [])


def test_a_correction_after_several_orders_of_its_kind_is_asked_and_an_afterthought_adds():
    orders, problems = shown("build 1 Infantry in 12, 1 Militia in 16\non second thoughts: build 1 Infantry in 9")
    assert "build 1 Infantry in 9" not in orders and problems
    assert shown("build 1 Infantry in 12\nPS: build 1 Militia in 16") == (
        ["build 1 Infantry in 12", "build 1 Militia in 16"], [])


@pytest.mark.parametrize("text, count", [
    ("The Dairy Guard, our two at 15, march to 16.", 2),
    ("Our three in 15 advance to 16", 3),
    ("the four at 15 head for 16", 4),
    ("Both at 15 go to 16.", 2),
    ("The Crimson Host, the 2 in 15, rides into 16", 2),
    ("The garrison, our three of 15, marched to 16", 3),
    ("The old guard, all at 15, moves on to 16", None),
    ("our 3 at 15 will move into 16 please", 3),
])
def test_a_count_said_with_where_the_units_stand_is_how_many_go(text, count):
    sheet = read(text)
    assert (sheet.orders, sheet.problems) == (move(count, "15", "16"), ())


@pytest.mark.parametrize("text", ["The 2 units, our three at 15, march to 16.", "Our four troops, the two in 15, go to 16"])
def test_two_counts_of_the_units_are_asked_never_one_taken(text):
    sheet = read(text)
    assert sheet.orders == () and "two counts of the units" in sheet.problems[0].reason


@pytest.mark.parametrize("text", ["The army in 15 marches to 16", "The garrison of 15 goes to 16.", "Our troops at 15 advance into 16",
                                  "The lads of 15 head for 16"])
def test_a_body_of_troops_named_without_a_count_is_the_units_standing_there(text):
    assert read(text).orders == move(4, "15", "16")


@pytest.mark.parametrize("text", ["The 4 units in 15 march on 17 by 16", "The 4 units in 15 march via 16 to 17",
                                  "The 4 units in 15 march to 17 through 16", "Our 4 at 15 go to 17 by way of 16",
                                  "We want the 4 units in 15 to march to 17 via 16"])
def test_a_place_gone_through_said_after_the_destination_comes_first(text):
    assert read(text).orders == move(4, "15", "16", "17")
