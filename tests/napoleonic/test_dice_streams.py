"""Each battle rolls its own dice stream (its place and its number there) and each nation its own
income stream: setting a battle by hand, adding a battle elsewhere or changing another nation's
orders leaves every other battle's dice as they were."""

import pytest

from engine.dice import FixedDice, OneStreamDice, SeededDice
from engine.rulesets.napoleonic.events import Battle

from rules_kit import stream_rolls as rolls

from .helpers import RULES, edges, events, land, make_map, nation, position, winter_dice

BOARD = make_map(land("alsace baden silesia saxony catalonia navarre holland hanover"),
                 edges("alsace-baden silesia-saxony catalonia-navarre holland-hanover"))

NATIONS = [nation(name, home=home) for name, home in (
    ("France", "alsace"), ("Austria", "baden"), ("Prussia", "silesia"), ("Russia", "saxony"),
    ("Spain", "catalonia"), ("Portugal", "navarre"), ("Sweden", "holland"), ("Denmark", "hanover"))]

START = position(BOARD, nations=NATIONS, season="Spring 1805",
                 relations=["France at war with Austria", "Prussia at war with Russia",
                            "Spain at war with Portugal", "Sweden at war with Denmark"],
                 corps=["France A alsace: 3 infantry", "Austria A baden: 3 infantry",
                        "Prussia A silesia: 2 infantry, 1 cavalry", "Russia A saxony: 3 infantry",
                        "Spain A catalonia: 3 infantry", "Spain B catalonia: 1 cavalry",
                        "Portugal A navarre: 2 infantry, 1 artillery",
                        "Sweden A holland: 3 infantry", "Denmark A hanover: 3 infantry"])

THREE_BATTLES = {"France": "A - Baden", "Prussia": "A - Saxony", "Spain": "A - Navarre"}
BY_HAND = {"battles": {"saxony": {"losses": {"Russia": "all"}, "reason": "rolled at the club"}}}


def resolve(orders, dice, overrides=None):
    sheets = {n: RULES.parse_orders(t, n, START, BOARD) for n, t in orders.items()}
    return RULES.resolve(BOARD, START, sheets, dice, overrides)


def battle(res, place):
    (b,) = [b for b in events(res, Battle) if b.place == place]
    return b


@pytest.mark.parametrize("seed", [1805, 7, 424242])
def test_a_battle_set_by_hand_leaves_every_other_battles_dice_unchanged(seed):
    rolled, by_hand = SeededDice(seed), SeededDice(seed)
    first = resolve(THREE_BATTLES, rolled)
    second = resolve(THREE_BATTLES, by_hand, BY_HAND)
    assert battle(second, "saxony").decided_by == "rolled at the club"
    assert not rolls(by_hand, "battle:saxony#1")
    for place in ("baden", "navarre"):
        assert rolls(rolled, f"battle:{place}#1")
        assert rolls(by_hand, f"battle:{place}#1") == rolls(rolled, f"battle:{place}#1")
        assert battle(second, place) == battle(first, place)


def test_with_the_old_single_stream_setting_the_first_battle_by_hand_changed_the_later_ones():
    # why streams exist: one shared stream hands the hand-set battle's dice to the battles after it
    rolled, by_hand = OneStreamDice(1805), OneStreamDice(1805)
    resolve(THREE_BATTLES, rolled)
    resolve(THREE_BATTLES, by_hand, {"battles": {"baden": {"losses": {"Austria": "all"}, "reason": "GM"}}})
    assert [r.value for r in by_hand.log] != [r.value for r in rolled.log if r.stream != "battle:baden#1"]


@pytest.mark.parametrize("seed", [1805, 7])
def test_adding_a_battle_elsewhere_leaves_a_battles_dice_unchanged(seed):
    three, four = SeededDice(seed), SeededDice(seed)
    resolve(THREE_BATTLES, three)
    resolve({**THREE_BATTLES, "Sweden": "A - Hanover"}, four)
    assert rolls(four, "battle:hanover#1")
    for place in ("baden", "saxony", "navarre"):
        assert rolls(four, f"battle:{place}#1") == rolls(three, f"battle:{place}#1")


@pytest.mark.parametrize("seed", [1805, 7])
def test_changing_another_nations_orders_leaves_a_battles_dice_unchanged(seed):
    before, after = SeededDice(seed), SeededDice(seed)
    resolve(THREE_BATTLES, before)
    resolve({**THREE_BATTLES, "Spain": "B - Navarre\nA holds", "Portugal": "A holds"}, after)
    assert rolls(after, "battle:navarre#1") != rolls(before, "battle:navarre#1")   # Spain's battle did change
    assert rolls(after, "battle:baden#1") == rolls(before, "battle:baden#1")
    assert rolls(after, "battle:saxony#1") == rolls(before, "battle:saxony#1")


def test_each_nations_winter_income_has_its_own_stream():
    winter = position(BOARD, nations=NATIONS, season="Winter 1805")
    dice = SeededDice(3)
    RULES.resolve(BOARD, winter, {}, dice)
    assert {r.stream for r in dice.log} == {f"income:{n['name']}" for n in NATIONS}
    assert [r.sides for r in dice.log if r.stream == "income:France"] == [2, 6]


def test_fixed_dice_are_still_read_in_the_documented_order_whatever_the_stream():
    # Winter: a coin then a d6 for each nation in the scenario's order (docs/rules/napoleonic.md)
    winter = position(BOARD, nations=NATIONS[:2], season="Winter 1805")
    dice = FixedDice(winter_dice(("heads", 4), ("tails", 2)))
    RULES.resolve(BOARD, winter, {}, dice)
    assert [(r.stream, r.value) for r in dice.log] == [("income:France", 1), ("income:France", 4),
                                                       ("income:Austria", 2), ("income:Austria", 2)]
