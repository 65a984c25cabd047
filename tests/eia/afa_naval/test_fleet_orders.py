"""Seed 003 IX and XI orders as a player writes them: breakouts, pursuits, interceptions off the map,
returns and port attacks, read in time linear in the line and written back the same."""

import pytest

from engine.errors import NotUnderstood
from engine.rulesets.eia.afa_naval.orders import (OFF_MAP, WEST_INDIES, AttackPort, BreakOut, InterceptOffMap,
                                                  Pursue, Return, format_fleet_order, parse_line)


def region(text: str) -> str:
    return "_".join(text.strip().casefold().split())


def read(line: str):
    return parse_line(line, "France", str.strip, region)


@pytest.mark.parametrize("line,order", [
    ("fleet Brest: break out to the West Indies", BreakOut(nation="France", fleet="Brest", to=WEST_INDIES)),
    ("Brest fleet:  break out off the map", BreakOut(nation="France", fleet="Brest", to=OFF_MAP)),
    ("fleet Brest: break out to the West Indies from Atlantic Ocean",
     BreakOut(nation="France", fleet="Brest", to=WEST_INDIES, via="atlantic_ocean")),
    ("fleet Channel: pursue fleet Brest", Pursue(nation="France", fleet="Channel", quarry="Brest", to=OFF_MAP)),
    ("fleet Channel: pursue fleet Brest to the West Indies and trail",
     Pursue(nation="France", fleet="Channel", quarry="Brest", to=WEST_INDIES, then="trail")),
    ("fleet Channel: do not pursue", Pursue(nation="France", fleet="Channel", quarry="", to="")),
    ("fleet Channel: intercept fleet Brest and fight",
     InterceptOffMap(nation="France", fleet="Channel", quarry="Brest", then="fight")),
    ("fleet Brest: return to Gulf of Cadiz", Return(nation="France", fleet="Brest", area="gulf_of_cadiz")),
    ("fleet Channel: attack the port of Brest", AttackPort(nation="France", fleet="Channel", city="Brest")),
])
def test_the_fleet_orders_read_and_write_back(line, order):
    assert read(line) == order
    assert read(format_fleet_order(order, lambda a: a.replace("_", " ").title())) == order


@pytest.mark.parametrize("line", ["fleet Toulon: Provence - Gulf of Lion", "fleet Brest: do not intercept",
                                  "fleet Brest: intercept", "corps I: Bavaria - Tyrol"])
def test_the_cores_fleet_orders_are_left_to_the_core(line):
    assert read(line) is None


@pytest.mark.parametrize("line,message", [
    ("fleet Brest: break out to Ireland", "'break out to the West Indies' or 'break out off the map'"),
    ("fleet Channel: pursue Brest", "name the enemy fleet as 'fleet NAME'"),
    ("fleet Channel: attack the port of  ", "name the port"),
])
def test_a_wrong_fleet_order_is_not_understood_and_says_how_to_write_it(line, message):
    with pytest.raises(NotUnderstood, match=message):
        read(line)


def test_a_100_kb_line_is_read_at_once():
    assert read("fleet Channel: pursue fleet " + "Brest " * 20_000 + "and trail").then == "trail"
    with pytest.raises(NotUnderstood):
        read("fleet Brest: break out " + "to " * 40_000)
