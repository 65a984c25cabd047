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
