"""Trade agreements (seed 004): 1 cheese a turn per 5 invested, split equally, an odd one
reinvested; breaking pays the breaker half and the other a quarter, both at once a quarter each."""

from engine.rulesets.succheesion.params import DEFAULTS
from engine.rulesets.succheesion.trade import break_payouts, trade_yield


def test_ten_invested_yield_2_a_turn_one_each():
    assert trade_yield(1000, DEFAULTS) == (100, 0)


def test_fifteen_invested_yield_3_one_each_and_one_reinvested():
    assert trade_yield(1500, DEFAULTS) == (100, 100)


def test_breaking_23_gives_the_breaker_11_the_other_5_and_7_are_lost():
    assert break_payouts(2300, both=False) == (1100, 500, 700)


def test_both_breaking_23_get_5_each_and_13_are_lost():
    assert break_payouts(2300, both=True) == (500, 500, 1300)


def test_less_than_five_invested_yields_nothing():
    assert trade_yield(499, DEFAULTS) == (0, 0)
