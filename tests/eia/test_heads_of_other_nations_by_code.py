"""Issue 22: a head naming another nation by its short code ('FR land: corps I: ...' written by Austria, 'RU:',
'GB naval step:') heads that nation's orders: asked, never read as the writer's own; the writer's own code
('AU land:') heads his orders."""

import pytest

from engine.rulesets import ruleset
from engine.rulesets.eia.lists import coded_head
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation="Austria", step="austria-land"):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, other", [
    ("FR land: corps I: Bavaria - Württemberg", "France"),
    ("FR: corps I: Bavaria - Württemberg", "France"),
    ("RU land: corps I Bavaria - Württemberg", "Russia"),
    ("PR land step: corps I: Bavaria - Württemberg", "Prussia"),
    ("GB naval step: fleet Channel: intercept", "Great Britain"),
])
def test_another_nations_code_heads_its_orders(text, other):
    orders, problems = read(text)
    assert orders == [] and len(problems) == 1 and f"heads orders of {other}, not of Austria" in problems[0]


@pytest.mark.parametrize("text", ["AU land: corps I: Bavaria - Württemberg", "AUS: corps I: Bavaria - Württemberg"])
def test_the_writers_own_code_heads_his_orders(text):
    assert read(text) == (["corps I: Bavaria - Württemberg"], [])


@pytest.mark.parametrize("head, nation", [("FR land", "France"), ("SP", "Spain"), ("TU naval", "Turkey"),
                                          ("fr land", None), ("Au revoir", None), ("FR is slow", None)])
def test_a_code_in_capitals_beside_a_step_only(head, nation):
    assert coded_head(head) == nation
