"""Issue 22 (fresh2-eia-conflict-4, -ask-15): diplomacy that changes nothing (war on a nation already at war
with, an alliance with an ally) is refused saying so; war and an alliance with one nation in one set of orders
are both refused and asked, never both carried out."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation):
    board, state = position("eia", "start")
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, nation, why", [
    ("declare war on France", "Austria", "already at war"),
    ("Austria declares war on the French.", "Austria", "already at war"),
    ("war on Russia", "France", "already at war"),
    ("ally with Great Britain", "Austria", "already allies"),
    ("Alliance with Russia, please.", "Great Britain", "already allies"),
])
def test_diplomacy_that_changes_nothing_is_refused(text, nation, why):
    orders, problems = read(text, nation)
    assert orders == [] and len(problems) == 1 and why in problems[0], problems


@pytest.mark.parametrize("text, nation", [
    ("Declare war on Great Britain.\nAlly with Great Britain.\nstanding surrender: fight on", "Spain"),
    ("declare war on Spain\nally with Spain", "Austria"),
    ("Ally with Prussia. Declare war on Prussia.", "France"),
    ("break alliance with Russia\nally with Russia", "Austria"),
    ("We ally with Denmark; war on Denmark", "Prussia"),
])
def test_war_and_alliance_with_one_nation_are_both_asked(text, nation):
    orders, problems = read(text, nation)
    assert not any(o.startswith(("declare war", "ally with", "break alliance")) for o in orders), orders
    assert sum("which is meant" in p for p in problems) == 2, problems


@pytest.mark.parametrize("text, nation, expect", [
    ("declare war on Spain", "Austria", ["declare war on Spain"]),
    ("break alliance with Russia\ndeclare war on Russia", "Austria", ["break alliance with Russia", "declare war on Russia"]),
    ("ally with Prussia\ndeclare war on Spain", "France", ["ally with Prussia", "declare war on Spain"]),
])
def test_diplomacy_that_pulls_one_way_stands(text, nation, expect):
    assert read(text, nation) == (expect, [])
