"""An order that stands only in quoted earlier text is never taken by itself (engine.orders._quoted_orders): it is
asked, and offered as the line's one choice, unquoted, so that the GM copies it by one click when it is meant."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


@pytest.mark.parametrize("rules_id, where, nation, text, line, offered", [
    ("napoleonic", "spring-1805-war", "France", "Hi GM, my last post:\n> D - Baden\nthanks", 2, "D - Baden"),
    ("classic", "start", "Britain", "> - 2 armies 5 -> 6\ncheers", 1, "2 armies 5 -> 6"),
    ("eia", "start", "Russia", "> **Russia – January 1805**\n>\n> - fleet Baltic: do not intercept", 3,
     "fleet Baltic: do not intercept"),
])
def test_a_quoted_order_is_offered_unquoted(rules_id, where, nation, text, line, offered):
    rules = ruleset(rules_id)
    board, state = position(rules_id, where)
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    assert not sheet.orders
    (problem,) = [p for p in sheet.problems if p.line == line]
    assert "quoted" in problem.reason and problem.choices == (offered,)
