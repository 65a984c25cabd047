"""The GM's hand on the board in the window (issue 20): placing, moving, correcting and removing
pieces, and correcting regions, nations and relations, from the ruleset's declarations."""

from __future__ import annotations

from typing import Any

from app.placing.mode import Placing
from app.placing.record import last_reason, remember_reason


def install(window: Any) -> Placing:
    """Edit ▸ Place and correct pieces (Ctrl+G), the map's and the docks' right-click menus."""
    placing = Placing(window)
    menu = getattr(window, "edit_menu", None)
    if menu is not None:
        menu.addSeparator()
        menu.addAction(placing.action)
    window.addAction(placing.action)
    units = window.inspector.units
    units.setToolTip(units.toolTip() + "; right-click to add, edit or remove a unit")
    return placing


__all__ = ["Placing", "install", "last_reason", "remember_reason"]
