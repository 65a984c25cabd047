"""Transport: each ship carries up to 4 armies, and no more than 4 armies use one ship in one
turn; an army may board and land in the same turn but not also walk; it may stay aboard
between turns; the ship may sail with armies aboard; no convoys; sunk ships drown their
armies; hostile landings only from a sea holding no ships of the defender; a new ship may
carry veteran armies to enemy shores."""

from engine.rulesets.classic.events import ArmiesMoved, Battle, Drowned, LandingRefused

from .helpers import (
    aboard,
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
    ships,
)

#  59 60 on sea C;  69 70 on sea D;  71 on sea E;  C - D - E
MAP = make_map(land("59 60 69 70 71"), sea("C D E"),
               edges("59-60 69-70 70-71 59~C 60~C 69~D 70~D 71~E C-D D-E"))


def nations():
    return [nation("Prussia", home="59", gold=60), nation("Vikings", home="69", gold=60, aliases=["Viking"]),
            nation("France", home="71", gold=60)]


def test_armies_board_and_land_in_one_turn():
    state = position(MAP, nations=nations(), armies=["Prussia 59: 8"], ships=["Prussia C: 2"])
    res = play(MAP, state, {"Prussia": "2 ships C -> D\n8 armies 59 -> 70 via ships in C"})
    assert armies(res.state, "Prussia", "70") == 8 and res.state.owner("70") == "Prussia"
    (moved,) = events(res, ArmiesMoved)
    assert (moved.source, moved.to, moved.sea) == ("59", "70", "D")
    assert aboard(res.state, "Prussia", "D") == 0
    assert "Prussia: 8 armies 59 -> 70 by ship, landing from D" in public_text(MAP, state, res)


def test_a_ship_carries_at_most_4_armies():
    state = position(MAP, nations=nations(), armies=["Prussia 59: 9"], ships=["Prussia C: 2"])
    assert problems(sheet(MAP, state, "Prussia", "9 armies 59 -> 60 via ships in C")) == [
        "line 1: not allowed ('9 armies 59 -> 60 via ships in C'): Prussia's ships from C that end this turn "
        "next to 60 can carry only 8 more armies this turn (9 ordered; 4 armies a ship a turn)"]
    # 'all' takes what the ships can carry
    res = play(MAP, state, {"Prussia": "all armies 59 -> 60 via ships"})
    assert armies(res.state, "Prussia", "59") == 1


def test_no_more_than_4_armies_use_a_ship_in_one_turn():
    state = position(MAP, nations=nations(), armies=["Prussia 59: 4"], ships=["Prussia C: 1 (4 aboard)"],
                     owners={"60": "Prussia"})
    assert problems(sheet(MAP, state, "Prussia", "4 armies C -> 60\n4 armies 59 -> 60 via ships in C")) == [
        "line 2: not allowed ('4 armies 59 -> 60 via ships in C'): Prussia's ships from C that end this turn "
        "next to 60 can carry only 0 more armies this turn (4 ordered; 4 armies a ship a turn)"]


def test_armies_may_stay_aboard_between_turns_and_land_later():
    state = position(MAP, nations=nations(), armies=["Prussia 59: 3"], ships=["Prussia C: 1"])
    turn1 = play(MAP, state, {"Prussia": "3 armies 59 -> C"})
    assert aboard(turn1.state, "Prussia", "C") == 3 and armies(turn1.state, "Prussia", "59") == 0
    assert "Prussia: 3 armies 59 -> C (aboard)" in public_text(MAP, state, turn1)
    # the ship sails on with them; they stay aboard
    turn2 = play(MAP, turn1.state, {"Prussia": "1 ship C -> D"})
    assert aboard(turn2.state, "Prussia", "D") == 3
    turn3 = play(MAP, turn2.state, {"Prussia": "3 armies D -> 70"})
    assert armies(turn3.state, "Prussia", "70") == 3 and aboard(turn3.state, "Prussia", "D") == 0


def test_armies_aboard_land_from_the_sea_their_ship_ends_in():
    state = position(MAP, nations=nations(), ships=["Prussia C: 1 (2 aboard)"])
    res = play(MAP, state, {"Prussia": "1 ship C -> D\n2 armies C -> 70"})
    assert armies(res.state, "Prussia", "70") == 2
    assert problems(sheet(MAP, state, "Prussia", "2 armies C -> 70")) == [
        "line 1: not allowed ('2 armies C -> 70'): none of Prussia's ships from C end this turn next to 70"]


