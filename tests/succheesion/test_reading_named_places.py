"""Issue 22, round 5: units named by where they stand or what they are, and places named otherwise than the
map ('Our three lads at Dunbarra town', "The Keep's army (4)", 'the Downs (Liberty Downs)', 'Grenadier Hill
(10)'): the note in brackets or the count of the writer's units there decides which place, and a word that
could be several places is asked."""

import pytest

from tests.succheesion.helpers import read


NAMED = [
    ("Dunbarra", "Our three lads at Dunbarra town march to the Skerry Isles (37).", ["3 units 35 -> 37"]),
    ("Stilwen", "The General and the five in the Capital march to Grenadier Hill (10).",
     ["5 units and the General 6 -> 10"]),
    ("Stilwen", "Build 1 Militia in the Downs (Liberty Downs).", ["build 1 Militia in 7"]),
    ("Dunbarra", "Build a frigate at the Cove for the Sound (Pirates' Sound).", ["build 1 Frigate in 36 to 52"]),
    ("Crimsonia", "The Keep's army (4) marches to Carmine.", ["4 units 1 -> 4"]),
    ("Crimsonia", "The Vale militia (3) go to Scarlet Moors.", ["3 units 12 -> 3"]),
    ("Maustria", "The Shore garrison (3) marches to Republic Marsh", ["3 units 20 -> 8"]),
    ("Randomia", "The six at Chance Hill (16) march to Adoen Shore.", ["6 units 16 -> 20"]),
    ("Maustria", "the 4 units in Whiskerport town go to Tailbridge", ["4 units 24 -> 25"]),
    ("Berdain", "Build 1 Frigate at Cheese Coast for Brie Bight", ["build 1 Frigate in 40 to 51"]),
]


@pytest.mark.parametrize("nation, text, orders", NAMED, ids=[t for _, t, _ in NAMED])
def test_a_place_named_otherwise_and_made_sure_of_reads(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


ASKED = [
    ("Crimsonia", "The Keep's army (3) marches to Carmine."),          # 4 stand there: which is meant?
    ("Dunbarra", "Build 1 Frigate at Pirate Cove for the Sound"),        # Pirates' Sound or Stilton Sound
    ("Stilwen", "The five in Stilwen City march to Grenadier Hill (16)."),   # 16 is Chance Hills
    ("Maustria", "The Hills army (8) marches to Stepka's March"),        # Chance or Grenadier Hills
    ("Stilwen", "Build 1 Militia in the Marshes (7)."),                  # 7 is Liberty Downs, not alike
]


@pytest.mark.parametrize("nation, text", ASKED, ids=[t for _, t in ASKED])
def test_a_name_the_note_does_not_make_sure_of_is_refused(nation, text):
    shown, sheet = read(nation, text)
    assert shown == [] and sheet.problems


def test_a_name_the_message_confirmed_once_stands_for_the_place_in_its_later_lines():
    shown, sheet = read("Maustria", "Orders from Mausburg (Maus Imperial):\nBuild 2 Infantry in Mausburg.\n"
                                    "Build 1 Guards in mausburg")
    assert (shown, sheet.problems) == (["build 2 Infantry in 21", "build 1 Guard Infantry in 21"], ())


def test_a_name_no_note_confirmed_is_refused():
    shown, sheet = read("Maustria", "Build 2 Infantry in Mausburg.")
    assert shown == [] and "Mausburg" in sheet.problems[0].reason


MORE = [
    ("Randomia", "invest five cheese in the Ubliko trade", ["invest 5 cheese in trade with Ubliko"]),
    ("Randomia", "invest 5 cheese in the Maustrian trade", ["invest 5 cheese in trade with Maustria"]),
    ("Randomia", "invest 3 cheese into Berdain's trade", ["invest 3 cheese in trade with Berdain"]),
    ("Stilwen", "A single militia to be raised at Republic Marsh.", ["build 1 Militia in 8"]),
    ("Stilwen", "One militia is to be raised in Liberty Downs", ["build 1 Militia in 7"]),
    ("Stilwen", "Two more infantry are to be built at Stilwen City", ["build 2 Infantry in 6"]),
    ("Typ Lef Nazin", "The General and his four units\nleave Lef Oasis for\nSteppe Gate.",
     ["4 units and the General 31 -> 28"]),
    ("Typ Lef Nazin", "Build one Cavalry\nin Typ Lef.", ["build 1 Cavalry in 29"]),
]


@pytest.mark.parametrize("nation, text, orders", MORE, ids=[t for _, t, _ in MORE])
def test_trades_builds_and_marches_said_otherwise(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())
