"""Seed 004 to the letter: one test per rule, named in the seed's words, the seed's sentence quoted.

Each test sets up the position the sentence speaks of, gives the orders as a player writes them,
resolves with fixed dice and checks the state and the events (the rules notes answer where the
seed is silent; docs/rules/succheesion.md says what the tool does)."""

from pathlib import Path

import pytest

from engine.dice import FixedDice
from engine.game.scenario import load_scenario
from engine.rulesets.succheesion.combat import Side, fight
from engine.rulesets.succheesion.events import Battle, Built, CheeseRaised, CityFounded, Disbanded, Income, \
    Moved, SiegeDone, Supply, Swayed, TradeBroken, TradeYield
from engine.rulesets.succheesion.orders import Blockade, Build, CasualtyOrder, FoundCity, RaiseCheese
from engine.rulesets.succheesion.params import DEFAULTS

from .helpers import RULES, cheese, count, edges, events, land, make_map, nation, play, position, rejections, sea

# Berdain (1) and Maustria (3) share no border: their link is sea 13; Crimsonia (2) sits between.
TRADE_MAP = make_map(land("1 2 3", cities=0, cheese=0), sea("13 14"), edges("1-2 2-3 1~13 3~14 13-14"))


def _berdain_maustria(invested: int):
    return position(TRADE_MAP, nations=[nation("Berdain", "1", cheese=20), nation("Maustria", "3", cheese=20),
                                        nation("Crimsonia", "2")],
                    trades=[{"nations": ["Berdain", "Maustria"], "invested": invested}])


# -- Trade Agreements ---------------------------------------------------------------------------------

def test_the_side_that_breaks_the_agreement_receives_one_half_the_other_one_quarter():
    """"The side that breaks the agreement will immediately receive one half (rounded down) of the
    total cheese invested in the agreement. The other side will receive one quarter (rounded down) of
    the total cheese invested. All remaining investment is lost." (Berdain breaks 23: 11, 5, 7 lost)"""
    res = play(TRADE_MAP, _berdain_maustria(23), {"Berdain": "break trade with Maustria"})
    broken = events(res, TradeBroken)[0]
    assert broken.payouts == (("Berdain", 1100), ("Maustria", 500)) and broken.lost == 700


def test_a_declaration_of_war_breaks_the_agreement():
    """"A side may choose to break a Trade Agreement (as part of Diplomausy, or a declaration of War)." """
    res = play(TRADE_MAP, _berdain_maustria(23), {"Maustria": "declare war on Berdain"})
    assert events(res, TradeBroken)[0].payouts == (("Berdain", 500), ("Maustria", 1100))
    assert res.state.trades == ()


def test_if_both_sides_declare_war_simultaneously_they_both_receive_one_quarter():
    """"If both sides break the agreement simultaneously, they both receive one quarter (rounded down)
    of the investment." Two declarations of war in the same turn are two breaks."""
    res = play(TRADE_MAP, _berdain_maustria(23), {"Maustria": "declare war on Berdain",
                                                  "Berdain": "declare war on Maustria"})
    broken = events(res, TradeBroken)[0]
    assert broken.breakers == ("Berdain", "Maustria")
    assert broken.payouts == (("Berdain", 500), ("Maustria", 500)) and broken.lost == 1300


def test_a_break_and_the_partners_declaration_of_war_in_one_turn_are_both_sides_breaking():
    """"If both sides break the agreement simultaneously, they both receive one quarter": one side by
    order, the other by its declaration of war; the order is not refused for the agreement being gone."""
    res = play(TRADE_MAP, _berdain_maustria(23), {"Maustria": "declare war on Berdain",
                                                  "Berdain": "break trade with Maustria"})
    broken = events(res, TradeBroken)[0]
    assert broken.payouts == (("Berdain", 500), ("Maustria", 500)) and broken.lost == 1300
    assert rejections(res) == []


def test_next_turn_berdain_invests_an_additional_2_and_maustria_invests_3():
    """"Next turn, Berdain invests an additional 2 and Maustria invests 3. The Agreement now has 15
    cheese invested in total" -- 'an additional 2' is 2 cheese, not one."""
    state = _berdain_maustria(10)
    res = play(TRADE_MAP, state, {"Berdain": "invest an additional 2 cheese in trade with Maustria",
                                  "Maustria": "invest 3 cheese in trade with Berdain"})
    assert res.state.trade("Berdain", "Maustria").invested == 1500
    assert cheese(res.state, "Berdain") == 2000 + 100 - 200       # 10 yielded 2: one each


