"""Ships: bought in a sea next to an owned province, one sea a turn; ships of two nations share
a sea in peace unless ordered to attack; new ships may not be ordered to attack but defend;
ships may stay out of combat, or escape by losing one in four (rounded up) and stay in their
sea; fleets that swap seas meet on the border only if one of them attacks; Constantinople."""

import pytest

from engine.rulesets.classic.events import Battle, Escaped, ShipsMoved

from .helpers import (
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
    ships,
    special,
)

# seas C - D - E in a row; P and M meet only through province 48
MAP = make_map(land("1 2 47 48 49"), sea("C D E P M"),
               edges("1-2 1~C 2~D 2~E C-D D-E 47-48 48-49 48~P 48~M 47~P 49~M"), special("P", "M", "48"))


def nations():
    return [nation("Britain", home="1", gold=50), nation("France", home="2", gold=50),
            nation("Turkey", home="48", gold=50)]


def test_ships_sail_to_a_neighbouring_sea_only():
    state = position(MAP, nations=nations(), ships=["Britain C: 3"])
    assert problems(sheet(MAP, state, "Britain", "2 ships C -> D")) == []
    assert problems(sheet(MAP, state, "Britain", "2 ships C -> E\n1 ship C -> 2\n1 ship D -> E")) == [
        "line 1: not allowed ('2 ships C -> E'): E does not border C",
        "line 2: not allowed ('1 ship C -> 2'): 2 is not a sea: ships stay at sea",
        "line 3: not allowed ('1 ship D -> E'): Britain has no ships in D"]


def test_ships_of_two_nations_share_a_sea_without_fighting():
    state = position(MAP, nations=nations(), ships=["Britain C: 3", "France D: 2"])
    res = play(MAP, state, {"Britain": "3 ships C -> D"})
    assert not events(res, Battle)
    assert ships(res.state, "Britain", "D") == 3 and ships(res.state, "France", "D") == 2


def test_ships_ordered_to_attack_fight_every_other_nation_there_or_the_ones_named():
    state = position(MAP, nations=nations(), ships=["Britain C: 4", "France D: 2", "Turkey D: 2"])
    # Britain attacks only France: 4 against 2, Britain 3+ hits: 3 3 1 1 (2 hits), France 5+: 1 1
    res = play(MAP, state, {"Britain": "4 ships C -> D attack France"}, dice=[3, 3, 1, 1, 1, 1])
    (b,) = events(res, Battle)
    assert b.naval and b.place == "D" and b.sides == ("Britain", "France") and b.losses == (0, 2)
    assert ships(res.state, "Turkey", "D") == 2 and ships(res.state, "France", "D") == 0
    assert "**Naval battle in D**" in public_text(MAP, state, res)


def test_ships_bought_this_turn_may_not_be_ordered_to_attack_but_they_defend():
    state = position(MAP, nations=nations(), ships=["France D: 1"])
    assert problems(sheet(MAP, state, "Britain", "buy 2 ships in C\n2 ships C -> D attack")) == [
        "line 2: not allowed ('2 ships C -> D attack'): Britain's ships in C were bought this turn: they may "
        "defend but not attack"]
    assert problems(sheet(MAP, state, "Britain", "buy 2 ships in C\n2 ships C -> D")) == []
    state = position(MAP, nations=nations(), ships=["France C: 2"])
    # France's two veterans attack the two British ships bought in C: they defend (4+ both; equal
    # sides roll in the scenario's order of nations)
    res = play(MAP, state, {"Britain": "buy 2 ships in C", "France": "2 ships C attack"}, dice=[4, 1, 4, 4])
    (b,) = events(res, Battle)
    assert b.sides == ("Britain", "France") and b.losses == (2, 1) and b.winner == 1


def test_a_ship_ordered_out_of_combat_is_not_sunk_while_its_nations_other_ships_fight():
    state = position(MAP, nations=nations(), ships=["Britain D: 2", "France D: 3 (4 aboard)"])
    # France keeps 1 ship (the transport) out of combat; its other 2 fight Britain's 2
    orders = {"Britain": "2 ships D attack", "France": "1 ship D, no combat"}
    res = play(MAP, state, orders, dice=[4, 4, 1, 1])
    (b,) = events(res, Battle)
    assert b.before == (2, 2) and b.losses == (0, 2)
    assert ships(res.state, "France", "D") == 1 and res.state.fleet("France", "D").aboard == 4


