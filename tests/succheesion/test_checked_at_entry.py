"""Issue 23: what the resolution would refuse whatever the other nations order and whatever the
dice say is refused when the orders are entered, in the same words."""

import pytest

from engine.dice import SeededDice
from engine.rulesets.succheesion import syntax

from .helpers import RULES, edges, land, make_map, nation, position, rejections, sea

MAP = make_map(land("15 16 17 18", cities=1, cheese=0), land("9 24", cities=1, cheese=0, port=True),
               sea("13 14"), edges("15-16 16-17 17-18 9-15 9~13 13-14 14~24 24-18"))
STATE = position(MAP, nations=[nation("Randomia", "15 16 17 9", cheese=50), nation("Zurin", "18 24", cheese=50)],
                 units_on_map=["Randomia 15: 6", "Randomia 9: 4", "Randomia 13: 1F 2G", "Zurin 16: 2"],
                 war=["Randomia-Zurin"], occupied={"16": "Zurin"})

LATE = [
    ("Randomia", "4 units 15 -> 16 -> 17 -> 18", "land units move at most 2 region(s) this turn"),
    ("Randomia", "all units 15 -> 17", "17 is not a land region beside 15"),
    ("Randomia", "7 units 15 -> 16", "Randomia has 6 unit(s) free to move in 15"),
    ("Randomia", "2 galleons 13 -> 14 -> 13 -> 14 -> 13", "ships move at most 3 seas a turn"),
    ("Randomia", "1 frigate 13 -> 14 carrying 2 units from 9 to 24", "those ships carry at most 1 unit(s)"),
    ("Randomia", "2 galleons 13 -> 14 carrying 2 units from 15 to 24",
     "units board only in a port beside the sea: 15 is not one beside 13"),
    ("Randomia", "2 galleons 13 -> 14 carrying 2 units from 9 to 18",
     "units land only in a port beside the sea: 18 is not one beside 14"),
    ("Randomia", "3 galleons 13 -> 14", "Randomia has not these ships free in 13"),
    ("Randomia", "invest 8 cheese in trade with Zurin", "a nation invests at most 5 cheese a turn in one agreement"),
    ("Zurin", "build 1 Infantry in 16", "16 is occupied and its cities cannot build Infantry for Zurin"),
    ("Randomia", "build 1 Infantry in 16", "16 is occupied and its cities cannot build Infantry for Randomia"),
    ("Randomia", "raise cheese in 16", "cheese is raised only in regions loyal to Randomia"),
    ("Zurin", "raise cheese in 16", "cheese is raised only in regions loyal to Zurin"),
    ("Randomia", "raise cheese in 18 by 2", "cheese is raised only in regions loyal to Randomia"),
    ("Zurin", "found a city in 15", "cities are founded only in regions loyal to Zurin"),
    ("Randomia", "sway Zurin to peace with Randomia, bribe 5 cheese", "Zurin has a player: write to them instead"),
]


@pytest.mark.parametrize("who, line, reason", LATE, ids=[line for _, line, _ in LATE])
def test_refused_at_entry_in_the_words_of_the_resolution(who, line, reason):
    sheet = RULES.check_orders(RULES.parse_orders(line, who, STATE, MAP), STATE, MAP)
    assert [(p.kind, p.reason) for p in sheet.problems] == [("not allowed", reason)]
    unchecked = syntax.parse_sheet(line, who, STATE, MAP, judge=False)    # as stored before the checks existed
    res = RULES.resolve(MAP, STATE, {who: unchecked}, SeededDice(1))
    assert reason in " ".join(rejections(res))


def test_occupied_cities_still_raise_militia_for_the_occupier_at_entry():
    sheet = RULES.check_orders(RULES.parse_orders("build 1 Militia in 16", "Zurin", STATE, MAP), STATE, MAP)
    assert sheet.problems == ()


def test_cheese_is_raised_at_entry_in_the_nations_own_loyal_regions():
    sheet = RULES.check_orders(RULES.parse_orders("raise cheese in 15\nfound a city in 17", "Randomia", STATE, MAP),
                               STATE, MAP)
    assert sheet.problems == () and len(sheet.orders) == 2


def test_a_nation_nobody_plays_is_swayed_at_entry():
    state = STATE.__class__(**{**{f: getattr(STATE, f) for f in STATE.__struct_fields__}, "unplayed": ("Zurin",)})
    sheet = RULES.check_orders(RULES.parse_orders("sway Zurin to peace with Randomia", "Randomia", state, MAP),
                               state, MAP)
    assert sheet.problems == ()


OVERDRAWN = [        # Randomia: 6 units in 15, 4 in 9, 1 frigate and 2 galleons in 13
    ("4 units 15 -> 16\n4 units 15 -> 16 -> 17", "6 unit(s) stand in 15"),
    ("all units 15 -> 16\n2 units 15 -> 9", "6 unit(s) stand in 15"),
    ("The 4 units in 9 march to 15.\nThe 4 units in 9 go to 15 and on to 16.", "4 unit(s) stand in 9"),
    ("1 frigate 13 -> 14\n1 frigate 13 -> 14 -> 13", "the 1 frigate(s) in 13"),
    ("Our frigate sails to 14.\n2 galleons 13 -> 14\n1 Frigate 13 -> 14 -> 13", "the 1 frigate(s) in 13"),
    ("2 galleons 13 -> 14\n1 Galleon and 1 Frigate 13 -> 14 -> 13", "the 2 galleon(s) in 13"),
]


@pytest.mark.parametrize("text, there", OVERDRAWN, ids=[t for t, _ in OVERDRAWN])
def test_two_orders_that_send_more_units_than_stand_there_are_both_asked(text, there):
    sheet = RULES.check_orders(RULES.parse_orders(text, "Randomia", STATE, MAP), STATE, MAP)
    asked = [p for p in sheet.problems if "two orders for the same units" in p.reason]
    assert len(asked) == 2 and all(there in p.reason and "which is meant?" in p.reason for p in asked)
    assert {p.line for p in asked} == {p.line for p in sheet.problems}
    assert len(sheet.orders) == text.count("\n") - 1


SHARED = ["3 units 15 -> 16\n3 units 15 -> 9", "1 frigate 13 -> 14\n2 galleons 13 -> 14 -> 13",
          "2 units 9 -> 15\n2 units 9 -> 15 -> 16"]


@pytest.mark.parametrize("text", SHARED)
def test_a_stack_split_between_orders_within_its_count_stands(text):
    sheet = RULES.check_orders(RULES.parse_orders(text, "Randomia", STATE, MAP), STATE, MAP)
    assert sheet.problems == () and len(sheet.orders) == 2
