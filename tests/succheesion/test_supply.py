"""The seed's supply table: the cost of a region's units grows faster than their number."""

import pytest

from engine.rulesets.succheesion.params import DEFAULTS
from engine.rulesets.succheesion.supply import supply_cost

ROWS = [(0, 0), (1, 10), (2, 20), (3, 50), (4, 100), (5, 200), (6, 200), (7, 300), (8, 300), (9, 450),
        (10, 450), (11, 600), (12, 600), (13, 1000), (16, 1000), (17, 1500), (20, 1500), (21, 2100),
        (24, 2100), (25, 2800), (28, 2800), (29, 4000), (500, 4000)]


@pytest.mark.parametrize("units, hundredths", ROWS)
def test_every_row_of_the_supply_table(units, hundredths):
    assert supply_cost(units, DEFAULTS) == hundredths
