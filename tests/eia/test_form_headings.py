"""The lines of an order form (issue 22): a heading naming a kind of order and what the form gives under it;
an empty slot orders nothing, a filled one is the order said in full, a heading of other words is no form's."""

import pytest

from engine.rulesets.eia.form_headings import form_line
from tests.orders.bundled import checked


@pytest.mark.parametrize("text", [
    "War declarations: -", "Declarations of war: none", "New wars: none", "Alliances broken: -",
    "Alliance offers: \u2014", "Player changes: -", "Changes of player: none", "Outflanking force: -",
    "Standing answers: n/a", "Interceptions: none", "Wars declared: nil",
])
def test_an_empty_slot_of_a_form_orders_nothing(text):
    orders, sheet = checked("eia", "Spain", "start", f"{text}\nally with France")
    assert sheet.problems == ()
    assert orders == ["ally with France"]


@pytest.mark.parametrize("text, expected", [
    ("Declarations of war: Portugal", ["declare war on Portugal"]),
    ("War declarations: Portugal and Russia", ["declare war on Portugal", "declare war on Russia"]),
    ("Wars declared: Portugal", ["declare war on Portugal"]),
    ("Declaration of war: Portugal.", ["declare war on Portugal"]),
    ("Alliances proposed: Russia", ["ally with Russia"]),
])
def test_a_filled_slot_is_the_order_said_in_full(text, expected):
    orders, sheet = checked("eia", "Spain", "start", text)
    assert sheet.problems == ()
    assert orders == expected


def test_a_broken_alliance_slot_reads_as_breaking_it():
    assert form_line("Alliances broken: Russia") == "break alliance with Russia"
    assert form_line("Broken alliances: France, Austria") == "break alliance with France, Austria"


@pytest.mark.parametrize("text", [
    "War declarations: Portugal (if Lisbon refuses our terms)",     # a condition: asked
    "Declarations of war: Lisbon, tomorrow",                       # not a nation
])
def test_a_filled_slot_says_nothing_more_than_its_order(text):
    orders, sheet = checked("eia", "Spain", "start", text)
    assert sheet.problems and orders == []


@pytest.mark.parametrize("text", ["The war: it goes badly", "Player Franz: leaves", "Wars of the past: none",
                                  "Corps I: -"])
def test_other_headings_are_no_form_s(text):
    assert form_line(text) is None
