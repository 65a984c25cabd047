"""Issue 22 round 11: the terse veteran's classic shorthand. A count glued to its kind's letter (a: armies, s:
ships) at the start of an order, in any case ('2a 87 -> 84', '2s N att Carthage', '3s I hld'); 'att', 'atk'
for attack; the writer's own nation alone between pipes ('UK | 2A 5 -> 6 | ...'); a heading with the turn
typed short ('VIK t1:') and a self-introduction before a colon or a dash ('carthage here - ...')."""

from __future__ import annotations

import pytest

from tests.orders.bundled import sheet_of, written


def _read(text: str, nation: str, where: str = "start"):
    sheet = sheet_of("classic", nation, where, text)
    return written("classic", where, sheet), sheet.problems


@pytest.mark.parametrize("text, nation, orders", [
    ("3a 21 -> 22", "France", ["3 armies 21 -> 22"]),
    ("- 3a 76 -> 77", "Austria", ["3 armies 76 -> 77"]),
    ("2s M -> P", "Turkey", ["2 ships M -> P"]),
    ("2 ships S att Carthage", "Italy", ["2 ships S attack Carthage"]),
    ("1s U atk Italy", "Austria", ["1 ship U attack Italy"]),
])
def test_a_count_glued_to_its_kind(text, nation, orders):
    assert _read(text, nation) == (orders, ())


def test_a_count_apart_from_a_letter_is_no_kind():
    orders, problems = _read("2 A 86 -> 74", "Russia")
    assert orders == [] and problems


@pytest.mark.parametrize("text, nation, orders", [
    ("AUS | 3a 76 -> 77 | 1s U att Italy", "Austria", ["3 armies 76 -> 77", "1 ship U attack Italy"]),
    ("Italy | 3a 37 -> 36 | 2s S att Carthage", "Italy", ["3 armies 37 -> 36", "2 ships S attack Carthage"]),
    ("FRA | 3a 21 -> 22", "France", ["3 armies 21 -> 22"]),
])
def test_the_writers_nation_between_pipes_is_a_heading(text, nation, orders):
    assert _read(text, nation) == (orders, ())


def test_another_nation_between_pipes_stays_refused():
    orders, problems = _read("AUS | 3a 37 -> 36", "Italy")
    assert orders == ["3 armies 37 -> 36"] and problems


@pytest.mark.parametrize("text, nation, orders", [
    ("ITA t1: 37>36 x3", "Italy", ["3 armies 37 -> 36"]),
    ("aus t3: 3a 76 -> 77", "Austria", ["3 armies 76 -> 77"]),
    ("pruss t1: 2a 59 -> 58", "Prussia", ["2 armies 59 -> 58"]),
])
def test_a_heading_with_the_turn_typed_short(text, nation, orders):
    assert _read(text, nation) == (orders, ())


@pytest.mark.parametrize("text, nation, orders", [
    ("italy here - 3a 37 -> 36", "Italy", ["3 armies 37 -> 36"]),
    ("prussia here: 3a 58 -> 57", "Prussia", ["3 armies 58 -> 57"]),
    ("Turkey here - 2s M -> P", "Turkey", ["2 ships M -> P"]),
])
def test_a_self_introduction_before_the_orders(text, nation, orders):
    assert _read(text, nation) == (orders, ())


def test_another_nations_introduction_stays_refused():
    orders, problems = _read("Austria here - 3a 37 -> 36", "Italy")
    assert orders == [] and problems
