"""Issue 22 (fresh3-eia-cond-3): an interception hung on a condition the rules do not have ('intercept
only if the French have fewer than 12 ships') is refused naming the condition, never read as a plain
interception; the other orders of the message stand."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation="France"):
    board, state = position("eia", "start")
    sheet = RULES.check_orders(RULES.parse_orders(text, nation, state, board), state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, nation", [
    ("Fleet Channel: intercept only if the French have fewer than 12 ships.", "Great Britain"),
    ("Fleet Channel: intercept unless the Spanish join the French.", "Great Britain"),
    ("fleet Brest: do not intercept as long as Britain stays at sea", "France"),
    ("The Toulon fleet intercepts if the British come within reach", "France"),
    ("Fleet Toulon: intercept provided that Nelson is not there", "France"),
    ("fleet Brest: intercept only when the odds favour us", "France"),
    ("Fleet Brest intercepts except if the Channel fleet is out", "France"),
    ("Fleet Toulon: don't intercept unless they have transports", "France"),
    ("Flt Med: intercept if the French sail east", "Great Britain"),
])
def test_an_interception_under_a_condition_is_refused_naming_it(text, nation):
    orders, problems = read(text, nation)
    assert orders == [] and len(problems) == 1 and "condition" in problems[0], (orders, problems)


def test_the_other_lines_stand():
    orders, problems = read("Standing surrender: fight on.\nFleet Channel: intercept only if the French have "
                            "fewer than 12 ships.", "Great Britain")
    assert orders == ["standing surrender: fight on"] and len(problems) == 1


@pytest.mark.parametrize("text, order", [
    ("Fleet Brest: intercept, for it is strong", "fleet Brest: intercept"),
    ("The Toulon fleet intercepts this month", "fleet Toulon: intercept"),
    ("fleet Brest: do not intercept", "fleet Brest: do not intercept"),
])
def test_an_interception_without_a_condition_still_reads(text, order):
    assert read(text) == ([order], [])


@pytest.mark.parametrize("text, nation, order", [
    ("The Toulon fleet shall intercept the British if they come out.", "France", "fleet Toulon: intercept"),
    ("Fleet Brest: intercept should the British sail", "France", "fleet Brest: intercept"),
    ("fleet Channel: intercept when the French put to sea", "Great Britain", "fleet Channel: intercept"),
    ("Fleet Channel intercepts if the enemy moves", "Great Britain", "fleet Channel: intercept"),
])
def test_a_condition_that_only_says_what_intercepting_is_is_read_without_it(text, nation, order):
    assert read(text, nation) == ([order], [])
