"""The planned-orders overlay: every nation's orders of the current turn, as entered, over the map."""

from __future__ import annotations

from collections.abc import Mapping

from app.render.picture import MapPicture
from app.rulesets.base import RulesetUI
from engine.orders import OrderSheet


def with_planned(picture: MapPicture, ui: RulesetUI, sheets: Mapping[str, OrderSheet | None],
                 colours: Mapping[str, str]) -> MapPicture:
    """The picture with each nation's parsed orders added as arrows (refused lines are not parsed
    into orders, so they are not drawn)."""
    arrows = list(picture.arrows)
    for nation, sheet in sheets.items():
        if sheet is not None:
            arrows.extend(ui.planned_arrows(sheet.orders, colours.get(nation, "#2b2118")))
    return picture.with_(arrows=arrows)
