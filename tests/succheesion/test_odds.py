"""The odds of a Succheesion battle before its dice: worked out from the same combat as the battle,
so they agree with the battle fought many times over, and with what the rules make certain."""

import random

from engine.rulesets.succheesion.combat import Side, fight, units_lost
from engine.rulesets.succheesion.odds import succheesion_odds, tactical_chances
from engine.rulesets.succheesion.params import DEFAULTS

RED = {"Militia": 3, "Infantry": 4, "Guard Infantry": 1, "Heavy Cavalry": 2, "Artillery": 1}
BLUE = {"Militia": 1, "Infantry": 7, "Light Infantry": 1, "Cavalry": 1, "Heavy Cavalry": 1, "Artillery": 2}


class Dice:
    def __init__(self, seed: int):
        self.random = random.Random(seed)

    def d6(self, purpose: str) -> int:
        return self.random.randint(1, 6)


def test_two_equal_armies_each_win_half_the_time():
    odds = succheesion_odds(Side(nation="A", units={"Infantry": 4}), Side(nation="B", units={"Infantry": 4}), DEFAULTS)
    assert abs(odds.first_wins - 0.5) < 1e-9 and abs(odds.second_wins - 0.5) < 1e-9
    assert abs(odds.expected_losses[0] - odds.expected_losses[1]) < 1e-9


def test_the_odds_agree_with_the_battle_fought_twenty_thousand_times():
    red = Side(nation="Red", units=RED, general=True, casualties_first=("Infantry", "Militia"))
    blue = Side(nation="Blue", units=BLUE, spend_to_percent=40, casualties_first=("Infantry", "Cavalry"))
    odds = succheesion_odds(red, blue, DEFAULTS)
    dice, n, wins, lost = Dice(1), 20000, [0, 0], [0, 0]
    for _ in range(n):
        story = fight(red, blue, dice, DEFAULTS, "the field")
        wins[story.victor] += 1
        for i in (0, 1):
            lost[i] += sum(units_lost(story.losses[i]).values())
    assert abs(odds.first_wins - wins[0] / n) < 0.015          # about 5 standard errors
    assert abs(odds.first_wins + odds.second_wins + odds.both_destroyed - 1) < 1e-9
    assert abs(odds.expected_losses[0] - lost[0] / n) < 0.1 and abs(odds.expected_losses[1] - lost[1] / n) < 0.1


def test_a_general_and_more_cavalry_tip_the_odds():
    plain = succheesion_odds(Side(nation="A", units={"Infantry": 3}), Side(nation="B", units={"Infantry": 3}), DEFAULTS)
    led = succheesion_odds(Side(nation="A", units={"Infantry": 3}, general=True),
                           Side(nation="B", units={"Infantry": 3}), DEFAULTS)
    assert led.first_wins > plain.first_wins + 0.1


def test_the_one_point_per_six_shortcut_makes_a_tp_sure_for_every_six_dice():
    chances = tactical_chances(Side(nation="A", units={"Infantry": 13}), {**DEFAULTS, "one_point_per_six": True})
    assert chances[:2] == [0.0, 0.0] and abs(sum(chances) - 1) < 1e-12 and len(chances) == 4


def test_an_empty_side_has_no_odds():
    assert succheesion_odds(Side(nation="A", units={}), Side(nation="B", units={"Infantry": 1}), DEFAULTS) is None
