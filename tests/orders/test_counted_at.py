"""Classic moves written as a place's name, a count and an arrow (round 22, helper Nn:
engine.rulesets.classic.counted_at): 'Moscow 3 -> 88', 'Berlin pair -> Saxony', "Castile's three -> 15"; a bare
number or letter before the count, another word than an arrow, a condition, a question stay refused."""

import pytest

from engine.rulesets.classic.counted_at import place_counted
from engine.words.reading import Names
from tests.corpus.positions import position
from tests.orders.bundled import checked


@pytest.mark.parametrize("nation, text, want", [
    ("Russia", "Moscow 3 -> 88", ["3 armies 89 -> 88"]),
    ("Russia", "- Moscow 3 -> 88", ["3 armies 89 -> 88"]),
    ("Prussia", "Berlin pair -> 55", ["2 armies 58 -> 55"]),
    ("Prussia", "the Berlin trio -> 55", ["3 armies 58 -> 55"]),
    ("Spain", "Castile's three -> 15", ["3 armies 14 -> 15"]),
    ("Spain", "Castile 1 -> 15", ["1 army 14 -> 15"]),
])
def test_read(nation, text, want):
    shown, sheet = checked("classic", nation, "start", text)
    assert shown == want and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("nation, text", [
    ("Russia", "Moscow 3 -> 88 if Prussia attacks"),       # a condition
    ("Russia", "Moscow 3 -> 88?"),                          # a question
    ("Russia", "Moscow 5 -> 88"),                           # more than stand there
    ("Russia", "89 3 -> 88"),                               # a bare number first: two places, or a typo
    ("Russia", "Moscow 3 -> 88 next turn"),                 # a plan for later
    ("Prussia", "Moscow 3 -> 88"),                          # another nation's armies
    ("Russia", "- Moscow 3 -> 88 (Smolensk)"),              # the bracket names another place than 88
])
def test_near_misses_refused(nation, text):
    shown, sheet = checked("classic", nation, "start", text)
    assert sheet.problems and not shown, shown


def test_the_shape():
    board, state = position("classic", "start")
    names = Names(board, state)
    assert place_counted("Moscow 3 -> 88", names) == ["3 armies Moscow -> 88"]
    assert place_counted("Moscow 3 to 88", names) == []         # only an arrow after the count
    assert place_counted("Moscow went -> 88", names) == []
    assert place_counted("Moscow 300 -> 88", names) == []
    assert place_counted("Moscow " + "3 " * 50_000 + "-> 88", names) == []
    assert place_counted(" " * 100_000, names) == []