def test_a_ship_ordered_out_of_combat_is_never_sunk_even_alone_in_its_sea():
    # "You can order a ship to NOT get involved in any combat (like if it has armies on it), then it
    # wont get sunk": alone against Britain's attack, France's ships and the armies aboard are safe.
    state = position(MAP, nations=nations(), ships=["Britain D: 5", "France D: 2 (8 aboard)"])
    res = play(MAP, state, {"Britain": "5 ships D attack", "France": "2 ships D, no combat"})
    assert not events(res, Escaped) and not events(res, Battle)
    assert ships(res.state, "France", "D") == 2 and res.state.fleet("France", "D").aboard == 8


@pytest.mark.parametrize("fleet, lost", [(1, 1), (3, 1), (4, 1), (5, 2), (8, 2), (9, 3), (12, 3)])
def test_escaping_ships_lose_one_in_four_rounded_up_and_stay_in_their_sea(fleet, lost):
    state = position(MAP, nations=nations(), ships=["Britain D: 20", f"France D: {fleet}"])
    res = play(MAP, state, {"Britain": "20 ships D attack", "France": f"{fleet} ships D escape"})
    (e,) = events(res, Escaped)
    assert e.lost == lost and not events(res, Battle)
    assert ships(res.state, "France", "D") == fleet - lost


def test_escape_orders_matter_only_when_attacked():
    state = position(MAP, nations=nations(), ships=["France D: 4"])
    res = play(MAP, state, {"France": "4 ships D -> C, escape"})
    assert not events(res, Escaped) and ships(res.state, "France", "C") == 4


def test_fleets_passing_each_other_in_peace_do_not_fight():
    state = position(MAP, nations=nations(), ships=["Britain C: 2", "France D: 2"])
    res = play(MAP, state, {"Britain": "2 ships C -> D", "France": "2 ships D -> C"})
    assert not events(res, Battle)
    assert ships(res.state, "Britain", "D") == 2 and ships(res.state, "France", "C") == 2


def test_an_attacking_fleet_meets_the_fleet_coming_the_other_way_on_the_border_first():
    state = position(MAP, nations=nations(), ships=["Britain C: 4", "France D: 3", "Turkey C: 2"])
    # France sails D -> C, Britain C -> D attacking everyone: they meet on the border of C and D;
    # Turkey, who stays in C, takes no part. 4 against 2 of France's 3 (1 stays in D)...
    orders = {"Britain": "4 ships C -> D attack", "France": "2 ships D -> C"}
    # border: Britain 4 against France 2 (twice): Britain 3+: 3 3 1 1 (2 hits), France 5+: 5 1 (1 hit);
    # then in D Britain's 3 meet France's last ship: three times: Britain 2+: 2 1 1, France 6: 1
    res = play(MAP, state, orders, dice=[3, 3, 1, 1, 5, 1, 2, 1, 1, 1])
    border, at_d = events(res, Battle)
    assert border.place == "C|D" and border.before == (4, 2) and border.losses == (1, 2)
    assert at_d.place == "D" and at_d.before == (3, 1) and at_d.losses == (0, 1)
    assert ships(res.state, "Britain", "D") == 3 and ships(res.state, "Turkey", "C") == 2
    assert ships(res.state, "France", "C") == 0 and ships(res.state, "France", "D") == 0


def test_constantinople_joins_sea_p_and_sea_m_and_province_48_lies_on_both_sides():
    state = position(MAP, nations=nations(), armies=["Turkey 48: 2"], ships=["Turkey P: 2"])
    assert problems(sheet(MAP, state, "Turkey", "2 ships P -> M")) == []
    res = play(MAP, state, {"Turkey": "2 ships P -> M\n1 army 48 -> 47\n1 army 48 -> 49"})
    assert events(res, ShipsMoved)[0].to == "M" and ships(res.state, "Turkey", "M") == 2
    assert res.state.owner("47") == "Turkey" and res.state.owner("49") == "Turkey"
    assert MAP.edge("P", "M").via == "48"
    assert not rejections(res)
