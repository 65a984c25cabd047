"""A refused line of several clauses offers its whole reading first (engine.words.meaning.nearest.whole_line):
the best order of each clause, in the line's order, joined by '; ' into one choice, so one click writes every
order of the line however many (a choice replaces the whole line), beside the three readings clause by clause.
It is read back and allowed like any choice; a line of one clause offers none."""

import pytest

from engine.words.meaning.nearest import most_of, whole_line
from tests.orders.test_nearest_readings import _refused


def _first(rules_id, where, nation, text):
    rules, board, state, sheet = _refused(rules_id, where, nation, text)
    (problem,) = sheet.problems
    first = problem.choices[0]
    read = rules.check_orders(rules.parse_orders(first, nation, state, board), state, board)
    assert not read.problems
    return first, rules.format_orders(list(read.orders), state, board).splitlines(), problem.choices


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "France",
     "Corps D should push on toward Baden whatever happens, corps F keeps its ground in Piedmont, corps C heads "
     "for Holland beyond the dunes, and corps G sits tight where it is",
     ["D - Baden", "F holds", "C - Holland", "G holds"]),
    ("napoleonic", "spring-1805-war", "Austria",
     "Corps D marches on toward Bavaria whatever comes, corps B keeps to Prague quietly", ["D - Bavaria", "B holds"]),
    ("classic", "start", "Britain",
     "the pair from 5 stroll over into 6 at dawn, the lone one in 1 wanders to 2 quietly, and raise one fresh "
     "army at 3 if cash allows", ["2 armies 5 -> 6", "1 army 1 -> 2", "buy 1 army in 3"]),
])
def test_a_line_of_several_orders_offers_them_all_in_one_choice(rules_id, where, nation, text, orders):
    first, read, choices = _first(rules_id, where, nation, text)
    assert read == orders and first == "; ".join(orders)
    assert len(choices) <= 4 and all("; " not in c for c in choices[1:])     # and three clause by clause


def test_a_line_of_one_clause_offers_no_whole_reading():
    rules, board, state, sheet = _refused("napoleonic", "spring-1805-war", "France",
                                          "Corps D should push on toward Baden whatever happens")
    assert sheet.problems[0].choices and all("; " not in c for c in sheet.problems[0].choices)


def test_the_whole_reading_takes_each_clause_once_and_needs_two():
    firsts = [(-9, 0, "A - X"), (-8, 1, "B - Y"), (-7, 0, "A - Z"), (-6, 3, "C holds"), (-5, 4, "D - W")]
    assert whole_line(firsts, 4) == ("A - X; B - Y; C holds",)          # piece 4 is a whole sentence, no clause
    assert whole_line([(-9, 0, "A - X"), (-3, 2, "A - X")], 3) == ()       # two clauses read the same order
    assert whole_line([(-9, 0, "A - X")], 2) == ()


def test_three_readings_are_kept_beside_the_whole_one():
    assert most_of(["A; B", "a", "b", "A; C", "c", "d"]) == ("A; B", "a", "b", "c")
    assert most_of(["a", "b", "c", "d"]) == ("a", "b", "c")
