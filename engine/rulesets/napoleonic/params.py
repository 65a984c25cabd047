"""Every number of Napoleon's Wars, as a game parameter the GM can change (house rules)."""

from __future__ import annotations

from typing import Any

DEFAULTS: dict[str, Any] = {
    # calendar
    "seasons": ["Spring", "Summer", "Fall", "Winter"],
    "winter": "Winter",
    # economy
    "bank_cap": 50,
    "income_random_die": 6,          # the d6 added or subtracted (coin flip) at Winter income
    "war_upkeep": 5,                 # paid once each Winter by a nation at war with anyone
    "supply_cost": 2,                # gold per division per space from supply
    "annex_cost_neutral": 3,
    "annex_cost_owned": 7,
    "division_costs": {"infantry": 2, "cavalry": 4, "artillery": 6},
    "squadron_cost": 12,
    "squadron_cost_by_nation": {"Great Britain": 8},
    # conscription (divisions per year)
    "conscription_peace": 10,
    "conscription_war": 12,
    "conscription_annex_bonus": 3,
    "conscription_annex_threshold": 7,
    # where nations may build besides their home provinces, and where they may not
    "build_extra": {"Naples": ["Rome", "Piedmont", "Venice"], "Denmark": ["Stockholm", "Gotesburg", "Halse"]},
    "build_excluded": {"Great Britain": ["Gibraltar"]},
    # corps and movement
    "corps_size": 3,                 # regular divisions; plus one scouting cavalry
    "move_cavalry": 2,               # spaces for an all-cavalry corps
    "move_other": 1,
    "transport_per_squadron": 2,     # corps a squadron carries in a season
    # combat
    "combat_model": "odds",          # "odds" or "manual"
    "odds_bands": [                  # ratio of larger to smaller side -> hit on this or more
        {"ratio": 3, "larger": 2, "smaller": 6},
        {"ratio": 2, "larger": 3, "smaller": 5},
        {"ratio": 0, "larger": 4, "smaller": 4},
    ],
    "rout_ratio": 4,                 # at this ratio the larger side wins at once, losing one division
    "artillery_dice": 2,
    "loss_order": ["infantry", "cavalry", "artillery", "scout"],
    "max_battle_rounds": 500,
}
