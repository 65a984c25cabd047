"""Corrections that keep a unit where it stands, and retractions that say why (issue 22, Build 4): every
ruleset reads 'X stays' as no order (units without orders stay), so after an order for X a correction
saying it stays sets that order aside, said so on the receipt; said without a correction, the unit has
two orders and the player is asked. A retraction followed by its reason takes the order back; followed
by anything else, it is asked about, never let pass."""

import pytest

from tests.orders.bundled import sheet_of, written


STAYS = [
    ("eia", "Turkey", "turkey-land", "corps I: Stamboul - Salonica", "Actually, corps I stays in Stamboul."),
    ("eia", "Turkey", "turkey-land", "corps I: Stamboul - Salonica", "EDIT2: corps I remains in Stamboul"),
    ("eia", "Turkey", "turkey-land", "corps I: Stamboul - Salonica", "On second thought keep corps I where it is."),
    ("eia", "Austria", "austria-land", "corps II: Tyrol - Switzerland", "Correction - corps II sits tight."),
    ("classic", "France", "start", "3 armies 21 -> 27", "Actually, the 3 armies in 21 stay."),
    ("classic", "France", "start", "3 armies 21 -> 27", "Sorry, leave the armies in 21 at home."),
    ("succheesion", "Crimsonia", "start", "4 units 9 -> 8", "Correction: the 4 units in 9 remain."),
    ("succheesion", "Crimsonia", "start", "4 units 9 -> 8", "change of plan, keep the units in 9 where they are"),
    ("napoleonic", "France", "spring-1805-war", "E - Champagne", "Actually, keep E where it is."),
]


@pytest.mark.parametrize("rules_id, nation, where, order, correction", STAYS)
def test_a_correction_saying_the_unit_stays_sets_its_order_aside(rules_id, nation, where, order, correction):
    sheet = sheet_of(rules_id, nation, where, f"{order}\n{correction}")
    assert sheet.problems == ()
    assert sheet.orders == ()
    assert any(c.text == order and "replaced by the correction on line 2" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rules_id, nation, where, order, stay", [
    ("eia", "Turkey", "turkey-land", "corps I: Stamboul - Salonica", "corps I stays in Stamboul"),
    ("classic", "France", "start", "3 armies 21 -> 27", "3 armies 21 stay"),
    ("succheesion", "Crimsonia", "start", "4 units 9 -> 8", "the 4 units in 9 stay"),
])
def test_a_stay_said_plainly_after_a_move_of_the_same_unit_is_asked(rules_id, nation, where, order, stay):
    sheet = sheet_of(rules_id, nation, where, f"{order}\n{stay}")
    assert sheet.orders == ()
    assert any(p.line == 2 and "which is meant" in p.reason for p in sheet.problems)


def test_a_stay_of_fewer_units_than_moved_is_asked_not_guessed():
    sheet = sheet_of("classic", "France", "start", "3 armies 21 -> 27\nActually, the 2 armies in 21 stay.")
    assert sheet.orders == ()
    assert sheet.problems


def test_a_stay_of_another_unit_leaves_the_order_alone():
    sheet = sheet_of("eia", "Turkey", "turkey-land", "corps I: Stamboul - Salonica\nActually, corps II stays in Bulgaria.")
    assert written("eia", "turkey-land", sheet) == ["corps I: Stamboul - Salonica"]
    assert sheet.problems == ()


@pytest.mark.parametrize("retraction", [
    "Sorry — cancel that last one, the war with Portugal waits until the fleet is ready.",
    "Oops, scratch that, the war with Portugal can wait.",
    "My bad, strike that, the war on Portugal waits a month.",
    "Cancel that, I am tired.",
    "No. Ignore that - our ships are too few.",
])
def test_a_retraction_with_its_reason_takes_the_order_back(retraction):
    sheet = sheet_of("eia", "Spain", "start", f"ally with France\ndeclare war on Portugal\n{retraction}")
    assert written("eia", "start", sheet) == ["ally with France"]
    assert sheet.problems == ()
    assert any(c.text == "declare war on Portugal" and "set aside" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("retraction", [
    "Sorry — cancel that last one, we attack Britain instead.",
    "Sorry, cancel that, we attack Britain instead in the summer.",
])
def test_a_retraction_followed_by_something_else_is_asked_never_let_pass(retraction):
    sheet = sheet_of("eia", "Spain", "start", f"ally with France\ndeclare war on Portugal\n{retraction}")
    assert written("eia", "start", sheet) == ["ally with France"]
    assert any(p.line == 3 for p in sheet.problems)
    assert any(p.line == 2 and "held back" in p.reason for p in sheet.problems)


@pytest.mark.parametrize("correction", ["scratch that: declare war on Britain", "Cancel that, war on Britain instead.",
                                        "sorry, forget that - declare war on Britain"])
def test_a_retraction_that_gives_an_order_takes_the_one_before_back_and_gives_its_own(correction):
    sheet = sheet_of("eia", "Spain", "start", f"ally with France\ndeclare war on Portugal\n{correction}")
    assert written("eia", "start", sheet) == ["ally with France", "declare war on Great Britain"]
    assert any(c.text == "declare war on Portugal" and "set aside" in c.reason for c in sheet.chatter)


def test_a_retraction_that_gives_another_kind_of_order_still_takes_the_one_before_back():
    sheet = sheet_of("napoleonic", "France", "start", "build 1 infantry in Paris\ndeclare war on Austria\n"
                     "Cancel that, alliance with Spain.")
    assert written("napoleonic", "start", sheet) == ["build infantry in Paris", "alliance with Spain"]
