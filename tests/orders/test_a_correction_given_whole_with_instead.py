"""Issue 22 round 13: a correction that gives the order again whole with 'instead' at its end ('Correction: D
goes to Switzerland instead.') replaces the earlier order of that unit, as it does without 'instead'; it was read as
a name put in place of the last one of the order before ('Franconia instead') and asked (engine.words.said_whole).
A name alone with 'instead' is still that name put in place."""

from __future__ import annotations

import pytest

from tests.orders.bundled import sheet_of, written


def _read(rules_id: str, where: str, nation: str, text: str):
    sheet = sheet_of(rules_id, nation, where, text)
    return written(rules_id, where, sheet), sheet.problems


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "France", "D - Baden\nCorrection: D goes to Switzerland instead.",
     ["D - Switzerland"]),
    ("napoleonic", "spring-1805-war", "France", "D - Baden\nChange of plan: D to Switzerland instead.",
     ["D - Switzerland"]),
    ("napoleonic", "spring-1805-war", "France", "D - Baden\nNo, D goes to Switzerland instead.", ["D - Switzerland"]),
    ("napoleonic", "spring-1805-war", "France", "D - Baden\nEDIT: D to Switzerland instead", ["D - Switzerland"]),
    ("napoleonic", "spring-1805-war", "France", "D - Baden\nWait: D goes to Switzerland instead.",
     ["D - Switzerland"]),
])
def test_the_order_given_whole_before_instead_replaces_the_earlier_one(rules_id, where, nation, text, orders):
    assert _read(rules_id, where, nation, text) == (orders, ())


def test_a_name_alone_before_instead_is_put_in_place_of_the_last():
    assert _read("napoleonic", "spring-1805-war", "France", "D - Baden\nCorrection: Switzerland instead.") == \
        (["D - Switzerland"], ())


def test_a_correction_for_another_unit_takes_nothing_back_in_silence():
    orders, problems = _read("napoleonic", "spring-1805-war", "France",
                             "D - Baden\nCorrection: A goes to Holland instead.")
    assert orders == ["D - Baden"] and problems     # A cannot reach Holland: refused, D's order stands


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("classic", "start", "France", "2 armies 20 -> 19\nEDIT: 20 -> 22 instead", ["2 armies 20 -> 22"]),
    ("classic", "start", "France", "2 armies 20 -> 19\nNo wait, 20 -> 22 please.", ["2 armies 20 -> 22"]),
    ("succheesion", "start", "Berdain", "4 units 38 -> 40\nEDIT: 38 -> 39", ["4 units 38 -> 39"]),
    ("succheesion", "start", "Berdain", "4 units 38 -> 40\nsorry, 38 -> 39 then", ["4 units 38 -> 39"]),
])
def test_a_route_given_again_from_its_start_replaces_the_route(rules_id, where, nation, text, orders):
    assert _read(rules_id, where, nation, text) == (orders, ())
