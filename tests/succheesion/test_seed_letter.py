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
    Moved, SiegeDone, Supply, TradeBroken, TradeYield
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
