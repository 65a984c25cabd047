"""Napoleonic battles fight by the neutral odds table (`engine.combat`) per division; this says in
what order napoleonic units fall: the divisions in `loss_order`, then squadrons, which form no corps."""

from __future__ import annotations

from typing import Any, Mapping

from engine.combat import Outcome, Roller, Stack, apply_manual, fight_odds, side_size, take_losses
from engine.rulesets.napoleonic.units import SQUADRON


def losses_in_order(params: Mapping[str, Any]) -> list[str]:
    """The order divisions fall in; squadrons, which form no corps, fall as squadrons."""
    return list(params["loss_order"]) + [SQUADRON]


__all__ = ["Outcome", "Roller", "Stack", "apply_manual", "fight_odds", "losses_in_order", "side_size", "take_losses"]
