"""Issue 22, round 7: the sea a new ship goes into said in words after its port ('..., sent out into the Fondue
Sea', '(sea: Gruyere Strait)'), notes in brackets that would change an order (a name no place bears), a template's
'Cheese:' label, and units named by their count alone ('Our three will then stand in the Skerries'): read, or
refused, never set aside."""

import pytest

from tests.succheesion.helpers import read


LAUNCHED = [
    ("Dunbarra", "Build 1 Frigate at Pirate Cove, sent out into the Gorgonzola Ocean.", ["build 1 Frigate in 36 to 50"]),
    ("Dunbarra", "Dunbarra will build a frigate in Pirate Cove, which will sail into Pirates' Sound.",
     ["build 1 Frigate in 36 to 52"]),
    ("Berdain", "Build a galleon in Cheese Coast, to put to sea in Brie Bight.", ["build 1 Galleon in 40 to 51"]),
    ("Randomia", "1 Frigate at Chance Hills, launched into Ricotta Lagoon", ["build 1 Frigate in 16 to 14"]),
    ("Randomia", "Randomia builds 1 Galleon in Chance Hills, heading for Ricotta Lagoon.", ["build 1 Galleon in 16 to 14"]),
    ("Dunbarra", "We build two frigates at Dunbarra, sailing out to the Northern Rind",
     ["build 2 Frigates in 35 to 53"]),
    ("Randomia", "build 1 frigate in Chance Hills (sea: Ricotta Lagoon)", ["build 1 Frigate in 16 to 14"]),
    ("Berdain", "Builds: 1 Galleon at Cheese Coast (launched into Stilton Sound); 1 Infantry at Berdain",
     ["build 1 Galleon in 40 to 61", "build 1 Infantry in 38"]),
    ("Berdain", "1 Galleon at Cheese Coast,\nsent out into Brie Bight.", ["build 1 Galleon in 40 to 51"]),
    ("Dunbarra", "a Frigate at Pirate Cove, out into the Gorgonzola Ocean.", ["build 1 Frigate in 36 to 50"]),
]


