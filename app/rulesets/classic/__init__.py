"""The classic ruleset in the window: how it is drawn (`drawing`) and its part of the orders panel
(`orders`), joined in `ClassicUI`."""

from __future__ import annotations

from app.rulesets import register_ui
from app.rulesets.base import RulesetUI
from app.rulesets.classic import drawing, orders, planned
from engine.rulesets.classic.events import ClassicEvent
from engine.rulesets.classic.options import ClassicOptions
from engine.rulesets.classic.units import Armies, ClassicState, Fleet


@register_ui
class ClassicUI(RulesetUI[ClassicState, ClassicOptions, ClassicEvent, Armies | Fleet]):
    id = "classic"
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
    units_named = staticmethod(planned.units_named)
    placed = staticmethod(orders.placed)
    battle_views = staticmethod(orders.battle_views)

    def units_at(self, state: ClassicState, region_id: str) -> list[Armies | Fleet]:
        return state.units_at(region_id)

    def describe_unit(self, unit: Armies | Fleet, *, gm: bool = True) -> str:
        return unit.label()

    def unit_nation(self, unit: Armies | Fleet) -> str:
        return unit.nation
