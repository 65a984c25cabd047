"""The corpus's verdicts themselves: a misreading is caught, a refusal is only 'not read'."""

from __future__ import annotations

from engine.rulesets import ruleset as get_ruleset
from tests.corpus.corpus import EXACT, MISREAD, NOT_READ, Case, classify
from tests.corpus.positions import position

RULES = get_ruleset("napoleonic")


def verdict(message: str, expect: tuple[str, ...], refused: tuple[str, ...] = ()) -> str:
    board, state = position("napoleonic", "start")
    case = Case("t", "France", "start", message, expect, refused)
    return classify(RULES, case, board, state)[0].kind


def test_the_expected_orders_and_nothing_else_is_exact():
    assert verdict("A - Champagne\nB holds\n", ("A - Champagne", "B holds")) == EXACT


def test_an_order_the_message_does_not_give_is_a_misreading():
    assert verdict("A - Champagne\nB holds\n", ("A - Champagne",)) == MISREAD


def test_an_expected_order_missing_with_no_problem_reported_is_a_misreading():
    assert verdict("A - Champagne\n", ("A - Champagne", "B holds")) == MISREAD


def test_an_expected_order_refused_with_a_reason_is_not_read():
    assert verdict("A - Champagne\nB wanders about\n", ("A - Champagne", "B holds")) == NOT_READ


def test_a_line_that_must_be_refused_and_is_not_reported_is_a_misreading():
    assert verdict("A - Champagne\n", ("A - Champagne",), refused=("Attack!",)) == MISREAD
    assert verdict("A - Champagne\nAttack!\n", ("A - Champagne",), refused=("Attack!",)) == EXACT


def test_orders_in_another_order_than_written_are_not_exact():
    assert verdict("A - Champagne\nB holds\n", ("B holds", "A - Champagne")) == NOT_READ
