"""Each battle rolls its own dice stream, named by its province and its number there ("2", "2#2"):
setting a battle by hand, adding a battle elsewhere or changing another nation's orders leaves
every other battle's dice as they were."""

import pytest

from engine.dice import FixedDice, SeededDice
from engine.rulesets.classic.events import Battle

from rules_kit import stream_rolls as rolls

from .helpers import RULES, edges, events, land, make_map, nation, position

MAP = make_map(land("1 2 3 4 5 6 7 8"), edges("1-2 3-4 5-6 7-8 3-2"))
NATIONS = [nation(n, home=str(i), gold=30) for i, n in enumerate(
    ("France", "Austria", "Prussia", "Russia", "Spain", "Portugal", "Sweden", "Denmark"), 1)]
START = position(MAP, nations=NATIONS, armies=["France 1: 5", "Austria 2: 4", "Prussia 3: 6", "Russia 4: 5",
                                               "Spain 5: 4", "Portugal 6: 4", "Sweden 7: 3", "Denmark 8: 3"])

THREE_BATTLES = {"France": "5 armies 1 -> 2", "Prussia": "6 armies 3 -> 4", "Spain": "4 armies 5 -> 6"}
BY_HAND = {"battles": {"4": {"losses": {"Russia": "all"}, "reason": "rolled at the club"}}}


def resolve(orders, dice, overrides=None):
    sheets = {n: RULES.parse_orders(t, n, START, MAP) for n, t in orders.items()}
    return RULES.resolve(MAP, START, sheets, dice, overrides)


def battle(res, key):
    (b,) = [b for b in events(res, Battle) if b.key == key]
    return b


@pytest.mark.parametrize("seed", [1, 46, 2024])
def test_a_battle_set_by_hand_leaves_every_other_battles_dice_unchanged(seed):
    rolled, by_hand = SeededDice(seed), SeededDice(seed)
    first = resolve(THREE_BATTLES, rolled)
    second = resolve(THREE_BATTLES, by_hand, BY_HAND)
    assert battle(second, "4").decided_by == "rolled at the club" and not rolls(by_hand, "battle:4#1")
    for province in ("2", "6"):
        assert rolls(rolled, f"battle:{province}#1")
        assert rolls(by_hand, f"battle:{province}#1") == rolls(rolled, f"battle:{province}#1")
        assert battle(second, province) == battle(first, province)


@pytest.mark.parametrize("seed", [1, 46])
def test_adding_a_battle_elsewhere_leaves_a_battles_dice_unchanged(seed):
    three, four = SeededDice(seed), SeededDice(seed)
    resolve(THREE_BATTLES, three)
    resolve({**THREE_BATTLES, "Sweden": "3 armies 7 -> 8"}, four)
    assert rolls(four, "battle:8#1")
    for province in ("2", "4", "6"):
        assert rolls(four, f"battle:{province}#1") == rolls(three, f"battle:{province}#1")


@pytest.mark.parametrize("seed", [1, 46])
def test_changing_another_nations_orders_leaves_a_battles_dice_unchanged(seed):
    before, after = SeededDice(seed), SeededDice(seed)
    first = resolve(THREE_BATTLES, before)
    second = resolve({**THREE_BATTLES, "Spain": "2 armies 5 -> 6"}, after)
    assert battle(second, "6") != battle(first, "6")                  # Spain's own battle did change
    assert rolls(after, "battle:2#1") == rolls(before, "battle:2#1")
    assert rolls(after, "battle:4#1") == rolls(before, "battle:4#1")


def test_a_second_battle_in_a_province_rolls_its_own_stream():
    # Prussia also marches into 2: France fights Austria there, then the survivors meet Prussia
    dice = SeededDice(5)
    res = resolve({"France": "5 armies 1 -> 2", "Prussia": "6 armies 3 -> 2"}, dice)
    keys = [b.key for b in events(res, Battle)]
    assert keys[:2] == ["2", "2#2"]
    assert rolls(dice, "battle:2#1") and rolls(dice, "battle:2#2")


def test_fixed_dice_are_read_in_the_order_the_rolls_are_made_across_streams():
    dice = FixedDice([6] * 5 + [1] * 4 + [6] * 6 + [1] * 5)
    resolve({"France": "5 armies 1 -> 2", "Prussia": "6 armies 3 -> 4"}, dice)
    assert [r.stream for r in dice.log] == ["battle:2#1"] * 9 + ["battle:4#1"] * 11
    assert dice.leftover == []