def test_when_a_fleet_splits_the_armies_aboard_stay_with_the_ships_that_stay():
    state = position(MAP, nations=nations(), ships=["Prussia C: 3 (6 aboard)"])
    res = play(MAP, state, {"Prussia": "1 ship C -> D"})
    assert (aboard(res.state, "Prussia", "C"), aboard(res.state, "Prussia", "D")) == (6, 0)
    res = play(MAP, state, {"Prussia": "2 ships C -> D\n6 armies C -> D"})      # or sail with those that sail
    assert (aboard(res.state, "Prussia", "C"), aboard(res.state, "Prussia", "D")) == (0, 6)


def test_armies_cannot_walk_and_sail_in_one_turn_and_convoys_do_not_work():
    state = position(MAP, nations=nations(), armies=["Prussia 59: 4"], ships=["Prussia C: 1", "Prussia D: 1"])
    assert problems(sheet(MAP, state, "Prussia", "4 armies 59 -> 71 via ships in C\n4 armies 60 -> 69 via ships in C")) == [
        "line 1: not allowed ('4 armies 59 -> 71 via ships in C'): 71 is not on a coast the ships can reach this turn",
        "line 2: not allowed ('4 armies 60 -> 69 via ships in C'): Prussia has no armies in 60"]
    assert problems(sheet(MAP, state, "Prussia", "4 armies 59 -> 69 via ships in D")) == [
        "line 1: not allowed ('4 armies 59 -> 69 via ships in D'): D does not border 59: armies board ships in "
        "a sea next to their province"]


def test_armies_aboard_a_sunk_ship_drown():
    state = position(MAP, nations=nations(), ships=["Prussia C: 1 (4 aboard)", "France C: 4"])
    res = play(MAP, state, {"France": "4 ships C attack"})      # four to one: no dice
    (d,) = events(res, Drowned)
    assert (d.nation, d.count) == ("Prussia", 4)
    assert ships(res.state, "Prussia", "C") == 0 and aboard(res.state, "Prussia", "C") == 0
    assert "4 armies of Prussia go down with their ships in C." in public_text(MAP, state, res)


def test_a_hostile_landing_is_refused_while_the_defender_has_ships_in_the_sea():
    state = position(MAP, nations=nations(), armies=["Prussia 59: 4"], ships=["Prussia C: 1", "Vikings D: 1"])
    res = play(MAP, state, {"Prussia": "1 ship C -> D\n4 armies 59 -> 69 via ships in C"})
    (refused,) = events(res, LandingRefused)
    assert refused.defenders == ("Vikings",) and refused.sea == "D"
    assert aboard(res.state, "Prussia", "D") == 4 and res.state.owner("69") == "Vikings"
    # the Vikings' ships in D are no obstacle to landing in neutral 70
    res = play(MAP, state, {"Prussia": "1 ship C -> D\n4 armies 59 -> 70 via ships in C"})
    assert not events(res, LandingRefused) and armies(res.state, "Prussia", "70") == 4


def test_sinking_the_defenders_ships_first_opens_the_shore():
    state = position(MAP, nations=nations(), armies=["Prussia 59: 4", "Vikings 69: 1"],
                     ships=["Prussia C: 4", "Vikings D: 1"])
    # the naval battle in D comes first (four to one: no dice), then the landing and the battle in 69
    res = play(MAP, state, {"Prussia": "4 ships C -> D attack\n4 armies 59 -> 69 via ships in C"})
    naval, land_battle = events(res, Battle)
    assert naval.place == "D" and naval.winner == 0
    assert land_battle.place == "69" and land_battle.before == (4, 1)
    assert res.state.owner("69") == "Prussia" and armies(res.state, "Prussia", "69") == 3


def test_a_new_ship_may_carry_veteran_armies_to_enemy_shores_but_new_armies_may_not_land_there():
    state = position(MAP, nations=nations(), armies=["Prussia 59: 4"])
    orders = "buy 1 ship in C\n1 ship C -> D\n4 armies 59 -> 69 via ships in C"
    assert problems(sheet(MAP, state, "Prussia", orders)) == []
    assert problems(sheet(MAP, state, "Prussia", orders + "\nbuy 2 armies in 59\n2 armies 59 -> 69 via ships in C")) == [
        "line 5: not allowed ('2 armies 59 -> 69 via ships in C'): Prussia's armies left in 59 were bought this "
        "turn: they may move to its own or neutral provinces, not attack 69"]
    res = play(MAP, state, {"Prussia": orders})                   # 4 against nobody in 69: no battle
    assert res.state.owner("69") == "Prussia" and not rejections(res)


def test_the_sea_may_be_left_out_and_the_engine_finds_the_ships():
    state = position(MAP, nations=nations(), armies=["Prussia 59: 4"], ships=["Prussia C: 1"])
    res = play(MAP, state, {"Prussia": "attack 60 with 4 armies from 59 (via ships)"})
    assert res.state.owner("60") == "Prussia" and armies(res.state, "Prussia", "60") == 4
