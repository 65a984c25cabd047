"""The napoleonic ruleset in the window: how it is drawn (`drawing`) and its part of the orders
panel (`orders`), joined in `NapoleonicUI`."""

from __future__ import annotations

from app.rulesets import register_ui
from app.rulesets.base import RulesetUI
from app.rulesets.napoleonic import drawing, orders, planned
from engine.rulesets.napoleonic.events import NapoleonicEvent
from engine.rulesets.napoleonic.options import NapoleonicOptions
from engine.rulesets.napoleonic.units import Corps, NapoleonicState, Squadron


@register_ui
class NapoleonicUI(RulesetUI[NapoleonicState, NapoleonicOptions, NapoleonicEvent, Corps | Squadron]):
    id = "napoleonic"
    public_map_shows = drawing.PUBLIC_MAP_SHOWS
    idle_hint = orders.IDLE_HINT
    example_orders = orders.EXAMPLE_ORDERS
    period = orders.PERIOD
    clicks = True
    dialogs = tuple(orders.DIALOGS)
    kind_labels = drawing.KIND_LABELS

    picture = staticmethod(drawing.picture)
    region_tooltip = staticmethod(drawing.region_tooltip)
    select = staticmethod(orders.select)
    unit_of = staticmethod(orders.unit_of)
    planned_arrows = staticmethod(planned.planned_arrows)
    planned_marks = staticmethod(planned.planned_marks)
    orderable_units = staticmethod(planned.orderable_units)
    placed = staticmethod(orders.placed)
    battle_views = staticmethod(orders.battle_views)

    def units_at(self, state: NapoleonicState, region_id: str) -> list[Corps | Squadron]:
        return state.units_at(region_id)

    def describe_unit(self, unit: Corps | Squadron, *, gm: bool = True) -> str:
        label = unit.label()
        if gm and isinstance(unit, Corps):
            label += f": {unit.composition()}"
        return label + (" (new)" if unit.new else "")

    def unit_nation(self, unit: Corps | Squadron) -> str:
        return unit.nation
