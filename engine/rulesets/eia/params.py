"""Every number of the eia ruleset as a game parameter (house rules); the seeds' values are the defaults."""

from __future__ import annotations

from typing import Any

DEFAULTS: dict[str, Any] = {
    "modules": ["eia_sop"],
    # calendar
    "power_order": ["France", "Great Britain", "Spain", "Austria", "Prussia", "Russia", "Turkey"],
    "economic_months": [3, 6, 9, 12],
    "ump_control_month": 12,
    # movement: EiA's costs are not in the seeds; None means the GM allows each move, a number is a
    # house allowance of areas (sea areas) a corps (fleet) may enter in one step
    "land_move_allowance": None,
    "sea_move_allowance": None,
    # eia_sop (seed 002)
    "naval_retreat_reach": 1,          # sea moves within which a retreat port counts as eligible
    "no_honors_of_war": ["Turkey", "Spain"],
    "austria": "Austria",
    "austrian_border": [],             # area ids whose entry by an enemy interrupts for insurrection
    "alliance_lock_months": 3,
    "chits": [],                       # EiA's chit names, if the GM lists them; else answers are free text
    # the tactical naval combat chart's lost parts, for the GM to confirm
    "naval_chart_columns": None,       # [[low, high], [low, high], [low, high]]
    "naval_result_meaning": None,      # {"x": "...", "y": "..."}
    "nelson_closing": -1,
}
