"""Seed 002, 19.1.1: the naval phase's standing procedures."""

from engine.dice import FixedDice
from engine.rulesets.eia.sop import naval
from engine.rulesets.eia.units import Fleet


def fleet(name, ships, **kw):
    return Fleet(nation=kw.pop("nation", "France"), name=name, ships=ships, **kw)


def test_non_moving_fleets_intercept_an_enemy_with_fewer_ships():
    assert naval.intercepts([fleet("Brest", 6)], enemy_ships=5)


def test_no_interception_of_an_enemy_with_as_many_ships_or_more():
    assert not naval.intercepts([fleet("Brest", 6)], enemy_ships=6)
    assert not naval.intercepts([fleet("Brest", 6)], enemy_ships=9)


def test_moving_fleets_and_fleets_ordered_not_to_intercept_do_not_count():
    own = [fleet("Brest", 6, moved=True), fleet("Toulon", 4, no_intercept=True), fleet("Cadiz", 3)]
    assert naval.intercepts(own, enemy_ships=2)
    assert not naval.intercepts(own, enemy_ships=3)
    assert not naval.intercepts([fleet("Brest", 6, no_intercept=True)], enemy_ships=1)


def test_the_fleet_with_most_ships_carries_the_corps():
    stack = [fleet("Brest", 4), fleet("Toulon", 9), fleet("Cadiz", 3)]
    dice = FixedDice([])
    assert naval.carrying_fleet(stack, dice).name == "Toulon"
    assert dice.log == []


def test_between_equally_large_fleets_the_dice_choose_the_carrier():
    stack = [fleet("Brest", 9), fleet("Toulon", 9), fleet("Cadiz", 3)]
    dice = FixedDice([2])
    assert naval.carrying_fleet(stack, dice).name == "Toulon"
    assert dice.log[0].sides == 2 and "carries the corps" in dice.log[0].purpose


def test_fleets_evade_unless_they_have_more_ships_than_the_enemy():
    assert naval.evades(own_ships=5, enemy_ships=5)
    assert naval.evades(own_ships=3, enemy_ships=8)
    assert not naval.evades(own_ships=6, enemy_ships=5)


def test_victors_never_pursue_at_sea():
    assert naval.VICTORS_PURSUE_AT_SEA is False


# A line of sea areas a - b - c - d, with e off b.
SEAS = {"a": ["b"], "b": ["a", "c", "e"], "c": ["b", "d"], "d": ["c"], "e": ["b"]}


def test_a_beaten_fleet_retreats_to_the_nearest_unblockaded_friendly_port():
    ports = {"Brest": ["b"], "Cherbourg": ["d"]}
    assert naval.naval_retreat("a", SEAS, ports, FixedDice([])) == ("port", "Brest")


def test_two_ports_equally_near_are_chosen_between_by_dice():
    ports = {"Brest": ["b"], "Lorient": ["a"], "Rochefort": ["a"]}
    dice = FixedDice([2])
    assert naval.naval_retreat("a", SEAS, ports, dice) == ("port", "Rochefort")
    assert dice.log[0].sides == 2


def test_with_no_port_in_reach_the_fleet_retreats_one_sea_area_toward_the_nearest():
    ports = {"Cherbourg": ["d"]}
    assert naval.naval_retreat("a", SEAS, ports, FixedDice([])) == ("sea", "b")
    assert naval.naval_retreat("b", SEAS, ports, FixedDice([])) == ("sea", "c")


def test_two_ways_toward_the_nearest_port_are_chosen_between_by_dice():
    # x opens on p and q, both of which lead to y, where the only port opens; y is two moves away
    ring = {"x": ["p", "q"], "p": ["x", "y"], "q": ["x", "y"], "y": ["p", "q"]}
    dice = FixedDice([2])
    assert naval.naval_retreat("x", ring, {"Kiel": ["y"]}, dice, reach=1) == ("sea", "q")
    assert dice.log[0].sides == 2 and "retreats into" in dice.log[0].purpose


def test_with_no_friendly_unblockaded_port_at_all_there_is_no_retreat_to_choose():
    assert naval.naval_retreat("a", SEAS, {}, FixedDice([])) is None
    assert naval.naval_retreat("a", SEAS, {"Kiel": ["baltic"]}, FixedDice([])) is None
