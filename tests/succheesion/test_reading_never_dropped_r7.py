"""Issue 22, round 7: lines a GM must see read or asked, which were set aside in silence: orders cut by a
semicolon typed without a space ('18->10;PEACE WITH MAUSTRIA;NO TP', where 'NO TP' took the peace back), units
called riders or horsemen, the General named beside a march read without him, an order left to the GM's
judgement, another mail's orders kept under a condition."""

import pytest

from tests.succheesion.helpers import read


@pytest.mark.parametrize("nation, text, orders", [
    ("Adoen", "ADOEN:2 UNITS 18->10;PEACE WITH MAUSTRIA;NO TP.",
     ["2 units 18 -> 10", "make peace with Maustria", "spend no TP"]),
    ("Adoen", "2 units 18->10;peace with Maustria;no TP", ["2 units 18 -> 10", "make peace with Maustria", "spend no TP"]),
    ("Adoen", "Peace with Maustria. No TP.", ["make peace with Maustria", "spend no TP"]),
    ("Manarth", "declare war on Maustria;no tp", ["declare war on Maustria", "spend no TP"]),
    ("Manarth", "No TP. Declare war on Maustria.", ["spend no TP", "declare war on Maustria"]),
])
def test_no_tp_after_other_orders_is_an_order_never_a_retraction(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text, orders", [
    ("Typ Lef Nazin", "Three riders from Typ Lef to Steppe Gate.", ["3 units 29 -> 28"]),
    ("Typ Lef Nazin", "The riders at Typ Lef go to Steppe Gate.", ["3 units 29 -> 28"]),
    ("Typ Lef Nazin", "Our 3 riders at Typ Lef ride to Steppe Gate.", ["3 units 29 -> 28"]),
    ("Typ Lef Nazin", "One cav at Typ Lef, 1 militia at Lef Oasis. Three riders from Typ Lef to Steppe Gate.",
     ["build 1 Cavalry in 29", "build 1 Militia in 31", "3 units 29 -> 28"]),
    ("Crimsonia", "four horsemen from Rubygate to Carmine", ["4 units 9 -> 4"]),
    ("Berdain", "The two warriors at Lowland Dairies march to Berdain Heath.", ["2 units 39 -> 41"]),
])
def test_units_called_riders_or_horsemen_are_units(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text", [
    ("Typ Lef Nazin", "on the bus sry. riders at typ lef go steppe gate 2morrow ie this turn. 3 of them. also tp 40"),
    ("Typ Lef Nazin", "We ride against Maustria: the Khan himself and four units from Lef Oasis into Steppe Gate"),
    ("Typ Lef Nazin", "We ride against Maustria: the Khan himself and four riders from Lef Oasis into Steppe Gate"),
    ("Stilwen", "As for the fleet, do what you think best with the fleet."),
    ("Maustria", "The army at Adoen Crown is yours to use as you see fit."),
    ("Dunbarra", "Our frigates: your call, GM."),
    ("Randomia", "This replaces what I sent at lunch... or rather, keep the old ones too unless they clash."),
    ("Randomia", "Keep the earlier orders if they still make sense."),
])
def test_a_line_a_gm_must_ask_about_is_never_set_aside(nation, text):
    shown, sheet = read(nation, text)
    assert [p.line for p in sheet.problems] == [1]
    assert not any("General" not in o and "31 -> 28" in o for o in shown)     # never the four without the Khan


@pytest.mark.parametrize("nation, text, orders", [
    ("Typ Lef Nazin", "The Khan's guard (3 units at Typ Lef) rides to Steppe Gate.", ["3 units 29 -> 28"]),
    ("Typ Lef Nazin", "We march: the General himself and four units from Lef Oasis into Steppe Gate",
     ["4 units and the General 31 -> 28"]),
    ("Randomia", "Hi GM, thanks for the report. 6 units 16 -> 17", ["6 units 16 -> 17"]),
])
def test_the_general_named_with_his_march_or_not_at_all_reads(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())
