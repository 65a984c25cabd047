"""Edamnomics: raising cheese costs 5 + the current value (double on forest and desert), cities
build units by the number in brackets, and regions yield by their status."""

import pytest

from engine.rulesets.succheesion.economy import (
    CONTESTED,
    LOYAL,
    OCCUPIED,
    CityBudget,
    raise_cheese_cost,
    raise_cheese_steps_cost,
    share,
    units_from_cities,
)
from engine.rulesets.succheesion.params import DEFAULTS


def test_raising_cheese_from_2_to_3_costs_7():
    assert raise_cheese_cost(2, "plains", DEFAULTS) == 7


@pytest.mark.parametrize("terrain", ["forest", "desert"])
def test_raising_cheese_on_forest_or_desert_costs_double(terrain):
    assert raise_cheese_cost(2, terrain, DEFAULTS) == 14


def test_two_steps_in_one_turn_cost_from_the_value_each_reached():
    assert raise_cheese_steps_cost(2, 2, None, DEFAULTS) == 7 + 8


def test_crimsonia_with_12_loyal_cities_makes_6_infantry_for_12_cheese():
    assert units_from_cities(12, "Infantry", DEFAULTS) == 6
    assert 6 * DEFAULTS["unit_costs"]["Infantry"] == 12


def test_a_loyal_region_gives_full_cheese_occupied_half_contested_a_quarter():
    assert share(3, LOYAL, DEFAULTS) == 300
    assert share(3, OCCUPIED, DEFAULTS) == 150
    assert share(3, CONTESTED, DEFAULTS) == 75


def test_with_cheese_rounding_down_fractions_are_dropped():
    assert share(3, OCCUPIED, {**DEFAULTS, "cheese_rounding": "down"}) == 100


def test_occupied_cities_count_for_militia_only():
    budget = CityBudget(loyal=2, occupied=3)
    assert budget.left_for("Militia") == 5 and budget.left_for("Infantry") == 2
    budget.spend("Militia", 4)
    assert (budget.loyal, budget.occupied) == (1, 0)
