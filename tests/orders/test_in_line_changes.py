"""Corrections inside a line that engine.words.retracted leaves (engine.words.in_line_changes): the count changed,
the place changed by 'make it', the attempt kept after a doubt, a part of the attempt kept by 'just'; and a
retraction whose last word is a question or a condition stays asked, never a remark."""

from __future__ import annotations

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


def _read(rs: str, nation: str, pos: str, text: str):
    board, state = position(rs, pos)
    rules = ruleset(rs)
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    shown = rules.format_orders(list(sheet.orders), state, board).splitlines() if sheet.orders else []
    return shown, sheet


@pytest.mark.parametrize("rs, nation, pos, text, want", [
    ("succheesion", "Maustria", "start", "build 2 Guard Infantry in 21? no, 1 Guard Infantry",
     ["build 1 Guard Infantry in 21"]),
    ("succheesion", "Maustria", "start", "build 2 Guard Infantry in 21... actually, make it 1 Guard Infantry",
     ["build 1 Guard Infantry in 21"]),
    ("classic", "Turkey", "start", "3 armies 48 -> 47 - actually make it 2, one stays in the city",
     ["2 armies 48 -> 47"]),
    ("classic", "Turkey", "start", "3 armies 48 -> 47, no, 2 armies, the other one stays behind",
     ["2 armies 48 -> 47"]),
    ("classic", "Turkey", "start", "buy 2 armies in 48? no, 1 army", ["buy 1 army in 48"]),
    ("napoleonic", "France", "spring-1805-war", "build 2 infantry in Paris - wait, make it 1 infantry",
     ["build infantry in Paris"]),
    ("napoleonic", "France", "spring-1805-war", "build 1 infantry in Paris, no, 2 infantry", ["build 2 infantry in Paris"]),
])
def test_the_count_changed_in_the_line(rs, nation, pos, text, want):
    shown, sheet = _read(rs, nation, pos, text)
    assert shown == want and not sheet.problems, sheet.problems


@pytest.mark.parametrize("rs, nation, pos, text", [
    ("classic", "Turkey", "start", "3 armies 48 -> 47 - actually make it 2, one goes to 49"),    # the rest moves
    ("classic", "Turkey", "start", "3 armies 48 -> 47 - actually make it 2, two stay in the city"),  # 3 - 2 is one
    ("classic", "Turkey", "start", "3 armies 48 -> 47 - actually make it 46"),     # a place by its number, or a count?
    ("succheesion", "Maustria", "start", "build 2 Guard Infantry in 21... actually, make it 1"),    # region 1?
    ("succheesion", "Maustria", "start", "build 2 Guard Infantry in 21? no, 1 Guard Infantry if we can pay"),
    ("succheesion", "Maustria", "start", "build 2 Guard Infantry in 21? no, 1 Guard Infantry?"),
])
def test_an_unsure_count_change_is_never_taken(rs, nation, pos, text):
    shown, sheet = _read(rs, nation, pos, text)
    assert sheet.problems, shown


@pytest.mark.parametrize("rs, nation, pos, text, want", [
    ("napoleonic", "Spain", "spring-1805-war", "squadron 4 to the Bay of Biscay -- wait, it's already in Biscay. Make "
     "it the Atlantic Ocean then.", ["squadron 4 - Atlantic Ocean"]),
    ("eia", "France", "france-land", "corps III: Picardy - Flanders - wait, Flanders is crowded. Make it Brabant.",
     ["corps III: Picardy - Brabant"]),
])
def test_make_it_changes_the_place(rs, nation, pos, text, want):
    shown, sheet = _read(rs, nation, pos, text)
    assert shown == want and not sheet.problems, sheet.problems


@pytest.mark.parametrize("rs, nation, pos, text, want", [
    ("napoleonic", "France", "spring-1805-war",
     "Corps F rides for Genoa. Oh wait, I promised Genoa to nobody... fine, Genoa.", ["F - Genoa"]),
    ("classic", "Turkey", "start", "2 armies 97 -> 100? Hmm, wait, is 100 safe... ok, 100 it is.",
     ["2 armies 97 -> 100"]),
])
def test_the_attempt_kept_after_a_doubt(rs, nation, pos, text, want):
    shown, sheet = _read(rs, nation, pos, text)
    assert shown == want and not sheet.problems, sheet.problems


@pytest.mark.parametrize("rs, nation, pos, text", [
    ("napoleonic", "France", "spring-1805-war",
     "Corps F rides for Genoa. Oh wait, I promised Genoa to Austria... fine, Genoa if Austria agrees?"),
    ("napoleonic", "France", "spring-1805-war",
     "Corps F rides for Genoa. Oh wait, I promised Genoa to Austria... fine, Genoa if Austria agrees."),
])
def test_a_doubt_not_settled_on_the_attempt_is_asked(rs, nation, pos, text):
    shown, sheet = _read(rs, nation, pos, text)
    assert sheet.problems


def test_just_keeps_the_part_of_the_attempt_it_names():
    shown, sheet = _read("napoleonic", "Russia", "spring-1805-war", "Corps C goes into Kiev and its scouts look into "
                         "Podolia? No, forget the scouting, just Kiev.")
    assert shown == ["C - Kiev"] and not sheet.problems, sheet.problems


@pytest.mark.parametrize("rs, nation, pos, text", [
    ("eia", "France", "france-land",
     "corps II from Alsace goes to Baden and attacks there? No, no Austrians in Baden. Just goes if Sweden agrees."),
    ("napoleonic", "France", "spring-1805-war",
     "E - Champagne? No, the roads are bad. Maybe Burgundy?"),
])
def test_a_retraction_whose_last_word_is_a_question_or_a_condition_is_asked(rs, nation, pos, text):
    shown, sheet = _read(rs, nation, pos, text)
    assert not shown and sheet.problems, sheet.chatter


@pytest.mark.parametrize("rs, nation, pos, text, want", [
    ("classic", "Turkey", "start", "2 armies 97 -> 100, actually the best road", ["2 armies 97 -> 100"]),
    ("napoleonic", "France", "spring-1805-war", "E - Champagne, actually the best road", ["E - Champagne"]),
])
def test_near_misses_stay_orders(rs, nation, pos, text, want):
    shown, _ = _read(rs, nation, pos, text)
    assert shown == want


def test_a_long_line_reads_linearly():
    import time
    rules = ruleset("classic")
    board, state = position("classic", "start")
    text = "3 armies 48 -> 47 - actually make it 2" + " " * 100_000 + ", one stays"
    start = time.perf_counter()
    rules.parse_orders(text, "Turkey", state, board)
    assert time.perf_counter() - start < 5


@pytest.mark.parametrize("rs, nation, pos, text, want", [
    ("classic", "Vikings", "start", "The host of Oslo, all three, sails... no. They walk. They walk to Jamtland (64).",
     ["3 armies 68 -> 64"]),
    ("napoleonic", "Russia", "spring-1805-war", "Corps D sails... no. It marches to Smolensk.",
     ["D - Smolensk"]),
])
def test_an_attempt_stopped_at_its_verb_told_again(rs, nation, pos, text, want):
    shown, sheet = _read(rs, nation, pos, text)
    assert shown == want and not sheet.problems, sheet.problems


def test_an_attempt_stopped_at_its_verb_and_a_new_order_for_others_is_asked():
    shown, sheet = _read("classic", "Vikings", "start", "The host of Oslo, all three, sails... no. The ships row to C.")
    assert "3 armies 68 -> 64" not in shown and sheet.problems
