"""Seed 003 IX: breakouts, the pursuit, interception, trailing and counter-interception."""

import pytest

from engine.dice import FixedDice
from engine.errors import NotAllowed
from engine.rulesets.eia.afa_naval import breakouts
from engine.rulesets.eia.afa_naval.params import merged
from engine.rulesets.eia.afa_naval.state import opening

P = merged()


def test_a_fleet_bound_for_the_west_indies_takes_two_months():
    state = breakouts.break_out(opening(), "France", "Brest", "West Indies", "Bay of Biscay", P)
    state, due = breakouts.month_passes(state)
    assert due == [] and state.off_map[0].months_left == 1
    state, due = breakouts.month_passes(state)
    assert [d.fleet for d in due] == ["Brest"] and breakouts.in_west_indies(state.off_map[0], P)
    state, due = breakouts.month_passes(state)
    assert due == [] and state.off_map[0].months_left == 0       # it waits in the Indies until it returns
    assert breakouts.returned(state, state.off_map[0]).off_map == ()


def test_a_pursuer_sails_with_its_quarry_into_the_indies_but_waits_four_months():
    state = breakouts.break_out(opening(), "Great Britain", "Channel", "West Indies", "Bay of Biscay", P,
                                pursuit=True)
    state, _ = breakouts.month_passes(state)
    state, due = breakouts.month_passes(state)
    assert due == [] and breakouts.in_west_indies(state.off_map[0], P) and state.off_map[0].months_left == 2


def test_a_fleet_losing_all_its_ships_off_the_map_is_gone():
    state = breakouts.break_out(opening(), "France", "Brest", "off map", "Bay of Biscay", P, ships=5)
    state = breakouts.with_losses(state, state.off_map[0], 2)
    assert state.off_map[0].ships == 3
    assert breakouts.with_losses(state, state.off_map[0], 3).off_map == ()


def test_a_pursuer_sent_to_the_west_indies_cannot_return_for_four_months():
    state = breakouts.break_out(opening(), "Great Britain", "Channel", "West Indies", "Bay of Biscay", P,
                                pursuit=True)
    assert state.off_map[0].months_left == 4


def test_off_the_map_a_fleet_returns_next_month_where_it_left_or_next_to_it():
    state = breakouts.break_out(opening(), "France", "Brest", "off map", "Bay of Biscay", P)
    state, due = breakouts.month_passes(state)
    areas = breakouts.return_areas(due[0], {"Bay of Biscay": ["Channel", "Atlantic"]}, ["Atlantic"])
    assert areas == ["Atlantic", "Bay of Biscay", "Channel"]


def test_from_the_west_indies_a_fleet_returns_on_any_west_edge():
    state = breakouts.break_out(opening(), "France", "Brest", "West Indies", "Bay of Biscay", P)
    assert breakouts.return_areas(state.off_map[0], {}, ["Atlantic", "Irish Sea"]) == ["Atlantic", "Irish Sea"]


def test_breakout_orders_are_the_west_indies_or_off_the_map():
    with pytest.raises(NotAllowed, match="not 'Baltic'"):
        breakouts.break_out(opening(), "France", "Brest", "Baltic", "Channel", P)


@pytest.mark.parametrize("roll,caught", [(1, True), (2, False), (6, False)])
def test_off_the_map_a_pursuer_intercepts_on_a_1(roll, caught):
    assert breakouts.intercepts(FixedDice([roll]), "Great Britain", "France", P) is caught


@pytest.mark.parametrize("roll,caught", [(1, True), (3, True), (4, False)])
def test_with_both_fleets_in_the_west_indies_interception_is_on_1_to_3(roll, caught):
    assert breakouts.intercepts(FixedDice([roll]), "Great Britain", "France", P, in_west_indies=True) is caught


@pytest.mark.parametrize("roll,forces", [(5, True), (1, True), (6, False)])
def test_an_intercepted_fleet_forces_combat_on_5_or_less(roll, forces):
    assert breakouts.counter_intercepts(FixedDice([roll]), "France", "Great Britain", P) is forces


def test_a_trailed_fleet_reveals_its_orders():
    state = breakouts.break_out(opening(), "France", "Brest", "West Indies", "Bay of Biscay", P)
    assert breakouts.trailed(state, "France", "Brest") == "West Indies"
