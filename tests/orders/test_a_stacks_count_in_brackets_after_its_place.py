"""Issue 22, round 14: a stack named by its place with its count in brackets ('The Berlin garrison (3) marches into
Saxony', 'Ejército de Toledo (3) marcha a ...', 'The Rubygate stack (4) moves to ...'), as writers of four corpora
do. On a map whose places are numbered the number may be a place too: it is read as the count only when a body of
so many units stands there; any other number is still refused (which place is meant?)."""

import pytest

from tests.corpus.positions import position
from engine.rulesets import ruleset


def read(rid, nation, text):
    rules = ruleset(rid)
    board, state = position(rid, "start")
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    return [rules.format_order(x, board) for x in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("rid, nation, text, orders", [
    ("classic", "Austria", "Our Vienna army (3) goes to 77.", ["3 armies 76 -> 77"]),
    ("classic", "Prussia", "The garrison of Berlin (3) moves to 57", ["3 armies 58 -> 57"]),
    ("classic", "Prussia", "Berlin's troops (3) march into 57.", ["3 armies 58 -> 57"]),
    ("succheesion", "Crimsonia", "The Rubygate army (4) marches to Republic Marsh", ["4 units 9 -> 8"]),
])
def test_the_number_in_brackets_is_the_count_of_the_stack_standing_there(rid, nation, text, orders):
    assert read(rid, nation, text) == (orders, [])


@pytest.mark.parametrize("rid, nation, text", [
    ("classic", "Prussia", "the army of Berlin (2) goes to 57"),        # two stand nowhere there: 2 is a place
    ("classic", "Prussia", "The armies in Koenigsberg (3) march to 57"),
    ("succheesion", "Crimsonia", "the troops at Rubygate (3) go to Republic Marsh"),
])
def test_a_number_that_no_stack_there_counts_is_still_refused(rid, nation, text):
    orders, problems = read(rid, nation, text)
    assert orders == [] and problems
