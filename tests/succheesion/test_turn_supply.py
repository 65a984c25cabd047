"""Step 3: supply by the seed's table, traced to the capital; unsupplied units roll a d6 each
and are disbanded on 5 or 6."""

from engine.rulesets.succheesion.events import Disbanded, Supply

from .helpers import cheese, count, edges, events, land, make_map, nation, play, position

MAP = make_map(land("1 2 3 4", cities=1, cheese=0), edges("1-2 2-3 3-4"))


def test_thirteen_units_in_one_region_cost_10_cheese():
    state = position(MAP, nations=[nation("Randomia", "1 2", cheese=20)], units_on_map=["Randomia 2: 13"])
    res = play(MAP, state)
    assert events(res, Supply)[0].paid == 1000
    assert cheese(res.state, "Randomia") == 1000


def test_units_cut_off_from_the_capital_roll_and_disband_on_5_or_6():
    state = position(MAP, nations=[nation("Randomia", "1"), nation("Zurin", "2 3 4")],
                     units_on_map=["Randomia 4: 4"], capitals={"Randomia": "1"})
    res = play(MAP, state, dice=[1, 5, 6, 4])
    assert count(res.state, "Randomia", "4") == 2
    assert events(res, Disbanded)[0].reason == "no line of supply to the capital"
    assert cheese(res.state, "Randomia") == 0


def test_a_bill_that_cannot_be_paid_is_paid_cheapest_per_unit_first():
    state = position(MAP, nations=[nation("Randomia", "1 2 3 4", cheese=1)],
                     units_on_map=["Randomia 1: 1", "Randomia 2: 4"])   # 0.10 and 1.00 due; 1.00 in hand
    res = play(MAP, state, dice=[6, 1, 1, 1])
    rows = {r: (paid) for r, _, _, _, paid in events(res, Supply)[0].rows}
    assert rows == {"1": True, "2": False}
    assert count(res.state, "Randomia", "2") == 3


def test_allies_in_one_region_pay_one_bill_shared_by_their_units():
    state = position(MAP, nations=[nation("Stilwen", "1 2", cheese=10), nation("Adoen", "3", cheese=10)],
                     allied=["Stilwen-Adoen"], units_on_map=["Stilwen 2: 3", "Adoen 2: 1"])
    res = play(MAP, state)
    bills = {e.nation: e.paid for e in events(res, Supply)}
    assert bills == {"Stilwen": 75, "Adoen": 25}          # 4 units: 1 cheese, 3/4 and 1/4


def test_a_garrison_with_its_fort_under_siege_needs_no_supply():
    state = position(MAP, nations=[nation("Zurin", "1 2", cheese=5), nation("Manarth", "3 4", cheese=5)],
                     war=["Zurin-Manarth"], units_on_map=["Zurin 2: 4", "Zurin 2: fort 1", "Manarth 2: 2"])
    res = play(MAP, state)
    bills = {e.nation: e.paid for e in events(res, Supply)}
    assert bills == {"Manarth": 20}


def test_with_its_capital_lost_a_nation_traces_supply_to_any_loyal_city_region():
    board = make_map(land("1 2 3 4 5", cities=1, cheese=0), edges("1-2 2-3 3-4 4-5"))
    state = position(board, nations=[nation("Adoen", "1 4 5", cheese=10), nation("Maustria", "2 3")],
                     war=["Adoen-Maustria"], occupied={"1": "Maustria"}, capitals={"Adoen": "1"},
                     units_on_map=["Adoen 5: 2"])
    res = play(board, state)
    assert [(r, supplied) for r, _, _, supplied, _ in events(res, Supply)[0].rows] == [("5", True)]


def test_an_ally_may_order_to_pay_the_whole_bill_they_share():
    state = position(MAP, nations=[nation("Stilwen", "1 2", cheese=10), nation("Adoen", "3", cheese=10)],
                     allied=["Stilwen-Adoen"], units_on_map=["Stilwen 2: 3", "Adoen 2: 1"])
    res = play(MAP, state, {"Stilwen": "pay all supply in 2"})
    assert {e.nation: e.paid for e in events(res, Supply)} == {"Stilwen": 100, "Adoen": 0}
