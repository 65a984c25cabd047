"""Steps 1, 2 and 5 of a turn: income by region status and from trade, production limited by
cities, part-built units, raising cheese and founding cities."""

from engine.dice import FixedDice
from engine.order_sheet import OrderSheet
from engine.rulesets.succheesion.events import Built, Income
from engine.rulesets.succheesion.orders import Build

from .helpers import RULES, cheese, count, edges, events, land, make_map, nation, play, position, rejections, sea

MAP = make_map(land("1 2 3 4", cities=2, cheese=2), land("5", cities=0, cheese=3, terrain="forest"),
               land("9", cities=1, cheese=1, port=True), sea("13"),
               edges("1-2 2-3 3-4 4-5 1-5 1-9 9~13"))


def test_a_loyal_region_gives_its_owner_full_cheese():
    state = position(MAP, nations=[nation("Crimsonia", "1 2", cheese=0)])
    res = play(MAP, state)
    assert cheese(res.state, "Crimsonia") == 400
    assert events(res, Income)[0].regions == (("1", "loyal", 200), ("2", "loyal", 200))


def test_an_occupied_region_gives_its_occupier_half():
    state = position(MAP, nations=[nation("Adoen", "1 2"), nation("Maustria", "3 4")], war=["Adoen-Maustria"],
                     occupied={"2": "Maustria"})
    res = play(MAP, state)
    assert cheese(res.state, "Maustria") == 200 + 200 + 100
    assert cheese(res.state, "Adoen") == 200


def test_a_contested_region_gives_each_side_a_quarter():
    state = position(MAP, nations=[nation("Adoen", "1 2"), nation("Maustria", "3 4")], war=["Adoen-Maustria"],
                     units_on_map=["Adoen 2: 1", "Maustria 2: 1"])
    res = play(MAP, state, dice=[6, 6, 6, 2, 2])   # a battle: TP dice, a roll-off, the level
    incomes = {e.nation: e for e in events(res, Income)}
    assert ("2", "contested", 50) in incomes["Adoen"].regions
    assert ("2", "contested", 50) in incomes["Maustria"].regions


def test_crimsonia_builds_6_infantry_from_12_loyal_cities_one_per_city_in_each_region():
    board = make_map(land("1 2 3 4 5 6", cities=2, cheese=0), edges("1-2 2-3 3-4 4-5 5-6"))
    state = position(board, nations=[nation("Crimsonia", "1 2 3 4 5 6", cheese=20)])
    res = play(board, state, {"Crimsonia": "\n".join(f"Build 1 Infantry in {r}" for r in "123456")})
    assert [count(res.state, "Crimsonia", r) for r in "123456"] == [1] * 6
    assert cheese(res.state, "Crimsonia") == 2000 - 6 * 200 - 6 * 10     # and 0.10 supply for each lone unit
    assert res.state.sheet("Crimsonia") == {"Infantry": 6}
    assert rejections(res) == []


def test_a_region_takes_no_more_new_units_than_its_cities():
    """Seed 004: "A number of units may appear in a Region equal to the number of loyal cities": refused when
    entered, and refused in the same words when it reaches the turn another way (a game file)."""
    state = position(MAP, nations=[nation("Crimsonia", "1 2 3 4", cheese=20)])
    res = play(MAP, state, {"Crimsonia": "Build 3 Militia in 1"})
    assert count(res.state, "Crimsonia", "1") == 0
    assert rejections(res) == ["not allowed: 1 has 2 cities: at most 2 new unit(s) may appear there a turn"]
    sheet = OrderSheet("Crimsonia", (Build(nation="Crimsonia", count=3, kind="Militia", at="1"),), (1,),
                       ("Build 3 Militia in 1",))
    res = RULES.resolve(MAP, state, {"Crimsonia": sheet}, FixedDice(()))
    assert count(res.state, "Crimsonia", "1") == 0
    assert rejections(res) == ["not allowed: 1 has 2 cities: at most 2 new unit(s) may appear there a turn"]
    two = play(MAP, state, {"Crimsonia": "Build 2 Militia in 1"})
    assert count(two.state, "Crimsonia", "1") == 2 and rejections(two) == []


def test_a_unit_started_with_the_budget_left_finishes_next_turn_with_first_call():
    state = position(MAP, nations=[nation("Crimsonia", "1 2", cheese=20)])     # 4 cities
    res = play(MAP, state, {"Crimsonia": "Build 1 Infantry in 1\nBuild 1 Artillery in 2"})
    assert events(res, Built)[1].started == 1
    assert res.state.part_builds[0].cities_needed == 1
    assert cheese(res.state, "Crimsonia") == 2000 + 400 - 200 - 300 - 10      # paid when started; supply 0.10
    nxt = play(MAP, res.state, {"Crimsonia": "Build 2 Infantry in 1"})
    assert nxt.state.sheet("Crimsonia") == {"Infantry": 2, "Artillery": 1}
    # 4 cities - 1 for the Artillery = 3: one Infantry whole, the second started with the last city
    assert [(p.kind, p.cities_needed) for p in nxt.state.part_builds] == [("Infantry", 1)]


def test_occupied_cities_build_only_militia():
    state = position(MAP, nations=[nation("Adoen", "1 2"), nation("Maustria", "3 4", cheese=10)],
                     war=["Adoen-Maustria"], occupied={"2": "Maustria"})
    res = play(MAP, state, {"Maustria": "Build 1 Infantry in 2\nBuild 2 Militia in 2"})
    assert count(res.state, "Maustria", "2") == 2
    assert rejections(res) == ["not allowed: 2 is occupied and its cities cannot build Infantry for Maustria"]


def test_ships_appear_in_the_sea_beside_the_port():
    state = position(MAP, nations=[nation("Crimsonia", "1 9", cheese=20)])
    res = play(MAP, state, {"Crimsonia": "Build 1 Frigate in 9"})
    f = res.state.fleet("Crimsonia", "13")
    assert (f.frigates, f.galleons) == (1, 0)


def test_a_fort_needs_no_city_and_is_built_in_any_loyal_region():
    state = position(MAP, nations=[nation("Crimsonia", "1 5", cheese=20)])
    res = play(MAP, state, {"Crimsonia": "Build 1 Fort in 5"})
    assert res.state.forts_at("5") == {"Crimsonia": 1}


def test_raising_cheese_costs_7_from_2_and_14_on_forest():
    state = position(MAP, nations=[nation("Crimsonia", "1 5", cheese=30)])
    res = play(MAP, state, {"Crimsonia": "raise cheese in 1\nraise cheese in 5"})
    assert res.state.cheese["1"] == 3 and res.state.cheese["5"] == 4
    assert cheese(res.state, "Crimsonia") == 3000 + 200 + 300 - 700 - 2 * (5 + 3) * 100


def test_a_city_costs_100_cheese():
    state = position(MAP, nations=[nation("Crimsonia", "5", cheese=100)])
    res = play(MAP, state, {"Crimsonia": "found a city in 5"})
    assert res.state.cities["5"] == 1 and cheese(res.state, "Crimsonia") == 300


def test_an_order_that_cannot_be_paid_fails_and_the_treasury_never_goes_below_zero():
    state = position(MAP, nations=[nation("Crimsonia", "5", cheese=10)])
    res = play(MAP, state, {"Crimsonia": "found a city in 5"})
    assert res.state.cities["5"] == 0 and cheese(res.state, "Crimsonia") == 1300
    assert rejections(res) == ["failed: not enough cheese (100 needed)"]