def test_the_agreement_with_15_invested_generates_3_one_each_and_the_third_is_invested():
    """"The Agreement now has 15 cheese invested in total, and will generate 3 cheese per turn. Each
    side will gain 1 cheese, and the third will be automatically invested into the agreement." """
    res = play(TRADE_MAP, _berdain_maustria(15))
    y = events(res, TradeYield)[0]
    assert (y.each, y.reinvested) == (100, 100) and res.state.trade("Berdain", "Maustria").invested == 1600
    assert cheese(res.state, "Berdain") == cheese(res.state, "Maustria") == 2100


# -- Auto-Calculated Combat ------------------------------------------------------------------------

RED = {"Militia": 3, "Infantry": 4, "Guard Infantry": 1, "Heavy Cavalry": 2, "Artillery": 1}
BLUE = {"Militia": 1, "Infantry": 7, "Light Infantry": 1, "Cavalry": 1, "Heavy Cavalry": 1, "Artillery": 2}
FIELD = make_map(land("1 2 3", cities=1, cheese=0), edges("1-2 2-3"))


def test_blue_decides_that_this_is_too_low_and_spends_1_success():
    """"Blue rolls a d6 to see what the casualty level will be: a roll of 5 means that Red will take 35%
    of its units in casualties. Blue decides that this is too low and spends 1 success to increase the
    casualty rate to 6 - 40%." Written as the seed says it: 'spend 1 TP' is one TP, not 1%."""
    state = position(FIELD, nations=[nation("Red", "1", cheese=50), nation("Blue", "3", cheese=50)], war=["Red-Blue"],
                     units_on_map=["Red 2: 11 +General", "Blue 2: 13 +General"], armies={"Red": RED, "Blue": BLUE})
    sheet = RULES.parse_orders("spend 1 success to increase the casualty rate", "Blue", state, FIELD)
    assert sheet.problems == () and sheet.orders[0].count == 1
    res = play(FIELD, state, {"Red": "casualties: Infantry, Militia, Heavy Cavalry first",
                              "Blue": "spend 1 TP\ncasualties: Infantry, Cavalry first"},
               dice=[1] * 10 + [1] * 11 + [1] + [4] * 10 + [1] + [3] * 12 + [5])
    story = events(res, Battle)[0].story
    assert (story.level_roll, story.spent, story.level, story.rate) == (5, 1, 6, 40)
    assert story.loser_losses == 4 and story.victor_losses == 3


def test_spending_a_count_of_tp_stops_at_the_last_level_and_never_destroys_the_victor():
    """"The victor may spend as many TP as they wish to increase the casualty rate by one level per
    success spent ... Exception: the attacker cannot so increase the casualty rate to result in the
    total destruction of their own force." """
    loser = Side(nation="L", units={"Infantry": 4})
    victor = Side(nation="V", units={"Infantry": 6}, spend_tp=20)
    story = fight(loser, victor, FixedDice([2] * 4 + [1] + [2] * 5 + [1]), DEFAULTS, "x")
    assert story.spent <= 9 and story.victor_losses < 6


# -- The seed's order forms, read as the seed means them ------------------------------------------

SCENARIO = Path(__file__).resolve().parents[2] / "resources" / "maps" / "mausropa" / "scenario.json"


@pytest.fixture(scope="module")
def mausropa():
    board, state, _ = load_scenario(SCENARIO)
    return board, state


@pytest.mark.parametrize("line, order", [
    # "The Maustrians establish a blockade in Region 13."
    ("establish a blockade in Region 13", Blockade(nation="Maustria", sea="13", lift=False)),
    # "The Cheese value of a region may be increased by one"
    ("increase cheese production in 21", RaiseCheese(nation="Maustria", at="21", steps=1)),
    # "New cities may be established in a region for a cost of 100 cheese."
    ("establish a new city in 21", FoundCity(nation="Maustria", at="21")),
    # "Cities allow units to be produced in your Nation"
    ("produce 2 units of Infantry in 21", Build(nation="Maustria", count=2, kind="Infantry", at="21")),
    # "Red chooses 4 casualties - a line Infantry, 2 militia (count as 1 unit), another line infantry ...
    #  they choose to lose 1 Heavy Cavalry."
    ("casualties: a line Infantry, 2 militia, another line infantry, 1 Heavy Cavalry",
     CasualtyOrder(nation="Maustria", first=("Infantry", "Militia", "Heavy Cavalry"))),
])
def test_the_seeds_own_words_are_read_as_the_seed_means(mausropa, line, order):
    board, state = mausropa
    sheet = RULES.parse_orders(line, "Maustria", state, board)
    assert sheet.problems == () and sheet.orders == (order,)


