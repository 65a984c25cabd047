"""Counts in the reader by meaning (engine.words.meaning.slots): a number counts the word after it, so one
beside a word that is no unit word ('the two lads aboard') is never the count of the units ordered."""

from __future__ import annotations

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


def _read(rid: str, nation: str, text: str, where: str = "start"):
    rules = ruleset(rid)
    board, state = position(rid, where)
    sheet = rules.parse_orders(text, nation, state, board)
    return rules.format_orders(sheet.orders, state, board).strip().splitlines(), sheet


@pytest.mark.parametrize("rid, nation, where, text, orders", [
    ("classic", "Britain", "britons-aboard", "Ships in I sail to C with the two lads aboard.", ["3 ships I -> C"]),
    ("classic", "Britain", "britons-aboard", "The ships in I make for C, three hundred sailors cheering.",
     ["3 ships I -> C"]),
    ("classic", "Britain", "britons-aboard", "Our ships at I head into C with 2 redcoat regiments... no: with "
                                              "the 2 redcoats", []),
    ("napoleonic", "France", "start", "Corps D, forty thousand bayonets strong, marches into Baden.", ["D - Baden"]),
])
def test_a_number_beside_a_word_that_is_no_unit_word_is_not_the_units_count(rid, nation, where, text, orders):
    got, sheet = _read(rid, nation, text, where)
    assert [g for g in got if g] == orders
    assert bool(sheet.problems) == (not orders)


@pytest.mark.parametrize("rid, nation, where, text", [
    ("classic", "Britain", "britons-aboard", "Send two lads from 3 to 6."),      # the lads may be the armies
    ("napoleonic", "France", "start", "Two redcoats march to Baden."),
])
def test_a_count_of_something_else_with_no_unit_said_stays_refused(rid, nation, where, text):
    got, sheet = _read(rid, nation, text, where)
    assert [g for g in got if g] == [] and sheet.problems


def test_a_count_of_money_or_a_short_unit_word_is_still_the_orders_count():
    assert _read("classic", "Britain", "We give 10 gold to France, with our thanks.")[0] == ["give 10 gold to France"]
    assert _read("classic", "Britain", "buy two Cossack armies in 3")[0] == ["buy 2 armies in 3"]
