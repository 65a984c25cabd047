"""Orders said as where the units should be when the turn ends (engine.words.meaning.outcomes), in every
ruleset: the march there, or the stay where the unit stands; a frame of another time is never this turn's."""

from __future__ import annotations

import pytest

from engine.rulesets import ruleset
from engine.words.meaning.outcomes import frame
from tests.corpus.positions import position


def _read(rid: str, nation: str, text: str, where: str = "start"):
    rules = ruleset(rid)
    board, state = position(rid, where)
    sheet = rules.parse_orders(text, nation, state, board)
    return [o for o in rules.format_orders(sheet.orders, state, board).strip().splitlines() if o], sheet


@pytest.mark.parametrize("rid, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "France",
     "When the season is over, corps D is to be stationed in Baden and squadron 4 should be in the Western Mediterranean.",
     ["D - Baden", "squadron 4 - Western Mediterranean"]),
    ("napoleonic", "spring-1805-war", "France",
     "Aims for this turn: corps G in Normandy, corps C in Holland and squadron 1 in the North Sea!",
     ["G - Normandy", "C - Holland", "squadron 1 - North Sea"]),
    ("napoleonic", "spring-1805-war", "Austria",
     "We'd like corps D to finish the turn in Bavaria, and corps B in Saxony by the end of spring.",
     ["D - Bavaria", "B - Saxony"]),
    ("napoleonic", "spring-1805-war", "Austria", "At the end of this turn I need corps E still in Buda.", ["E holds"]),
    ("eia", "prussia-land", "Prussia", "By the end of the land step corps I should stand in Magdeburg.",
     ["corps I: Brandenburg - Magdeburg"]),
    ("classic", "start", "Turkey", "Our two ships in the Aegean should end the turn in the Black Sea (P).",
     ["2 ships M -> P"]),
])
def test_an_outcome_is_read_as_the_order_that_gives_it(rid, where, nation, text, orders):
    got, sheet = _read(rid, nation, text, where)
    assert got == orders and not sheet.problems


@pytest.mark.parametrize("rid, where, nation, text", [
    ("napoleonic", "spring-1805-war", "France", "By the end of summer corps D should be in Baden."),   # next season
    ("napoleonic", "spring-1805-war", "France", "By the end of the year I want corps D in Bavaria."),
    ("napoleonic", "spring-1805-war", "Austria", "Corps D and corps B, by the end of autumn: Bavaria and Saxony."),
    ("napoleonic", "spring-1805-war", "Austria", "I want corps D in Tyrol to attack by the end of the turn."),
])
def test_an_outcome_of_another_time_or_with_another_verb_stays_refused(rid, where, nation, text):
    got, sheet = _read(rid, nation, text, where)
    assert got == [] and sheet.problems


def test_the_frame_is_taken_out_and_a_passive_is_left_alone():
    assert frame("By the end of spring, corps A should be standing in Mecklenburg", frozenset({"spring"})).text \
        == "corps A in Mecklenburg"
    said = frame("Wallonia is to be held by corps C", frozenset())
    assert not said.outcome and said.text == "Wallonia is to be held by corps C"
    assert frame("at the end of summer corps A in Baden", frozenset({"spring"})).other_time == "at the end of summer"


def test_a_long_line_of_frame_words_is_quick():
    frame("end " * 20000, frozenset())
    frame("should be " * 10000 + "x", frozenset())
