"""Every number of the classic rules, as a game parameter the GM can change (house rules)."""

from __future__ import annotations

from typing import Any

from engine.params import (COMBAT_MODEL, ODDS_BANDS, CombatModel, Flag, Number, ParamSchema, Whole,
                           bands_from_largest)

DEFAULTS: dict[str, Any] = {
    # money, in the order of a turn
    "embezzlement_free": 20,         # banked plus received gold kept whole
    "embezzled_percent": 50,         # of the gold above that, lost (rounded down)
    "income_per_province": 4,
    "army_upkeep": 1,                # gold per army, every turn
    "ship_upkeep": 1,                # gold per ship beyond the free ones
    "free_ships": 5,                 # ships a nation keeps without upkeep
    "army_cost": 3,
    "ship_cost": 5,
    # units
    "ship_capacity": 4,              # armies that may use one ship in one turn
    "escape_one_in": 4,              # escaping ships lose one in this many, rounded up
    "new_armies_attack": False,      # may armies bought this turn attack another nation?
    "new_ships_attack": False,       # may ships bought this turn be ordered to attack?
    "conditions_count_purchases": False,   # conditions count armies bought this turn too
    # combat: seed 001's odds table, fought to the end
    "combat_model": CombatModel.ODDS.value,   # CombatModel: "odds" or "manual"
    "odds_bands": [                  # ratio of the larger side to the smaller -> hit on this or more
        {"ratio": 3, "larger": 2, "smaller": 6},
        {"ratio": 2, "larger": 3, "smaller": 5},
        {"ratio": 0, "larger": 4, "smaller": 4},
    ],
    "rout_ratio": 4,                 # at this ratio the larger side wins at once and loses one unit
    "max_battle_rounds": 500,
}


COST = Whole(0, 10_000)

SCHEMA = ParamSchema({
    "embezzlement_free": COST,
    "embezzled_percent": Whole(0, 100),
    "income_per_province": COST,
    "army_upkeep": COST,
    "ship_upkeep": COST,
    "free_ships": Whole(0, 10_000),
    "army_cost": Whole(1, 10_000),      # never free: the gold bounds how many units an order makes
    "ship_cost": Whole(1, 10_000),
    "ship_capacity": Whole(0, 1000),
    "escape_one_in": Whole(1, 1000),
    "new_armies_attack": Flag(),
    "new_ships_attack": Flag(),
    "conditions_count_purchases": Flag(),
    "combat_model": COMBAT_MODEL,
    "odds_bands": ODDS_BANDS,
    "rout_ratio": Number(1, 1000),
    "max_battle_rounds": Whole(1, 10_000),
}, together=bands_from_largest)
