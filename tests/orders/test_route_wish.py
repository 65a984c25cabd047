"""A way asked for in brackets beside a move ('Corps A marches to the Abruzzi (via Rome if possible)'): refused
naming the place, never the move read without its way. Near-misses: a note of purpose, a note naming the move's
own places, a note of where the unit stands, a note naming no place."""

import time

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


def _read(rs: str, nation: str, pos: str, text: str):
    rules = ruleset(rs)
    board, state = position(rs, pos)
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    return [rules.format_orders([o], state, board).strip() for o in sheet.orders], sheet.problems


@pytest.mark.parametrize("rs,nation,pos,text", [
    ("napoleonic", "Naples", "spring-1805-war", "Corps A marches to the Abruzzi (via Rome if possible)."),
    ("napoleonic", "Naples", "spring-1805-war", "Corps A marches to the Abruzzi (through Rome, if it can)."),
    ("napoleonic", "France", "spring-1805-war", "Corps D marches to Baden (by way of Lorraine)."),
    ("classic", "Spain", "start", "my 2 armies in 16 go to 15 (via 17 please)"),
])
def test_a_way_through_another_place_is_refused(rs, nation, pos, text):
    orders, problems = _read(rs, nation, pos, text)
    assert orders == [] and problems


@pytest.mark.parametrize("rs,nation,pos,text,expected", [
    ("napoleonic", "Naples", "spring-1805-war", "Corps A marches to the Abruzzi (to keep the French at arm's length).",
     ["A - Abruzzi"]),
    ("napoleonic", "Naples", "spring-1805-war", "Corps A marches to the Abruzzi (through the Abruzzi hills).",
     ["A - Abruzzi"]),
    ("napoleonic", "Naples", "spring-1805-war", "Corps A marches from Naples to the Abruzzi (passing Naples).",
     ["A Naples - Abruzzi"]),
    ("napoleonic", "Naples", "spring-1805-war", "Corps A marches to the Abruzzi (the one in Naples).",
     ["A - Abruzzi"]),
    ("napoleonic", "Naples", "spring-1805-war", "Corps A marches to the Abruzzi (on the way to glory).",
     ["A - Abruzzi"]),
])
def test_other_notes_leave_the_move_read(rs, nation, pos, text, expected):
    orders, problems = _read(rs, nation, pos, text)
    assert orders == expected and not problems


def test_a_long_note_is_read_in_linear_time():
    start = time.monotonic()
    _read("napoleonic", "Naples", "spring-1805-war", "Corps A marches to the Abruzzi (via" + " x" * 50_000 + ")")
    _read("napoleonic", "Naples", "spring-1805-war", "Corps A marches to the Abruzzi (via" + " " * 100_000 + "Rome)")
    assert time.monotonic() - start < 20
