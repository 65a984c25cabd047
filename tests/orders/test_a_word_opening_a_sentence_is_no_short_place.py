"""Issue 22, round 14: a word a sentence opens with, written with its capital ('And', 'Then', 'Also', 'Now'), is
never taken for the short form of a place ('And' for Andalusia): 'And we make alliance with Austria, please.' was
refused as a move (fresh9, fresh7: two writers). Short forms of places still read ('Sax', 'Bdbg')."""

import pytest

from engine.words.reading import Names
from tests.corpus.positions import position
from tests.orders.bundled import sheet_of, written


@pytest.mark.parametrize("word", ["And", "Then", "Also", "Now", "But", "With", "From", "Some"])
def test_a_function_word_is_no_short_place(word):
    board, state = position("napoleonic", "start")
    assert Names(board, state).abbreviation(word) is None


@pytest.mark.parametrize("short,name", [("Sax", "Saxony"), ("Bdbg", "Brandenburg"), ("Andal", "Andalusia")])
def test_a_short_form_of_a_place_still_reads(short, name):
    board, state = position("napoleonic", "start")
    assert board.name(Names(board, state).abbreviation(short)) == name


@pytest.mark.parametrize("rules_id,nation,where,text,orders", [
    ("napoleonic", "Naples", "start", "And we make alliance with Austria, please.", ["alliance with Austria"]),
    ("napoleonic", "Spain", "start", "Then we build 2 infantry in Madrid.", ["build 2 infantry in Madrid"]),
    ("classic", "Spain", "start", "And 3 armies 14 -> 15.", ["3 armies 14 -> 15"]),
])
def test_a_sentence_opening_with_a_function_word_reads(rules_id, nation, where, text, orders):
    sheet = sheet_of(rules_id, nation, where, text)
    assert not sheet.problems, sheet.problems
    assert written(rules_id, where, sheet) == orders
