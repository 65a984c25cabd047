"""The eia_sop module as the eia ruleset declares it: its parameters, orders and events."""

from __future__ import annotations

from engine.rulesets.declarations import Module
from engine.rulesets.eia.params import SOP_PARAMS

EIA_SOP = Module("eia_sop", "EiA PBEM standing operating procedures (seed 002)", params=SOP_PARAMS,
                 orders=("standing guard|further days|surrender|chit: ANSWER", "fleet NAME: do not intercept"),
                 events=("eia_procedure", "eia_decided"))
