"""Builds counted as players count them (issue 22): 'a division of infantry', 'two divisions of cavalry', 'a
single infantry division', 'a pair of squadrons', 'a couple of ...', 'fresh' or 'new' divisions."""

import pytest

from tests.corpus.positions import position

RULES = __import__("engine.rulesets", fromlist=["ruleset"]).ruleset("napoleonic")
BOARD, START = position("napoleonic", "start")


def read(text, nation="France"):
    sheet = RULES.parse_orders(text, nation, START, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], sheet.problems


@pytest.mark.parametrize("nation, text, orders", [
    ("France", "Raise a division of infantry in Paris", ["build infantry in Paris"]),
    ("France", "Build two divisions of cavalry at Picardy.", ["build 2 cavalry in Picardy"]),
    ("France", "France raises a single infantry division in Brittany", ["build infantry in Brittany"]),
    ("France", "Buy a pair of squadrons in the Bay of Biscay", ["build 2 squadrons in Bay of Biscay"]),
    ("France", "Recruit a couple of cavalry divisions in Lyonnais", ["build 2 cavalry in Lyonnais"]),
    ("France", "Build three fresh divisions of foot in Paris", ["build 3 infantry in Paris"]),
    ("France", "We raise a battery of guns in Paris", ["build artillery in Paris"]),
    ("Austria", "Austria raises two divisions of infantry at Vienna and one at Prague",
     ["build 2 infantry in Vienna", "build infantry in Prague"]),
    ("Prussia", "raise a regiment of horse at Berlin and another at Königsberg",
     ["build cavalry in Brandenburg", "build cavalry in East Prussia"]),
    ("Russia", "Build one single artillery division in Moscow", ["build artillery in Moscow"]),
])
def test_a_count_said_in_words_builds_that_many(nation, text, orders):
    assert read(text, nation) == (orders, ())


@pytest.mark.parametrize("text", ["Raise a division of dragoons in Paris", "Build a pair of in Paris"])
def test_a_count_of_something_that_is_no_unit_is_refused(text):
    orders, problems = read(text)
    assert orders == [] and problems


@pytest.mark.parametrize("nation, text, orders", [
    ("Naples", "Two infantry in Naples, please", ["build 2 infantry in Naples"]),
    ("Great Britain", "A pair of squadrons for the North Sea, and a single infantry division at Portsmouth.",
     ["build 2 squadrons in North Sea", "build infantry in Hampshire"]),
    ("France", "Three new cavalry divisions at Paris.", ["build 3 cavalry in Paris"]),
    ("France", "A single artillery division in Paris and another in Picardy",
     ["build artillery in Paris", "build artillery in Picardy"]),
    ("Ottoman Empire", "The Sultan raises a division of infantry at Adrianople and another at Sofia this winter",
     ["build infantry in Stamboul", "build infantry in Bulgaria"]),
    ("Spain", "two divisions of foot at Madrid this winter", ["build 2 infantry in Madrid"]),
])
def test_divisions_counted_with_no_verb_or_a_season_after_are_builds(nation, text, orders):
    assert read(text, nation) == (orders, ())


def test_for_names_only_a_sea_for_squadrons():
    orders, problems = read("Two infantry for Paris")
    assert orders == [] and problems
