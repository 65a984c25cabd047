"""Every number of the eia ruleset as a game parameter (house rules); the seeds' values are the defaults."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

DEFAULTS: dict[str, Any] = {
    "chits": [],                       # EiA's chit names, if the GM lists them; else answers are free text
    # calendar
    "power_order": ["France", "Great Britain", "Spain", "Austria", "Prussia", "Russia", "Turkey"],
    "economic_months": [3, 6, 9, 12],
    "ump_control_month": 12,
    # movement: EiA's costs are not in the seeds; 0 means the GM allows or refuses each move (a
    # decision), a number is a house allowance of areas (sea areas) a corps (fleet) may enter in a step
    "land_move_allowance": 0,
    "sea_move_allowance": 0,
}



class CoreParams(msgspec.Struct, frozen=True, kw_only=True):
    """The core's house rules read as typed values (their specs, checked when the GM sets one, are
    param_schema.CORE); `core_params(state.params)` reads them."""
    chits: tuple[str, ...] = ()
    power_order: tuple[str, ...] = ()
    economic_months: tuple[int, ...] = ()
    ump_control_month: int = 12
    land_move_allowance: int = 0        # 0: each move is the GM's decision
    sea_move_allowance: int = 0


_CORE_KEYS = tuple(CoreParams.__struct_fields__)


def core_params(params: Mapping[str, Any]) -> CoreParams:
    return msgspec.convert({k: params[k] for k in _CORE_KEYS if k in params}, CoreParams)


# Module eia_sop (seed 002): its parameters, added to a game that names it.
SOP_PARAMS: dict[str, Any] = {
    "naval_retreat_reach": 1,          # sea moves within which a retreat port counts as eligible
    "no_honors_of_war": ["Turkey", "Spain"],
    "austria": "Austria",
    "austrian_border": [],             # area ids whose entry by an enemy interrupts for insurrection
    "alliance_lock_months": 3,
    # the tactical naval combat chart's lost parts, for the GM to confirm
    "naval_chart_columns": [],         # [[low, high], [low, high], [low, high]]; empty: not confirmed
    "naval_result_meaning": {},        # {"x": "...", "y": "..."}; empty: not confirmed
    "nelson_closing": -1,
}
