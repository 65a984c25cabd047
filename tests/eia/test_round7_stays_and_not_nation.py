"""Issue 22, round 7: EiA's stays through the sheet's corrections (engine.words.corrections, the ruleset's
`stays_of` hook), and a correction naming the nation it takes back ('I meant Denmark, not Spain: declare war on
Denmark' kept the war on Spain)."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, where):
    board, state = position("eia", where)
    sheet = RULES.parse_orders(text + "\n", state.find_nation(nation).name, state, board)
    return ([RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems],
            [c.reason for c in sheet.chatter])


@pytest.mark.parametrize("text, where", [
    ("corps I: Rhineland - Thuringia\nActually, the corps in the Rhineland stays.", "france-land"),
    ("corps I: Rhineland - Thuringia\nActually, the corps in the Rhineland holds its ground.", "france-land"),
    ("corps I: Rhineland - Thuringia\nEDIT: our corps at the Rhineland stays put.", "france-land"),
    ("corps I: Rhineland - Thuringia\nActually, the First Corps stays in the Rhineland.", "france-land"),
    ("corps Cav I: Lorraine - Alsace\nOn second thought, the cavalry remains.", "france-land"),
    ("The hussars ride from Lorraine to Alsace.\nCorrection: the hussars stay in Lorraine.", "france-land"),
    ("fleet Brest: Brittany - Bay of Biscay\nActually, the fleet at Brest remains in port.", "france-naval"),
    ("fleet Brest: Brittany - Bay of Biscay\nEDIT: fleet Brest holds.", "france-naval"),
    ("Corps I marches from the Rhineland to Thuringia.\nSorry, the corps in the Rhineland stays where it is.", "france-land"),
])
def test_a_corrected_stay_takes_the_move_back(text, where):
    orders, problems, chatter = read(text, "France", where)
    assert (orders, problems) == ([], []) and chatter, (orders, problems, chatter)


@pytest.mark.parametrize("text", [
    "corps I: Rhineland - Thuringia\nthe corps in the Rhineland holds.",
    "corps I: Rhineland - Thuringia\nThe corps in the Rhineland stays.",
    "corps I: Rhineland - Thuringia\nThe First Corps stays in the Rhineland.",
])
def test_a_plain_stay_after_a_move_is_asked(text):
    orders, problems, _ = read(text, "France", "france-land")
    assert orders == [] and problems, (orders, problems)


def test_a_stay_of_another_corps_leaves_the_move():
    orders, problems, _ = read("corps I: Rhineland - Thuringia\nActually, the corps in Alsace stays.", "France",
                               "france-land")
    assert (orders, problems) == (["corps I: Rhineland - Thuringia"], [])


@pytest.mark.parametrize("text, wanted", [
    ("Declare war on Spain.\nI meant Denmark, not Spain: declare war on Denmark.", ["declare war on Denmark"]),
    ("Declare war on Spain.\nNot Spain but Denmark: declare war on Denmark.", ["declare war on Denmark"]),
    ("Declare war on Spain.\nActually, declare war on Denmark, not Spain.", ["declare war on Denmark"]),
    ("Declare war on Spain.\nDeclare war on Denmark, not Spain.", ["declare war on Denmark"]),
    ("Ally with Portugal.\nSorry, Sweden rather than Portugal - ally with Sweden.", ["ally with Sweden"]),
    ("Declare war on Spain and Portugal.\nI meant Denmark, not Spain: declare war on Denmark.",
     ["declare war on Denmark", "declare war on Portugal"]),
    ("Ally with Sweden.\nWe meant Denmark, not Sweden - ally with Denmark.", ["ally with Denmark"]),
    ("Declare war on Spain.\nOops, Denmark instead of Spain: declare war on Denmark.", ["declare war on Denmark"]),
])
def test_a_correction_naming_the_nation_it_takes_back(text, wanted):
    orders, problems, chatter = read(text, "Great Britain", "start")
    assert (sorted(orders), problems) == (sorted(wanted), []) and chatter, (orders, problems)


def test_a_correction_to_a_third_nation_is_asked():
    orders, problems, _ = read("Declare war on Spain.\nI meant Denmark, not Spain: declare war on Sweden.",
                               "Great Britain", "start")
    assert orders == [] and len(problems) == 2


def test_a_stay_headed_by_its_place_names_its_own_unit_only():
    text = ("In Lithuania: corps I moves on to Courland.\nIn Volhynia: corps II moves to Cracow.\n"
            "In Podolia: the Cossacks hold.")
    orders, problems, _ = read(text, "Russia", "russia-land")
    assert (orders, problems) == (["corps I: Lithuania - Courland", "corps II: Volhynia - Cracow"], [])
