"""Issue 22, round 7: units named by what they are and where they stand ('The coastal corps at Chance Hills
marches home to Randomia', 'the southern garrison at Odds End stays', 'My western fleet (the two galleons)
attacks the Maustrians in the Fondue Sea'); a place's name holding an order's word ('Odds End') is never cut at
that word."""

import pytest

from tests.succheesion.helpers import read


DESCRIBED = [
    ("Randomia", "The coastal corps at Chance Hills marches home to Randomia.", ["6 units 16 -> 15"]),
    ("Randomia", "The coastal corps at Chance Hills marches home to Randomia, and the southern garrison at Odds End "
                 "stays.", ["6 units 16 -> 15"]),
    ("Randomia", "The garrison of Odds End goes to Randomia.", ["4 units 42 -> 15"]),
    ("Randomia", "The stack at Odds End heads home to Randomia", ["4 units 42 -> 15"]),
    ("Crimsonia", "My western fleet (the two galleons) attacks the Maustrians in the Fondue Sea.",
     ["attack Maustria in 13"]),
    ("Crimsonia", "Our proud little fleet attacks the Maustrians in the Fondue Sea.", ["attack Maustria in 13"]),
    ("Crimsonia", "The garrison of the capital goes to Carmine.", ["4 units 1 -> 4"]),
    ("Berdain", "The garrison at Lowland Dairies rides home to Berdain Heath.", ["2 units 39 -> 41"]),
]


@pytest.mark.parametrize("nation, text, orders", DESCRIBED, ids=[t[:60] for _, t, _ in DESCRIBED])
def test_units_named_by_what_they_are_and_where_they_stand(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text", [
    ("Randomia", "the southern garrison at Odds End stays."),
    ("Randomia", "The garrison at Odds End holds."),
])
def test_a_body_told_to_stay_gives_no_order_and_no_problem(nation, text):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == ([], ())


@pytest.mark.parametrize("nation, text", [
    ("Crimsonia", "The enemy fleet attacks us in the Fondue Sea."),       # not ours
    ("Maustria", "The Fondue fleet sails 13 -> 14."),                      # which ships? asked
    ("Crimsonia", "Their fleet attacks the Maustrians in the Fondue Sea."),
])
def test_a_fleet_said_to_be_someone_elses_or_named_unclearly_is_asked(nation, text):
    shown, sheet = read(nation, text)
    assert shown == [] and sheet.problems


LED = [
    ("Maustria", "The army at Adoen Crown goes on to Republic Marsh.", ["8 units and the General 11 -> 8"]),
    ("Maustria", "The army that took Adoen Crown goes on to Republic Marsh.", ["8 units and the General 11 -> 8"]),
    ("Maustria", "The troops which hold Rostopki march to Pratplatkof", ["3 units 22 -> 19"]),
    ("Maustria", "The men who sit in Whiskerport go to Adoen Shore.", ["4 units 24 -> 20"]),
    ("Maustria", "The troops in the capital go to Rostopki.", ["6 units 21 -> 22"]),
    ("Typ Lef Nazin", "The horde at Lef Oasis rides to Steppe Gate.", ["4 units and the General 31 -> 28"]),
    ("Maustria", "8 units Adoen Crown -> Stepka's March", ["8 units 11 -> 18"]),
]


@pytest.mark.parametrize("nation, text, orders", LED, ids=[t[:60] for _, t, _ in LED])
def test_a_body_named_without_a_count_is_all_that_stands_there_its_general_too(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


def test_a_body_whose_general_is_said_to_stay_is_asked_never_taken_with_him():
    shown, sheet = read("Maustria", "The army at Adoen Crown marches to Grenadier Hills, the General stays.")
    assert not any("General" in o for o in shown) and sheet.problems


NAMED_AFTER = [
    ("Typ Lef Nazin", "the 3 at the capital ride to the Maustrian border region next door, Steppe Gate",
     ["3 units 29 -> 28"]),
    ("Typ Lef Nazin", "the 3 at Typ Lef ride to the big oasis, Lef Oasis", ["3 units 29 -> 31"]),
    ("Crimsonia", "The 4 at Rubygate march to the old royal town, Carmine.", ["4 units 9 -> 4"]),
]


@pytest.mark.parametrize("nation, text, orders", NAMED_AFTER, ids=[t[:60] for _, t, _ in NAMED_AFTER])
def test_a_place_gone_to_said_by_what_it_is_then_by_its_name(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())
    assert any("says what" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("text", [
    "the 3 at Typ Lef ride to the border near Eastmark, Steppe Gate",     # two places: which?
    "the 3 at Typ Lef ride to the border, not Steppe Gate",
    "the 3 at Typ Lef ride to the 2 wells, Steppe Gate",
])
def test_a_place_said_by_what_it_is_with_words_that_may_change_it_is_asked(text):
    shown, sheet = read("Typ Lef Nazin", text)
    assert shown == [] and sheet.problems
