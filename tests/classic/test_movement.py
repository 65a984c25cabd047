"""Armies on land: one step to a neighbouring province; new armies may go to friendly or
neutral provinces but not attack; two nations' armies never share a province without a
battle; armies claim the neutral and enemy provinces they hold; forces that swap provinces
meet on the border (seed 001's 39 and 40), and X -> Y with Z -> X never meet."""

from engine.rulesets.classic.events import ArmiesMoved, Battle, Claimed

from .helpers import (
    armies,
    edges,
    events,
    land,
    make_map,
    nation,
    play,
    position,
    problems,
    public_text,
    rejections,
    sea,
    sheet,
)

# 38 - 39 - 40 - 41 in a row, 42 beside 40; C touches 39 and 41
MAP = make_map(land("38 39 40 41 42"), sea("C"), edges("38-39 39-40 40-41 40-42 39~C 41~C"))


def nations(**gold):
    return [nation("Italy", home="39", gold=gold.get("Italy", 30)), nation("Austria", home="40", gold=30),
            nation("France", home="42", gold=30)]


def test_armies_move_to_a_neighbouring_province_only():
    state = position(MAP, nations=nations(), armies=["Italy 39: 4"])
    assert problems(sheet(MAP, state, "Italy", "2 armies 39 -> 38")) == []
    assert problems(sheet(MAP, state, "Italy", "2 armies 39 -> 41\n2 armies 39 -> C\n2 armies 41 -> 40")) == [
        "line 1: not allowed ('2 armies 39 -> 41'): 41 does not border 39",
        "line 2: not allowed ('2 armies 39 -> C'): Italy has no ships in C to carry armies",
        "line 3: not allowed ('2 armies 41 -> 40'): Italy has no armies in 41"]


def test_a_nation_cannot_move_more_armies_than_it_has():
    state = position(MAP, nations=nations(), armies=["Italy 39: 4"])
    assert problems(sheet(MAP, state, "Italy", "5 armies 39 -> 38")) == [
        "line 1: not allowed ('5 armies 39 -> 38'): Italy has 4 armies in 39, not 5"]
    # two orders that each fit but together take too many: which is meant? both refused (GM asks)
    assert problems(sheet(MAP, state, "Italy", "3 armies 39 -> 38\n2 armies 39 -> 40")) == [
        "line 1: not allowed ('3 armies 39 -> 38'): Italy has 4 armies in 39, and with '2 armies 39 -> 40' this "
        "order moves more than that: which is meant? ask the player",
        "line 2: not allowed ('2 armies 39 -> 40'): Italy has 4 armies in 39, and with '3 armies 39 -> 38' this "
        "order moves more than that: which is meant? ask the player"]
    res = play(MAP, state, {"Italy": "all armies 39 -> 38"})
    assert armies(res.state, "Italy", "38") == 4 and res.state.owner("38") == "Italy"


def test_new_armies_may_move_to_friendly_or_neutral_provinces_but_not_attack():
    state = position(MAP, nations=nations(), owners={"38": "Italy"}, armies=["Italy 39: 1"])
    orders = "buy 3 armies in 39\n3 armies 39 -> 38"
    assert problems(sheet(MAP, state, "Italy", orders)) == []
    assert problems(sheet(MAP, state, "Italy", "buy 3 armies in 39\n4 armies 39 -> 40")) == [
        "line 2: not allowed ('4 armies 39 -> 40'): only 1 of Italy's armies in 39 may attack 40: the others "
        "were bought this turn"]
    # the veteran attacks, the new armies go where they may
    assert problems(sheet(MAP, state, "Italy", "buy 3 armies in 39\n3 armies 39 -> 38\n1 army 39 -> 40")) == []
    assert problems(sheet(MAP, state, "Italy", "buy 3 armies in 39\n1 army 39 -> 40\nall armies 39 -> 40")) == [
        "line 3: not allowed ('all armies 39 -> 40'): Italy's armies left in 39 were bought this turn: they may "
        "move to its own or neutral provinces, not attack 40"]


def test_new_armies_defend_where_they_stand():
    state = position(MAP, nations=nations(), armies=["Austria 40: 4"])
    res = play(MAP, state, {"Italy": "buy 4 armies in 39", "Austria": "4 armies 40 -> 39"},
               dice=[1, 1, 1, 1, 6, 6, 6, 6])
    b = events(res, Battle)[0]      # equal forces: the first nation of the scenario is side 1
    assert b.place == "39" and b.sides == ("Italy", "Austria") and b.winner == 1
    assert res.state.owner("39") == "Austria"


