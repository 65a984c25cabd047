"""Issue 22: orders that read but that the step would do nothing with are refused at entry, naming why:
an alliance broken that does not exist."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("nation, text", [
    ("Austria", "break alliance with Spain"),
    ("France", "break alliance with Russia"),
    ("Turkey", "We break our alliance with Great Britain."),
])
def test_breaking_an_alliance_that_does_not_exist_is_refused(nation, text):
    orders, problems = read(text, nation, "start")
    assert orders == [] and "not allies" in problems[0]
