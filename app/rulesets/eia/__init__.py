"""Empires in Arms in the window: how it is drawn (`drawing`), its orders text hints (`orders`), the
pending decisions view (`decisions_view`) and module afa_naval's books (`afa_books`), joined in `EiaUI`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.rulesets import register_ui
from app.rulesets.base import RulesetUI
from app.rulesets.eia import afa_books, drawing, orders, planned
from engine.rulesets.answers import OrderOptions
from engine.rulesets.eia.events import EiaEvent
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.units import Corps, Fleet

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from app.rulesets.eia.decisions_view import DecisionsView


@register_ui
class EiaUI(RulesetUI[EiaState, OrderOptions, EiaEvent, Corps | Fleet]):
    id = "eia"
    public_map_shows = drawing.PUBLIC_MAP_SHOWS
    idle_hint = orders.IDLE_HINT
    example_orders = orders.EXAMPLE_ORDERS
    period = orders.PERIOD

    picture = staticmethod(drawing.picture)
    region_tooltip = staticmethod(drawing.region_tooltip)
    books = staticmethod(afa_books.books)
    unit_of = staticmethod(orders.unit_of)
    planned_arrows = staticmethod(planned.planned_arrows)
    planned_marks = staticmethod(planned.planned_marks)
    orderable_units = staticmethod(planned.orderable_units)

    def units_at(self, state: EiaState, region_id: str) -> list[Corps | Fleet]:
        return [c for c in state.corps if c.at == region_id] + [f for f in state.fleets if f.at == region_id]

    def describe_unit(self, unit: Corps | Fleet, *, gm: bool = True) -> str:
        return f"{unit.label}: {unit.factors} factors" if isinstance(unit, Corps) else f"{unit.label}: {unit.ships} ships"

    def unit_nation(self, unit: Corps | Fleet) -> str:
        return unit.nation

    def decisions_page(self, parent: QWidget | None = None) -> DecisionsView:
        from app.rulesets.eia.decisions_view import DecisionsView   # Qt widgets: only when resolving
        return DecisionsView(parent)
