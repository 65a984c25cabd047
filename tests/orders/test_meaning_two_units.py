"""Two units in one sentence said short: 'both squadrons' / 'our two squadrons' name the nation's two units of
that word when it has exactly two, each named one by one (engine.words.meaning.slots); a rank with its unit word
left out ('..., the first stays in the Kattegat', 'the Second from Silesia') takes the unit word the sentence
says (engine.words.meaning.ordinals)."""

from __future__ import annotations

import pytest

from engine.words.meaning.ordinals import with_unit_words
from tests.orders.bundled import parsed as _read




@pytest.mark.parametrize("rid, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "Denmark", "Both squadrons put out into the Skagerrak.",
     ["squadron 1 - Skagerrak", "squadron 2 - Skagerrak"]),
    ("napoleonic", "spring-1805-war", "Denmark", "Admiral, our two squadrons are to remain in the Kattegat.",
     ["squadron 1 holds", "squadron 2 holds"]),
    ("napoleonic", "spring-1805-war", "Denmark", "Corps A goes to Hanover, and both squadrons sail into the Skagerrak.",
     ["A - Hanover", "squadron 1 - Skagerrak", "squadron 2 - Skagerrak"]),
    ("eia", "spain-land", "Spain", "Both corps march to Extremadura.",
     ["corps I: Madrid - Extremadura", "corps II: Andalusia - Extremadura"]),
    ("napoleonic", "spring-1805-war", "Denmark", "The first squadron sails into the Skagerrak, the second stays in the Kattegat.",
     ["squadron 1 - Skagerrak", "squadron 2 holds"]),
    ("eia", "prussia-land", "Prussia", "Both corps march to Saxony: the First from Brandenburg, the Second from Silesia.",
     ["corps I: Brandenburg - Saxony", "corps II: Silesia - Saxony"]),
    ("eia", "prussia-land", "Prussia", "The Second Corps goes to Saxony, and the First follows to Saxony as well.",
     ["corps I: Brandenburg - Saxony", "corps II: Silesia - Saxony"]),
])
def test_two_units_said_short_are_each_read(rid, where, nation, text, orders):
    got, sheet = _read(rid, nation, text, where)
    assert sorted(got) == sorted(orders) and not sheet.problems


@pytest.mark.parametrize("rid, where, nation, text", [
    ("napoleonic", "spring-1805-war", "France", "Both corps go to Champagne."),           # France has more than two
    ("napoleonic", "spring-1805-war", "Russia", "Our two squadrons sail to the Baltic."),
])
def test_both_of_more_than_two_units_is_never_read_as_two(rid, where, nation, text):
    got, sheet = _read(rid, nation, text, where)
    assert not got and sheet.problems


@pytest.mark.parametrize("said, back", [
    ("the second squadron sails, the first stays", "the second squadron sails, the first squadron stays"),
    ("Berlin, the first of March, corps A holds", "Berlin, the first of March, corps A holds"),
    ("the first send failed", "the first send failed"),
    ("the First, the Second and the Third hold: all corps", "the First corps, the Second corps and the Third corps hold: all corps"),
])
def test_a_bare_rank_takes_the_unit_word_said(said, back):
    assert with_unit_words(said, {"corps", "squadron"}) == back


def test_ranks_stay_linear():
    assert with_unit_words("the first " * 1000 + "corps", {"corps"}).count("corps") <= 1001
