"""Step 7: nations at war that end in one region fight, each side's types drawn from its army
sheet; the loser must retreat next turn; sieges and assaults take forts."""

from engine.dice import SeededDice
from engine.rulesets.succheesion.events import Battle, RegionChanged, SiegeDone

from .helpers import RULES, count, edges, events, land, make_map, nation, play, position, public_text, rejections, sea

MAP = make_map(land("1 2 3", cities=1, cheese=0), edges("1-2 2-3"))
RED = {"Militia": 3, "Infantry": 4, "Guard Infantry": 1, "Heavy Cavalry": 2, "Artillery": 1}
BLUE = {"Militia": 1, "Infantry": 7, "Light Infantry": 1, "Cavalry": 1, "Heavy Cavalry": 1, "Artillery": 2}


def red_blue_dice() -> list[int]:
    """Red's 11 units drawn from its sheet, Blue's 13 the same, then the battle. Each die picks the
    first type left; no die is rolled once a single type is left (Red's Artillery, Blue's 2 Artillery)."""
    red_draw = [1] * 10
    blue_draw = [1] * 11
    return red_draw + blue_draw + [1] + [4] * 10 + [1] + [3] * 12 + [5]


def test_the_red_blue_battle_on_the_map():
    state = position(MAP, nations=[nation("Red", "1", cheese=50), nation("Blue", "3", cheese=50)], war=["Red-Blue"],
                     units_on_map=["Red 2: 11 +General", "Blue 2: 13 +General"], armies={"Red": RED, "Blue": BLUE})
    orders = {"Red": "casualties: Infantry, Militia, Heavy Cavalry first",
              "Blue": "spend TP to reach 40%\ncasualties: Infantry, Cavalry first"}
    res = play(MAP, state, orders, dice=[d for d in red_blue_dice()])
    battle = events(res, Battle)[0]
    assert battle.armies == (RED, BLUE)
    assert battle.story.points == (4, 6) and battle.story.rate == 40
    assert battle.story.losses == (("Infantry", "2 Militia", "Infantry", "Heavy Cavalry"),
                                   ("Infantry", "Cavalry", "Infantry"))
    assert count(res.state, "Red", "2") == 11 - 5 and count(res.state, "Blue", "2") == 13 - 3
    assert res.state.sheet("Red") == {"Militia": 1, "Infantry": 2, "Guard Infantry": 1, "Heavy Cavalry": 1,
                                      "Artillery": 1}
    assert res.state.stack("Red", "2").retreating and not res.state.stack("Blue", "2").retreating
    text = public_text(MAP, state, res)
    assert "Blue is the victor. It rolls 5 for the casualty level and spends 1 TP: level 6, 40%." in text
    assert "Red loses 4: Infantry, 2 Militia, Infantry, Heavy Cavalry." in text


def test_a_region_held_alone_by_an_enemy_of_its_owner_becomes_occupied_and_stays_so():
    state = position(MAP, nations=[nation("Maustria", "1", cheese=50), nation("Adoen", "2 3")],
                     war=["Maustria-Adoen"], units_on_map=["Maustria 1: 2"])
    res = play(MAP, state, {"Maustria": "2 units 1 -> 2"})
    assert res.state.occupied == {"2": "Maustria"}
    assert events(res, RegionChanged)[0].after == "occupied by Maustria"
    back = play(MAP, res.state, {"Maustria": "2 units 2 -> 1"})
    assert back.state.occupied == {"2": "Maustria"}


def test_a_siege_removes_one_enemy_fort():
    state = position(MAP, nations=[nation("Zurin", "1", cheese=50), nation("Manarth", "2 3")],
                     war=["Zurin-Manarth"], units_on_map=["Zurin 2: 3", "Manarth 2: fort 2"])
    res = play(MAP, state, {"Zurin": "siege 2"})
    assert res.state.forts_at("2") == {"Manarth": 1}
    assert events(res, SiegeDone)[0].forts_removed == 1


def test_an_assault_rolls_a_die_per_fort():
    state = position(MAP, nations=[nation("Zurin", "1", cheese=50), nation("Manarth", "2 3")],
                     war=["Zurin-Manarth"], units_on_map=["Zurin 2: 3", "Manarth 2: fort 2"])
    res = play(MAP, state, {"Zurin": "assault 2"}, dice=[1, 5])   # fort stays, no loss; fort falls, 2 lost
    e = events(res, SiegeDone)[0]
    assert (e.forts_removed, e.attackers_lost) == (1, 2)
    assert count(res.state, "Zurin", "2") == 1


def test_only_units_that_began_the_turn_there_may_lay_siege():
    state = position(MAP, nations=[nation("Zurin", "1", cheese=50), nation("Manarth", "2 3")],
                     war=["Zurin-Manarth"], units_on_map=["Zurin 1: 3", "Manarth 2: fort 1"])
    res = play(MAP, state, {"Zurin": "3 units 1 -> 2\nsiege 2"})
    assert [r.split(": ", 1)[1] for r in rejections(res)] == [
        "only units that began the turn in 2 may lay siege or assault there"]