def test_armies_of_two_nations_in_one_province_always_fight_and_the_winner_claims_it():
    state = position(MAP, nations=nations(), owners={"38": "France"}, armies=["Italy 39: 2", "France 38: 1"])
    res = play(MAP, state, {"Italy": "2 armies 39 -> 38"}, dice=[4, 1, 1])
    assert events(res, Battle)[0].winner == 0
    assert [(e.nation, e.province, e.previous) for e in events(res, Claimed)] == [("Italy", "38", "France")]
    assert "Italy takes 38 from France." in public_text(MAP, state, res)


def test_armies_claim_the_neutral_provinces_they_enter():
    state = position(MAP, nations=nations(), armies=["Austria 40: 3"])
    res = play(MAP, state, {"Austria": "1 army 40 -> 41\n1 army 40 -> 42"})
    assert (res.state.owner("41"), res.state.owner("42"), res.state.owner("40")) == ("Austria",) * 3


def test_meeting_halfway_the_swap_is_fought_on_the_border_and_the_winner_goes_on():
    """Army from 39 attacking 40 and army from 40 attacking 39: they fight on the border, no other
    force takes part, and the winner fights again at its destination."""
    state = position(MAP, nations=nations(), owners={"41": "Austria"},
                     armies=["Italy 39: 6", "Austria 40: 4", "Austria 41: 2"])
    orders = {"Italy": "6 armies 39 -> 40", "Austria": "3 armies 40 -> 39\n2 armies 41 -> 40"}
    # on the border: Italy 6 against Austria 3 (twice as many): Italy 3+ hits with 6 6 6 (3), rolls 1 1 1;
    # Austria rolls 5 1 1 (1 hit): Italy 5 go on to 40, where Austria has 1 who stayed and 2 from 41
    # in 40: Italy 5 against Austria 3: 4+ both: Italy 6 6 6 1 1, Austria 1 1 1
    res = play(MAP, state, orders, dice=[6, 6, 6, 1, 1, 1, 5, 1, 1] + [6, 6, 6, 1, 1, 1, 1, 1])
    border, inside = events(res, Battle)
    assert border.place == "39|40" and border.before == (6, 3) and border.losses == (1, 3)
    assert inside.place == "40" and inside.before == (5, 3) and inside.losses == (0, 3)
    assert armies(res.state, "Italy", "40") == 5 and res.state.owner("40") == "Italy"
    assert armies(res.state, "Italy", "39") == 0 and res.state.owner("39") == "Italy"
    assert "**Battle on the border of 39 and 40**" in public_text(MAP, state, res)


def test_the_loser_of_a_border_battle_never_arrives():
    state = position(MAP, nations=nations(), armies=["Italy 39: 1", "Austria 40: 4"])
    res = play(MAP, state, {"Italy": "1 army 39 -> 40", "Austria": "4 armies 40 -> 39"})   # four to one: no dice
    (b,) = events(res, Battle)
    assert b.place == "39|40" and b.losses == (1, 1)
    assert armies(res.state, "Austria", "39") == 3 and res.state.owner("39") == "Austria"
    assert not [e for e in events(res, ArmiesMoved) if e.nation == "Italy"]


def test_x_to_y_and_z_to_x_never_meet():
    """Italy leaves 39 for 38 while Austria marches from 40 into 39: nobody fights."""
    state = position(MAP, nations=nations(), armies=["Italy 39: 3", "Austria 40: 3"])
    res = play(MAP, state, {"Italy": "3 armies 39 -> 38", "Austria": "3 armies 40 -> 39"})
    assert not events(res, Battle)
    assert armies(res.state, "Italy", "38") == 3 and armies(res.state, "Austria", "39") == 3
    assert res.state.owner("39") == "Austria" and res.state.owner("38") == "Italy"


def test_a_nation_swapping_its_own_armies_does_not_fight_itself():
    state = position(MAP, nations=[nation("Italy", home="39 40", gold=30)], armies=["Italy 39: 3", "Italy 40: 2"])
    res = play(MAP, state, {"Italy": "3 armies 39 -> 40\n2 armies 40 -> 39"})
    assert not events(res, Battle) and not rejections(res)
    assert armies(res.state, "Italy", "40") == 3 and armies(res.state, "Italy", "39") == 2
