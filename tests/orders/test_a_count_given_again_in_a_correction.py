"""Issue 22 round 13: a correction that gives an earlier order's count of units again, changed, with its unit word
('EDIT: make it 3 armies, not 2', 'Correction: only 1 army, not 2.', 'make that 2 Infantry, same place'): the one
earlier order naming a count of units is given again with it (engine.words.counted_again). Several orders that
could be meant: asked, never one picked; a count with 'more' adds, and is no such correction."""

from __future__ import annotations

import pytest

from tests.orders.bundled import sheet_of, written


def _read(rules_id: str, where: str, nation: str, text: str):
    sheet = sheet_of(rules_id, nation, where, text)
    return written(rules_id, where, sheet), sheet.problems


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("classic", "start", "France", "buy 2 armies in 21\nEDIT: make it 3 armies, not 2", ["buy 3 armies in 21"]),
    ("classic", "start", "France", "buy 2 armies in 21\nCorrection: only 1 army, not 2.", ["buy 1 army in 21"]),
    ("classic", "start", "France", "2 armies 20 -> 19\nEDIT: only 1 army, not 2", ["1 army 20 -> 19"]),
    ("classic", "start", "France", "buy 2 armies in 21\nbuy 1 army in 25\nEDIT: make it 3 armies, not 2",
     ["buy 3 armies in 21", "buy 1 army in 25"]),
    ("napoleonic", "spring-1805-war", "France", "build 2 infantry in Paris\nEDIT: make it 3 infantry",
     ["build 3 infantry in Paris"]),
    ("succheesion", "start", "Berdain", "build 2 Cavalry in 38\ncorrection: make that 2 Infantry, same place",
     ["build 2 Infantry in 38"]),
    ("succheesion", "start", "Berdain", "4 units 38 -> 40\ncorrection: only 3 units, not 4", ["3 units 38 -> 40"]),
])
def test_the_new_count_replaces_the_count_of_the_one_order_naming_one(rules_id, where, nation, text, orders):
    assert _read(rules_id, where, nation, text) == (orders, ())


@pytest.mark.parametrize("text", [
    "buy 2 armies in 21\n2 armies 20 -> 19\nEDIT: make it 3 armies",          # which of the two?
    "buy 2 armies in 21\n2 armies 20 -> 19\nEDIT: make it 1 army, not 2",
    "buy 2 armies in 21\nEDIT: 2 more armies",                                # more: added, not changed
])
def test_a_count_that_could_change_several_orders_or_adds_is_asked(text):
    orders, problems = _read("classic", "start", "France", text)
    assert problems and "buy 3 armies in 21" not in orders and "buy 4 armies in 21" not in orders


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("classic", "start", "France", "buy 2 armies in 21\nEDIT: buy only 1 army in 21, not 2.", ["buy 1 army in 21"]),
    ("napoleonic", "spring-1805-war", "France", "build 2 infantry in Paris\nCorrection: build only 1 infantry in Paris, "
     "not 2.", ["build infantry in Paris"]),
])
def test_the_order_given_whole_with_only_before_its_count_replaces_the_old(rules_id, where, nation, text, orders):
    assert _read(rules_id, where, nation, text) == (orders, ())


def test_the_place_after_a_new_count_never_takes_the_old_counts_place():
    orders, problems = _read("classic", "start", "France", "buy 2 armies in 21\nEDIT: only 1 army in 21, not 2.")
    assert problems and not any("21 armies" in o for o in orders)     # was read as 'buy 21 armies in 21'