# -- The Map: regions, cheese, cities, loyal, occupied, contested ------------------------------------

ECON = make_map(land("1 2 3", cities=2, cheese=4), land("4", cities=0, cheese=2, terrain="forest"), edges("1-2 2-3 3-4"))


def _two(**kw):
    return position(ECON, nations=[nation("Maustria", "1 2 4", cheese=200), nation("Adoen", "3", cheese=20)], **kw)


def test_a_region_with_cheese_production_of_2_may_be_increased_to_3_for_7_cheese():
    """"The Cheese value of a region may be increased by one at a cost of 5 + current cheese production
    (So a region with cheese production of 2 may be increased to 3 for a cost of 7 cheese)." """
    board = make_map(land("1 2", cities=0, cheese=2), edges("1-2"))
    state = position(board, nations=[nation("Maustria", "1", cheese=10)])
    res = play(board, state, {"Maustria": "raise cheese in 1"})
    assert res.state.cheese["1"] == 3 and cheese(res.state, "Maustria") == 1000 + 200 - 700
    assert events(res, CheeseRaised)[0].cost == 700


def test_desert_and_forest_regions_cost_double_to_increase_cheese_production():
    """"Desert and Forest regions will cost double to increase cheese production." (2 -> 3: 14)"""
    res = play(ECON, _two(), {"Maustria": "raise cheese in 4"})
    assert events(res, CheeseRaised)[0].cost == 2 * (5 + 2) * 100


def test_new_cities_may_be_established_for_a_cost_of_100_cheese():
    """"New cities may be established in a region for a cost of 100 cheese." """
    res = play(ECON, _two(), {"Maustria": "found a city in 4"})
    assert res.state.cities["4"] == 1 and events(res, CityFounded)[0].cost == 10000


def test_a_loyal_region_provides_full_economic_support_to_its_side():
    """"A Loyal region provides full economic support to its side" (regions 1, 2 and 4: 4 + 4 + 2)."""
    res = play(ECON, _two())
    assert next(e for e in events(res, Income) if e.nation == "Maustria").total == 1000


def test_occupied_regions_provide_the_occupier_with_half_the_cheese():
    """"Occupied regions provide the occupier with half the Cheese of a loyal region" (4 -> 2; the owner none)."""
    res = play(ECON, _two(war=["Maustria-Adoen"], occupied={"3": "Maustria"}))
    incomes = {e.nation: e.total for e in events(res, Income)}
    assert incomes == {"Maustria": 1000 + 200, "Adoen": 0}


def test_occupied_cities_may_only_be_used_to_produce_militia_units():
    """"occupied cities may only be used to produce Militia units." """
    state = _two(war=["Maustria-Adoen"], occupied={"3": "Maustria"})
    sheet = RULES.parse_orders("build 1 Infantry in 3", "Maustria", state, ECON)
    assert "cannot build Infantry" in sheet.problems[0].reason
    res = play(ECON, state, {"Maustria": "build 2 Militia in 3"})
    assert count(res.state, "Maustria", "3") == 2


def test_contested_regions_produce_one_quarter_cheese_for_each_side_and_build_nothing():
    """"A Region is Contested if it contains units of at least two nations that are at war. Forts count
    as units for this purpose. Contested regions produce one quarter cheese for each side, and the
    cities may not be used to produce units." Adoen's fort and Maustria's units in 3."""
    state = _two(war=["Maustria-Adoen"], units_on_map=["Adoen 3: fort 1", "Maustria 3: 2"])
    sheet = RULES.parse_orders("build 1 Militia in 3", "Adoen", state, ECON)
    assert "3 is contested and its cities cannot build Militia" in sheet.problems[0].reason
    res = play(ECON, state)
    incomes = {e.nation: e.total for e in events(res, Income)}
    assert incomes == {"Maustria": 1000 + 100, "Adoen": 100}


