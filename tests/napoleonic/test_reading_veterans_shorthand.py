"""Issue 22 round 11: the terse veteran's napoleonic shorthand. A stay said of every unit of a list after a
question ('sq 4 + 5 -> X? no, both hold') holds each of them (it held the first and dropped the rest in
silence); a count, a unit word and a place with no verb is a build, the only order it can be; squadrons
listed with their word again or a plus ('sq2 + sq3', 'sq1, sq2 ->'); a sea by the part of its name no other
sea has, in lower case ('sq10 -> ionian')."""

from __future__ import annotations

import pytest

from tests.orders.bundled import checked, sheet_of, written


def _read(text: str, nation: str, where: str = "start"):
    sheet = sheet_of("napoleonic", nation, where, text)
    return written("napoleonic", where, sheet), sheet.problems


# The misread first: 'both', 'all three', 'each' after a list of units is every unit of the list.
@pytest.mark.parametrize("text, nation, orders", [
    ("sq1 + sq2 -> Skagerrak? no, both stay", "Denmark", ["squadron 1 holds", "squadron 2 holds"]),
    ("- sq 1, 2, 3 -> North Sea? nah, all three hold", "Great Britain",
     ["squadron 1 holds", "squadron 2 holds", "squadron 3 holds"]),
    ("sq 2 + 3 to the Atlantic Ocean? no, each stays", "France", ["squadron 2 holds", "squadron 3 holds"]),
])
def test_a_stay_said_of_both_units_of_a_question_holds_each_of_them(text, nation, orders):
    assert _read(text, nation, "spring-1805-war")[0] == orders


def test_all_three_of_a_list_of_two_is_no_hold_of_one_of_them():
    orders, _ = _read("sq1 + sq2 -> Skagerrak? no, all three stay", "Denmark", "spring-1805-war")
    assert "squadron 1 holds" not in orders or "squadron 2 holds" in orders


@pytest.mark.parametrize("text, nation, orders", [
    ("- 2 cav Brandenburg", "Prussia", ["build 2 cavalry in Brandenburg"]),
    ("3 inf old castile, 1 art madrid", "Spain", ["build 3 infantry in Old Castile", "build artillery in Madrid"]),
    ("b 2 inf Silesia", "Prussia", ["build 2 infantry in Silesia"]),
    ("+1 sqn Baltic Sea", "Russia", ["build squadron in Baltic Sea"]),
    ("1 artillery Tyrol", "Austria", ["build artillery in Tyrol"]),
])
def test_a_count_a_unit_word_and_a_place_are_a_build(text, nation, orders):
    assert _read(text, nation) == (orders, ())


def test_a_count_and_a_unit_word_before_no_place_stay_refused():
    orders, problems = _read("2 inf tomorrow", "France")
    assert orders == [] and problems


def test_a_build_with_no_verb_outside_the_home_provinces_is_refused_by_the_rules():
    orders, sheet = checked("napoleonic", "Spain", "start", "- 1 cav Lisbon")
    assert orders == [] and "Lisbon" in str(sheet.problems[0])


@pytest.mark.parametrize("text, nation, orders", [
    ("sq4 + sq5 stay in north sea", "Great Britain", ["squadron 4 holds", "squadron 5 holds"]),
    ("sq1, sq2 -> Western Baltic", "Denmark", ["squadron 1 - Western Baltic", "squadron 2 - Western Baltic"]),
    ("sqn 4 & sqn 5 -> Adriatic Sea", "France", ["squadron 4 - Adriatic Sea", "squadron 5 - Adriatic Sea"]),
])
def test_squadrons_listed_with_their_word_again(text, nation, orders):
    assert _read(text, nation, "spring-1805-war")[0] == orders


def test_squadrons_listed_with_a_note_in_brackets():
    orders, _ = _read("sq 2, 3 stay in Biscay (blockade)", "France", "spring-1805-war")
    assert orders == ["squadron 2 holds", "squadron 3 holds"]


@pytest.mark.parametrize("text, nation, order", [
    ("sq4 -> libyan", "Russia", "squadron 4 - Libyan Sea"),
    ("sq 2 -> balearic", "Spain", "squadron 2 - Balearic Sea"),
    ("sq9 -> sardinian", "Great Britain", "squadron 9 - Sardinian Sea"),
])
def test_a_sea_by_its_own_word_in_lower_case(text, nation, order):
    assert _read(text, nation, "spring-1805-war")[0] == [order]


def test_an_everyday_word_is_never_a_sea():
    assert _read("sq 1 -> middle", "France", "spring-1805-war")[0] == []


@pytest.mark.parametrize("text, nation, order", [
    ("xfer 1c A->C", "Denmark", "transfer 1 cavalry from A to C"),
    ("trf 1i A > G", "Austria", "transfer 1 infantry from A to G"),
    ("xfer 1a A->H", "France", "transfer 1 artillery from A to H"),
])
def test_a_transfer_with_its_count_run_into_the_arm(text, nation, order):
    assert _read(text, nation) == ([order], ())
