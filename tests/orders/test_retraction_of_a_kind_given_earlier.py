"""A retraction naming a kind of order ('disregard the frigate', 'forget the war', 'no builds this turn') takes
back the order of that kind wherever it stood, not only on the line just before: the one such order, or all of
them when it says so; when several are of that kind and it does not say which, they are held back and asked.
Never a retraction passed over with the order it takes back carried out (EiA and succheesion read it in
engine.words.prose, napoleonic and classic in engine.words.sheet_corrections)."""

import pytest

from tests.orders.bundled import sheet_of, written

TAKEN_BACK = [  # (ruleset, nation, message, the orders that stand)
    ("succheesion", "Berdain", "build 1 Frigate in 38 to 51\n4 units 38 -> 40\nEDIT2: disregard the frigate, no build this turn.",
     ["4 units 38 -> 40"]),
    ("succheesion", "Berdain", "build 1 Frigate in 38 to 51\n4 units 38 -> 40\nEDIT: disregard the build.", ["4 units 38 -> 40"]),
    ("succheesion", "Berdain", "build 1 Frigate in 38 to 51\n4 units 38 -> 40\nScratch the frigate.", ["4 units 38 -> 40"]),
    ("succheesion", "Berdain", "build 1 Frigate in 38 to 51\n4 units 38 -> 40\nmake peace with Dunbarra\nCancel the build, please.",
     ["4 units 38 -> 40", "make peace with Dunbarra"]),
    ("succheesion", "Berdain", "make peace with Dunbarra\n4 units 38 -> 40\nEDIT: drop the peace.", ["4 units 38 -> 40"]),
    ("succheesion", "Berdain", "build 1 Cavalry in 38\n4 units 38 -> 40\nActually, scrap the cavalry.", ["4 units 38 -> 40"]),
    ("succheesion", "Berdain", "build 1 Frigate in 38 to 51\nbuild 1 Infantry in 38\n4 units 38 -> 40\nEDIT: no builds this turn.",
     ["4 units 38 -> 40"]),
    ("eia", "Austria", "declare war on Portugal\nally with Prussia\nEDIT: forget the war.", ["ally with Prussia"]),
    ("napoleonic", "France", "build cavalry in Paris\nA - Champagne\nEDIT: disregard the cavalry.", ["A - Champagne"]),
    ("classic", "Spain", "buy 1 ship in 14\n2 armies 16 -> 15\nEDIT: disregard the ship.", ["2 armies 16 -> 15"]),
]


@pytest.mark.parametrize("rules_id, nation, text, standing", TAKEN_BACK)
def test_a_retraction_naming_a_kind_takes_back_that_order_wherever_it_stood(rules_id, nation, text, standing):
    sheet = sheet_of(rules_id, nation, "start", text)
    assert written(rules_id, "start", sheet) == standing
    assert sheet.problems == ()


def test_a_retraction_of_one_of_several_orders_of_its_kind_is_asked():
    sheet = sheet_of("succheesion", "Berdain", "start",
                     "build 1 Cavalry in 38\nbuild 1 Infantry in 39\n4 units 38 -> 40\nEDIT: forget the build.")
    assert written("succheesion", "start", sheet) == ["4 units 38 -> 40"]
    assert sorted(p.line for p in sheet.problems) == [1, 2, 4]


def test_a_retraction_of_a_kind_never_given_takes_nothing_else_back():
    sheet = sheet_of("succheesion", "Berdain", "start", "4 units 38 -> 40\nEDIT: forget the frigate.")
    assert written("succheesion", "start", sheet) == ["4 units 38 -> 40"]
