"""Seed 003 III: naval stores, denial, interception at war with England and the stock per yard."""

import pytest

from engine.dice import FixedDice
from engine.errors import NotAllowed
from engine.rulesets.eia.afa_naval import building, stores
from engine.rulesets.eia.afa_naval.params import merged
from engine.rulesets.eia.afa_naval.state import opening

P = merged()


def test_a_denied_source_raises_the_cost_by_a_third_rounded_up():
    assert stores.with_denial(10, True, P) == 14
    assert stores.with_denial(2, True, P) == 3
    assert stores.with_denial(18, True, P) == 24
    assert stores.with_denial(12, False, P) == 12


def test_only_the_owner_of_a_source_denies_it_and_england_alone_cuts_off_america():
    state = stores.deny(opening(), "America", "France", P, by="Great Britain")
    assert stores.denied_sources(state, "France", P, sweden_free=False) == ["America"]
    with pytest.raises(NotAllowed, match="only Great Britain can deny America"):
        stores.deny(opening(), "America", "France", P, by="Russia")
    with pytest.raises(NotAllowed, match="no source of naval stores called 'Canada'"):
        stores.deny(opening(), "Canada", "France", P, by="Great Britain")


def test_a_neutral_uncontrolled_sweden_trades_with_everyone():
    state = stores.deny(opening(), "Baltic (Sweden)", "France", P, by="Sweden")
    assert stores.denied_sources(state, "France", P, sweden_free=True) == []
    assert stores.denied_sources(state, "France", P, sweden_free=False) == ["Baltic (Sweden)"]


def test_a_denied_nation_pays_the_surcharge_on_new_ships():
    _, bill = building.lay_down(opening(), "France", "Brest", 2, P, FixedDice([6]), money=100, manpower=9,
                                denied=True)
    assert bill.money == {"France": -28}


def test_stock_per_yard_is_a_quarter_of_capacity_rounded_up():
    assert stores.stock_limit("London", P) == 8
    assert stores.stock_limit("Brest", P) == 3
    assert stores.stock_limit("Zara", P) == 1


def test_laying_in_more_stores_than_the_limit_is_not_allowed():
    state, _ = stores.lay_in(opening(), "France", "Brest", 3, P, FixedDice([]), at_war_with_england=False)
    with pytest.raises(NotAllowed, match="at most 3 ships' worth.*holds 3; 1 more"):
        stores.lay_in(state, "France", "Brest", 1, P, FixedDice([]), at_war_with_england=False)


def test_stores_shipped_at_war_with_england_are_intercepted_on_1_to_3():
    state, text = stores.lay_in(opening(), "France", "Brest", 2, P, FixedDice([3]), at_war_with_england=True)
    assert state.yard("Brest").stores == 0 and "intercepted" in text
    state, _ = stores.lay_in(opening(), "France", "Brest", 2, P, FixedDice([4]), at_war_with_england=True)
    assert state.yard("Brest").stores == 2


def test_an_intercepted_construction_gives_half_rounded_up_to_england_and_refunds_the_rest():
    assert stores.intercept_split(30) == (15, 15)
    assert stores.intercept_split(14) == (7, 7)
    assert stores.intercept_split(15) == (8, 7)
    state, bill = building.lay_down(opening(), "France", "Toulon", 3, P, FixedDice([2]), money=100, manpower=9,
                                    at_war_with_england=True)
    assert bill.money == {"France": -15, "Great Britain": 15}
    assert bill.manpower == {"France": 0}
    assert state.yard("Toulon").building == ()


def test_stores_in_stock_are_used_first_and_need_no_shipment():
    state, _ = stores.lay_in(opening(), "France", "Brest", 3, P, FixedDice([]), at_war_with_england=False)
    state, bill = building.lay_down(state, "France", "Brest", 3, P, FixedDice([6]), money=100, manpower=9,
                                    at_war_with_england=True)
    assert bill.money == {"France": -30} and state.yard("Brest").stores == 0
    assert state.yard("Brest").new_ships == 3


def test_england_never_intercepts_its_own_stores():
    _, bill = building.lay_down(opening(), "Great Britain", "London", 2, P, FixedDice([6]), money=100, manpower=9,
                                at_war_with_england=True)
    assert bill.money == {"Great Britain": -20}
