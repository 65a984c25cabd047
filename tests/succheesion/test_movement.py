"""Step 6: land units move two regions and stop on entering one with an enemy; ships move three
seas carrying land units (a Frigate one, a Galleon two), boarding and landing only in ports."""

from engine.rulesets.succheesion.events import Moved, Retreated

from .helpers import count, edges, events, land, make_map, nation, play, position, rejections, sea

MAP = make_map(land("15 16 17 18", cities=1, cheese=0), land("9 24", cities=1, cheese=0, port=True),
               sea("13 14"), edges("15-16 16-17 17-18 9-15 9~13 13-14 14~24 24-18"))


def randomia(*stacks, war=(), cheese=50, **kw):
    return position(MAP, nations=[nation("Randomia", "15 16 17 9", cheese=cheese), nation("Zurin", "18 24")],
                    units_on_map=list(stacks), war=list(war), **kw)


def test_four_units_move_two_regions():
    res = play(MAP, randomia("Randomia 15: 6"), {"Randomia": "4 units 15 -> 16 -> 17"})
    assert (count(res.state, "Randomia", "15"), count(res.state, "Randomia", "17")) == (2, 4)


def test_three_regions_are_too_far_on_land():
    res = play(MAP, randomia("Randomia 15: 6"), {"Randomia": "4 units 15 -> 16 -> 17 -> 18"})
    assert rejections(res) == ["not allowed: land units move at most 2 region(s) this turn"]


def test_units_stop_on_entering_a_region_with_an_enemy_unit():
    state = randomia("Randomia 15: 6", "Zurin 16: fort 1", war=["Randomia-Zurin"])
    res = play(MAP, state, {"Randomia": "6 units 15 -> 16 -> 17"}, dice=[])
    assert count(res.state, "Randomia", "16") == 6
    assert events(res, Moved)[0].note == "stopped in 16: enemy units there"


def test_galleons_carry_two_units_each_from_port_to_port():
    state = randomia("Randomia 9: 4", "Randomia 13: 2G")
    res = play(MAP, state, {"Randomia": "2 galleons 13 -> 14 carrying 4 units from 9 to 24"})
    assert count(res.state, "Randomia", "24") == 4 and count(res.state, "Randomia", "9") == 0
    assert res.state.fleet("Randomia", "14").galleons == 2


def test_a_frigate_carries_only_one_unit():
    state = randomia("Randomia 9: 4", "Randomia 13: 1F")
    res = play(MAP, state, {"Randomia": "1 frigate 13 -> 14 carrying 2 units from 9 to 24"})
    assert rejections(res) == ["not allowed: those ships carry at most 1 unit(s)"]


def test_units_board_only_in_a_port():
    state = randomia("Randomia 15: 2", "Randomia 13: 1G")
    res = play(MAP, state, {"Randomia": "1 galleon 13 carrying 2 units from 15"})
    assert rejections(res)[0].startswith("not allowed") or "port" in rejections(res)[0]


def test_units_may_stay_aboard():
    state = randomia("Randomia 9: 2", "Randomia 13: 1G")
    res = play(MAP, state, {"Randomia": "1 galleon 13 -> 14 carrying 2 units from 9"})
    assert res.state.fleet("Randomia", "14").aboard == 2


def test_a_blockade_stands_while_the_fleet_stays():
    state = randomia("Randomia 13: 1F")
    res = play(MAP, state, {"Randomia": "blockade 13 with the fleet in 13"})
    assert res.state.fleet("Randomia", "13").blockade
    assert play(MAP, res.state).state.fleet("Randomia", "13").blockade


def test_a_defeated_army_retreats_to_the_region_its_player_chooses():
    state = randomia("Randomia 16: 3")
    state = state.__class__(**{**{f: getattr(state, f) for f in state.__struct_fields__},
                               "stacks": tuple(s.__class__(nation=s.nation, at=s.at, count=s.count, retreating=True)
                                               for s in state.stacks)})
    res = play(MAP, state, {"Randomia": "retreat 16 -> 17"})
    assert count(res.state, "Randomia", "17") == 3
    assert events(res, Retreated)[0].chosen


def test_a_defeated_army_with_nowhere_to_go_is_destroyed():
    board = make_map(land("1 2", cities=0, cheese=0), edges("1-2"))
    state = position(board, nations=[nation("Red", "1", cheese=5), nation("Blue", "2")],
                     units_on_map=["Red 1: 2"])
    state = state.__class__(**{**{f: getattr(state, f) for f in state.__struct_fields__},
                               "stacks": tuple(s.__class__(nation=s.nation, at=s.at, count=s.count, retreating=True)
                                               for s in state.stacks)})
    res = play(board, state)
    assert count(res.state, "Red", "1") == 0 and events(res, Retreated)[0].to is None
    assert res.state.sheet("Red") == {}