def test_an_enemy_force_entering_cancels_the_siege_and_a_battle_follows():
    state = position(MAP, nations=[nation("Zurin", "1", cheese=50), nation("Manarth", "3", cheese=50)],
                     war=["Zurin-Manarth"], units_on_map=["Zurin 2: 1", "Manarth 2: fort 1", "Manarth 3: 1"])
    res = play(MAP, state, {"Zurin": "siege 2", "Manarth": "1 unit 3 -> 2"},
               dice=[2, 2, 6, 1, 1])         # no TP: one each; the roll-off; the casualty level
    assert events(res, Battle) and events(res, SiegeDone)[0].cancelled
    assert res.state.forts_at("2") == {"Manarth": 1}


def test_the_gm_may_set_a_battles_losses_by_hand():
    state = position(MAP, nations=[nation("Red", "1", cheese=50), nation("Blue", "3", cheese=50)], war=["Red-Blue"],
                     units_on_map=["Red 2: 3", "Blue 2: 2"], armies={"Red": {"Infantry": 3}, "Blue": {"Cavalry": 2}})
    result = {"losses": {"Red": {"Infantry": 1}, "Blue": "all"}, "reason": "fought on the table"}
    res = play(MAP, state, dice=[], overrides={"battles": {"2": result}})
    battle = events(res, Battle)[0]
    assert battle.by_hand == "fought on the table"
    assert count(res.state, "Red", "2") == 2 and count(res.state, "Blue", "2") == 0
    assert res.state.sheet("Blue") == {} and res.state.stack("Red", "2").retreating is False
    assert "Result set by the GM (fought on the table)" in public_text(MAP, state, res)


def test_forces_swapping_regions_meet_on_the_border_and_the_loser_goes_back():
    board = make_map(land("1 2 3", cities=1, cheese=1), edges("1-2 2-3"))
    state = position(board, nations=[nation("Red", "1", cheese=50), nation("Blue", "2 3", cheese=50)],
                     war=["Red-Blue"], units_on_map=["Red 1: 2", "Blue 2: 1"],
                     armies={"Red": {"Infantry": 2}, "Blue": {"Infantry": 1}})
    # Red rolls 1, 4; Blue 5: Red 1 TP, Blue 0 -> 2 and 1; Red's level roll 1: 15% of 1 = nothing
    res = play(board, state, {"Red": "2 units 1 -> 2", "Blue": "1 unit 2 -> 1"}, dice=[1, 4, 5, 1])
    battle = events(res, Battle)[0]
    assert (battle.at, battle.border) == ("1", "2") and battle.story.sides[battle.story.victor] == "Red"
    assert count(res.state, "Red", "2") == 2 and count(res.state, "Blue", "1") == 0
    assert count(res.state, "Blue", "2") == 0 or res.state.stack("Blue", "2").retreating
    assert "Battle on the border of 1 and 2" in public_text(board, state, res)


def test_a_sea_battle_happens_only_on_an_order_to_attack():
    board = make_map(land("1 2", cities=1, cheese=1, port=True), sea("13"), edges("1-2 1~13 2~13"))
    state = position(board, nations=[nation("Maustria", "1", cheese=50), nation("Crimsonia", "2", cheese=50)],
                     war=["Maustria-Crimsonia"], units_on_map=["Maustria 13: 2F", "Crimsonia 13: 1G (2 aboard)"],
                     armies={"Crimsonia": {"Infantry": 2}})
    assert not events(play(board, state), Battle)
    # Maustria's frigates roll 1, 3; Crimsonia's galleon rolls 2 dice: 4, 4. Maustria 1 + more Frigates = 2;
    # Crimsonia 0 + more Galleons = 1. Maustria's level roll 6: 40% of 1 ship = 0 lost.
    res = play(board, state, {"Maustria": "attack Crimsonia in 13"}, dice=[1, 3, 4, 4, 6])
    battle = events(res, Battle)[0]
    assert battle.naval and battle.story.points == (2, 1)
    assert battle.story.bonuses == (("more Frigate",), ("more Galleon",))


def test_a_landing_on_a_port_held_by_an_enemy_fort_is_an_assault_and_ships_may_be_lost():
    board = make_map(land("9 24", cities=1, cheese=1, port=True), sea("13 14"), edges("9~13 13-14 14~24"))
    state = position(board, nations=[nation("Crimsonia", "9", cheese=50), nation("Maustria", "24", cheese=50)],
                     war=["Crimsonia-Maustria"], units_on_map=["Crimsonia 13: 2G (1 aboard)", "Maustria 24: fort 1"],
                     armies={"Crimsonia": {"Infantry": 1}})
    res = play(board, state, {"Crimsonia": "2 galleons 13 -> 14 carrying 1 unit to 24"}, dice=[6])
    siege = events(res, SiegeDone)[0]
    assert siege.assault and siege.forts_removed == 1 and siege.attackers_lost == 1 and siege.ships_lost == 1
    assert res.state.forts_at("24") == {} and res.state.fleet("Crimsonia", "14").galleons == 1


