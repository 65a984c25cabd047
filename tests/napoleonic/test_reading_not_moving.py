"""A unit told not to move (issue 22): 'Corps A does not move', 'will not stir this spring', "won't budge",
'Squadron 1 does not move' hold; with anything more after it ('does not move to Holstein', 'unless attacked') the
line is refused, asked."""

import pytest

from tests.corpus.positions import position

RULES = __import__("engine.rulesets", fromlist=["ruleset"]).ruleset("napoleonic")
BOARD, WAR = position("napoleonic", "spring-1805-war")


def read(text, nation):
    sheet = RULES.parse_orders(text, nation, WAR, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], sheet.problems


@pytest.mark.parametrize("nation, text, orders", [
    ("Denmark", "Corps A does not move.", ["A holds"]),
    ("Denmark", "Corps A will not stir this spring", ["A holds"]),
    ("Denmark", "A won't budge", ["A holds"]),
    ("Denmark", "Squadron 1 does not move", ["squadron 1 holds"]),
    ("Denmark", "Corps A does not move, B marches to Gotesburg", ["A holds", "B - Gotesburg"]),
    ("Denmark", "Corps A is to stay put", ["A holds"]),
    ("Russia", "Corps A will not move", ["A holds"]),
    ("France", "corps E shall not leave this turn", ["E holds"]),
    ("Spain", "Squadron 3 will not put to sea", ["squadron 3 holds"]),
    ("Austria", "Corps B must not advance an inch", ["B holds"]),
])
def test_a_unit_told_not_to_move_holds(nation, text, orders):
    assert read(text, nation) == (orders, ())


@pytest.mark.parametrize("text", ["Corps A does not move to Holstein", "Corps A doesn't move unless attacked",
                                  "Corps A will not move until B arrives"])
def test_not_moving_with_more_said_is_refused(text):
    orders, problems = read(text, "Denmark")
    assert orders == [] and problems


def test_told_to_march_with_no_place_is_no_hold():
    orders, problems = read("Corps B is to march", "Austria")
    assert orders == [] and problems
