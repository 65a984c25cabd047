"""Issue 22, round 7: orders written place by place ('Maus Imperial: build 3 Infantry.', 'Whiskerport: the 4
there go to Adoen Shore.'), a route with its count after it ('Rostopki army: Rostopki > Pratplatkof > Stepka's
March (3 units)', 'Madder Vale -> Rubygate: 3 units'), new units said with 'new' ('New frigate at Manarth Hold
into the Gruyere Strait'), orders between bars or dots ('cas mil | TP 40', '4u 42>15 · rch 15 · +5 UBL')."""

import pytest

from tests.succheesion.helpers import read


BY_PLACE = [
    ("Maustria", "Maus Imperial: build 3 Infantry.", ["build 3 Infantry in 21"]),
    ("Maustria", "Rostopki: build 1 Cavalry.", ["build 1 Cavalry in 22"]),
    ("Maustria", "Whiskerport: the 4 there go to Adoen Shore.", ["4 units 24 -> 20"]),
    ("Maustria", "Maus Imperial: 2 new Infantry, 1 Artillery", ["build 2 Infantry in 21", "build 1 Artillery in 21"]),
    ("Maustria", "Whiskerport: 4 units to Adoen Shore", ["4 units 24 -> 20"]),
    ("Maustria", "Maus Imperial: raise cheese", ["raise cheese in 21"]),
    ("Randomia", "Chance Hills: 6 units stay, build 1 Infantry.", ["build 1 Infantry in 16"]),
    ("Crimsonia", "In Crimson Keep: 2 new Infantry", ["build 2 Infantry in 1"]),
    ("Crimsonia", "Rubygate: build 1 Fort; the 4 there march to Carmine.", ["build 1 Fort in 9", "4 units 9 -> 4"]),
]


@pytest.mark.parametrize("nation, text, orders", BY_PLACE, ids=[t for _, t, _ in BY_PLACE])
def test_a_place_said_before_a_colon_is_where_the_orders_after_it_happen(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


def test_an_order_naming_its_own_place_under_a_heading_is_read_as_written():
    shown, sheet = read("Maustria", "Maus Imperial: build 2 Infantry in Rostopki")
    assert (shown, sheet.problems) == (["build 2 Infantry in 22"], ())


def test_the_writers_nation_before_a_colon_is_no_place_heading():
    shown, sheet = read("Randomia", "Randomia: build 1 Infantry")      # the nation, or its region? asked
    assert shown == [] and sheet.problems


ROUTES = [
    ("Maustria", "Rostopki army: Rostopki > Pratplatkof > Stepka's March (3 units)", ["3 units 22 -> 19 -> 18"]),
    ("Maustria", "Maus Imperial army: Maus Imperial > Rostopki (6 units)", ["6 units 21 -> 22"]),
    ("Crimsonia", "Madder Vale -> Rubygate: 3 units", ["3 units 12 -> 9"]),
    ("Crimsonia", "Rubygate -> Republic Marsh -> Adoen Shore: all 4 units", ["4 units 9 -> 8 -> 20"]),
    ("Maustria", "Adoen Shore -> Whiskerport, 3 units", ["3 units 20 -> 24"]),
    ("Maustria", "Whiskerport > Adoen Shore - 4 units", ["4 units 24 -> 20"]),
]


@pytest.mark.parametrize("nation, text, orders", ROUTES, ids=[t for _, t, _ in ROUTES])
def test_a_route_with_its_count_after_it(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


def test_a_route_with_a_count_after_it_through_no_place_is_refused():
    shown, sheet = read("Crimsonia", "Madder Vale -> Narnia: 3 units")
    assert shown == [] and sheet.problems


NEW = [
    ("Manarth", "New frigate at Manarth Hold into the Gruyere Strait, to watch the Nazin coast.",
     ["build 1 Frigate in 32 to 54"]),
    ("Manarth", "A new frigate at Manarth Hold.", ["build 1 Frigate in 32"]),
    ("Manarth", "Two new Infantry at Manarth Hold.", ["build 2 Infantry in 32"]),
    ("Manarth", "new cav in Manarth Hold", ["build 1 Cavalry in 32"]),
    ("Manarth", "One frigate is to be constructed at Manarth Hold into the sea of Gruyere Strait.",
     ["build 1 Frigate in 32 to 54"]),
    ("Berdain", "We construct 1 Galleon at Cheese Coast", ["build 1 Galleon in 40"]),
]


@pytest.mark.parametrize("nation, text, orders", NEW, ids=[t for _, t, _ in NEW])
def test_new_units_said_with_new_or_constructed_are_built(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


MARKS = [
    ("Maustria", "cas mil | TP 40", ["casualties: Militia first", "spend TP to reach 40%"]),
    ("Randomia", "4u 42>15 \u00b7 6u 16>17 \u00b7 rch 15 \u00b7 +5 UBL",
     ["4 units 42 -> 15", "6 units 16 -> 17", "raise cheese in 15", "invest 5 cheese in trade with Ubliko"]),
    ("Randomia", "+5 UBL", ["invest 5 cheese in trade with Ubliko"]),
    ("Randomia", "4u 42>15; +5 UBL", ["4 units 42 -> 15", "invest 5 cheese in trade with Ubliko"]),
]


@pytest.mark.parametrize("nation, text, orders", MARKS, ids=[t for _, t, _ in MARKS])
def test_orders_between_bars_or_dots_each_read(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("text", [
    "rch 15 \u00b7 +5 XYZ",
    "All hold. Raise cheese in Narnia.",
    "All hold. Raise cheese here.",
])
def test_a_part_that_does_not_read_is_refused_never_set_aside(text):
    shown, sheet = read("Randomia", text)
    assert sheet.problems


OUTLINES = [
    ("Crimsonia", "1.1 Rubygate (4) -> Republic Marsh -> Adoen Shore", ["4 units 9 -> 8 -> 20"]),
    ("Crimsonia", "1.2 Madder Vale (3) -> Rubygate", ["3 units 12 -> 9"]),
    ("Crimsonia", "2.1 both galleons: Fondue Sea -> Ricotta Lagoon", ["2 Galleons 13 -> 14"]),
    ("Crimsonia", "our 2 galleons: 13 -> 14", ["2 Galleons 13 -> 14"]),
    ("Typ Lef Nazin", "b) the 3 at Typ Lef -> Lef Oasis", ["3 units 29 -> 31"]),
    ("Typ Lef Nazin", "(c) raise cheese at Typ Lef", ["raise cheese in 29"]),
    ("Typ Lef Nazin", "build   | 1 Cavalry, Typ Lef", ["build 1 Cavalry in 29"]),
    ("Dunbarra", "diplo   | peace with Berdain", ["make peace with Berdain"]),
    ("Dunbarra", "ships   | 2 Frigates, Pirates' Sound -> Gorgonzola Ocean", ["2 Frigates 52 -> 50"]),
]


@pytest.mark.parametrize("nation, text, orders", OUTLINES, ids=[t[:60] for _, t, _ in OUTLINES])
def test_an_outlines_item_mark_or_a_label_with_a_bar_is_left_out(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text", [
    ("Maustria", "2.5 cheese into trade with Narnia"),      # an amount, not an item's mark: read or refused
    ("Crimsonia", "the galleons: 13 -> 14 -> 99"),
    ("Dunbarra", "| ships | 2 Frigates |"),                 # a table's row, not a label
])
def test_an_amount_or_a_tables_row_is_never_taken_for_an_outlines_mark(nation, text):
    shown, sheet = read(nation, text)
    assert shown == [] and sheet.problems