def test_a_region_is_liberated_when_its_owner_holds_it_alone_again():
    state = position(MAP, nations=[nation("Maustria", "1", cheese=50), nation("Adoen", "2 3", cheese=20)],
                     war=["Maustria-Adoen"], occupied={"2": "Maustria"}, units_on_map=["Adoen 3: 2"])
    res = play(MAP, state, {"Adoen": "2 units 3 -> 2"})
    assert res.state.occupied == {} and events(res, RegionChanged)[0].after == "loyal (liberated)"


def test_with_three_nations_at_war_in_one_region_the_two_largest_fight_first_then_the_next_pair():
    board = make_map(land("1 2 3 4", cities=1, cheese=1), edges("1-2 2-3 2-4"))
    state = position(board, nations=[nation("Red", "1", cheese=50), nation("Blue", "3", cheese=50),
                                     nation("Green", "4", cheese=50)],
                     war=["Red-Blue", "Red-Green", "Blue-Green"],
                     units_on_map=["Red 2: 1", "Blue 2: 3", "Green 2: 2"])
    res = RULES.resolve(board, state, {}, SeededDice(5))
    fought = [tuple(e.story.sides) for e in events(res, Battle)]
    assert fought[0] == ("Blue", "Green")          # the two largest, in the scenario's order
    assert len(fought) == len(set(fought)) and all(("Red" in f) for f in fought[1:])


def test_the_besiegers_own_reinforcements_join_the_siege_and_cancel_nothing():
    """Seed 004: "If any enemy force enters the region, any sieges and assaults are cancelled and a
    normal battle occurs": the besieger's own units marching in are no enemy force."""
    state = position(MAP, nations=[nation("Zurin", "1", cheese=50), nation("Manarth", "3", cheese=50)],
                     war=["Zurin-Manarth"], units_on_map=["Zurin 2: 2", "Zurin 1: 2", "Manarth 2: fort 2",
                                                           "Manarth 2: 1"])
    res = play(MAP, state, {"Zurin": "siege 2\n2 units 1 -> 2"})
    assert not events(res, Battle)
    siege = events(res, SiegeDone)[0]
    assert not siege.cancelled and siege.forts_removed == 1
    assert res.state.forts_at("2") == {"Manarth": 1}
    assert count(res.state, "Zurin", "2") == 4 and count(res.state, "Manarth", "2") == 1   # the garrison sheltered


def test_an_enemy_of_the_besieger_marching_in_still_cancels_the_siege_when_reinforcements_come_too():
    state = position(MAP, nations=[nation("Zurin", "1", cheese=50), nation("Manarth", "3", cheese=50)],
                     war=["Zurin-Manarth"], units_on_map=["Zurin 2: 1", "Zurin 1: 1", "Manarth 2: fort 1",
                                                           "Manarth 3: 1"])
    res = RULES.resolve(MAP, state, {n: RULES.parse_orders(t, n, state, MAP) for n, t in
                                     {"Zurin": "siege 2\n1 unit 1 -> 2", "Manarth": "1 unit 3 -> 2"}.items()},
                        SeededDice(7))
    assert events(res, Battle) and events(res, SiegeDone)[0].cancelled


def test_the_update_calls_a_region_with_a_fort_and_an_enemy_unit_contested():
    """Seed 004: "Land Regions are either Loyal, Occupied, or Contested ... Forts count as units
    for this purpose": the update's Regions table says so, as income already counts it."""
    state = position(MAP, nations=[nation("Zurin", "1", cheese=50), nation("Manarth", "2 3")],
                     war=["Zurin-Manarth"], units_on_map=["Zurin 1: 2", "Manarth 2: fort 1"])
    res = play(MAP, state, {"Zurin": "2 units 1 -> 2"})
    text = public_text(MAP, state, res)
    row = next(line for line in text.splitlines() if "| 2 " in line or line.startswith("2 ") or "\t2\t" in line)
    assert "contested" in row, row
    assert "loyal" not in row


def test_the_battle_text_reads_as_sentences():
    """Notes end with a full stop and are told once; one unit is 'unit' (issue 23, item 4)."""
    from engine.rulesets.succheesion.reports import battle_text
    state = position(MAP, nations=[nation("Red", "1", cheese=50), nation("Blue", "3", cheese=50)], war=["Red-Blue"],
                     units_on_map=["Red 2: 1", "Blue 2: 1"], armies={"Red": {"Infantry": 1}, "Blue": {"Infantry": 1}})
    for seed in range(40):
        res = RULES.resolve(MAP, state, {"Blue": RULES.parse_orders("spend TP to reach 100%", "Blue", state, MAP)},
                            SeededDice(seed))
        battle = events(res, Battle)[0]
        lines = battle_text(MAP, battle)
        text = " ".join(lines)
        assert "1 units" not in text and "(1 unit:" in text
        assert all(line.rstrip().endswith((".", ")")) or line.startswith("**") for line in lines), lines
        assert len(lines) == len(set(lines)), lines
        assert "tie: roll-off" not in text                 # capitalised as a sentence
