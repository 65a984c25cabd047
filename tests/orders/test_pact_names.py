"""Pacts named by their own words and questions answered 'No, not yet.' (round 22, helper Mr): 'join pact Republican
League? No, not yet.' gives nothing (it read 'join pact Republican not yet'); 'we join the pact, the Cheddar League'
never joins the only pact there is; 'join the pact' alone is asked. In every ruleset a 'no' that only denies the
order its time never replaces the order's last words."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules, where, nation, text", [
    ("succheesion", "start", "Berdain", "join pact Republican League? No, not yet."),
    ("succheesion", "start", "Berdain", "ally with Dunbarra? No, not yet."),
    ("classic", "start", "France", "3 armies 21 -> 26? No, not this turn."),
    ("napoleonic", "spring-1805-war", "France", "C - Holland? No, not yet."),
    ("eia", "start", "France", "declare war on Prussia? No, not now."),
])
def test_declined_in_time_gives_nothing(rules, where, nation, text):
    shown, _sheet = checked(rules, nation, where, text)
    assert not shown, shown


@pytest.mark.parametrize("text", ["And we join the pact, the Cheddar League.", "We join the pact."])
def test_another_or_no_pact_named_is_asked(text):
    shown, sheet = checked("succheesion", "Berdain", "start", text)
    assert not shown and sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("text", ["We join the pact, the Republican League.", "We join the Republican League.",
                                  "join pact Republican League"])
def test_the_pact_by_its_name_is_joined(text):
    shown, sheet = checked("succheesion", "Berdain", "start", text)
    assert shown == ["join pact Republican League"], (shown, sheet.problems)


def test_a_no_with_a_place_still_corrects():
    shown, sheet = checked("succheesion", "Berdain", "start", "raise cheese in 38? no, in 39.")
    assert shown == ["raise cheese in 39"], (shown, sheet.problems)


def test_a_sender_heading_moves_no_general():
    shown, sheet = checked("succheesion", "Maustria", "start",
                           "From General Mausseau: the 3 units in Rostopki march into Pratplatkof.")
    assert shown == ["3 units 22 -> 19"], (shown, sheet.problems)
    shown, sheet = checked("succheesion", "Maustria", "start",
                           "The General and the 3 units in Rostopki march into Pratplatkof.")
    assert shown == ["3 units and the General 22 -> 19"], (shown, sheet.problems)
