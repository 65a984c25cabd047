"""Issue 22, round 7 (fresh4-eia-wont-2, -wont-4, -letter-2): a unit told not to move stays; no war and no
alliance with anyone is no order; 'thence' goes on a route like 'then'."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, where):
    board, state = position("eia", where)
    sheet = RULES.parse_orders(text + "\n", state.find_nation(nation).name, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text", [
    "The Toulon fleet stays in port. The Brest fleet does not sail either.",
    "The Brest fleet does not sail.",
    "The Toulon fleet will not leave port.",
    "The Brest fleet won't sail this month.",
    "Our Toulon fleet shall not put to sea.",
    "The Brest fleet is not to move at all.",
    "The fleet at Toulon doesn't budge.",
    "fleet Brest: Brittany - Bay of Biscay\nActually, the Brest fleet does not sail.",
])
def test_a_unit_told_not_to_move_stays(text):
    assert read(text, "France", "france-naval") == ([], [])


@pytest.mark.parametrize("text", [
    "The Brest fleet does not sail to the Channel.",
    "fleet Brest: Brittany - Bay of Biscay\nThe Brest fleet won't sail this month.",
])
def test_a_negation_with_a_place_or_after_a_move_is_asked(text):
    orders, problems = read(text, "France", "france-naval")
    assert orders == [] and problems


@pytest.mark.parametrize("text, wanted", [
    ("Denmark will not declare war on anyone and will not join any alliance. Our Copenhagen fleet will not intercept.",
     ["fleet Copenhagen: do not intercept"]),
    ("Denmark will not declare war on anyone.", []),
    ("We won't ally with anybody this month.", []),
    ("Denmark does not join any coalition and does not declare war on anyone.", []),
])
def test_no_war_and_no_alliance_with_anyone(text, wanted):
    assert read(text, "Denmark", "start") == (wanted, [])


def test_a_negation_naming_a_nation_is_asked():
    orders, problems = read("Denmark will not declare war on Sweden.", "Denmark", "start")
    assert orders == [] and problems


@pytest.mark.parametrize("text", [
    "Mikhail Illarionovich, take the First Corps from Lithuania into Volhynia and thence to Lemberg, where the "
    "Austrians wait for you.",
    "Corps I marches from Lithuania to Volhynia, thence to Lemberg.",
    "The First Corps goes to Volhynia and thereafter to Lemberg.",
])
def test_thence(text):
    assert read(text, "Russia", "russia-land") == (["corps I: Lithuania - Volhynia - Lemberg"], [])
