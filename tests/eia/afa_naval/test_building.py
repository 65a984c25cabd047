"""Seed 003 I-II: laying down, launching, manpower, capacity, sales and the announcement within 5."""

import pytest

from engine.dice import FixedDice
from engine.errors import NotAllowed
from engine.rulesets.eia.afa_naval import building
from engine.rulesets.eia.afa_naval.params import merged
from engine.rulesets.eia.afa_naval.state import opening

P = merged()


def lay(state, nation, city, ships, dice=(), **kw):
    kw.setdefault("money", 1000)
    kw.setdefault("manpower", 100)
    return building.lay_down(state, nation, city, ships, P, FixedDice(list(dice)), **kw)


def test_new_ships_cost_the_yards_money_and_one_manpower_each():
    state, bill = lay(opening(), "France", "Brest", 4, [6])
    assert bill.money == {"France": -40} and bill.manpower == {"France": -4}
    assert state.yard("Brest").building[0].months_left == 12


def test_a_repair_costs_the_repair_price_and_one_manpower():
    state = opening()
    state = state.with_yard(state.yard("Brest").__class__(city="Brest", holder="France", awaiting_repair=3))
    state, bill = lay(state, "France", "Brest", 2, repair=True)
    assert bill.money == {"France": -4} and bill.manpower == {"France": -2}
    assert state.yard("Brest").awaiting_repair == 1
    assert state.yard("Brest").building[0].months_left == 3


def test_repairs_need_damaged_ships_or_prizes_in_the_yard():
    with pytest.raises(NotAllowed, match="0 damaged ships or prizes"):
        lay(opening(), "France", "Brest", 1, repair=True)


def test_a_yard_takes_no_more_ships_than_its_maximum_number():
    state, _ = lay(opening(), "France", "Brest", 8, [6])
    with pytest.raises(NotAllowed, match="at most 10 ships at once; 8 are building"):
        lay(state, "France", "Brest", 3)


def test_only_the_nation_holding_a_yard_builds_there():
    with pytest.raises(NotAllowed, match="Great Britain holds the yard"):
        lay(opening(), "France", "London", 1)


def test_a_nation_that_cannot_pay_builds_nothing():
    with pytest.raises(NotAllowed, match="cost 40 money and 4 manpower; France has 39 and 10"):
        lay(opening(), "France", "Brest", 4, money=39, manpower=10)
    with pytest.raises(NotAllowed, match="France has 100 and 3"):
        lay(opening(), "France", "Brest", 4, money=100, manpower=3)


def test_ships_are_launched_when_their_months_are_done():
    state, _ = lay(opening(), "Sweden", "Karlskrona", 2, [6])
    for _ in range(11):
        state, launched = building.advance_month(state)
        assert launched == []
    state, launched = building.advance_month(state)
    assert launched == [building.Launch(city="Karlskrona", nation="Sweden", ships=2, repaired=False)]
    assert state.yard("Karlskrona").building == ()


def test_prussian_launches_count_toward_the_reduction():
    state, _ = lay(opening(), "Prussia", "Danzig", 4, [6])
    state, _ = lay(state, "Prussia", "Stettin", 3, [6])
    state, _ = lay(state, "Prussia", "Konigsberg", 1, [6])
    for _ in range(20):
        state, _ = building.advance_month(state)
    assert state.prussian_ships_built == 8
    state, bill = lay(state, "Prussia", "Danzig", 1, [6])
    assert bill.money == {"Prussia": -18} and state.yard("Danzig").building[0].months_left == 15


def test_a_foreign_naval_sale_launches_the_ships_to_the_buyer():
    state, bill = lay(opening(), "Denmark", "Copenhagen", 2, [6], buyer="France")
    assert bill.money == {"Denmark": -24}
    for _ in range(12):
        state, launched = building.advance_month(state)
    assert launched[0].nation == "France"


def test_the_announced_figure_is_within_5_and_stays_the_same_month_to_month():
    state, _ = lay(opening(), "France", "Brest", 4, [11])      # 11 of 1-11: +5
    assert building.announced(state.yard("Brest")) == 9
    state, _ = building.advance_month(state)
    assert building.announced(state.yard("Brest")) == 9


def test_the_error_is_drawn_once_and_kept_when_more_ships_are_laid_down():
    state, _ = lay(opening(), "France", "Brest", 4, [3])       # -3
    state, _ = lay(state, "France", "Brest", 2)                 # no second roll
    assert building.announced(state.yard("Brest")) == 3


def test_the_announcement_never_says_fewer_than_one_ship():
    state, _ = lay(opening(), "France", "Brest", 2, [1])       # -5
    assert building.announced(state.yard("Brest")) == 1


def test_repairs_are_not_announced_within_5():
    state = opening()
    state = state.with_yard(state.yard("Brest").__class__(city="Brest", holder="France", awaiting_repair=3))
    state, _ = lay(state, "France", "Brest", 3, repair=True)
    assert state.yard("Brest").offset is None and building.announced(state.yard("Brest")) == 0


def test_a_captured_yard_loses_what_was_building():
    state, _ = lay(opening(), "Prussia", "Danzig", 2, [6])
    state = building.capture(state, "Danzig", "France")
    assert state.yard("Danzig").holder == "France" and state.yard("Danzig").building == ()
