"""Money, in the order of a turn: gifts sent last turn arrive; embezzlement (of banked plus
received gold the first 20 are kept and half the rest, rounded down, is lost); income 4 per
province; upkeep 1 per army and 1 per ship beyond the fifth (unpaid gold disbands one unit
each, largest stack first); purchases in the order given."""

import pytest

from engine.rulesets.classic.economy import embezzled
from engine.rulesets.classic.events import Bought, Embezzled, GiftArrived, Income, Upkeep
from engine.rulesets.classic.params import DEFAULTS

from .helpers import (
    aboard,
    armies,
    edges,
    events,
    gold,
    internal_text,
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

MAP = make_map(land("1 2 3 4"), sea("A B"), edges("1-2 2-3 3-4 1~A 2~A 3~B 4~B A-B"))


@pytest.mark.parametrize("banked, lost", [(0, 0), (20, 0), (21, 0), (22, 1), (25, 2), (40, 10), (41, 10),
                                          (100, 40)])
def test_the_first_20_gold_are_kept_and_half_the_rest_rounded_down_is_embezzled(banked, lost):
    assert embezzled(DEFAULTS, banked) == lost


def test_embezzlement_comes_before_income():
    state = position(MAP, nations=[nation("France", home="1", gold=40)])
    res = play(MAP, state)
    assert events(res, Embezzled)[0].lost == 10
    assert events(res, Income)[0].amount == 4
    assert gold(res.state, "France") == 40 - 10 + 4


def test_gold_sent_arrives_at_the_start_of_the_next_turn_and_is_embezzled_with_the_bank():
    state = position(MAP, nations=[nation("France", home="1", gold=20), nation("Spain", home="4", gold=15)])
    turn1 = play(MAP, state, {"France": "give 10 gold to Spain"})
    assert gold(turn1.state, "France") == 20 + 4 - 10
    assert gold(turn1.state, "Spain") == 15 + 4                  # not yet
    assert [(g.giver, g.receiver, g.amount) for g in turn1.state.gifts] == [("France", "Spain", 10)]
    turn2 = play(MAP, turn1.state)
    assert events(turn2, GiftArrived)[0].amount == 10
    # 19 banked + 10 received = 29: 4 of the 9 above 20 are embezzled; then income 4
    assert events(turn2, Embezzled)[0].total == 29 and events(turn2, Embezzled)[0].lost == 4
    assert gold(turn2.state, "Spain") == 29 - 4 + 4
    assert turn2.state.gifts == ()
    assert "Gift from France arrives: +10 gold" in internal_text(MAP, turn1.state, turn2, "Spain")
    assert "France" not in public_text(MAP, turn1.state, turn2).split("## Nations")[0]   # gifts are private


def test_income_is_4_gold_for_each_province_owned():
    state = position(MAP, nations=[nation("France", home="1 2 3")])
    res = play(MAP, state)
    assert events(res, Income)[0].provinces == 3 and gold(res.state, "France") == 12


def test_upkeep_is_1_per_army_and_1_per_ship_beyond_the_fifth():
    state = position(MAP, nations=[nation("France", home="1 2", gold=20)],
                     armies=["France 1: 4", "France 2: 3"], ships=["France A: 6", "France B: 1 (2 aboard)"])
    res = play(MAP, state)
    upkeep = events(res, Upkeep)[0]
    assert (upkeep.armies, upkeep.ships, upkeep.due, upkeep.paid) == (9, 7, 9 + 2, 11)
    assert gold(res.state, "France") == 20 + 8 - 11


def test_unpaid_upkeep_disbands_one_unit_per_missing_gold_largest_stack_first():
    # income 2 x 2 = 4; due 7 armies + 2 ships beyond the fifth = 9: five gold missing
    state = position(MAP, nations=[nation("France", home="1")],
                     armies=["France 1: 4", "France 3: 3"], ships=["France A: 7"], owners={"3": "France"},
                     params={"income_per_province": 2})
    res = play(MAP, state)
    upkeep = events(res, Upkeep)[0]
    assert (upkeep.due, upkeep.paid) == (9, 4)
    # ships 7 -> 6 -> 5 (then five ships cost nothing and stay), armies 4 -> 3 in 1, then the tie of
    # 3 and 3 goes in map order: 1 -> 2, then 3 -> 2
    assert upkeep.disbanded == (("A", "ships", 2), ("1", "armies", 2), ("3", "armies", 1))
    assert (ships(res.state, "France", "A"), armies(res.state, "France", "1"), armies(res.state, "France", "3")) \
        == (5, 2, 2)
    assert gold(res.state, "France") == 0
    assert "France cannot pay its upkeep and disbands 2 ships in A; 2 armies in 1; 1 armies in 3." \
        in public_text(MAP, state, res)


def test_disbanding_never_leaves_armies_aboard_without_room():
    state = position(MAP, nations=[nation("France", home="1")], ships=["France A: 7 (28 aboard)"],
                     params={"income_per_province": 0})
    res = play(MAP, state)
    # 28 armies are due and nothing can be paid: ships cannot go while they carry 28 armies
    # (28 = 7 x 4), so the armies aboard go first: 28 -> 0 would take 28 + 2 gold; one unit per gold
    assert events(res, Upkeep)[0].due == 30
    assert aboard(res.state, "France", "A") + ships(res.state, "France", "A") == 28 + 7 - 30
    assert aboard(res.state, "France", "A") <= 4 * ships(res.state, "France", "A")


def test_purchases_are_paid_in_the_order_given_and_what_cannot_be_paid_fails():
    state = position(MAP, nations=[nation("France", home="1 2", gold=2)])      # 2 + 8 income = 10
    orders = "buy 2 armies in 1\nbuy 1 ship in A\nbuy 1 army in 2"
    assert problems(sheet(MAP, state, "France", orders)) == [
        "line 2: not allowed ('buy 1 ship in A'): it costs 5 gold and the treasury holds 4 after this turn's "
        "income and upkeep"]
    res = play(MAP, state, {"France": orders})
    assert [(e.kind, e.count, e.where, e.cost) for e in events(res, Bought)] == [("army", 2, "1", 6), ("army", 1, "2", 3)]
    assert rejections(res) == ["failed: it costs 5 gold and the treasury holds 4 after this turn's income and upkeep"]
    assert armies(res.state, "France", "1") == 2 and armies(res.state, "France", "2") == 1
    assert gold(res.state, "France") == 1


def test_armies_are_bought_in_an_owned_province_and_ships_in_a_sea_next_to_one():
    state = position(MAP, nations=[nation("France", home="1", gold=50), nation("Spain", home="4")])
    assert problems(sheet(MAP, state, "France", "buy 3 armies in 1\nbuy 1 ship in A")) == []
    assert problems(sheet(MAP, state, "France", "buy 1 army in 2\nbuy 1 army in 4\nbuy 1 army in A\n"
                                                "buy 1 ship in B\nbuy 1 ship in 1")) == [
        "line 1: not allowed ('buy 1 army in 2'): armies are bought in a province France owns, and 2 is neutral",
        "line 2: not allowed ('buy 1 army in 4'): armies are bought in a province France owns, and 4 is Spain's",
        "line 3: not allowed ('buy 1 army in A'): armies are bought in a province, and A is a sea",
        "line 4: not allowed ('buy 1 ship in B'): ships are bought in a sea next to a province France owns, "
        "and B is next to none",
        "line 5: not allowed ('buy 1 ship in 1'): ships are bought in a sea, and 1 is not one"]


def test_a_gift_costs_the_giver_at_once_and_cannot_exceed_the_treasury():
    state = position(MAP, nations=[nation("France", home="1", gold=6), nation("Spain", home="4")])
    assert problems(sheet(MAP, state, "France", "give 11 gold to Spain\ngive 1 gold to France")) == [
        "line 1: not allowed ('give 11 gold to Spain'): the treasury holds only 10 gold after this turn's "
        "income and upkeep",
        "line 2: not allowed ('give 1 gold to France'): France cannot send gold to itself"]
    res = play(MAP, state, {"France": "give 10 gold to Spain"})
    assert gold(res.state, "France") == 0 and gold(res.state, "Spain") == 4


def test_no_nation_buys_more_armies_than_the_limit_whatever_its_gold():
    state = position(MAP, nations=[nation("France", home="1 2", gold=1_000_000_000)])
    assert problems(sheet(MAP, state, "France", "buy 100001 armies in 1")) == [
        "line 1: not allowed ('buy 100001 armies in 1'): a nation has at most 100,000 armies; "
        "100,001 cannot be bought"]
    res = play(MAP, state, {"France": "buy 60000 armies in 1\nbuy 60000 armies in 2"})
    assert [e.count for e in events(res, Bought)] == [60000]
    assert rejections(res) == ["failed: a nation has at most 100,000 armies, and France has 60,000"]
