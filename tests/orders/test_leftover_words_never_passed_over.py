"""Issue 22 round 10: the reader by meaning never reads a sentence passing over a word it cannot place where a
name may stand (engine.words.meaning.leftovers): a word in a step of a route, after an arrow, a dash or 'to'
and a place ('D - Thuringia foo bar'), or a capitalised word after the unit or place it read ('... and
Zorblat'). The line is refused (or asked), never read without it; filler, manners and a purpose stay passable."""

from __future__ import annotations

import pytest

from tests.orders.bundled import sheet_of, written


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("napoleonic", "spring-1805-war", "France", "D - Thuringia foo bar"),
    ("napoleonic", "spring-1805-war", "France", "D to Thuringia glorp"),
    ("napoleonic", "spring-1805-war", "France", "Corps D goes to Thuringia and Zorblat"),
    ("napoleonic", "spring-1805-war", "France", "Corps D marches to Thuringia and frobs Xyzzy"),
    ("napoleonic", "spring-1805-war", "France", "Corps D goes to Thuringia, and Zorblat to Baden"),
    ("classic", "start", "Spain", "Three armies march from Castile into Portugal glorp"),
    ("classic", "start", "Spain", "the 3 armies in castile to portugal zing zang"),
    ("classic", "start", "Spain", "The armies in Castile go to Portugal and Vexland"),
    ("eia", "prussia-land", "Prussia", "Corps II goes on to Saxony blix"),
    ("eia", "prussia-land", "Prussia", "Corps II - Saxony Quorvia"),
])
def test_a_word_it_cannot_place_is_never_passed_over(rules_id, where, nation, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert not written(rules_id, where, sheet) and sheet.problems, written(rules_id, where, sheet)


@pytest.mark.parametrize("rules_id, where, nation, text, read", [
    ("napoleonic", "spring-1805-war", "France", "D - Thuringia, quickly please", ["D - Thuringia"]),
    ("napoleonic", "spring-1805-war", "France", "Corps D marches to Thuringia to guard the border", ["D - Thuringia"]),
    ("napoleonic", "spring-1805-war", "France", "Corps D marches to Thuringia with Murat", ["D - Thuringia"]),
    ("napoleonic", "spring-1805-war", "France", "Corps D marches to Thuringia, God willing", ["D - Thuringia"]),
    ("napoleonic", "start", "Russia", "alliance with Austria -- agreed by mail on Sunday", ["alliance with Austria"]),
    ("classic", "start", "Spain", "the 3 armies in castile to portugal pls", ["3 armies 14 -> 15"]),
    ("classic", "start", "Spain", "The armies in Castile go to Portugal, and let God judge", ["3 armies 14 -> 15"]),
    ("eia", "prussia-land", "Prussia", "Corps II marches to Saxony at once", ["corps II: Silesia - Saxony"]),
])
def test_filler_manners_and_a_purpose_stay_passable(rules_id, where, nation, text, read):
    sheet = sheet_of(rules_id, nation, where, text)
    assert written(rules_id, where, sheet) == read and not sheet.problems


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("napoleonic", "spring-1805-war", "Prussia", "My horse to Saxony"),
    ("napoleonic", "spring-1805-war", "Prussia", "the guns to Saxony"),
    ("eia", "prussia-land", "Prussia", "our foot into Saxony"),
    ("classic", "start", "Spain", "our foot into Portugal"),
])
def test_a_unit_said_by_its_arm_and_sent_is_refused_never_chatter(rules_id, where, nation, text):
    """engine.words.looks: 'my horse', 'our foot', 'the guns' with a word of going and a place is an order
    the reader cannot tell, never set aside as 'not an order'."""
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.problems and not sheet.chatter, sheet.chatter
