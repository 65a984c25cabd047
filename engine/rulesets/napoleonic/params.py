"""Every number of Napoleon's Wars, as a game parameter the GM can change (house rules)."""

from __future__ import annotations

from typing import Any, Mapping

from engine.params import (COMBAT_MODEL, ODDS_BANDS, CombatModel, ListOf, Number, ParamSchema, Table, Text, Whole,
                           bands_from_largest)

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
    "combat_model": CombatModel.ODDS.value,   # CombatModel: "odds" or "manual"
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


KINDS = ("infantry", "cavalry", "artillery")
COST = Whole(0, 10_000)
NATIONS = Table(ListOf(Text(), most=200, distinct=True))

SCHEMA = ParamSchema({
    "seasons": ListOf(Text(longest=30), fewest=1, most=12, distinct=True),
    "winter": Text(longest=30),
    "bank_cap": COST,
    "income_random_die": Whole(2, 100),
    "war_upkeep": COST,
    "supply_cost": COST,
    "annex_cost_neutral": COST,
    "annex_cost_owned": COST,
    "division_costs": Table(COST, keys=Text(choices=KINDS), required=KINDS),
    "squadron_cost": COST,
    "squadron_cost_by_nation": Table(COST),
    "conscription_peace": Whole(0, 1000),
    "conscription_war": Whole(0, 1000),
    "conscription_annex_bonus": Whole(0, 1000),
    "conscription_annex_threshold": Whole(1, 1000),
    "build_extra": NATIONS,
    "build_excluded": NATIONS,
    "corps_size": Whole(1, 100),
    "move_cavalry": Whole(0, 20),
    "move_other": Whole(0, 20),
    "transport_per_squadron": Whole(0, 100),
    "combat_model": COMBAT_MODEL,
    "odds_bands": ODDS_BANDS,
    "rout_ratio": Number(1, 1000),
    "artillery_dice": Whole(1, 10),
    "loss_order": ListOf(Text(choices=(*KINDS, "scout")), fewest=4, most=4, distinct=True),
    "max_battle_rounds": Whole(1, 10_000),
}, together=lambda params: _together(params))


def _together(params: Mapping[str, Any]) -> list[str]:
    problems = bands_from_largest(params)
    if params.get("winter") not in params.get("seasons", []):
        problems.append(f"winter ({params.get('winter')!r}) must be one of the seasons "
                        f"({', '.join(params.get('seasons', []))})")
    return problems
