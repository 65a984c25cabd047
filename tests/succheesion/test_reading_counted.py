"""Succheesion units named by their count and where they stand, with no unit word ('the 2 at A to B',
'Rubygate 4 -> B', "Randomia's 13 -> B"), ships by their kind alone, and the labels of an order template
left before the orders ('Builds: ...', 'Trade: +5 Maustria'): read when the words say nothing more,
refused otherwise; never set aside as talk."""

import pytest

from tests.succheesion.helpers import read


COUNTED = [
    ("Berdain", "the 2 at Lowland Dairies to Berdain Heath", ["2 units 39 -> 41"]),
    ("Crimsonia", "Rubygate 4 -> Republic Marsh.", ["4 units 9 -> 8"]),
    ("Randomia", "Randomia's 13 -> Odds End", ["13 units 15 -> 42"]),
    ("Randomia", "Chance Hills' 6 -> Adoen Shore: to see what Maustria does with the occupied coast.",
     ["6 units 16 -> 20"]),
    ("Adoen", "Our two at Stepka's March join our allies at Grenadier Hills.", ["2 units 18 -> 10"]),
    ("Dunbarra", "The Home Guard (the 3 at Dunbarra) walks over to the Skerries.", ["3 units 35 -> 37"]),
    ("Maustria", "the three in Rostopki march on to Pratplatkof", ["3 units 22 -> 19"]),
    ("Maustria", "Whiskerport's 4 go to Tailbridge", ["4 units 24 -> 25"]),
    ("Zurin", "our 3 men at Zurin trek to Civil Field", ["3 units 46 -> 47"]),
    ("Manarth", "the 4 from Manarth Hold -> Vengeance Ford", ["4 units 32 -> 34"]),
    ("Ubliko", "Grand Ducheesse 2 to Quietmere", ["2 units 43 -> 44"]),
    ("Crimsonia", "the 3 in Madder Vale hike to Berdain", ["3 units 12 -> 38"]),
    ("Stilwen", "the 2 at 8 -> 9", ["2 units 8 -> 9"]),
    ("Typ Lef Nazin", "the three at Typ Lef ride into Steppe Gate", ["3 units 29 -> 28"]),
    ("Crimsonia", "Crimson Keep's 4 stay home.", []),
    ("Randomia", "the 4 at Odds End hold where they are", []),
]


