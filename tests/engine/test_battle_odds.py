"""The exact odds of a battle by seed 001's table, as the resolve preview shows them."""

import random

import pytest

from engine.battle_odds import battle_odds
from engine.combat import Stack, fight_odds

TABLE = {"odds_bands": [{"ratio": 3, "larger": 2, "smaller": 6}, {"ratio": 2, "larger": 3, "smaller": 5},
                        {"ratio": 0, "larger": 4, "smaller": 4}],
         "rout_ratio": 4, "max_battle_rounds": 500, "artillery_dice": 2}
ORDER = ["infantry", "cavalry", "artillery", "scout"]


def test_one_against_one_on_fours_is_a_third_each_way_and_a_third_both_gone():
    odds = battle_odds(({"infantry": 1}, {"infantry": 1}), TABLE, ORDER)
    assert odds.first_wins == pytest.approx(1 / 3) and odds.second_wins == pytest.approx(1 / 3)
    assert odds.both_destroyed == pytest.approx(1 / 3)


def test_four_to_one_is_won_at_once_for_the_loss_of_one():
    odds = battle_odds(({"infantry": 4}, {"infantry": 1}), TABLE, ORDER)
    assert odds.first_wins == 1.0 and odds.expected_losses == (1.0, 1.0)


def test_the_chances_add_up_and_favour_the_larger_side():
    odds = battle_odds(({"infantry": 5, "artillery": 1}, {"infantry": 4}), TABLE, ORDER)
    assert odds.first_wins + odds.second_wins + odds.both_destroyed == pytest.approx(1.0)
    assert odds.first_wins > odds.second_wins


class Seeded:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def d6(self, purpose):
        return self.rng.randint(1, 6)


@pytest.mark.parametrize("first, second", [({"infantry": 3, "cavalry": 1}, {"infantry": 2, "artillery": 1}),
                                           ({"infantry": 6}, {"infantry": 3, "cavalry": 1})])
def test_the_exact_odds_agree_with_fighting_the_battle_many_times(first, second):
    odds = battle_odds((first, second), TABLE, ORDER)
    wins = [0, 0, 0]
    runs = 4000
    for seed in range(runs):
        sides = ([Stack("A", "corps A", dict(first))], [Stack("B", "corps B", dict(second))])
        outcome = fight_odds(sides, TABLE, Seeded(seed), "here", ("A", "B"), ORDER)
        wins[2 if outcome.winner is None else outcome.winner] += 1
    # four standard errors at 4,000 battles is about 3 points
    assert wins[0] / runs == pytest.approx(odds.first_wins, abs=0.03)
    assert wins[1] / runs == pytest.approx(odds.second_wins, abs=0.03)


def test_a_side_beyond_the_limit_or_empty_gets_no_odds():
    assert battle_odds(({"infantry": 101}, {"infantry": 90}), TABLE, ORDER) is None
    assert battle_odds(({"infantry": 3}, {}), TABLE, ORDER) is None


def test_the_odds_read_in_the_games_words():
    text = battle_odds(({"infantry": 1}, {"infantry": 1}), TABLE, ORDER).describe(("France", "Austria"))
    assert text == "France wins 33%, Austria 33%, both destroyed 33%; losses about 0.7 and 0.7"
