"""Seed 003 V-VIII and X: corps transport, squadrons, combined fleets, leaving port, Venice's -1."""

import pytest

from engine.dice import FixedDice
from engine.errors import NotAllowed
from engine.rulesets.eia.afa_naval import at_sea
from engine.rulesets.eia.afa_naval.params import merged
from engine.rulesets.eia.units import Corps, Fleet

P = merged()


def corps(**kw):
    return Corps(nation="France", designation=kw.pop("designation", "I"), **kw)


def test_a_fleet_counter_carries_8_infantry_and_1_cavalry_factor_at_most():
    at_sea.check_transport([corps(infantry=8, cavalry=1)], 1, P)
    with pytest.raises(NotAllowed, match="room for 11 factors.*carries 10"):
        at_sea.check_transport([corps(infantry=9, cavalry=1)], 1, P)
    with pytest.raises(NotAllowed, match="room for 12"):
        at_sea.check_transport([corps(infantry=8, cavalry=2)], 1, P)


def test_a_5_factor_cavalry_corps_takes_the_room_of_a_10_factor_infantry_corps():
    cav = corps(kind="cavalry", cavalry=5)
    assert at_sea.load(cav, P) == at_sea.load(corps(infantry=10), P) == 10


def test_two_fleet_counters_carry_twice_as_much():
    at_sea.check_transport([corps(infantry=10), corps(designation="II", cavalry=5)], 2, P)


def test_a_corps_may_stay_at_sea_three_months_and_no_more():
    at_sea.check_stay_at_sea(corps(infantry=4, aboard="Brest", months_at_sea=2), P)
    with pytest.raises(NotAllowed, match="at sea 3 months.*must land"):
        at_sea.check_stay_at_sea(corps(infantry=4, aboard="Brest", months_at_sea=3), P)
    assert at_sea.must_land(corps(infantry=4, aboard="Brest", months_at_sea=3), P)
    assert not at_sea.must_land(corps(infantry=4, months_at_sea=3), P)


def test_sea_supply_is_a_gm_decision_until_a_house_cost_is_set():
    aboard = [corps(infantry=4, aboard="Brest"), corps(designation="II", infantry=2)]
    asked = at_sea.sea_supply("France", aboard, P)
    assert asked.who == "GM" and asked.key == "sea supply.France" and "France I" in asked.question
    assert at_sea.sea_supply("France", aboard, merged({"sea_supply_cost": 2})) == 2
    assert at_sea.sea_supply("France", aboard[1:], P) == 0


@pytest.mark.parametrize("ships,ok", [(1, False), (2, True), (6, True), (7, False)])
def test_a_squadron_has_2_to_6_ships(ships, ok):
    if ok:
        at_sea.check_squadron(ships, P)
    else:
        with pytest.raises(NotAllowed, match="2 to 6"):
            at_sea.check_squadron(ships, P)


def test_a_squadron_moves_8_sea_areas_between_ports_and_fleets():
    at_sea.check_squadron_move("port", "fleet", 8, P)
    at_sea.check_squadron_move("fleet", "port", 3, P)
    at_sea.check_squadron_move("port", "West Indies", 2, P)
    with pytest.raises(NotAllowed, match="at most 8 sea areas, not 9"):
        at_sea.check_squadron_move("port", "port", 9, P)
    with pytest.raises(NotAllowed, match="from a fleet to a fleet"):
        at_sea.check_squadron_move("fleet", "fleet", 2, P)
    with pytest.raises(NotAllowed, match="from a port to a sea"):
        at_sea.check_squadron_move("port", "sea", 2, P)


def test_a_squadron_fights_at_minus_one_never_with_the_weather_gauge_and_for_no_victory_points():
    assert at_sea.combat_modifier("France", squadron=True, params=P) == -1
    assert not at_sea.weather_gauge_allowed(squadron=True) and at_sea.weather_gauge_allowed(squadron=False)
    assert at_sea.victory_points_for(squadron_combat=True, points=3) == 0
    assert at_sea.victory_points_for(squadron_combat=False, points=3) == 3


def test_venice_fights_at_minus_one_and_a_venetian_squadron_at_minus_two():
    assert at_sea.combat_modifier("Venice", squadron=False, params=P) == -1
    assert at_sea.combat_modifier("Venice", squadron=True, params=P) == -2
    assert at_sea.combat_modifier("France", squadron=False, params=P) == 0


def test_only_fleets_stacked_at_the_start_of_the_turn_fight_as_one():
    a = Fleet(nation="France", name="Brest", ships=10)
    b = Fleet(nation="France", name="Rochefort", ships=4, stacked_at_start=False)
    together, alone = at_sea.combined([a, b])
    assert together == [a] and alone == [b]


@pytest.mark.parametrize("roll,squadron,admiral,sails", [
    (1, False, False, False), (2, False, False, True), (3, True, False, False), (4, True, False, True),
    (2, True, True, True), (1, True, True, False),
])
def test_leaving_port_fleet_on_2_to_6_squadron_4_to_6_plus_2_with_the_admiral(roll, squadron, admiral, sails):
    assert at_sea.leaves_port(FixedDice([roll]), "Brest", squadron, admiral, P)[0] is sails


def test_units_try_to_sail_in_the_players_order():
    out = at_sea.sail_in_order(FixedDice([1, 5]), [("Toulon", False, False), ("Brest sq.", True, False)], P)
    assert out == [("Toulon", False, 1), ("Brest sq.", True, 5)]
