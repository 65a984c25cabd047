"""A line a ruleset sets aside as a remark, or one that takes back all it said ('Break alliance? No,
the King is our friend.'), is on the receipt as chatter: no line of a message vanishes from it."""

from __future__ import annotations

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


@pytest.mark.parametrize("rules_id, nation, text", [
    ("eia", "Russia", "Break alliance with Prussia? No, the King is our friend."),
    ("succheesion", "Maustria", "raise cheese in 12? no."),
])
def test_a_line_that_orders_nothing_is_still_on_the_receipt(rules_id, nation, text):
    rules, (board, state) = ruleset(rules_id), position(rules_id, "start")
    sheet = rules.parse_orders(text, nation, state, board)
    assert sheet.orders == () and sheet.problems == ()
    assert [c.line for c in sheet.chatter] == [1]
