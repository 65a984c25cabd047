"""A subject naming units by where they stand with a count ('The two corps in Alsace stay') where fewer or more
stand: the count is asked, never dropped (a hold or a march of the one unit there was a misread). Near-misses:
no count, a letter, the count that matches."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


def _read(rs: str, nation: str, pos: str, text: str):
    rules = ruleset(rs)
    board, state = position(rs, pos)
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    return [rules.format_orders([o], state, board).strip() for o in sheet.orders], sheet.problems


@pytest.mark.parametrize("text", [
    "The two corps in Alsace stay",            # one corps (D) in Alsace
    "The 2 corps in Alsace stay",
    "2 corps in Alsace hold",
    "our 2 corps in Alsace march to Baden",
    "The two corps in Alsace march to Baden",
    "I want the two corps in Alsace to hold",
    "The two corps in Alsace will stay where they are",
    "The three corps in Picardy stay",         # two (A, B) in Picardy
])
def test_a_count_that_does_not_match_is_asked_napoleonic(text):
    orders, problems = _read("napoleonic", "France", "spring-1805-war", text)
    assert orders == [] and problems


@pytest.mark.parametrize("text,expected", [
    ("The corps in Alsace stays", ["D holds"]),
    ("Corps D in Alsace holds", ["D holds"]),
    ("The one corps in Alsace stays", ["D holds"]),
    ("Both corps in Picardy hold", ["A holds", "B holds"]),
    ("The two corps in Picardy stay", ["A holds", "B holds"]),
    ("The corps in Alsace marches to Baden", ["D - Baden"]),
])
def test_no_count_or_the_right_one_is_read_napoleonic(text, expected):
    orders, problems = _read("napoleonic", "France", "spring-1805-war", text)
    assert orders == expected and not problems


@pytest.mark.parametrize("rs,nation,text", [
    ("classic", "Spain", "the three armies in 16 hold"),      # two armies in 16
    ("classic", "Spain", "the two armies in 17 stay"),        # one army in 17
    ("succheesion", "Randomia", "the 5 units in 42 stay"),   # four units in 42
    ("succheesion", "Randomia", "our 7 units in 16 march to 20"),
])
def test_a_count_that_does_not_match_is_asked_elsewhere(rs, nation, text):
    orders, problems = _read(rs, nation, "start", text)
    assert orders == [] and problems
