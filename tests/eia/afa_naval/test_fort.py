"""Seed 003 XI: the naval attack on a fortified port, its fort table and the fleet's fire."""

import pytest

from engine.dice import FixedDice
from engine.errors import NotAllowed
from engine.rulesets.eia.afa_naval import fort
from engine.rulesets.eia.afa_naval.params import merged

P = merged()

# the seed's table, row by row (first fort value of the row: losses for 2..12, * marked)
ROWS = {
    110: "22 20 18 16 14 14 12 10 10 8 6*", 100: "20 19 17 15 14 13 12 10 9 7 5*",
    90: "18 17 15 14 12 11 10 9 8 6 4*", 80: "16 15 13 12 11 10 9 8 7 5 4*",
    70: "14 13 12 10 10 9 8 7 6 5 4*", 60: "12 11 10 9 9 8 7 6 5 5 4*",
    50: "10 10 9 8 7 7 6 5 4 3* 3*", 40: "8 7 7 6 6 5 5 4 4 3* 3*",
    30: "6 6 5 5 5 4 4* 4* 3* 3* 3*", 20: "4 4 3 3 3 3 2* 2* 2* 2* 2*",
    10: "2 2 2 2 1 1 1* 1* 0* 0* 0*", 0: "1 1 1 1 1 1 0* 0* 0* 0* 0*",
}


@pytest.mark.parametrize("low", sorted(ROWS))
def test_each_row_of_the_fort_table(low):
    printed = ROWS[low].split()
    for value in (low, low + 9):
        for roll, cell in zip(range(2, 13), printed):
            assert fort.fort_result(value, roll) == (int(cell.rstrip("*")), cell.endswith("*"))


def test_the_row_printed_110_109_is_100_to_109():
    assert fort.fort_result(105, 2) == (20, False)
    assert fort.fort_result(99, 2) == (18, False)
    assert fort.fort_result(150, 2) == (22, False)


def test_the_fort_rolls_twice_unless_the_first_result_is_starred():
    losses, lines = fort.fort_fires(FixedDice([3, 3, 1, 1]), 50, "regular", P, "entering")
    assert losses == 7 + 10 and len(lines) == 2
    losses, lines = fort.fort_fires(FixedDice([6, 5]), 50, "regular", P, "entering")
    assert losses == 3 and len(lines) == 1


def test_a_militia_only_garrison_adds_one_and_no_garrison_six():
    assert fort.fort_fires(FixedDice([5, 5, 1, 1]), 50, "militia", P, "x")[0] == 3     # 10+1 = 11 *
    assert fort.fort_fires(FixedDice([1, 1, 1, 1]), 50, "none", P, "x")[0] == 6 + 6   # 2+6 = 8, twice
    with pytest.raises(NotAllowed, match="not 'cossacks'"):
        fort.garrison_modifier("cossacks", P)


def test_a_modified_roll_above_12_reads_the_12_column():
    assert fort.fort_fires(FixedDice([6, 6]), 50, "none", P, "x")[0] == 3


@pytest.mark.parametrize("roll,damage", [(2, 7), (3, 4), (6, 4), (7, 2), (10, 2), (11, 0), (12, 0)])
def test_offensive_fire_from_the_fleet(roll, damage):
    assert fort.fleet_fire_damage(roll) == damage


def test_the_fleet_fires_once_per_10_factors_or_part_thereof():
    damage, lines = fort.fleet_fires(FixedDice([1, 1, 3, 4, 6, 6]), 21, P)
    assert damage == 7 + 2 + 0 and len(lines) == 3


def test_the_four_steps_of_an_attack_on_a_fortified_port():
    dice = FixedDice([6, 5,            # 1: the fort (40) fires: 11 -> 3*, no second roll
                      1, 1,            # 2: 7 ships left fire once: 2 -> 7 damage, fort 33
                      6, 6])           # 4: the fort (33) fires at the withdrawal: 12 -> 3*
    result = fort.attack(dice, ships=10, fort_value=40, garrison="regular", params=P, harbour_losses=1)
    assert (result.ships_lost_entering, result.fort_damage, result.fort_left) == (3, 7, 33)
    assert (result.ships_in_harbour, result.ships_lost_leaving, result.ships_left) == (7, 3, 3)