def test_a_region_with_a_friendly_fort_is_contested_if_enemy_forces_and_no_other_friendly_forces_are_present():
    """"A region with a friendly fort will be considered Contested if there are enemy forces and no other
    friendly forces present." It does not become occupied."""
    state = _two(war=["Maustria-Adoen"], units_on_map=["Adoen 3: fort 1", "Maustria 2: 2"])
    res = play(ECON, state, {"Maustria": "2 units 2 -> 3"})
    assert "3" not in res.state.occupied
    nxt = play(ECON, res.state)
    incomes = {e.nation: e.total for e in events(nxt, Income)}
    assert incomes["Adoen"] == 100


# -- Units: cities and cheese ---------------------------------------------------------------------

def test_units_may_be_part_built_in_a_turn_and_completed_in_the_next():
    """"Units may be part built in a turn, and completed in the next." 3 loyal cities: one Infantry and
    one started with the city left over, finished next turn."""
    board = make_map(land("1 2", cities=3, cheese=0), edges("1-2"))
    state = position(board, nations=[nation("Maustria", "1", cheese=20)])
    res = play(board, state, {"Maustria": "build 2 Infantry in 1"})
    assert count(res.state, "Maustria", "1") == 1 and len(res.state.part_builds) == 1
    assert cheese(res.state, "Maustria") == 2000 - 400 - 10          # both paid; 1 unit's supply
    nxt = play(board, res.state)
    assert count(nxt.state, "Maustria", "1") == 2 and nxt.state.part_builds == ()


def test_a_fort_may_be_built_in_any_land_region_even_with_no_cities_present():
    """"Fort (2) - may be built in any Land Region (even with no cities present)." "More than one Fort
    may be built in a region." """
    res = play(ECON, _two(), {"Maustria": "build 2 Forts in 4"})
    assert [f.count for f in res.state.forts if f.at == "4"] == [2]


def test_a_number_of_units_may_appear_in_a_region_equal_to_the_number_of_loyal_cities():
    """"A number of units may appear in a Region equal to the number of loyal cities." (2 cities: 2)"""
    res = play(ECON, _two(), {"Maustria": "build 2 Militia in 1"})
    assert count(res.state, "Maustria", "1") == 2
    res = play(ECON, _two(), {"Maustria": "build 3 Militia in 1"})
    assert count(res.state, "Maustria", "1") == 0
    assert rejections(res) == ["not allowed: 1 has 2 cities: at most 2 new unit(s) may appear there a turn"]


# -- Supply ------------------------------------------------------------------------------------------

LINE = make_map(land("1 2 3 4", cities=1, cheese=0), edges("1-2 2-3 3-4"))


@pytest.mark.parametrize("units, hundredths", [(1, 10), (2, 20), (3, 50), (4, 100), (6, 200), (8, 300), (10, 450),
                                               (12, 600), (16, 1000), (20, 1500), (24, 2100), (28, 2800), (29, 4000)])
def test_supply_costs_per_region_follow_the_seeds_table(units, hundredths):
    """The seed's table: "1 0.1, 2 0.2, 3 0.5, 4 1, 5 or 6 2, 7 or 8 3, 9 or 10 4.5, 11 or 12 6,
    13 to 16 10, 17 to 20 15, 21 to 24 21, 25 to 28 28, 29+ 40"."""
    state = position(LINE, nations=[nation("Randomia", "1 2", cheese=60)], units_on_map=[f"Randomia 2: {units}"])
    assert events(play(LINE, state), Supply)[0].paid == hundredths


def test_an_army_that_cannot_be_supplied_rolls_1d6_per_unit_and_is_disbanded_on_5_or_6():
    """"An army that cannot be supplied must roll 1d6 per unit. On a 5 or 6 that unit is immediately
    disbanded and removed from the map." """
    state = position(LINE, nations=[nation("Randomia", "1"), nation("Zurin", "2 3 4")],
                     units_on_map=["Randomia 4: 3"], capitals={"Randomia": "1"})
    res = play(LINE, state, dice=[4, 5, 6])
    assert count(res.state, "Randomia", "4") == 1 and events(res, Disbanded)[0].rolls == (4, 5, 6)


