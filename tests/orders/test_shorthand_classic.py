"""Issue 22, the classic veteran's shorthand: the count after the route ('58>55 x3', 'E>F x2s', '109->110 2a',
'T->S 3s att Italy'), purchases with a plus or a 'b' ('+1s T', 'b3@61', 'bb 2 arm in 5'), counts said as
'a pair', 'a trio'. Each gives exactly its orders; what the shorthand does not explain is refused."""

import pytest

from .bundled import words
from tests.corpus.positions import position
from engine.rulesets import ruleset
from engine.rulesets.classic.shorthand import written_out
from engine.rulesets.classic.syntax import Names

RULES = ruleset("classic")
BOARD, START = position("classic", "start")


def read(text, nation="Prussia"):
    sheet = words(RULES, text, nation, START, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("nation, text, orders", [
    ("Prussia", "58>55 x3\n63>62 x2\nE>F x2s", ["3 armies 58 -> 55", "2 armies 63 -> 62", "2 ships E -> F"]),
    ("Prussia", "58 > 55 x 3", ["3 armies 58 -> 55"]),
    ("Prussia", "58>55 3x", ["3 armies 58 -> 55"]),
    ("Prussia", "58-57 3a", ["3 armies 58 -> 57"]),
    ("Prussia", "E>F 2s att", ["2 ships E -> F attack"]),
    ("Carthage", "T->S 3s att Italy. 109->110 2a. +1s T.", ["3 ships T -> S attack Italy", "2 armies 109 -> 110",
                                                             "buy 1 ship in T"]),
    ("Carthage", "t>s x3 atk Italy", ["3 ships T -> S attack Italy"]),
    ("Prussia", "b3@61", ["buy 3 armies in 61"]),
    ("Prussia", "+2a 61", ["buy 2 armies in 61"]),
    ("Prussia", "b 2 arm @ 58", ["buy 2 armies in 58"]),
    ("Britain", "bb 2 arm in 5", ["buy 2 armies in 5"]),
    ("Britain", "+1 shp I", ["buy 1 ship in I"]),
    ("Italy", "A pair of armies from 36 to 35; a trio from 37 to 36.", ["2 armies 36 -> 35", "3 armies 37 -> 36"]),
    ("Italy", "a trio of armies 37 -> 36", ["3 armies 37 -> 36"]),
    ("Italy", "a quartet of ships S -> R", ["4 ships S -> R"]),
    ("Prussia", "mv 3 58 57", ["3 armies 58 -> 57"]),
    ("Prussia", "gv 5g Russia", ["give 5 gold to Russia"]),
    ("Prussia", "58->57 (3)", ["3 armies 58 -> 57"]),
    ("Prussia", "3x 58>57", ["3 armies 58 -> 57"]),
    ("Prussia", "E-F: 2s", ["2 ships E -> F"]),
    ("Prussia", "buy 2a in 58", ["buy 2 armies in 58"]),
    ("Prussia", "2a 58>57", ["2 armies 58 -> 57"]),
    ("Prussia", "2s E>F atk Vikings", ["2 ships E -> F attack Vikings"]),
    ("Prussia", "58>57 all", ["all armies 58 -> 57"]),
    ("Prussia", "+3a 58, +1s E", ["buy 3 armies in 58", "buy 1 ship in E"]),
])
def test_the_veterans_shorthand_reads_in_full(nation, text, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("text", [
    "58>55 x3 x2",          # two counts
    "58>55 x3s",            # ships from a province
    "58>55 2a att Austria",  # armies do not 'attack' a nation: they move
    "+2s 61",               # ships bought in a province
    "58>55 x3 then 57",
    "a handful of armies 58 -> 55",
    "+ 1s E",               # a bullet or a plus? never dropped as chatter
    "mv 3 58 57 59",
    "gv 5g Russia Turkey",
    "2a 58>57 x3",
])
def test_what_the_shorthand_does_not_explain_is_refused(text):
    orders, problems = read(text)
    assert problems and orders == []


def test_a_count_typed_short_without_a_place_is_chatter():
    sheet = words(RULES, "Gonna win x2", "Prussia", START, BOARD)
    assert sheet.orders == () and sheet.problems == () and sheet.chatter


def test_long_or_hostile_lines_are_no_shorthand():
    names = Names(BOARD, START)
    for hostile in (" " * 100_000, "," * 100_000, "x" * 100_000, "58>55 " + "x3 " * 30_000, "+" * 100_000):
        assert written_out(hostile, names) is None
