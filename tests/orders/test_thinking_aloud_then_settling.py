"""Issue 22, round 17 (engine.words.thought_aloud): the writer thinks aloud after an order and settles it. The order
before the '...' is replaced by the order the line ends with, or taken back by a retraction, and the reasoning
between is set aside on the receipt; a line whose words in between may give an order, hold a condition or add
something stays asked."""

import pytest

from tests.orders.bundled import sheet_of, written

SETTLED = [
    ("napoleonic", "Denmark", "start",
     "We build a cavalry division in Holstein... no, too dear, make that one infantry division in Holstein.",
     ["build infantry in Holstein"]),
    ("napoleonic", "Prussia", "start",
     "Corps A marches to Saxony... no, Saxony is neutral and the King wants no trouble. Corps A stays in Brandenburg.",
     ["A holds"]),
    ("classic", "Italy", "start",
     "3 armies 37 -> 36... hmm, no, Etruria is too far from the coast. OK then: 3 armies 37 -> 38.",
     ["3 armies 37 -> 38"]),
    ("succheesion", "Maustria", "start",
     "6 units 21 -> 22... wait, Rostopki is full already. 6 units 21 -> 23 instead.",
     ["6 units 21 -> 23"]),
]


@pytest.mark.parametrize("rules_id, nation, where, line, orders", SETTLED)
def test_the_order_settled_replaces_the_one_before_the_ellipsis(rules_id, nation, where, line, orders):
    sheet = sheet_of(rules_id, nation, where, line)
    assert (written(rules_id, where, sheet), sheet.problems) == (orders, ()), sheet.problems
    assert any("thought aloud" in c.reason for c in sheet.chatter), sheet.chatter


TAKEN_BACK = [
    ("classic", "Italy", "start", "Move 2 armies from 37 to 36... actually no, scratch that, Latium keeps them."),
    ("succheesion", "Adoen", "start", "Ally with Stilwen... oh we already are. Never mind."),
    ("napoleonic", "France", "start", "build 2 infantry in Paris... no, the treasury is empty. Forget it."),
]


@pytest.mark.parametrize("rules_id, nation, where, line", TAKEN_BACK)
def test_an_order_taken_back_with_nothing_in_its_place(rules_id, nation, where, line):
    sheet = sheet_of(rules_id, nation, where, line)
    assert (list(sheet.orders), sheet.problems) == ([], ()), (sheet.orders, sheet.problems)
    assert any("thought aloud" in c.reason for c in sheet.chatter), sheet.chatter


NEAR = [
    # an order in place of it that does not read: never dropped
    ("classic", "Prussia", "start", "2 armies 59 -> 57... scratch that, send them to 58 instead."),
    # a condition in the reasoning
    ("napoleonic", "Prussia", "start", "Corps A marches to Saxony... no, if the French come. Corps A stays in Brandenburg."),
    # the order settled of another kind and unit: a new thought, not the settling of this one
    ("napoleonic", "France", "start", "build 2 infantry in Paris... no wait. Corps B marches to Belgium."),
    # a number in the reasoning that no order says
    ("classic", "Italy", "start", "3 armies 37 -> 36... no, 2 of them stay. OK then: 3 armies 37 -> 38."),
]


@pytest.mark.parametrize("rules_id, nation, where, line", NEAR)
def test_a_line_that_may_say_more_stays_asked(rules_id, nation, where, line):
    sheet = sheet_of(rules_id, nation, where, line)
    assert not any("thought aloud" in c.reason for c in sheet.chatter), (sheet.orders, sheet.chatter)


def test_a_long_line_of_ellipses_is_read_in_linear_time():
    import time
    line = "A - Saxony... no, " * 300
    started = time.perf_counter()
    sheet_of("napoleonic", "France", "start", line)
    assert time.perf_counter() - started < 10
