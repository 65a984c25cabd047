"""Second edits, whole routes corrected and remarks after a correction (issue 22, Build 4): 'EDIT2: forget the
edit' takes the last correction back (the order it set aside stands again); 'not 9 -> 8, it's 12 -> 9 with 3
units' replaces the order of that route; '20 ships is enough', 'Only the Bulgarian corps moves' after a
correction are remarks, set aside and said so."""

import pytest

from tests.orders.bundled import sheet_of, written


@pytest.mark.parametrize("undo", [
    "EDIT2: forget the edit, B goes to Flanders after all",
    "EDIT2: forget the edit.",
    "Edit #2: ignore my edit",
    "edit 2 - scratch the last edit, B - Flanders as first written",
    "Sorry, undo the edit.",
    "Update: disregard the correction, B marches to Flanders after all.",
    "forget my last edit please",
    "Actually, cancel the edit: B - Flanders.",
])
def test_a_second_edit_takes_the_first_back_and_the_order_it_replaced_stands(undo):
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", f"B - Flanders\nC - Holland\nEDIT: B - Artois\n{undo}")
    assert sheet.problems == ()
    assert sorted(written("napoleonic", "spring-1805-war", sheet)) == ["B - Flanders", "C - Holland"]
    assert any(c.text == "EDIT: B - Artois" and "set aside" in c.reason for c in sheet.chatter)


def test_a_second_edit_may_give_an_order_of_its_own():
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", "B - Flanders\nEDIT: B - Artois\n"
                     "EDIT2: forget the edit, B holds")
    assert written("napoleonic", "spring-1805-war", sheet) == ["B holds"]


def test_forgetting_an_edit_when_there_is_none_is_asked():
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", "B - Flanders\nEDIT2: forget the edit.")
    assert sheet.orders == ()
    assert any(p.line == 2 for p in sheet.problems)


@pytest.mark.parametrize("rules_id, nation, order, correction, meant", [
    ("classic", "France", "3 armies 21 -> 27", "sorry, not 21 -> 27, it's 21 -> 26 with 2 armies", "2 armies 21 -> 26"),
    ("classic", "France", "3 armies 21 -> 27", "Correction: not 21 -> 27 but 3 armies 21 -> 26", "3 armies 21 -> 26"),
    ("classic", "France", "3 armies 21 -> 27", "oops: 21 -> 26 with 3 armies, not 21 -> 27", "3 armies 21 -> 26"),
    ("succheesion", "Crimsonia", "4 units 9 -> 8", "- sorry, not 9 -> 8, it's 12 -> 9 with 3 units.", "3 units 12 -> 9"),
    ("succheesion", "Crimsonia", "4 units 9 -> 8", "Not 9 -> 8, make it 12 -> 9 with 2 units", "2 units 12 -> 9"),
])
def test_a_route_corrected_by_a_whole_order_replaces_the_order_of_that_route(rules_id, nation, order, correction, meant):
    sheet = sheet_of(rules_id, nation, "start", f"{order}\n{correction}")
    assert sheet.problems == ()
    assert written(rules_id, "start", sheet) == [meant]


@pytest.mark.parametrize("remark", ["20 ships is enough.", "That should do.", "Three fleets will suffice."])
def test_a_remark_that_the_corrected_order_is_enough_is_set_aside(remark):
    sheet = sheet_of("eia", "Great Britain", "start", f"fleet Channel: do not intercept\n"
                                                      f"Actually, the Channel fleet should intercept. {remark}")
    assert sheet.problems == ()
    assert written("eia", "start", sheet) == ["fleet Channel: intercept"]


def test_only_the_unit_still_moving_is_a_remark_after_a_stay():
    sheet = sheet_of("eia", "Turkey", "turkey-land", "corps I: Stamboul - Salonica\ncorps II: Bulgaria - Serbia\n"
                                                     "EDIT: corps I stays in Stamboul. Only the Bulgarian corps moves.")
    assert sheet.problems == ()
    assert written("eia", "turkey-land", sheet) == ["corps II: Bulgaria - Serbia"]


def test_only_a_unit_that_has_no_move_is_not_taken_as_a_remark():
    sheet = sheet_of("eia", "Turkey", "turkey-land", "corps I: Stamboul - Salonica\ncorps II: Bulgaria - Serbia\n"
                                                     "EDIT: corps I stays in Stamboul. Only the Wallachian corps moves.")
    assert sheet.problems
