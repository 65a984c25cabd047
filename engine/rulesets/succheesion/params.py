"""Every number of the Succheesion rules (seed 004) as a game parameter; the seed's values are the defaults.

Cheese amounts are in whole cheese here (as the seed writes them) unless the name ends in
`_hundredths`; the engine keeps every treasury in hundredths.
"""

from __future__ import annotations

from typing import Any

# The number in brackets: the cities a unit needs and its cheese cost (seed: "Units").
UNIT_COSTS: dict[str, int] = {
    "Militia": 1, "Infantry": 2, "Light Infantry": 3, "Guard Infantry": 3, "Cavalry": 2,
    "Heavy Cavalry": 3, "Artillery": 3, "Frigate": 2, "Galleon": 5, "Fort": 2,
}

DEFAULTS: dict[str, Any] = {
    "cheese_rounding": "none",            # "none": exact hundredths; "down": every gain rounded down to whole cheese
    "army_tracking": "pool",              # "pool": types on the army sheet, drawn in battle; "stacks": exact per stack
    "unit_costs": dict(UNIT_COSTS),
    "raise_cheese_base": 5,               # raising cheese by one costs this + the current value
    "raise_cheese_terrain_factor": 2,     # ... times this on the terrains below
    "raise_cheese_terrains": ["forest", "desert"],
    "city_cost": 100,
    "occupied_share_percent": 50,         # of a region's cheese, to its occupier
    "contested_share_percent": 25,        # of a region's cheese, to each side
    # supply: [most units, cost in hundredths]; more units than the last row pay supply_beyond
    "supply_table": [[0, 0], [1, 10], [2, 20], [3, 50], [4, 100], [6, 200], [8, 300], [10, 450], [12, 600],
                     [16, 1000], [20, 1500], [24, 2100], [28, 2800]],
    "supply_beyond_hundredths": 4000,
    "unsupplied_disband_on": 5,           # an unsupplied unit's d6 at or above this disbands it
    # trade
    "trade_invest_max": 5,                # per nation, per agreement, per turn
    "trade_yield_per": 5,                 # 1 cheese a turn per this many invested
    # movement
    "land_moves": 2,
    "sea_moves": 3,
    "frigate_carries": 1,
    "galleon_carries": 2,
    # combat
    "one_point_per_six": False,           # the seed's shortcut: count 1 TP per 6 units, roll the rest
    "casualty_levels": [15, 20, 25, 30, 35, 40, 50, 60, 75, 100],   # percent, levels 1-10
    "militia_per_casualty": 2,
    # sieges and assaults: an assault's d6 per fort
    "assault_fort_stays_on": 1,           # at or below: the fort stays
    "assault_losses": [0, 0, 1, 1, 2, 2], # attacking units lost for a roll of 1..6
    # diplomausy
    "sway_target": 5,                     # d6 + floor(bribe / sway_bribe_step) at least this
    "sway_bribe_step": 5,
    # weather (off by default): a zone's hard season limits land moves there on a d6 of 5-6
    "weather": False,
    "weather_hard_seasons": {"north": "Summer", "south": "Winter"},
    "weather_bad_on": 5,
    "weather_moves": 1,
}
