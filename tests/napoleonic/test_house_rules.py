"""Every number of the rules is a game parameter the GM may change (house rules); the seed's
values are the defaults."""

from engine.rulesets.napoleonic.events import Battle

from .helpers import (
    corps, edges, events, gold, land, make_map, nation, play, position, problems, sea, sheet, winter_dice)

BOARD = make_map(land("paris:5 alsace:3 baden:2 bavaria:3 vienna:4"), sea("channel"),
                 edges("paris-alsace alsace-baden baden-bavaria bavaria-vienna paris~channel"))


def game(season="Spring 1805", **params):
    return position(BOARD, season=season, params=params, relations=["France at war with Austria"],
                    nations=[nation("France", home="paris alsace", gold=40), nation("Austria", home="vienna")],
                    corps=["France A alsace: 2 infantry", "France B paris: 2 cavalry"])


def test_the_defaults_are_the_seeds_numbers():
    params = game().params
    assert (params["bank_cap"], params["war_upkeep"], params["supply_cost"]) == (50, 5, 2)
    assert params["division_costs"] == {"infantry": 2, "cavalry": 4, "artillery": 6}
    assert (params["squadron_cost"], params["squadron_cost_by_nation"]) == (12, {"Great Britain": 8})
    assert (params["conscription_peace"], params["conscription_war"]) == (10, 12)
    assert (params["annex_cost_neutral"], params["annex_cost_owned"]) == (3, 7)
    assert (params["corps_size"], params["move_cavalry"], params["move_other"]) == (3, 2, 1)


def test_war_upkeep_and_supply_cost():
    # 40 + 8 + 1 - 10 (upkeep) - 2 divisions x 1 space x 3 (supply) = 33.
    state = position(BOARD, season="Winter 1805", params={"war_upkeep": 10, "supply_cost": 3},
                     relations=["France at war with Austria"],
                     nations=[nation("France", home="paris alsace", gold=40), nation("Austria", home="vienna")],
                     corps=["France A baden: 2 infantry"])
    res = play(BOARD, state, dice=winter_dice(("heads", 1), ("heads", 1)))
    assert gold(res.state, "France") == 33


def test_prices_and_conscription():
    state = game(division_costs={"infantry": 1, "cavalry": 4, "artillery": 6}, conscription_war=3)
    res = play(BOARD, state, {"France": "build 3 infantry in Paris"})
    assert gold(res.state, "France") == 37
    assert "may raise 3 divisions" in problems(sheet(BOARD, res.state, "France", "build 1 infantry in Paris"))[0]


def test_movement_allowances():
    state = game(move_other=2, move_cavalry=3)
    assert problems(sheet(BOARD, state, "France", "A - Baden - Bavaria")) == []
    assert problems(sheet(BOARD, state, "France", "B - Alsace - Baden - Bavaria")) == []


def test_corps_size():
    state = game(corps_size=4)
    res = play(BOARD, state, {"France": "build 4 infantry, 1 cavalry in Paris"})
    assert corps(res.state, "France", "C").composition() == "4 infantry + scouting cavalry"


def test_the_combat_table():
    # Artillery rolls three dice; a single 6 among them hits.
    state = position(BOARD, params={"artillery_dice": 3}, relations=["France at war with Austria"],
                     nations=[nation("France", home="paris alsace"), nation("Austria", home="vienna")],
                     corps=["France A alsace: 1 artillery", "Austria A baden: 1 infantry"])
    res = play(BOARD, state, {"France": "A - Baden"}, dice=[1, 1, 1, 6])
    [b] = events(res, Battle)
    assert "France hits on 4+, rolls 1 1 6: 1 hit(s)" in b.rounds[0]
