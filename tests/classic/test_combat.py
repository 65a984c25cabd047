"""Seed 001's combat table: every army rolls a die; about the same size, both hit on 4+; twice
the enemy, 3+ against 5+; three times, 2+ against 6; four times, the bigger side wins at once
and the smaller gets one suicide kill. Battles go on until one side is destroyed."""

import pytest

from engine.errors import BerthierError
from engine.rulesets.classic.combat import BattlesNeedResults
from engine.rulesets.classic.events import Battle, Claimed

from .helpers import armies, edges, events, land, make_map, nation, play, position, public_text

MAP = make_map(land("1 2 3"), edges("1-2 2-3 1-3"))
NATIONS = [nation("France", home="1", gold=30), nation("Austria", home="2", gold=30)]


def attack(attackers: int, defenders: int):
    """France attacks Austria's province 2 from 1."""
    return position(MAP, nations=NATIONS, armies=[f"France 1: {attackers}", f"Austria 2: {defenders}"])


def battle(res) -> Battle:
    (b,) = events(res, Battle)
    return b


def test_forces_about_the_same_size_both_hit_on_4_or_more():
    state = attack(4, 4)
    # round 1, 4 against 4: France rolls 4 3 1 6 (2 hits), Austria 5 5 5 2 (3 hits)
    # round 2, France 1 against Austria 2: Austria is twice as big and rolls first: Austria hits on
    # 3+, rolls 3 1; France on 5+, rolls 5
    res = play(MAP, state, {"France": "4 armies 1 -> 2"}, dice=[4, 3, 1, 6, 5, 5, 5, 2, 3, 1, 5])
    b = battle(res)
    assert b.rounds[0].startswith("Round 1: France 4 against Austria 4; France hits on 4+, rolls 4 3 1 6: 2 hit(s); "
                                  "Austria hits on 4+, rolls 5 5 5 2: 3 hit(s)")
    assert "France hits on 5+, rolls 5: 1 hit(s); Austria hits on 3+, rolls 3 1: 1 hit(s)" in b.rounds[1]
    assert (b.sides, b.before, b.losses, b.winner) == (("France", "Austria"), (4, 4), (4, 3), 1)
    assert armies(res.state, "Austria", "2") == 1 and armies(res.state, "France", "2") == 0
    assert res.state.owner("2") == "Austria"


def test_the_larger_side_rolls_first_in_every_round_counted_afresh():
    # round 1, 4 against 4: France (listed first) rolls 1 1 1 1, Austria 4 4 1 1: France is down to 2;
    # round 2, Austria 4 against France 2: Austria is now the larger side and rolls first, 3 3 1 1
    # on 3+ (2 hits), then France 1 1 on 5+
    res = play(MAP, attack(4, 4), {"France": "4 armies 1 -> 2"}, dice=[1, 1, 1, 1, 4, 4, 1, 1, 3, 3, 1, 1, 1, 1])
    b = battle(res)
    assert "France hits on 5+, rolls 1 1: 0 hit(s); Austria hits on 3+, rolls 3 3 1 1: 2 hit(s)" in b.rounds[1]
    assert (b.losses, b.winner) == ((4, 0), 1)


def test_twice_the_enemy_hits_on_3_or_more_and_the_smaller_side_on_5_or_more():
    state = attack(6, 3)
    # round 1: France 3 2 3 1 1 1 (3+: 2 hits), Austria 5 4 6 (5+: 2 hits); then 4 against 1 is a rout
    res = play(MAP, state, {"France": "6 armies 1 -> 2"}, dice=[3, 2, 3, 1, 1, 1, 5, 4, 6])
    b = battle(res)
    assert "France hits on 3+" in b.rounds[0] and "Austria hits on 5+" in b.rounds[0]
    assert b.rounds[1] == ("Round 2: France 4 against Austria 1 (odds 4.0 to 1): France overwhelms its enemy "
                           "and loses one army")
    assert (b.losses, b.winner) == ((3, 3), 0)
    assert armies(res.state, "France", "2") == 3 and res.state.owner("2") == "France"


def test_three_times_the_enemy_hits_on_2_or_more_and_the_smaller_side_only_on_6():
    state = attack(9, 3)
    # round 1: France rolls nine dice, 2+ hits: 2 1 1 1 1 1 1 1 1 (1 hit); Austria 6 5 6 (2 hits)
    # round 2: France 7 against 2 (3.5 to 1): 2+ and 6 again: France 2 2 1 1 1 1 1, Austria 6 1
    res = play(MAP, state, {"France": "9 armies 1 -> 2"},
               dice=[2, 1, 1, 1, 1, 1, 1, 1, 1, 6, 5, 6, 2, 2, 1, 1, 1, 1, 1, 6, 1])
    b = battle(res)
    assert "France hits on 2+" in b.rounds[0] and "Austria hits on 6+" in b.rounds[0]
    assert "France 7 against Austria 2; France hits on 2+" in b.rounds[1]
    assert (b.losses, b.winner) == ((3, 3), 0)
    assert armies(res.state, "France", "2") == 6


def test_four_times_the_enemy_wins_at_once_but_the_smaller_side_kills_one():
    state = attack(8, 2)
    res = play(MAP, state, {"France": "8 armies 1 -> 2"}, dice=[])      # no dice are rolled
    b = battle(res)
    assert (b.before, b.losses, b.winner) == ((8, 2), (1, 2), 0)
    assert armies(res.state, "France", "2") == 7