def test_forts_do_not_require_supply():
    """"Forts are a unit that cannot move and do not require supply." """
    state = position(LINE, nations=[nation("Randomia", "1 2", cheese=5)], units_on_map=["Randomia 2: fort 3"])
    res = play(LINE, state)
    assert all(e.paid == 0 for e in events(res, Supply)) and cheese(res.state, "Randomia") == 500


def test_a_blockade_prevents_powers_at_war_tracing_lines_of_supply_through_that_region():
    """"A naval force in a region can enforce a "blockade" which will prevent powers with which they are
    at war tracing lines of supply, trade, and exchange through that region." """
    board = make_map(land("1 2", cities=1, cheese=0, port=True), sea("13"), edges("1~13 13~2"))
    state = position(board, nations=[nation("Crimsonia", "1", cheese=10), nation("Maustria", "", cheese=10)],
                     war=["Maustria-Crimsonia"], capitals={"Crimsonia": "1"},
                     units_on_map=["Crimsonia 2: 2", "Maustria 13: 1F blockade"])
    res = play(board, state, dice=[1, 1, 1])       # Crimsonia's 2 units cut off; Maustria's frigate too
    rows = {r: supplied for r, _, _, supplied, _ in next(e for e in events(res, Supply) if e.nation == "Crimsonia").rows}
    assert rows == {"2": False}


# -- Movement ----------------------------------------------------------------------------------------

def test_land_units_end_their_movement_upon_entering_a_region_with_an_enemy_unit_even_if_under_siege():
    """"Land Units may move up to TWO regions per turn but end their movement upon entering a region
    with an enemy unit present, even if under siege." Adoen's units shelter with their fort in 2."""
    state = position(LINE, nations=[nation("Maustria", "1", cheese=20), nation("Adoen", "2 3 4", cheese=20)],
                     war=["Maustria-Adoen"], units_on_map=["Maustria 1: 3", "Adoen 2: 1", "Adoen 2: fort 1"])
    res = play(LINE, state, {"Maustria": "3 units 1 -> 2 -> 3"}, dice=[2, 2, 2, 2, 2, 2, 2, 3, 3])
    assert events(res, Moved)[0].path == ("1", "2")


def test_sea_units_may_move_up_to_three_regions_per_turn():
    """"Sea units may move up to THREE regions per turn" """
    board = make_map(land("1", cities=1, cheese=0, port=True), sea("11 12 13 14"), edges("1~11 11-12 12-13 13-14"))
    state = position(board, nations=[nation("Dunbarra", "1", cheese=20)], units_on_map=["Dunbarra 11: 2F"])
    assert play(board, state, {"Dunbarra": "2 frigates 11 -> 12 -> 13 -> 14"}).state.fleet("Dunbarra", "14")
    sheet = RULES.parse_orders("2 frigates 14 -> 13 -> 12 -> 11 -> 1", "Dunbarra", state, board)
    assert sheet.problems


# -- Diplomausy --------------------------------------------------------------------------------------

DIPLO = make_map(land("1 2 3", cities=0, cheese=0), edges("1-2 2-3"))


def _three(**kw):
    return position(DIPLO, nations=[nation("Stilwen", "1", cheese=20), nation("Maustria", "2", cheese=20),
                                    nation("Ubliko", "3")], unplayed=["Ubliko"], **kw)


def test_a_nation_swayed_into_a_war_breaks_its_trade_agreement_with_the_enemy():
    """"To influence a Nation to join a war ... Dice are rolled" and "A side may choose to break a Trade
    Agreement (as part of Diplomausy, or a declaration of War)": Ubliko, swayed to war with Maustria,
    breaks their agreement of 20 as the breaker (10 to Ubliko, 5 to Maustria, 5 lost)."""
    state = _three(trades=[{"nations": ["Maustria", "Ubliko"], "invested": 20}])
    res = play(DIPLO, state, {"Stilwen": "sway Ubliko to war with Maustria, bribe 10 cheese"}, dice=[3])
    assert res.state.at_war("Ubliko", "Maustria") and res.state.trades == ()
    broken = events(res, TradeBroken)[0]
    assert broken.breakers == ("Ubliko",) and dict(broken.payouts) == {"Maustria": 500, "Ubliko": 1000}


