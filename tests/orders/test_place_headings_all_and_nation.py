"""succheesion: a place heading before `all units -> X` keeps 'all' (no count: it read the stack's count from the
position), and a heading that is both a nation's and a region's name ('Randomia:', where the region Randomia is)
before moves that say no place they start from is the region they start from, as the place headings beside it.
Near-misses: a heading before other orders, a move that names its start, a stay."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("succheesion")


def _read(text: str, nation: str = "Randomia"):
    board, state = position("succheesion", "start")
    sheet = RULES.check_orders(RULES.parse_orders(text, nation, state, board), state, board)
    return [RULES.format_orders([o], state, board).strip() for o in sheet.orders], sheet.problems


@pytest.mark.parametrize("text,expected", [
    ("Chance Hills: all units -> Adoen Shore", ["all units 16 -> 20"]),
    ("Chance Hills: all units go to Adoen Shore", ["all units 16 -> 20"]),
    ("Odds End: all units -> Randomia", ["all units 42 -> 15"]),
    ("Chance Hills: 3 units -> Adoen Shore", ["3 units 16 -> 20"]),
    ("Randomia: 5 units -> Odds End", ["5 units 15 -> 42"]),
    ("Randomia: 5 units to Odds End", ["5 units 15 -> 42"]),
    ("Randomia: all units -> Odds End", ["all units 15 -> 42"]),
    ("Randomia: 3 units -> Odds End, 2 units -> Chance Hills", ["3 units 15 -> 42", "2 units 15 -> 16"]),
    ("Chance Hills: all units -> Adoen Shore\nRandomia: 5 units -> Odds End\nraise cheese in Odds End",
     ["all units 16 -> 20", "5 units 15 -> 42", "raise cheese in 42"]),
])
def test_read(text, expected):
    orders, problems = _read(text)
    assert orders == expected and not problems


@pytest.mark.parametrize("text,expected", [
    ("Randomia: 5 units Chance Hills -> Adoen Shore", ["5 units 16 -> 20"]),   # the start said: the lead only
    ("Randomia: raise cheese in Odds End", ["raise cheese in 42"]),
    ("Randomia: 5 units stay", []),
    ("Chance Hills: all units stay", []),
])
def test_near_misses_read_as_before(text, expected):
    orders, problems = _read(text)
    assert orders == expected and not problems


def test_a_heading_that_is_no_region_gives_no_start():
    orders, problems = _read("Maustria: 5 units -> Odds End", "Maustria")
    assert orders == [] and problems           # no region Maustria: the lead left out, the start asked
