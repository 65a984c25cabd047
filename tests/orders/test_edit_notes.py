"""A note that the post was edited (round 20, helper Fx): 'Edit 2: forgot the builds, sorry.', '(Edit 2: fixed sq 6,
I had typed Biscay Bay)' is no order and takes nothing back: set aside, said so, the rest of its line read. A note
that says what it takes back or changes is a correction, and what may be an order in it is read or refused."""

import pytest

from engine.words.edit_notes import edit_note
from tests.orders.bundled import checked


@pytest.mark.parametrize("text, note, rest", [
    ("Edit 2: forgot the builds, sorry.", "Edit 2: forgot the builds, sorry.", ""),
    ("EDIT: forgot the fleet. Squadron 1 holds", "EDIT: forgot the fleet.", "Squadron 1 holds"),
    ("Political, GB. Edit: forgot the second ally line, added below.",
     "Edit: forgot the second ally line, added below.", "Political, GB."),
    ("(Edit 2: fixed sq 6, I had typed Biscay Bay)", "(Edit 2: fixed sq 6, I had typed Biscay Bay)", ""),
    ("Austria - orders below, edited once because I mixed up 79 and 80",
     "edited once because I mixed up 79 and 80", "Austria - orders below"),
    ("edit2: typo fixed", "edit2: typo fixed", ""),
])
def test_a_note_of_an_edit_is_found(text, note, rest):
    assert edit_note(text, lambda s: False) == (note, rest)


@pytest.mark.parametrize("text", [
    "EDIT: cancel the build", "Edit: forget the fleet", "Edit: A goes to Bavaria instead",
    "Edit: forgot to add A - Bavaria", "Edit: 2 armies 3 -> 4", "edit: fixed corps E to Lorraine",
    "Edit: not the fleet", "I edit nothing", "Edit the orders please", "Edit: changed the builds",
    "Edit: I wrote A - Bavaria",      # the wrong words only after a piece saying what was fixed
    "Edit: forgot the builds?",
])
def test_a_note_that_takes_back_changes_or_orders_is_no_note(text):
    assert edit_note(text, lambda s: " - " in s or "lorraine" in s.casefold()) is None


def test_a_long_line_is_read_as_it_stands():
    assert edit_note("Edit: forgot" + " " * 100_000, lambda s: False) is None
    assert edit_note("(Edit: fixed" + ")" * 400, lambda s: False) is None


@pytest.mark.parametrize("rules_id, nation, where, text, orders", [
    ("classic", "Britain", "start", "Edit 2: forgot the builds, sorry.\nbuy 1 army in 3", ["buy 1 army in 3"]),
    ("napoleonic", "France", "spring-1805-war", "E - Champagne\n(Edit: fixed corps E, I had typed Champange)",
     ["E - Champagne"]),
    ("napoleonic", "France", "spring-1805-war", "EDIT: forgot the cavalry. E - Champagne", ["E - Champagne"]),
    ("eia", "Great Britain", "start", "Political, GB. Edit: forgot the second ally line, added below.\n"
     "ally with Sweden", ["ally with Sweden"]),
    ("succheesion", "Crimsonia", "start", "Crimsonia, turn orders. Edit 2: forgot the builds.\n"
     "build 1 Artillery in 2", ["build 1 Artillery in 2"]),
])
def test_the_note_is_set_aside_and_the_orders_read(rules_id, nation, where, text, orders):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == orders and not sheet.problems
    assert any("the post was edited" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("classic", "Britain", "start", "buy 1 army in 3\nEDIT: cancel the build"),
    ("classic", "Britain", "start", "buy 1 army in 3\nEdit: forget the build"),
    ("succheesion", "Crimsonia", "start", "build 1 Artillery in 2\nEdit: cancel the build"),
])
def test_an_edit_that_takes_back_takes_back(rules_id, nation, where, text):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == [] and not any("the post was edited" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("napoleonic", "France", "spring-1805-war", "E - Champagne\n(Edit: fixed corps E to Lorraine)"),
    ("napoleonic", "France", "spring-1805-war", "Edit: forgot to add E - Champagne, sorry"),
    ("classic", "Britain", "start", "Edit: forgot to add 2 armies 3 -> 5"),
])
def test_an_edit_that_may_hold_an_order_is_never_set_aside(rules_id, nation, where, text):
    got, sheet = checked(rules_id, nation, where, text)
    assert got or sheet.problems
    assert not any("the post was edited" in c.reason for c in sheet.chatter)
