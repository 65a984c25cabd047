"""Issue 22, round 5: the shapes that were misread (an order the player did not give, or a line silently
dropped): a verb of taking a place back the reader does not list, an order under a condition the rules
do not have, a route note in brackets on the line under a build, a note pointing back at the order meant,
and a Spanish line of a verb the tables did not know."""

import pytest

from tests.succheesion.helpers import read


RETAKE = [
    ("Adoen", "Retake Adoen Crown!"),
    ("Adoen", "Recapture Pratplatkof."),
    ("Adoen", "We shall reconquer Stepka's March"),
    ("Maustria", "Conquer Carmine!"),
    ("Adoen", "Reclaim Adoen Shore for the crown."),
    ("Typ Lef Nazin", "regain steppe gate"),
    ("Maustria", "Our lads will retake Whiskerport"),
    ("Stilwen", "Retaking Liberty Downs, that is the plan."),
    ("Randomia", "Conquers Lowland Dairies"),
]


@pytest.mark.parametrize("nation, text", RETAKE, ids=[t for _, t in RETAKE])
def test_a_verb_of_taking_a_place_the_reader_does_not_list_is_refused_never_dropped(nation, text):
    shown, sheet = read(nation, "Ally with Manarth.\n" + text)
    assert shown == ["ally with Manarth"]
    assert [p.line for p in sheet.problems] == [2]


CONDITIONED = [
    "Should Randomia declare war on us, the 4 units in Whiskerport march to Adoen Shore.",
    "If Randomia attacks, the 4 units in Whiskerport march to Adoen Shore.",
    "In case of war the 4 units in Whiskerport march to Adoen Shore.",
    "Provided Stilwen stays quiet, our 3 units at Adoen Shore go to Chance Hills",
    "When the Crimsonians move, the army at Adoen Crown marches to Grenadier Hills.",
    "Unless Berdain makes peace, the 4 units in Whiskerport sail to Rostopki",
    "should stilwen attack, the 3 units in rostopki march to maus imperial",
    "If Ubliko joins the League, the eight in Adoen Crown and the General advance to Stepka's March.",
]


@pytest.mark.parametrize("text", CONDITIONED)
def test_a_march_under_a_condition_the_rules_do_not_have_is_refused_whole(text):
    shown, sheet = read("Maustria", "Spend TP to reach 40%.\n" + text)
    assert shown == ["spend TP to reach 40%"]
    assert [p.line for p in sheet.problems] == [2]


def test_the_same_march_without_its_condition_reads():
    assert read("Maustria", "the 4 units in Whiskerport march to Adoen Shore")[0] == ["4 units 24 -> 20"]


ROUTE_NOTES = [
    ("Maustria", "Build 1 Frigate at Nibbles\n(to the Havarti Sea).", ["build 1 Frigate in 26 to 57"]),
    ("Maustria", "build 1 frigate in Nibbles\n(into the Havarti Sea)", ["build 1 Frigate in 26 to 57"]),
    ("Maustria", "Build a Frigate in Whiskerport\n(to Ricotta Lagoon)", ["build 1 Frigate in 24 to 14"]),
    ("Dunbarra", "Build 1 Galleon in Pirate Cove\n(to Pirates' Sound.)", ["build 1 Galleon in 36 to 52"]),
    ("Berdain", "Build 1 Frigate at Cheese Coast\n(to the Brie Bight).", ["build 1 Frigate in 40 to 51"]),
    ("Manarth", "Build 1 Frigate in Manarth Hold\n(to Gruyere Strait)", ["build 1 Frigate in 32 to 54"]),
    ("Maustria", "Build 1 Frigate at Nibbles (to the Havarti Sea).", ["build 1 Frigate in 26 to 57"]),
    ("Maustria", "Build 2 Infantry in Maus Imperial\n(to be confirmed)", ["build 2 Infantry in 21"]),
]


@pytest.mark.parametrize("nation, text, orders", ROUTE_NOTES, ids=[t for _, t, _ in ROUTE_NOTES])
def test_a_sea_in_brackets_on_the_line_under_a_build_goes_with_it(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


POINTED = [
    ("spend TP to reach 40%\nspend TP to reach 50% <- EDIT: this one, not the 40", ["spend TP to reach 50%"]),
    ("spend TP to reach 40%\nspend TP to reach 30% <-- this one", ["spend TP to reach 30%"]),
    ("spend TP to reach 40%\nspend TP to reach 50%  \u2190 corrected", ["spend TP to reach 50%"]),
    ("casualties: Militia first\ncasualties: Infantry first <- use this one instead", ["casualties: Infantry first"]),
    ("spend TP to reach 40%\nspend no TP <= EDIT", ["spend no TP"]),
    ("spend TP to reach 20%\nspend TP to reach 50% <- updated, not the 20", ["spend TP to reach 50%"]),
    ("spend TP to reach 40%\nSpend TP to reach 60% <-- final", ["spend TP to reach 60%"]),
    ("spend TP to reach 40%\nspend TP to reach 50% <- changed my mind, not the 40", ["spend TP to reach 50%"]),
]


@pytest.mark.parametrize("text, orders", POINTED, ids=[t.splitlines()[1] for t, _ in POINTED])
def test_a_note_pointing_back_at_the_order_meant_replaces_the_earlier_one(text, orders):
    shown, sheet = read("Berdain", text + "\nbuild 1 Infantry in 38")
    assert (shown, sheet.problems) == (orders + ["build 1 Infantry in 38"], ())
    assert any("replaced" in c.reason for c in sheet.chatter)


def test_a_note_pointing_back_that_asks_is_refused():
    shown, sheet = read("Berdain", "build 1 Infantry in 38 <- is this right?")
    assert shown == [] and sheet.problems


SPANISH = [
    ("Crimsonia", "Pagar todo el suministro en Republic Marsh.", ["pay all supply in 8"]),
    ("Manarth", "No gastar PT.", ["spend no TP"]),
    ("Typ Lef Nazin", "Gastar TP hasta el 40%.", ["spend TP to reach 40%"]),
    ("Manarth", "Construir 1 fragata en Manarth Hold (32) hacia el Gruyere Strait.", ["build 1 Frigate in 32 to 54"]),
    ("Manarth", "Las 4 unidades de Manarth Hold se quedan en casa.", []),
    ("Randomia", "Fundar una ciudad en Odds End.", ["found a city in 42"]),
    ("Randomia", "Aumentar el queso en Randomia.", ["raise cheese in 15"]),
    ("Maustria", "Bajas: milicia primero", ["casualties: Militia first"]),
    ("Randomia", "Invertir 5 quesos en comercio con Ubliko", ["invest 5 cheese in trade with Ubliko"]),
    ("Berdain", "Aliarse con Dunbarra.", ["ally with Dunbarra"]),
]


@pytest.mark.parametrize("nation, text, orders", SPANISH, ids=[t for _, t, _ in SPANISH])
def test_spanish_orders_of_the_game(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("text", ["Our militia in Stepka's March will hold fast.", "The 2 units at Stepka's March hold firm",
                                  "the army in Stepka's March holds fast"])
def test_units_told_to_hold_fast_stay_and_give_no_order(text):
    shown, sheet = read("Adoen", text)
    assert (shown, sheet.problems, len(sheet.chatter)) == ([], (), 1)


def test_holding_fast_and_doing_more_is_refused():
    shown, sheet = read("Adoen", "our units at Stepka's March hold fast and attack Pratplatkof")
    assert shown == [] and sheet.problems
