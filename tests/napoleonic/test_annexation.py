"""Annexation: in Winter, a province holding the nation's corps turns its colour, for 3 gold if
neutral or 7 if it belongs to another nation; it does not count for supply that Winter."""

from engine.rulesets.napoleonic.events import Annexed, Starved, Supply
from engine.rulesets.napoleonic.options import order_options

from .helpers import (
    corps, edges, events, gold, land, make_map, nation, play, position, problems, public_text, rejections,
    sheet, winter_dice)

# Bavaria is French; Tyrol and Vienna are Austria's; Madrid is Spain's; Baden is neutral.
BOARD = make_map(land("bavaria:3 tyrol:2 vienna:4 baden:2 madrid:1"),
                 edges("bavaria-tyrol tyrol-vienna bavaria-baden baden-madrid"))


def nations(france_gold=30):
    return [nation("France", home="bavaria", gold=france_gold), nation("Austria", home="tyrol vienna"),
            nation("Spain", home="madrid")]


def winter(*units, relations=("France at war with Austria",), **kw):
    return position(BOARD, season="Winter 1805", nations=nations(), corps=list(units),
                    relations=list(relations), **kw)


QUIET = winter_dice(("heads", 1), ("heads", 1), ("heads", 1))


def test_annexing_a_neutral_province_costs_3():
    # France: 30 + 3 + 1 = 34, war upkeep 5: 29; the corps in Baden is one space from home: 2;
    # annexing Baden: 3. Left: 24.
    state = winter("France A baden: 1 infantry")
    res = play(BOARD, state, {"France": "annex Baden"}, dice=QUIET)
    assert res.state.owner("baden") == "France"
    assert gold(res.state, "France") == 24
    [annexed] = events(res, Annexed)
    assert (annexed.previous, annexed.cost, annexed.public) == (None, 3, True)
    assert "France annexes Baden." in public_text(BOARD, state, res)


def test_annexing_another_nations_province_costs_7():
    # 29 after income and upkeep; supply for the corps in Tyrol (enemy province, own units): 2; 7.
    state = winter("France A tyrol: 1 infantry")
    res = play(BOARD, state, {"France": "annex Tyrol"}, dice=QUIET)
    assert res.state.owner("tyrol") == "France"
    assert gold(res.state, "France") == 20
    assert "France annexes Tyrol from Austria." in public_text(BOARD, state, res)


def test_provinces_are_annexed_only_in_winter():
    state = position(BOARD, season="Fall 1805", nations=nations(), corps=["France A baden: 1 infantry"])
    assert problems(sheet(BOARD, state, "France", "annex Baden")) == [
        "line 1: not allowed ('annex Baden'): provinces are annexed only in Winter"]


def test_annexing_needs_a_corps_of_ones_own_in_the_province():
    state = winter("Austria A baden: 1 infantry", relations=())
    assert problems(sheet(BOARD, state, "France", "annex Baden")) == [
        "line 1: not allowed ('annex Baden'): France has no corps in Baden to annex it"]
    assert problems(sheet(BOARD, state, "France", "annex Bavaria")) == [
        "line 1: not allowed ('annex Bavaria'): France already owns Bavaria"]


def test_a_province_shared_with_another_nations_corps_cannot_be_annexed():
    # France and Spain, at peace, both stand in neutral Baden: neither may make it its own.
    state = winter("France A baden: 1 infantry", "Spain A baden: 1 infantry", relations=())
    assert problems(sheet(BOARD, state, "France", "annex Baden")) == [
        "line 1: not allowed ('annex Baden'): Spain's corps also stand in Baden"]
    assert order_options(BOARD, state, "France").annexable == []     # nor do the GUI's dialogs offer it


def test_an_allys_corps_does_not_stop_an_annexation():
    state = winter("France A baden: 1 infantry", "Spain A baden: 1 infantry",
                   relations=("France allied with Spain",))
    assert sheet(BOARD, state, "France", "annex Baden").ok()


