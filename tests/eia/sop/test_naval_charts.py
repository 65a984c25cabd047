"""Seed 002's tactical naval combat chart, modifiers, closing and chase tables, read as data."""

import pytest

from engine.dice import FixedDice
from engine.rulesets.eia.sop import naval_charts as chart


def test_melee_against_melee_reads_the_same_for_both_sides():
    assert [chart.chart_cell("melee", "melee", 1, s, 2) for s in "AD"] == ["5-2", "5-2"]


def test_linear_attack_against_a_melee_defender_has_a_first_and_later_rounds():
    assert chart.chart_cell("linear attack", "melee", 1, "A", 0) == "2-1"
    assert chart.chart_cell("linear attack", "melee", 2, "D", 2) == "4-4"
    assert chart.chart_cell("linear attack", "melee", 3, "A", 0) is None


def test_the_chart_mirrors_between_attacker_and_defender():
    for (att, dfd), rounds in chart.CHART.items():
        for round_no in (1, 2):
            for col in range(3):
                assert chart.chart_cell(att, dfd, round_no, "A", col) == chart.chart_cell(dfd, att, round_no, "D", col)


def test_the_lost_column_headings_must_be_confirmed_by_the_gm():
    with pytest.raises(chart.ChartNotConfirmed, match="naval_chart_columns"):
        chart.chart_column(4, None)
    columns = [[1, 2], [3, 4], [5, 6]]
    assert [chart.chart_column(t, columns) for t in (0, 2, 3, 6, 9)] == [0, 0, 1, 2, 2]


def test_the_meaning_of_x_y_must_be_confirmed_by_the_gm():
    with pytest.raises(chart.ChartNotConfirmed, match="naval_result_meaning"):
        chart.read_result("4-2", None)
    assert chart.read_result("4-2", {"x": "ships lost", "y": "morale"}) == "4 ships lost, 2 morale"


def test_british_majority_in_melee_with_twice_the_ships_and_three_fleets():
    mods = chart.combat_modifiers(ships=20, enemy_ships=10, fleets=3, majority_nation="Great Britain", tactic="melee")
    assert [v for _, v in mods] == [1, 1, -1]


def test_french_majority_in_linear_defence_with_half_the_ships():
    mods = chart.combat_modifiers(ships=5, enemy_ships=10, fleets=1, majority_nation="France", tactic="linear defence")
    assert [v for _, v in mods] == [1, -1]
    assert chart.combat_modifiers(9, 10, 2, "Spain", "melee") == []


def test_a_melee_fleet_closes_on_linear_attack_with_1_to_4_and_on_linear_defence_with_1_to_3():
    assert chart.closes_to_melee("linear attack", FixedDice([4])) == (True, 4)
    assert chart.closes_to_melee("linear defence", FixedDice([4])) == (False, 4)
    assert chart.closes_to_melee("linear defence", FixedDice([5]), nelson=-2) == (True, 5)


def test_the_chase_chart_reads_the_victors_morale_loss():
    assert [chart.chase_result(m) for m in (0.0, 0.5, 0.6, 1.5, 2.0, 3.5, 3.6, 7.0)] == [
        "5-1", "5-1", "4-1", "4-1", "3-1", "2-1", "1-1", "1-1"]
