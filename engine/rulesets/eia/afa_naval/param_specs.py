"""What each of module afa_naval's parameters may be, checked when the GM sets one."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.params import ListOf, OrNone, Table, Text, Whole
from engine.rulesets.eia.param_schema import COUNT, D6, DIE_CHANGE, FRACTION, MONTHS, NAME, NAMES

SPECS = {
    "england": NAME,
    "manpower_per_ship": COUNT,
    "announce_within": Whole(0, 100),
    "prussia_reduction_after": COUNT,
    "stores_sources": Table(NAME, keys=NAME, most=20),
    "denial_surcharge": FRACTION,
    "stores_intercepted_on": Whole(0, 6),
    "stores_stock_share": FRACTION,
    "prize_percent": ListOf(Whole(0, 100), fewest=6, most=6),
    "prize_sea_moves": Whole(1, 20),
    "months_at_sea": MONTHS,
    "fleet_counter_load": COUNT,
    "cavalry_load": Whole(1, 10),
    "sea_supply_cost": OrNone(Whole(0, 1000)),
    "squadron_ships": ListOf(Whole(1, 100), fewest=2, most=2),
    "squadron_move": Whole(0, 50),
    "squadron_combat": DIE_CHANGE,
    "fleet_sails_on": D6,
    "squadron_sails_on": D6,
    "admiral_in_port": DIE_CHANGE,
    "west_indies_months": MONTHS,
    "west_indies_pursuit_months": MONTHS,
    "interception_on": Whole(0, 6),
    "west_indies_interception_on": Whole(0, 6),
    "counter_interception_on": Whole(0, 6),
    "west_map_edge": NAMES,
    "west_indies_box": NAME,
    "combat_modifiers": Table(DIE_CHANGE, keys=NAME, most=50),
    "fort_militia_only": DIE_CHANGE,
    "fort_no_garrison": DIE_CHANGE,
    "fleet_fire_per": Whole(1, 100),
    "egypt_trade_loss": COUNT,
    "tsar": NAME,
    "tsar_victory_points": COUNT,
    "no_honors_at_home": NAMES,
    "english_militia": COUNT,
    "english_militia_invaded": COUNT,
    "england_ships": COUNT,
    "home_provinces_kept": COUNT,
    "papacy_area": NAME,
    "egypt_area": NAME,
    "british_isles": ListOf(NAME, most=200, distinct=True),
    "english_militia_corps": NAME,
    "invasion_militia": NAME,
}


def usable_together(params: Mapping[str, Any]) -> list[str]:
    """Fractions need a denominator, and a squadron's size runs from the smaller to the larger."""
    problems = [f"{key} is [numerator, denominator]: the denominator cannot be 0, not {params[key]}"
                for key in ("denial_surcharge", "stores_stock_share") if key in params and params[key][1] == 0]
    low_high = params.get("squadron_ships")
    if low_high and low_high[0] > low_high[1]:
        problems.append(f"squadron_ships is [fewest, most] ships of a squadron, not {low_high}")
    return problems
