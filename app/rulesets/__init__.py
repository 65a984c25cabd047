"""Each ruleset's part of the window, one package per ruleset: `app/rulesets/<id>/`.

The package holds how the ruleset is drawn (`drawing`) and its part of the orders panel
(`orders`: hints, dialogs, clicks, battle views). This registry is the only place that
names them.
"""

from __future__ import annotations

import importlib
from types import ModuleType

UI_PACKAGES = {
    "napoleonic": "app.rulesets.napoleonic",
    "classic": "app.rulesets.classic",
    "succheesion": "app.rulesets.succheesion",
    "eia": "app.rulesets.eia",
}


def orders_gui(ruleset_id: str) -> ModuleType | None:
    """The ruleset's orders module, or None when the panel has only the orders text for it."""
    name = UI_PACKAGES.get(ruleset_id)
    return importlib.import_module(name + ".orders") if name else None


def adapter_for(ruleset_id: str) -> ModuleType:
    """How the ruleset's position is drawn: a state (and a turn's events) turned into a MapPicture."""
    return importlib.import_module(UI_PACKAGES[ruleset_id] + ".drawing")


class _Adapters:
    """`ADAPTERS[id]` for callers that index by ruleset id."""

    def __getitem__(self, ruleset_id: str) -> ModuleType:
        return adapter_for(ruleset_id)

    def get(self, ruleset_id: str, default=None):
        return adapter_for(ruleset_id) if ruleset_id in UI_PACKAGES else default

    def __contains__(self, ruleset_id: object) -> bool:
        return ruleset_id in UI_PACKAGES


ADAPTERS = _Adapters()
