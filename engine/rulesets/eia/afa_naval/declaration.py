"""The afa_naval module as the eia ruleset declares it: its parameters, orders and events."""

from __future__ import annotations

from engine.rulesets.declarations import Module
from engine.rulesets.eia.afa_naval.params import DEFAULTS

AFA_NAVAL = Module(
    "afa_naval", "AFA naval and political supplement (seed 003)", params=dict(DEFAULTS),
    orders=("build N at YARD [for NATION]", "repair N at YARD", "stores N at YARD", "deny SOURCE to NATION",
            "lend AMOUNT to NATION", "casus belli against NATION: REASON", "squadron NAME: N ships from fleet FLEET",
            "squadron NAME: AREA - AREA", "join squadron NAME to fleet FLEET"),
    events=("eia_procedure", "eia_changed", "order_failed"))
