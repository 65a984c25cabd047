"""Issue 22 (quantities, lists, abbreviations): troops counted as players count them. A count and a unit
type in a place with no verb is a build ('2 Infantry in Madder Vale', '1 milita in 7'); troops counted by
other nouns ('three battalions of infantry', 'half a dozen men'); a number in brackets after a place that
is the count of the writer's units there ('Rubygate (4) -> Republic Marsh'); '+5 cheese with Stilwen'."""

import pytest

from tests.succheesion.helpers import read


SHORT = [
    ("Crimsonia", "2 Infantry in Madder Vale", ["build 2 Infantry in 12"]),
    ("Crimsonia", "a. 1 Light Infantry in Crimson Keep", ["build 1 Light Infantry in 1"]),
    ("Stilwen", "1 infanty in 6, 1 milita in 7", ["build 1 Infantry in 6", "build 1 Militia in 7"]),
    ("Maustria", "2 Infantry at Rostopki", ["build 2 Infantry in 22"]),
    ("Maustria", "Three battalions of infantry at Maus Imperial, two at Rostopki.",
     ["build 3 Infantry in 21", "build 2 Infantry in 22"]),
    ("Maustria", "Build 1 HC in 21, 1 Arty in 21, 1 Gds in 22",
     ["build 1 Heavy Cavalry in 21", "build 1 Artillery in 21", "build 1 Guard Infantry in 22"]),
    ("Dunbarra", "1 frigate in Dunbarra", ["build 1 Frigate in 35"]),
    ("Maustria", "Half a dozen men from Maus Imperial to Tailbridge.", ["6 units 21 -> 25"]),
    ("Randomia", "march 6 soldiers from Chance Hills to Adoen Shore", ["6 units 16 -> 20"]),
    ("Crimsonia", "a. +5 cheese with Stilwen", ["invest 5 cheese in trade with Stilwen"]),
    ("Berdain", "+3 cheese with Randomia", ["invest 3 cheese in trade with Randomia"]),
]


@pytest.mark.parametrize("nation, text, orders", SHORT, ids=[t for _, t, _ in SHORT])
def test_troops_counted_short_are_read(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


IN_BRACKETS = [
    ("Crimsonia", "Rubygate (4) -> Republic Marsh", ["4 units 9 -> 8"]),
    ("Crimsonia", "Madder Vale (3) -> Crimson Keep", ["3 units 12 -> 1"]),
    ("Crimsonia", "The Rubygate garrison (4) marches to Carmine", ["4 units 9 -> 4"]),
    ("Crimsonia", "The Madder Vale army (3) goes to Crimson Keep", ["3 units 12 -> 1"]),
    ("Randomia", "The Royal Army of Randomia (13) marches to Ubliko Gate; the Hills Brigade (6) stays.",
     ["13 units 15 -> 17"]),
    ("Maustria", "Rostopki (3) -> Maus Imperial", ["3 units 22 -> 21"]),
    ("Berdain", "The Lowland Dairies lads (2) go to Berdain Heath.", ["2 units 39 -> 41"]),
    ("Typ Lef Nazin", "Typ Lef (3) -> Nazin Steppe", ["3 units 29 -> 30"]),
]


@pytest.mark.parametrize("nation, text, orders", IN_BRACKETS, ids=[t for _, t, _ in IN_BRACKETS])
def test_a_number_in_brackets_that_counts_the_units_there_is_how_many_go(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text", [
    ("Crimsonia", "Rubygate (3) -> Carmine"),            # neither its number (9) nor the 4 units there: asked
    ("Crimsonia", "Rubygate (12) -> Carmine"),           # another place's number
    ("Crimsonia", "2 Infantry in Narnia"),               # no such place
    ("Crimsonia", "1 Infantry and 1 Cavalry in 12"),     # two types at once: write the builds apart
    ("Maustria", "some men from Maus Imperial to Tailbridge"),
])
def test_counts_that_do_not_fit_are_refused(nation, text):
    shown, sheet = read(nation, text)
    assert shown == [] and sheet.problems


@pytest.mark.parametrize("nation, text, orders", [
    ("Dunbarra", "Construir 1 fragata en Dunbarra.", ["build 1 Frigate in 35"]),
    ("Dunbarra", "Construire 1 frégate à Dunbarra", ["build 1 Frigate in 35"]),
    ("Dunbarra", "Baue 2 Milizen in Dunbarra", ["build 2 Militia in 35"]),
    ("Dunbarra", "costruire 1 milizia a Dunbarra", ["build 1 Militia in 35"]),
    ("Maustria", "Construire 1 galion à Whiskerport", ["build 1 Galleon in 24"]),
    ("Stilwen", "Construir 2 milicias en Stilwen City", ["build 2 Militia in 6"]),
    ("Dunbarra", "Baue 1 Fregatte in Dunbarra", ["build 1 Frigate in 35"]),
    ("Maustria", "costruire 1 galeone a Whiskerport", ["build 1 Galleon in 24"]),
])
def test_the_games_own_unit_types_in_other_languages_are_read(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())