def test_to_influence_a_nation_you_may_send_cheese_to_bribe():
    """"You can choose to increase your chance of success by sending Cheese to bribe, etc. Dice are rolled,
    and results will be revealed." A bribe of 10 adds 2 to the d6; the result is public."""
    res = play(DIPLO, _three(), {"Stilwen": "sway Ubliko to war with Maustria, bribe 10 cheese"}, dice=[3])
    swayed = events(res, Swayed)[0]
    assert swayed.success and swayed.public and cheese(res.state, "Stilwen") == 1000


# -- Sieges and Assaults ------------------------------------------------------------------------------

def _siege(**kw):
    return position(DIPLO, nations=[nation("Zurin", "1", cheese=50), nation("Manarth", "2 3")],
                    war=["Zurin-Manarth"], **kw)


def test_for_a_siege_a_single_enemy_fort_is_removed():
    """"Units that start a turn in a region with an enemy Fort may either lay Siege or Assault. For a siege,
    a single enemy fort is removed." """
    res = play(DIPLO, _siege(units_on_map=["Zurin 2: 3", "Manarth 2: fort 3"]), {"Zurin": "siege 2"})
    assert res.state.forts_at("2") == {"Manarth": 2} and count(res.state, "Zurin", "2") == 3


@pytest.mark.parametrize("roll, fort_stays, lost", [(1, True, 0), (2, False, 0), (3, False, 1), (4, False, 1),
                                                    (5, False, 2), (6, False, 2)])
def test_for_an_assault_a_d6_is_rolled_for_each_enemy_fort(roll, fort_stays, lost):
    """"For an assault, a d6 is rolled for each enemy fort. On a roll of 1, a Fort remains. On a roll of 2+
    a Fort is removed. On a roll of 1 or 2, no attacking units are destroyed. On a roll of 3 or 4, one
    attacking unit is destroyed. On a roll of 5 or 6, two attacking units are destroyed." """
    res = play(DIPLO, _siege(units_on_map=["Zurin 2: 4", "Manarth 2: fort 1"]), {"Zurin": "assault 2"}, dice=[roll])
    assert bool(res.state.forts_at("2")) is fort_stays
    assert events(res, SiegeDone)[0].attackers_lost == lost and count(res.state, "Zurin", "2") == 4 - lost


def test_a_garrison_in_a_fortification_under_siege_does_not_need_to_be_supplied():
    """"A garrison in a Fortification that is under siege does not need to be supplied - they consume
    prepared stores." Manarth's 4 units with their fort, Zurin's besiegers beside them."""
    res = play(DIPLO, _siege(units_on_map=["Zurin 2: 2", "Manarth 2: 4", "Manarth 2: fort 1"]), {"Zurin": "siege 2"})
    assert {e.nation: e.paid for e in events(res, Supply)} == {"Zurin": 20}


# -- Retreat --------------------------------------------------------------------------------------------

def test_armies_must_retreat_to_a_friendly_adjacent_territory_next_turn_or_are_destroyed():
    """"Red is defeated and will have to retreat. Armies in the field must retreat to a friendly adjacent
    territory next turn. If unable to retreat, they are destroyed." """
    from engine.rulesets.succheesion.events import Retreated
    state = position(FIELD, nations=[nation("Red", "1", cheese=50), nation("Blue", "3", cheese=50)], war=["Red-Blue"],
                     units_on_map=["Red 2: 11 +General", "Blue 2: 13 +General"], armies={"Red": RED, "Blue": BLUE})
    res = play(FIELD, state, {"Blue": "spend TP to reach 40%"},
               dice=[1] * 10 + [1] * 11 + [1] + [4] * 10 + [1] + [3] * 12 + [5])
    assert res.state.stack("Red", "2").retreating
    nxt = play(FIELD, res.state, {"Red": "retreat 2 -> 1"})
    assert events(nxt, Retreated)[0].to == "1" and count(nxt.state, "Red", "1") == 6


def test_a_number_of_tp_past_any_count_that_buys_a_level_is_a_percent():
    """'spend 1 TP' is one TP (the seed's Blue); 'spend TP up to 40' asks for the 40% level, no TP count
    above 10 buying anything."""
    board, state = load_scenario(SCENARIO)[:2]
    (one,) = RULES.parse_orders("spend 1 TP", "Maustria", state, board).orders
    (forty,) = RULES.parse_orders("spend TP up to 40", "Maustria", state, board).orders
    assert (one.count, one.percent) == (1, 0) and (forty.count, forty.percent) == (None, 40)