@pytest.mark.parametrize("nation, text, orders", COUNTED, ids=[t for _, t, _ in COUNTED])
def test_units_named_by_count_and_place_are_read(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


SHIPS = [
    ("Berdain", "Naval: frigate in Brie Bight -> Stilton Sound -> Feta Gulf", ["1 Frigate 51 -> 61 -> 60"]),
    ("Berdain", "our frigate Brie Bight -> Gorgonzola Ocean", ["1 Frigate 51 -> 50"]),
    ("Berdain", "the frigate to Stilton Sound", ["1 Frigate 51 -> 61"]),
    ("Dunbarra", "- navy: 2 frigates -> Northern Rind -> Gruyere Strait", ["2 Frigates 52 -> 53 -> 54"]),
    ("Dunbarra", "two frigs to the Gorgonzola Ocean", ["2 Frigates 52 -> 50"]),
    ("Maustria", "a galleon at Ricotta Lagoon -> Fondue Sea", ["1 Galleon 14 -> 13"]),
]


@pytest.mark.parametrize("nation, text, orders", SHIPS, ids=[t for _, t, _ in SHIPS])
def test_ships_named_by_their_kind_alone_are_read(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


PHONE = [
    ("Dunbarra", "dunbarra: 2 frigs pirates sound -> northern rind. 2 guys from dunbarra walk 2 skerries. "
                 "bld 1 inf dunbarra. peace w berdain",
     ["2 Frigates 52 -> 53", "2 units 35 -> 37", "build 1 Infantry in 35", "make peace with Berdain"]),
    ("Maustria", "3 lads from rostopki go 2 pratplatkof. raise cheese in rostopki",
     ["3 units 22 -> 19", "raise cheese in 22"]),
]


@pytest.mark.parametrize("nation, text, orders", PHONE, ids=[t[:30] for _, t, _ in PHONE])
def test_a_count_going_to_a_place_on_a_phone_is_read(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


REFUSED = [
    ("Berdain", "the 2 at Lowland Dairies to Berdain Heath unless Randomia attacks"),
    ("Berdain", "the 2 at Lowland Dairies to Berdain Heath, not to Madder Vale"),
    ("Crimsonia", "Rubygate 4 -> Republic Marsh if the Stilwen agree"),
    ("Maustria", "the 3 at Rostopki stay unless attacked"),
    ("Maustria", "Rostopki's 3 march to Pratplatkof and attack"),
    # a sentence that counts and goes to a place is never set aside as talk beside other orders
    ("Dunbarra", "build 1 Infantry in Dunbarra. 2 guys from dunbarra wander about 2 skerries and back."),
    ("Maustria", "raise cheese in Rostopki. Some of the 6 in Maus Imperial stroll over to Rostopki."),
    ("Berdain", "the 9 at Lowland Dairies to Berdain Heath"),          # Berdain has 2 there
]


@pytest.mark.parametrize("nation, text", REFUSED, ids=[t for _, t in REFUSED])
def test_what_the_words_leave_open_is_refused(nation, text):
    _, sheet = read(nation, text)
    assert sheet.problems


LABELS = [
    ("Berdain", "Movement: the 2 at Lowland Dairies to Berdain Heath", ["2 units 39 -> 41"]),
    ("Berdain", "Builds: 1 Galleon, Berdain port, into Brie Bight", ["build 1 Galleon in 38 to 51"]),
    ("Dunbarra", "Builds: 1 Frigate, Skerries, into Northern Rind", ["build 1 Frigate in 37 to 53"]),
    ("Dunbarra", "- build: Frigate in Skerries to Northern Rind", ["build 1 Frigate in 37 to 53"]),
    ("Stilwen", "New units: 2 Infantry in Stilwen City", ["build 2 Infantry in 6"]),
    ("Stilwen", "Production: two Militia at Stilwen City", ["build 2 Militia in 6"]),
    ("Berdain", "Trade: +5 Maustria", ["invest 5 cheese in trade with Maustria"]),
    ("Randomia", "Investment: 3 cheese to Ubliko", ["invest 3 cheese in trade with Ubliko"]),
    ("Stilwen", "- Cheese: 5 into the Crimsonia trade, it's our best income.", ["invest 5 cheese in trade with Crimsonia"]),
    ("Adoen", "Casualty order: Militia first", ["casualties: Militia first"]),
    ("Adoen", "Orders for land units: 2 units, Stepka's March to Vengeance Ford", ["2 units 18 -> 34"]),
    ("Adoen", "Orders for ships: (we have none)", []),
    ("Dunbarra", "Ships: 2 Frigates Pirates' Sound -> Gorgonzola Ocean", ["2 Frigates 52 -> 50"]),
]


@pytest.mark.parametrize("nation, text, orders", LABELS, ids=[t for _, t, _ in LABELS])
def test_a_template_label_says_which_order_follows(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


def test_a_label_over_an_order_the_label_does_not_fit_is_refused():
    _, sheet = read("Berdain", "Builds: 2 units to Madder Vale")
    assert sheet.problems


COMMANDED = [
    ("Stilwen", "Citizen-General, the Republic orders you: take the five and yourself from Stilwen City to "
                "Liberty Downs.", ["5 units and the General 6 -> 7"]),
    ("Crimsonia", "Colonel of Rubygate: take your 4 to Republic Marsh, our allies need you there.", ["4 units 9 -> 8"]),
    ("Dunbarra", "Captain MacRuairi, take the two frigates out of Pirates' Sound into the Gorgonzola Ocean.",
     ["2 Frigates 52 -> 50"]),
    ("Dunbarra", "Laird of Dunbarra, your three men go to Pirate Cove.", ["3 units 35 -> 36"]),
    ("Berdain", "General Edam, take the four at Berdain to Lowland Dairies.", ["4 units 38 -> 39"]),
    ("Maustria", "Marshal Brie: lead the 3 from Rostopki to Pratplatkof", ["3 units 22 -> 19"]),
    ("Zurin", "Commander of Zurin, bring your three to Civil Field.", ["3 units 46 -> 47"]),
    ("Maustria", "Admiral Gorgon, sail the galleon out of Ricotta Lagoon into the Fondue Sea.", ["1 Galleon 14 -> 13"]),
    ("Crimsonia", "Major of Madder Vale: march your 3 to Berdain", ["3 units 12 -> 38"]),
]


@pytest.mark.parametrize("nation, text, orders", COMMANDED, ids=[t[:40] for _, t, _ in COMMANDED])
def test_an_order_addressed_to_a_commander_is_read(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


BY_COUNT = [      # the writer's one stack of that size: the state says where it stands
    ("Adoen", "And the 2 go to Grenadier Hills.", ["2 units 18 -> 10"]),
    ("Stilwen", "The General and his 5 go to Grenadier Hills.", ["5 units and the General 6 -> 10"]),
    ("Adoen", "First, the 2 leave Stepka's March for Grenadier Hills.", ["2 units 18 -> 10"]),
    ("Randomia", "The 4 at Odds End come home to the capital.", ["4 units 42 -> 15"]),
    ("Berdain", "Step one - the Lowland Dairies pair moves to Berdain Heath.", ["2 units 39 -> 41"]),
    ("Randomia", "our 13 head to Odds End", ["13 units 15 -> 42"]),
    ("Typ Lef Nazin", "the Khan's 4 ride on to Steppe Gate", ["4 units and the General 31 -> 28"]),
    ("Manarth", "Then, the four march to Honour Peak.", ["4 units 32 -> 33"]),
    ("Randomia", "Randomia's 13 -> Odds End: I want them near the Berdain border, just in case.", ["13 units 15 -> 42"]),
]


@pytest.mark.parametrize("nation, text, orders", BY_COUNT, ids=[t[:40] for _, t, _ in BY_COUNT])
def test_units_named_by_their_count_alone_are_found_by_the_state(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


ASKED = [
    ("Crimsonia", "the 4 go to Carmine", "which 4?"),                       # at Crimson Keep and at Rubygate
    ("Maustria", "the 3 march to Eastmark", "which 3?"),                    # at Rostopki and at Adoen Shore
    ("Randomia", "Randomia's 13 -> Odds End: I want them to go on to Berdain Heath.", ""),
    ("Crimsonia", "Colonel of Rubygate: take your 4 to Republic Marsh if Maustria attacks.", ""),
    ("Adoen", "the 7 go to Grenadier Hills", ""),                          # no stack of 7
]


@pytest.mark.parametrize("nation, text, why", ASKED, ids=[t[:40] for _, t, _ in ASKED])
def test_a_count_the_state_cannot_place_is_asked(nation, text, why):
    shown, sheet = read(nation, text)
    assert sheet.problems and why in sheet.problems[0].reason and not shown


def test_a_correction_below_takes_back_the_one_earlier_order_of_its_kind():
    shown, sheet = read("Berdain", "build 1 Frigate in 38 to 51\n4 units 38 -> 40\n"
                                   "EDIT2: disregard the frigate, no build this turn.")
    assert shown == ["4 units 38 -> 40"]


LISTED = [
    ("Berdain", "- 1 Cavalry, Lowland Dairies", ["build 1 Cavalry in 39"]),
    ("Berdain", "2 Infantry, Berdain", ["build 2 Infantry in 38"]),
    ("Maustria", "* 3 Militia, Maus Imperial", ["build 3 Militia in 21"]),
    ("Randomia", "1st Army (Randomia, 13 units): to Chance Hills", ["13 units 15 -> 16"]),
    ("Randomia", "3rd Army (Odds End, 4): to Berdain Heath", ["4 units 42 -> 41"]),
    ("Maustria", "Home Army (Maus Imperial, 6): 3 of them to Rostopki", ["3 units 21 -> 22"]),
    ("Typ Lef Nazin", "**TLN**: ally with Manarth \U0001f91d", ["ally with Manarth"]),
    ("Berdain", "make peace with Dunbarra \U0001f54a\ufe0f", ["make peace with Dunbarra"]),
]


@pytest.mark.parametrize("nation, text, orders", LISTED, ids=[t[:40] for _, t, _ in LISTED])
def test_list_items_notes_and_pictures_around_orders(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text", [
    ("Berdain", "2 Infantry, Brie Bight"),                   # a sea: no build there, and no route
    ("Berdain", "2 Infantry, Berdain, Lowland Dairies"),     # two places for one build
    ("Randomia", "3rd Army (Odds End, 5): to Berdain Heath"),   # 4 stand there
])
def test_list_items_that_do_not_fit_are_refused(nation, text):
    shown, sheet = read(nation, text)
    assert shown == [] and sheet.problems
