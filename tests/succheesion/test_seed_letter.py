"""Seed 004 to the letter: one test per rule, named in the seed's words, the seed's sentence quoted.

Each test sets up the position the sentence speaks of, gives the orders as a player writes them,
resolves with fixed dice and checks the state and the events (the rules notes answer where the
seed is silent; docs/rules/succheesion.md says what the tool does)."""

from engine.rulesets.succheesion.combat import Side, fight
from engine.rulesets.succheesion.events import Battle, Built, CheeseRaised, CityFounded, Disbanded, Income, \
    Moved, SiegeDone, Supply, TradeBroken, TradeYield
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
