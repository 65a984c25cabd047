"""Issue 22 round 13: a move said of the units of two places at once ('All my armies in Smyrna and Pontus go to
Phrygia', 'the units at 38 and 39 go to 40') was read as the move of the first place's units only, the second's
dropped in silence. It is refused now, naming both places (engine.words.movement.second_start); an aside after a
comma ('in Normandy, Paris's neighbour') and a general beside the units ('and the General') are no second place."""

from __future__ import annotations

import pytest

from tests.orders.bundled import sheet_of, written


def _read(rules_id: str, where: str, nation: str, text: str):
    sheet = sheet_of(rules_id, nation, where, text)
    return written(rules_id, where, sheet), sheet.problems


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("classic", "start", "Turkey", "All my armies in Smyrna and Pontus go to Phrygia (98)."),
    ("classic", "start", "France", "My armies in 20 and in 21 march to 22."),
    ("classic", "start", "France", "The armies of Normandy and Paris move into 22."),
    ("succheesion", "start", "Berdain", "The units at 38 and 39 go to 40."),
])
def test_the_units_of_two_places_in_one_move_are_refused_never_halved(rules_id, where, nation, text):
    orders, problems = _read(rules_id, where, nation, text)
    assert not orders and problems and "two places" in problems[0].reason


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("classic", "start", "France", "The armies in Normandy, Paris's neighbour, go to 22.", ["2 armies 20 -> 22"]),
    ("succheesion", "start", "Maustria", "The 8 units at Adoen Crown and the General march to Grenadier Hills.",
     ["8 units and the General 11 -> 10"]),
])
def test_an_aside_or_a_general_after_the_place_is_no_second_place(rules_id, where, nation, text, orders):
    assert _read(rules_id, where, nation, text) == (orders, ())
