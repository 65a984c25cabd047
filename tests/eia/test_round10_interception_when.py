"""When an instruction not to intercept may be given, settled against seed 002's words (19.1.1, 6.2.3):
"Non-moving fleets always attempt to intercept any enemy fleets if the enemy fleets have fewer ships. A
player may instruct a fleet he controls not to intercept; such instructions must be placed prior to the
beginning of the naval phase." Berthier's month gives each major power its own naval step (its naval
phase: docs/rules/eia.md, 'For each major power ...: <power> naval, then <power> land'), so an
instruction is too late while another power's fleets move (fresh6-eia-ask-3: Great Britain in France's
naval step), and in time everywhere else: the political step, a land step, and the power's own naval
step, where no enemy fleet moves for it to intercept and the naval phases it will hold in have not begun."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step):
    board, state = position("eia", step)
    sheet = RULES.check_orders(RULES.parse_orders(text, nation, state, board), state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text", ["fleet Channel: do not intercept", "The Channel fleet will not intercept."])
def test_given_while_another_power_s_fleets_move_it_is_too_late(text):
    orders, problems = read(text, "Great Britain", "france-naval")
    assert orders == [] and "before the naval phase begins (seed 002, 6.2.3)" in problems[0]


@pytest.mark.parametrize("nation, step, text", [
    ("Great Britain", "start", "fleet Channel: do not intercept"),
    ("Great Britain", "france-land", "fleet Channel: do not intercept"),
    ("France", "france-naval", "fleet Brest: do not intercept"),
])
def test_given_before_a_naval_phase_it_may_hold_in_it_stands(nation, step, text):
    assert read(text, nation, step) == ([text], [])


def test_an_instruction_to_intercept_is_what_fleets_do_anyway_and_stands():
    assert read("fleet Channel: intercept", "Great Britain", "france-naval") == (["fleet Channel: intercept"], [])
