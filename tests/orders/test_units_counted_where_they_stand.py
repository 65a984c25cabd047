"""Napoleonic units named by how many stand in a place (round 21, engine.rulesets.napoleonic.counted_units): 'The two
corps in Picardy stay' gives each of them the order when that many of the nation's corps stand there; any other count
is asked, never some of them. A squadron named by its sea without 'Sea' ('the fleet in the Ionian')."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("text, orders", [
    ("The two corps in Picardy stay where they are.", ["A holds", "B holds"]),
    ("Both corps in Picardy hold.", ["A holds", "B holds"]),
    ("Our two corps in Picardy march to Flanders.", ["A - Flanders", "B - Flanders"]),
])
def test_as_many_as_stand_there_each_take_the_order(text, orders):
    shown, sheet = checked("napoleonic", "France", "spring-1805-war", text)
    assert shown == orders and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("text", [
    "The three corps in Picardy stay.",             # two stand there
    "Both corps in Alsace march to Baden.",         # one stands there
    "The corps in Picardy stay.",                   # which one?
    "The two Austrian corps in Bavaria stay.",      # another nation's
    "The two squadrons in the English Channel sail to the North Sea.",  # not France's
])
def test_another_count_or_no_count_is_asked(text):
    shown, sheet = checked("napoleonic", "France", "spring-1805-war", text)
    assert not shown and sheet.problems, shown


def test_a_count_of_squadrons_that_is_not_theirs_is_asked():
    shown, sheet = checked("napoleonic", "Great Britain", "spring-1805-war",
                           "The two squadrons in the English Channel sail to the North Sea.")
    assert not shown and sheet.problems, shown


def test_a_squadron_named_by_its_sea_without_sea():
    shown, sheet = checked("napoleonic", "Russia", "spring-1805-war", "And the fleet in the Ionian stays there.")
    assert shown == ["squadron 4 holds"] and not sheet.problems, (shown, sheet.problems)


def test_a_corps_is_never_named_by_a_sea():
    shown, sheet = checked("napoleonic", "Russia", "spring-1805-war", "The corps in the Ionian stays.")
    assert not shown and sheet.problems
