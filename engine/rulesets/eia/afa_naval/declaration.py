"""The afa_naval module as the eia ruleset declares it: its parameters, orders and events."""

from __future__ import annotations

from engine.rulesets.declarations import Module
from engine.rulesets.eia.afa_naval.params import DEFAULTS

AFA_NAVAL = Module(
    "afa_naval", "AFA naval and political supplement (seed 003)", params=dict(DEFAULTS),
    orders=("build N at YARD [for NATION]", "repair N at YARD", "stores N at YARD", "deny SOURCE to NATION",
            "lend AMOUNT to NATION", "casus belli against NATION: REASON", "squadron NAME: N ships from fleet FLEET",
            "squadron NAME: AREA - AREA", "join squadron NAME to fleet FLEET", "create Poland", "partition Poland",
            "continental system: COUNTRY", "leave the continental system [by the peace]",
            "peace with NATION [ceding AREA, AREA]", "cede AREA, AREA to NATION",
            "fleet NAME: break out to the West Indies | off the map [from SEA]",
            "fleet NAME: pursue fleet NAME [off the map | to the West Indies] [and fight | and trail]",
            "fleet NAME: do not pursue", "fleet NAME: intercept fleet NAME", "fleet NAME: return to SEA",
            "fleet NAME: attack the port of CITY"),
    events=("eia_procedure", "eia_changed", "order_failed"))