def test_in_a_zones_hard_season_a_5_or_6_limits_land_moves_there_to_one_region():
    """Rules notes: "a d6 of 5-6 limits land moves there to one region that turn": a legal
    two-region march is shortened to one region, not cancelled."""
    board = make_map(land("1 2 3", cities=1, cheese=1, zone="south"), edges("1-2 2-3"))
    state = position(board, nations=[nation("Zurin", "1 2 3", cheese=10)], units_on_map=["Zurin 1: 2"],
                     params={"weather": True}, start={"season": "Winter", "year": 1740})
    res = play(board, state, {"Zurin": "2 units 1 -> 2 -> 3"}, dice=[5])
    assert rejections(res) == []
    assert count(res.state, "Zurin", "2") == 2 and count(res.state, "Zurin", "3") == 0
    moved = events(res, Moved)[0]
    assert moved.path == ("1", "2") and "bad weather" in moved.note
    assert (res.state.season, res.state.year) == ("Spring", 1741)
    too_far = play(make_map(land("1 2 3 4", cities=1, cheese=1, zone="south"), edges("1-2 2-3 3-4")),
                   position(make_map(land("1 2 3 4", cities=1, cheese=1, zone="south"), edges("1-2 2-3 3-4")),
                            nations=[nation("Zurin", "1 2 3 4", cheese=10)], units_on_map=["Zurin 1: 2"],
                            params={"weather": True}, start={"season": "Winter", "year": 1740}),
                   {"Zurin": "2 units 1 -> 2 -> 3 -> 4"}, dice=[5])
    assert rejections(too_far) == ["not allowed: land units move at most 2 region(s) this turn"]
    fair = play(board, state, {"Zurin": "2 units 1 -> 2 -> 3"}, dice=[4])
    assert count(fair.state, "Zurin", "3") == 2


def test_a_retreat_to_a_region_not_allowed_is_refused_and_the_nearest_to_the_capital_taken():
    state = randomia("Randomia 16: 3", "Zurin 18: 1")
    state = state.__class__(**{**{f: getattr(state, f) for f in state.__struct_fields__},
                               "stacks": tuple(s.__class__(nation=s.nation, at=s.at, count=s.count,
                                                           retreating=s.nation == "Randomia")
                                               for s in state.stacks)})
    res = play(MAP, state, {"Randomia": "retreat 16 -> 18"}, dice=[1])     # Zurin cannot pay its supply
    assert rejections(res) == ["failed: 18 is not a region beside 16 loyal to Randomia or an ally and free of enemies"]
    assert count(res.state, "Randomia", "15") == 3 and not events(res, Retreated)[0].chosen


def test_a_general_left_without_units_goes_with_the_largest_force_that_marched_out():
    state = randomia("Randomia 15: 5 +General")
    res = play(MAP, state, {"Randomia": "2 units 15 -> 16\n3 units 15 -> 9"})
    assert res.state.stack("Randomia", "9").general and not res.state.stack("Randomia", "16").general


def test_a_stack_may_split_over_several_routes_but_units_that_arrived_move_no_further():
    state = randomia("Randomia 15: 5", "Randomia 16: 1")
    res = play(MAP, state, {"Randomia": "2 units 15 -> 16\n3 units 15 -> 9\n3 units 16 -> 17"})
    assert (count(res.state, "Randomia", "16"), count(res.state, "Randomia", "9")) == (3, 3)
    assert rejections(res) == ["not allowed: Randomia has 1 unit(s) free to move in 16"]


def test_part_of_a_fleet_sails_on_and_the_units_aboard_stay_with_the_ships_that_can_carry_them():
    state = randomia("Randomia 13: 2G (2 aboard)")
    res = play(MAP, state, {"Randomia": "1 galleon 13 -> 14"})
    assert (res.state.fleet("Randomia", "13").galleons, res.state.fleet("Randomia", "13").aboard) == (1, 2)
    assert res.state.fleet("Randomia", "14").galleons == 1
    refused = play(MAP, randomia("Randomia 13: 2G (4 aboard)"), {"Randomia": "1 galleon 13 -> 14"})
    assert rejections(refused) == ["failed: the ships staying in 13 could not carry the 4 unit(s) aboard"]
