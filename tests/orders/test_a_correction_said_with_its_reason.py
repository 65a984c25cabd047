"""Issue 22 round 11: a correction that says only why ('... no wait thats prussian.') and the order after it: that
order is the correction, replacing the earlier order of the same unit ('B - Warsaw... no wait thats prussian. B h'
was two orders for corps B, asked). A word of manners ('sorry for the delay') corrects nothing."""

from __future__ import annotations

import pytest

from tests.orders.bundled import sheet_of, written


def _read(rules_id: str, where: str, nation: str, text: str):
    sheet = sheet_of(rules_id, nation, where, text)
    return written(rules_id, where, sheet), sheet.problems


def test_manners_between_two_orders_of_one_unit_correct_nothing():
    orders, problems = _read("napoleonic", "spring-1805-war", "France", "D - Baden... sorry for the delay. D - Bavaria")
    assert problems                     # two orders for corps D: asked, never one of them taken


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "France", "D - Baden... no wait thats neutral. D - Lorraine", ["D - Lorraine"]),
    ("napoleonic", "spring-1805-war", "Austria", "B -> Saxony. wait, too far. B h", ["B holds"]),
    ("classic", "start", "Italy", "3 armies 37 -> 36... no wait, too exposed. 3 armies 37 -> 38",
     ["3 armies 37 -> 38"]),
])
def test_the_order_after_a_corrections_reason_replaces_the_order_before(rules_id, where, nation, text, orders):
    assert _read(rules_id, where, nation, text) == (orders, ())


def test_a_question_answered_no_with_its_reason_reads_as_before():
    orders, problems = _read("napoleonic", "spring-1805-war", "France", "D - Baden? No, that's neutral. D - Lorraine")
    assert orders == ["D - Lorraine"] and not problems
