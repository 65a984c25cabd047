"""Module eia_sop's house rules read as typed values (their defaults: the core's SOP_PARAMS, which a
game naming the module gets; their specs: param_schema.SOP)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec


class SopParams(msgspec.Struct, frozen=True, kw_only=True):
    naval_retreat_reach: int = 1                # sea moves within which a retreat port counts as eligible
    no_honors_of_war: tuple[str, ...] = ()      # the besieged who never ask for honors of war
    austria: str | None = None                  # None: a game written before the parameter, no interruption
    austrian_border: tuple[str, ...] = ()       # area ids whose entry by an enemy interrupts for insurrection
    alliance_lock_months: int = 3


_KEYS = tuple(SopParams.__struct_fields__)


def sop_params(params: Mapping[str, Any]) -> SopParams:
    return msgspec.convert({k: params[k] for k in _KEYS if k in params}, SopParams)