def test_an_allys_province_is_traded_not_annexed():
    state = winter("France A tyrol: 1 infantry", relations=("France allied with Austria",))
    assert problems(sheet(BOARD, state, "France", "annex Tyrol")) == [
        "line 1: not allowed ('annex Tyrol'): Tyrol belongs to France's ally Austria: allies trade "
        "provinces instead"]


def test_an_annexation_that_cannot_be_paid_fails():
    # Spain: 0 banked + 1 (Madrid) + 1 (heads) = 2; supply for its corps in Baden, one space
    # from Madrid: 2. Nothing is left, and Baden costs 3.
    state = winter("Spain A baden: 1 infantry", relations=())
    res = play(BOARD, state, {"Spain": "annex Baden"}, dice=QUIET)
    assert res.state.owner("baden") is None
    assert rejections(res) == ["failed: annexing Baden costs 3 gold; the treasury holds 0"]


def test_a_province_annexed_this_winter_does_not_count_for_supply_that_winter():
    # The corps in Baden pays supply (one space: 2 gold) although Baden becomes French this Winter.
    state = winter("France A baden: 1 infantry")
    res = play(BOARD, state, {"France": "annex Baden"}, dice=QUIET)
    [supply] = events(res, Supply)
    assert supply.lines == (("A", "baden", 1, 1),) and supply.cost == 2
    # Next Winter Baden is French and the corps there is free.
    spring = res.state
    summer = play(BOARD, spring).state
    fall = play(BOARD, summer).state
    winter2 = play(BOARD, fall).state
    res2 = play(BOARD, winter2, dice=QUIET)
    assert events(res2, Supply) == []


def test_the_seeds_tyrol_example_a_corps_left_behind_keeps_the_supply_line_open():
    # Summer: France enters Tyrol with A and B. Fall: A goes on to Vienna, B stays in Tyrol.
    # Winter: A in Vienna traces Vienna - Tyrol (enemy, held by B) - Bavaria: 2 spaces, 4 gold;
    # B pays 2. France: 30 + 3 + 1 - 5 (war) - 6 (supply) - 7 - 7 (Tyrol, Vienna) = 9.
    summer = position(BOARD, season="Summer 1805", nations=nations(), relations=["France at war with Austria"],
                      corps=["France A bavaria: 1 infantry", "France B bavaria: 1 infantry"])
    fall = play(BOARD, summer, {"France": "A - Tyrol\nB - Tyrol"}).state
    winter_ = play(BOARD, fall, {"France": "A - Vienna"}).state
    assert (corps(winter_, "France", "A").at, corps(winter_, "France", "B").at) == ("vienna", "tyrol")
    res = play(BOARD, winter_, {"France": "annex Tyrol\nannex Vienna"}, dice=QUIET)
    assert events(res, Starved) == []
    assert events(res, Supply)[0].lines == (("A", "vienna", 1, 2), ("B", "tyrol", 1, 1))
    assert (res.state.owner("tyrol"), res.state.owner("vienna")) == ("France", "France")
    assert gold(res.state, "France") == 9


def test_without_the_corps_left_behind_the_corps_in_vienna_is_cut_off():
    # Both corps went on to Vienna: Tyrol is Austrian and empty, so there is no line home.
    state = winter("France A vienna: 1 infantry", "France B vienna: 1 infantry")
    res = play(BOARD, state, {"France": "annex Vienna"}, dice=QUIET)
    assert {(e.corps, e.reason) for e in events(res, Starved)} == {("A", "cut off"), ("B", "cut off")}
    assert res.state.owner("vienna") == "Austria"
    assert rejections(res) == ["failed: France has no corps in Vienna"]


def test_a_province_annexed_this_winter_cannot_be_annexed_again_the_same_winter():
    # Allies France and Spain both hold Baden; orders are carried out in the nations' order, so
    # France's annexation comes first and Spain's fails.
    state = winter("France A baden: 1 infantry", "Spain A baden: 1 infantry",
                   relations=("France allied with Spain",))
    res = play(BOARD, state, {"France": "annex Baden", "Spain": "annex Baden"}, dice=QUIET)
    assert res.state.owner("baden") == "France"
    assert rejections(res)[0].startswith("failed: Baden")
