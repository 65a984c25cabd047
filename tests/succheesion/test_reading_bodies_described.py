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
