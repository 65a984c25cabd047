"""Seed 003 IV: the prizes roll and damaged ships and prizes sailing home 3 sea areas a turn."""

import pytest

from engine.dice import FixedDice
from engine.rulesets.eia.afa_naval import prizes
from engine.rulesets.eia.afa_naval.params import merged
from engine.rulesets.eia.afa_naval.state import opening

P = merged()
# a line of sea areas: A - B - C - D - E - F, with Brest on F and Toulon on A
SEAS = {"A": ["B"], "B": ["A", "C"], "C": ["B", "D"], "D": ["C", "E"], "E": ["D", "F"], "F": ["E"]}


@pytest.mark.parametrize("roll,percent", [(1, 30), (2, 40), (3, 50), (4, 60), (5, 70), (6, 80)])
def test_the_winner_rolls_one_die_for_the_share_of_losses_saved(roll, percent):
    assert prizes.prize_percent(FixedDice([roll]), "France", P) == percent


def test_one_roll_saves_a_share_of_both_sides_losses():
    state, text = prizes.after_battle(opening(), "France", own_losses=5, enemy_losses=10, at="A", seas=SEAS,
                                      ports={"Toulon": ["A"]}, dice=FixedDice([3]), params=P)
    assert "50%: 2 damaged ships and 5 prizes" in text
    assert state.yard("Toulon").awaiting_repair == 7       # fought on the port's own sea: home at once


def test_prizes_sail_for_the_nearest_yard_3_sea_areas_a_turn():
    state, _ = prizes.after_battle(opening(), "France", 2, 4, at="A", seas=SEAS,
                                   ports={"Brest": ["F"]}, dice=FixedDice([6]), params=P)
    (convoy,) = state.convoys
    assert convoy.route == ("B", "C", "D", "E", "F") and (convoy.damaged, convoy.prizes) == (1, 3)
    state, arrived = prizes.advance_convoys(state, P)
    assert arrived == [] and state.convoys[0].route == ("E", "F")
    state, arrived = prizes.advance_convoys(state, P)
    assert len(arrived) == 1 and state.convoys == ()
    assert state.yard("Brest").awaiting_repair == 4


def test_dice_choose_between_equally_near_yards():
    state, _ = prizes.after_battle(opening(), "France", 3, 3, at="C", seas=SEAS,
                                   ports={"Brest": ["E"], "Toulon": ["A"]}, dice=FixedDice([6, 2]), params=P)
    assert state.convoys[0].port == "Toulon"


def test_with_no_port_in_reach_nothing_is_saved():
    state, text = prizes.after_battle(opening(), "France", 3, 3, at="A", seas=SEAS, ports={},
                                      dice=FixedDice([6]), params=P)
    assert state.convoys == () and "no port" in text


def test_a_share_is_counted_in_whole_ships_rounded_down():
    assert prizes.saved(3, 30) == 0
    assert prizes.saved(7, 50) == 3


def test_prizes_whose_yard_fell_wait_off_it_until_sent_to_another():
    from engine.rulesets.eia.afa_naval.building import capture

    state, _ = prizes.after_battle(opening(), "France", 2, 4, at="A", seas=SEAS,
                                   ports={"Brest": ["F"]}, dice=FixedDice([6]), params=P)
    state = capture(state, "Brest", "Great Britain")
    state, _ = prizes.advance_convoys(state, P)
    state, arrived = prizes.advance_convoys(state, P)
    assert arrived == [] and state.yard("Brest").awaiting_repair == 0
    (stuck,) = prizes.stranded(state)
    state = prizes.reroute(state, stuck, "F", SEAS, {"Toulon": ["A"]}, FixedDice([]))
    assert state.convoys[0].port == "Toulon" and state.convoys[0].route == ("E", "D", "C", "B", "A")
