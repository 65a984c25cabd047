"""The Succheesion ruleset in the window: how it is drawn (`drawing`), its orders by clicks (`clicks`),
its dialogs (`dialogs`) and battles (`orders`), joined in `SuccheesionUI`."""

from __future__ import annotations

from app.rulesets import register_ui
from app.rulesets.base import RulesetUI
from app.rulesets.succheesion import drawing, orders, planned
from engine.rulesets.succheesion.events import SuccheesionEvent
from engine.rulesets.succheesion.options import SuccheesionOptions
from engine.rulesets.succheesion.units import Fleet, Forts, Stack, SuccheesionState


@register_ui
class SuccheesionUI(RulesetUI[SuccheesionState, SuccheesionOptions, SuccheesionEvent,
                               Stack | Fleet | Forts]):
    id = "succheesion"
    public_map_shows = drawing.PUBLIC_MAP_SHOWS
    idle_hint = orders.IDLE_HINT
    example_orders = orders.EXAMPLE_ORDERS
    period = orders.PERIOD
    clicks = True
    dialogs = tuple(orders.DIALOGS)
    kind_labels = orders.KIND_LABELS

    picture = staticmethod(drawing.picture)
    region_tooltip = staticmethod(drawing.region_tooltip)
    select = staticmethod(orders.select)
    unit_of = staticmethod(orders.unit_of)
    planned_arrows = staticmethod(planned.planned_arrows)
    planned_marks = staticmethod(planned.planned_marks)
    orderable_units = staticmethod(planned.orderable_units)
    units_named = staticmethod(planned.units_named)
    placed = staticmethod(orders.placed)
    battle_views = staticmethod(orders.battle_views)

    def units_at(self, state: SuccheesionState, region_id: str) -> list[Stack | Fleet | Forts]:
        return state.units_at(region_id)

    def describe_unit(self, unit: Stack | Fleet | Forts, *, gm: bool = True) -> str:
        return unit.label()

    def unit_nation(self, unit: Stack | Fleet | Forts) -> str:
        return unit.nation