def test_the_odds_are_counted_afresh_every_round_and_battles_go_on_to_the_end():
    state = attack(5, 4)
    # 5 against 4 (4+ both): France 1 1 1 1 1, Austria 1 1 1 1: nobody hits, the battle goes on;
    # then France 6 6 6 6 6 (5 hits) and Austria 1 1 1 1: Austria is gone
    res = play(MAP, state, {"France": "5 armies 1 -> 2"}, dice=[1] * 9 + [6] * 5 + [1] * 4)
    b = battle(res)
    assert len(b.rounds) == 2 and b.losses == (0, 4)


def test_if_both_sides_are_destroyed_the_province_keeps_its_owner():
    state = attack(1, 1)
    res = play(MAP, state, {"France": "1 army 1 -> 2"}, dice=[4, 4])
    b = battle(res)
    assert b.winner is None and b.losses == (1, 1)
    assert res.state.owner("2") == "Austria" and res.state.armies_in("2") == {}
    assert not events(res, Claimed)
    assert "both sides are destroyed" in public_text(MAP, state, res)


def test_three_nations_in_one_province_the_two_largest_fight_first_and_the_survivor_fights_the_next():
    state = position(MAP, nations=NATIONS + [nation("Prussia", home="3", gold=30)],
                     armies=["France 1: 2", "Austria 2: 3", "Prussia 3: 8"])
    # Prussia 8 and Austria 3 fight first (3+ against 5+ ... 8/3 is 2.7): Prussia rolls 8 sixes, all hit
    # then the survivor, Prussia 8, meets France 2: four times as many, Prussia wins at once losing one
    res = play(MAP, state, {"France": "2 armies 1 -> 2", "Prussia": "8 armies 3 -> 2"},
               dice=[6] * 8 + [1, 1, 1])
    first, second = events(res, Battle)
    assert first.sides == ("Prussia", "Austria") and first.winner == 0
    assert second.sides == ("Prussia", "France") and second.before == (8, 2) and second.losses == (1, 2)
    assert res.state.armies_in("2") == {"Prussia": 7} and res.state.owner("2") == "Prussia"


def test_the_gm_may_enter_a_result_by_hand():
    state = attack(4, 4)
    res = play(MAP, state, {"France": "4 armies 1 -> 2"},
               overrides={"battles": {"2": {"losses": {"France": {"army": 1}, "Austria": "all"},
                                            "reason": "rolled at the table"}}})
    b = battle(res)
    assert b.losses == (1, 4) and b.decided_by == "rolled at the table"
    assert armies(res.state, "France", "2") == 3


def test_with_the_manual_combat_model_every_battle_waits_for_the_gm():
    state = position(MAP, nations=NATIONS, armies=["France 1: 4", "Austria 2: 4"],
                     params={"combat_model": "manual"})
    with pytest.raises(BattlesNeedResults, match="the battle of 2"):
        play(MAP, state, {"France": "4 armies 1 -> 2"})
    assert issubclass(BattlesNeedResults, BerthierError)


def test_a_second_battle_in_one_province_is_keyed_with_its_number_and_may_be_set_by_hand():
    state = position(MAP, nations=NATIONS + [nation("Prussia", home="3", gold=30)],
                     armies=["France 1: 2", "Austria 2: 3", "Prussia 3: 8"])
    orders = {"France": "2 armies 1 -> 2", "Prussia": "8 armies 3 -> 2"}
    # Prussia wipes out Austria with eight sixes; the GM says France then beat the tired Prussians
    res = play(MAP, state, orders, dice=[6] * 8 + [1, 1, 1],
               overrides={"battles": {"2#2": {"losses": {"Prussia": "all", "France": {"army": 1}},
                                              "reason": "an ambush, house rule"}}})
    first, second = events(res, Battle)
    assert (first.key, second.key) == ("2", "2#2")
    assert second.decided_by == "an ambush, house rule" and second.winner == 1 and second.losses == (8, 1)
    assert res.state.armies_in("2") == {"France": 1} and res.state.owner("2") == "France"


def test_the_manual_model_names_the_keys_of_the_battles_it_waits_for():
    state = position(MAP, nations=NATIONS + [nation("Prussia", home="3", gold=30)],
                     armies=["France 1: 2", "Austria 2: 3", "Prussia 3: 8"], params={"combat_model": "manual"})
    orders = {"France": "2 armies 1 -> 2", "Prussia": "8 armies 3 -> 2"}
    with pytest.raises(BattlesNeedResults) as info:
        play(MAP, state, orders)
    assert info.value.keys == ["2"]
    first = {"losses": {"Austria": "all"}, "reason": "rolled on the forum"}
    with pytest.raises(BattlesNeedResults) as info:
        play(MAP, state, orders, overrides={"battles": {"2": first}})
    assert info.value.keys == ["2#2"]
    res = play(MAP, state, orders, overrides={"battles": {"2": first, "2#2": {
        "losses": {"France": "all", "Prussia": {"army": 2}}, "reason": "rolled on the forum"}}})
    assert res.state.armies_in("2") == {"Prussia": 6}


def test_a_result_by_hand_that_takes_more_than_a_side_has_is_refused():
    with pytest.raises(BerthierError, match="takes 5 army from France, who has 4 there"):
        play(MAP, attack(4, 4), {"France": "4 armies 1 -> 2"},
             overrides={"battles": {"2": {"losses": {"France": {"army": 5}}, "reason": "typo"}}})