@pytest.mark.parametrize("nation, text, orders", LAUNCHED, ids=[t[:60] for _, t, _ in LAUNCHED])
def test_the_sea_a_new_ship_is_sent_into_is_its_sea(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("text", [
    "build 1 Infantry at Pirate Cove, sent out into the Gorgonzola Ocean",     # a land unit sent to sea
    "build 1 Frigate at Pirate Cove, sent out into Carmine",                   # no sea
    "build 1 Frigate at Pirate Cove\nsent out into Carmine",                   # the line after does not read with it
    "build 1 Frigate at Pirate Cove, sent out into the Gorgonzola Ocean and Brie Bight",
])
def test_a_ship_sent_somewhere_that_cannot_be_read_is_never_built_at_the_first_sea(text):
    shown, sheet = read("Dunbarra", text)
    assert shown == [] and sheet.problems


NOT_A_PLACE = [
    ("Crimsonia", "3 units 12 (Madder Moors) -> 9"),
    ("Crimsonia", "3 units Madder Vale (Madder Moors) to Rubygate"),
    ("Crimsonia", "build 2 Infantry in 12 (Scarlet Hills)"),
    ("Crimsonia", "4 units 1 -> 4 (Carmine Fields)"),
    ("Crimsonia", "raise cheese in 1 (Crimson Hold)"),
    ("Maustria", "6 units 21 (Maus Palace) -> 22"),
    ("Berdain", "2 units 39 (Lowland Downs) -> 41"),
    ("Dunbarra", "Our 3 at Dunbarra (Dunbarra Isles) march to the Skerries."),
]


@pytest.mark.parametrize("nation, text", NOT_A_PLACE, ids=[t for _, t in NOT_A_PLACE])
def test_a_note_naming_no_place_of_the_map_is_asked_never_set_aside(nation, text):
    shown, sheet = read(nation, text)
    assert shown == [] and "no place of the map" in sheet.problems[0].reason


@pytest.mark.parametrize("nation, text, orders", [
    ("Crimsonia", "3 units 12 (Madder Vale) -> 9", ["3 units 12 -> 9"]),
    ("Crimsonia", "build 2 Infantry in 12 (our heartland)", ["build 2 Infantry in 12"]),
    ("Crimsonia", "Build 3 Infantry in Crimson Keep (Guard duty)", ["build 3 Infantry in 1"]),
])
def test_a_note_that_names_the_place_or_no_place_is_set_aside(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


TEMPLATE = [
    ("Manarth", "4. Cheese: raise in Manarth Hold", ["raise cheese in 32"]),
    ("Manarth", "Cheese: increase at Manarth Hold", ["raise cheese in 32"]),
    ("Manarth", "Cheese production: raise cheese in 32", ["raise cheese in 32"]),
    ("Crimsonia", "- Cheese: raise at Crimson Keep", ["raise cheese in 1"]),
    ("Stilwen", "Trade: 5 more cheese into the Crimsonia agreement", ["invest 5 cheese in trade with Crimsonia"]),
    ("Stilwen", "Trade: 3 cheese into the Crimsonia deal", ["invest 3 cheese in trade with Crimsonia"]),
]


@pytest.mark.parametrize("nation, text, orders", TEMPLATE, ids=[t for _, t, _ in TEMPLATE])
def test_a_templates_cheese_label_gives_what_is_raised(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


def test_a_raise_with_nothing_raised_and_no_label_is_refused():
    shown, sheet = read("Manarth", "raise in Manarth Hold")
    assert shown == [] and sheet.problems


@pytest.mark.parametrize("nation, text", [
    ("Dunbarra", "Our three will then stand in the Skerries."),
    ("Manarth", "Our four will be in Vengeance Ford by spring."),
    ("Dunbarra", "Build 1 Infantry in Dunbarra. Our three will then stand in the Skerries."),
    ("Stilwen", "The two at Republic Marsh."),
    ("Crimsonia", "Then our 4 at Rubygate, if the Republic agrees."),
])
def test_units_named_by_their_count_with_a_place_are_never_talk(nation, text):
    shown, sheet = read(nation, text)
    assert sheet.problems and not sheet.chatter


@pytest.mark.parametrize("nation, text, orders", [
    ("Stilwen", "Then the two at Republic Marsh\ngo to Rubygate.", ["2 units 8 -> 9"]),
    ("Crimsonia", "the 4 at Rubygate\nmarch to Carmine", ["4 units 9 -> 4"]),
    ("Stilwen", "We have no ships, so we lay one down:\n1 Frigate at Republic Marsh,\nsent out into the Fondue Sea.\n"
                "Then the two at Republic Marsh\ngo to Rubygate.", ["build 1 Frigate in 8 to 13", "2 units 8 -> 9"]),
])
def test_units_named_by_their_count_on_a_line_wrapped_before_the_verb(nation, text, orders):
    shown, sheet = read(nation, text)
    assert shown == orders and all(p.line == 1 for p in sheet.problems)


@pytest.mark.parametrize("nation, text", [
    ("Maustria", "The six in Maus Imperial stay home."),
    ("Stilwen", "Greetings from the Republic and all at Republic Marsh."),
])
def test_units_told_to_stay_or_a_greeting_give_no_order_and_no_problem(nation, text):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == ([], ())


@pytest.mark.parametrize("nation, text, orders", [
    ("Stilwen", "Raise cheese in Stilwen City, our poorest region.", ["raise cheese in 6"]),
    ("Manarth", "Raise cheese in Honour Peak, the old mountain pass", ["raise cheese in 33"]),
    ("Stilwen", "Build 1 Militia in Liberty Downs, our green downs", ["build 1 Militia in 7"]),
])
def test_words_describing_the_place_after_it_are_set_aside_and_said_so(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())
    assert any("describes the place" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("text", [
    "Raise cheese in Stilwen City, our only port but not for long",
    "Raise cheese in Stilwen City, the Carmine border",
    "Raise cheese in Stilwen City, our 3 friends",
    "Raise cheese in Stilwen City, the one to attack",
])
def test_words_after_the_place_that_may_change_the_order_are_asked(text):
    shown, sheet = read("Stilwen", text)
    assert shown == [] and sheet.problems
