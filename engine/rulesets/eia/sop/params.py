"""Module eia_sop's house rules: what each may be (`SPECS`, checked when the GM sets one) and the
typed values the module reads (`sop_params`); their defaults are the core's SOP_PARAMS, which a game
naming the module gets."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from engine.params import ListOf, Table, Text, Whole
from engine.rulesets.eia.param_schema import DIE_CHANGE, MONTHS, NAME, NAMES

SPECS = {
    "naval_retreat_reach": Whole(0, 20),
    "no_honors_of_war": NAMES,
    "austria": NAME,
    "austrian_border": ListOf(NAME, most=200, distinct=True),
    "alliance_lock_months": MONTHS,
    "naval_chart_columns": ListOf(ListOf(Whole(-100, 100), fewest=2, most=2), most=3),
    "naval_result_meaning": Table(Text(longest=200), keys=Text(longest=10), most=20),
    "nelson_closing": DIE_CHANGE,
}


def usable_together(params: Mapping[str, Any]) -> list[str]:
    """The naval chart's columns run upwards."""
    columns = params.get("naval_chart_columns") or []
    if any(low > high for low, high in columns) or any(a[1] >= b[0] for a, b in zip(columns, columns[1:])):
        return [f"naval_chart_columns are three [low, high] totals from the lowest up, not {columns}"]
    return []


class SopParams(msgspec.Struct, frozen=True, kw_only=True):
    naval_retreat_reach: int = 1                # sea moves within which a retreat port counts as eligible
    no_honors_of_war: tuple[str, ...] = ()      # the besieged who never ask for honors of war
    austria: str | None = None                  # None: a game written before the parameter, no interruption
    austrian_border: tuple[str, ...] = ()       # area ids whose entry by an enemy interrupts for insurrection
    alliance_lock_months: int = 3


_KEYS = tuple(SopParams.__struct_fields__)


def sop_params(params: Mapping[str, Any]) -> SopParams:
    return msgspec.convert({k: params[k] for k in _KEYS if k in params}, SopParams)
