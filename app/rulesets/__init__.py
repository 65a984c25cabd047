"""Each ruleset's part of the window, one package per ruleset: `app/rulesets/<id>/`, keyed by the
engine's ruleset id. A built-in package registers its `RulesetUI` subclass when imported; a ruleset
that lives outside the tree calls `register_ui` (and the engine's `register`) at run time. A ruleset
with no window part gets the plain `RulesetUI`."""

from __future__ import annotations

import importlib
from typing import Any, TypeVar

from app.rulesets.base import RulesetUI

# The window parts shipped with Berthier, imported by name so that none imports another.
UI_PACKAGES = {
    "napoleonic": "app.rulesets.napoleonic",
    "classic": "app.rulesets.classic",
    "succheesion": "app.rulesets.succheesion",
    "eia": "app.rulesets.eia",
}
AnyRulesetUI = RulesetUI[Any, Any, Any, Any]     # generic code knows no ruleset's own types
_REGISTERED: dict[str, AnyRulesetUI] = {}
U = TypeVar("U", bound=type[AnyRulesetUI])


def register_ui(cls: U) -> U:
    """Make a ruleset's window part known by its engine id (a class decorator)."""
    if not cls.id:
        raise ValueError(f"{cls.__name__} has no id")
    _REGISTERED[cls.id] = cls()
    return cls


def unregister_ui(ruleset_id: str) -> None:
    _REGISTERED.pop(ruleset_id, None)


def ruleset_ui(ruleset_id: str) -> AnyRulesetUI:
    """The ruleset's part of the window; the plain one when it has none."""
    if ruleset_id not in _REGISTERED and ruleset_id in UI_PACKAGES:
        importlib.import_module(UI_PACKAGES[ruleset_id])     # registers itself
    return _REGISTERED.get(ruleset_id) or RulesetUI()


def adapter_for(ruleset_id: str) -> AnyRulesetUI:
    """How the ruleset's position is drawn (kept for callers that name it so)."""
    return ruleset_ui(ruleset_id)


__all__ = ["AnyRulesetUI", "RulesetUI", "adapter_for", "register_ui", "ruleset_ui", "unregister_ui"]
