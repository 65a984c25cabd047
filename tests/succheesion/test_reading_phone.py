"""Issue 22 (phone-typed): lower case, no punctuation, short forms. The writer naming himself before the
orders ('dunbarra orders ...', 'berdian here ...', 'tln: ...', 'gm orders 4 maustria') is left out; a march
typed with 'to' between places, a General joined with '+', a relation without its 'on', cheese put in a
trade without 'invest' are read; what does not read whole is still refused."""

import pytest

from tests.succheesion.helpers import read


LEADS = [
    ("Dunbarra", "dunbarra orders build 1 frig in 35 thats it", ["build 1 Frigate in 35"]),
    ("Berdain", "berdian here (sorry autocorrect) peace w dunbarra pls", ["make peace with Dunbarra"]),
    ("Typ Lef Nazin", "tln: 3 units 29 -> 30", ["3 units 29 -> 30"]),
    ("Typ Lef Nazin", "typ lef nazin orders raise cheese in 31", ["raise cheese in 31"]),
    ("Maustria", "gm orders 4 maustria\nbuild 2 guards 21", ["build 2 Guard Infantry in 21"]),
    ("Randomia", "randomia here, raise cheese in 15", ["raise cheese in 15"]),
    ("Crimsonia", "hi gm crimsonia here\n4 units 1 to 4", ["4 units 1 -> 4"]),
    ("Manarth", "orders for manarth: 4 units 32 -> 33", ["4 units 32 -> 33"]),
    ("Stilwen", "stilwin here (typo sorry) build 1 militia in 6", ["build 1 Militia in 6"]),
]


@pytest.mark.parametrize("nation, text, orders", LEADS, ids=[t for _, t, _ in LEADS])
def test_the_writer_naming_himself_before_the_orders_is_left_out(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


def test_another_nation_named_before_the_orders_is_no_lead():
    shown, sheet = read("Berdain", "randomia orders build 1 militia in 38")
    assert shown == [] and sheet.problems


TYPED = [
    ("Randomia", "13 units randomia to chance hills", ["13 units 15 -> 16"]),
    ("Randomia", "6 units chance hills to adoen shore", ["6 units 16 -> 20"]),
    ("Randomia", "4 units odds end to randomia", ["4 units 42 -> 15"]),
    ("Crimsonia", "3 units madder vale to crimson keep", ["3 units 12 -> 1"]),
    ("Typ Lef Nazin", "4 + gen 31 -> 28 -> 27", ["4 units and the General 31 -> 28 -> 27"]),
    ("Stilwen", "5 & the general 6 -> 4", ["5 units and the General 6 -> 4"]),
    ("Maustria", "8 w gen 11 -> 10", ["8 units and the General 11 -> 10"]),
    ("Randomia", "declare war maustria", ["declare war on Maustria"]),
    ("Manarth", "declare war typ lef nazin", ["declare war on Typ Lef Nazin"]),
    ("Berdain", "5 cheese in the trade w maustria", ["invest 5 cheese in trade with Maustria"]),
    ("Crimsonia", "3 cheese in trade with stilwen", ["invest 3 cheese in trade with Stilwen"]),
    ("Randomia", "13 units to chance hills", ["13 units 15 -> 16"]),     # the one stack of 13
]


@pytest.mark.parametrize("nation, text, orders", TYPED, ids=[t for _, t, _ in TYPED])
def test_orders_typed_short_are_read(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text", [
    ("Randomia", "5 units to chance hills"),                 # no start, and no stack of 5: asked
    ("Randomia", "13 units randomia to narnia"),             # a place the map does not know
    ("Randomia", "6 units chance hills to maustria"),        # a nation, not a region
])
def test_a_march_typed_short_that_does_not_read_whole_is_refused(nation, text):
    shown, sheet = read(nation, text)
    assert shown == [] and sheet.problems
