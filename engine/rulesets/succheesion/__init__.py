"""The (Second) Maustrian War of Succheesion (seed 004): cheese, cities, trade, forts, an army pool."""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from engine.board import Board
from engine.dice import Dice
from engine.order_sheet import Order, OrderSheet, Rejections
from engine.rulesets.answers import Fact, NationFigures
from engine.rulesets.base import Resolution, Ruleset
from engine.rulesets.declarations import AttributeType, Calendar, MarkerShape, RegionAttribute, Resource, Step, UnitKind
from engine.rulesets.registry import register
from engine.rulesets.succheesion import checks, fields, options, placing, reports, setup, summary
from engine.rulesets.succheesion import resolve as turn
from engine.rulesets.succheesion.events import SuccheesionEvent
from engine.rulesets.succheesion.options import SuccheesionOptions
from engine.rulesets.succheesion.params import DEFAULTS
from engine.rulesets.succheesion.units import LAND_TYPES, SuccheesionState
from engine.state import GameState

# Other words a GM types for losses (`berthier resolve --battle "2: Red 2 infantry, 2 militia; Blue all"`)
_LOSS_ALIASES = {"Infantry": ("infantrys", "line", "line infantry"), "Light Infantry": ("light infantrys",),
                 "Guard Infantry": ("guard infantrys", "guards"), "Cavalry": ("cavalrys",),
                 "Heavy Cavalry": ("heavy cavalrys",), "Artillery": ("artillerys",)}


@register
class Succheesion(Ruleset[SuccheesionState]):
    id = "succheesion"
    title = "War of Succheesion"
    resources = (Resource("cheese", decimals=2),)
    unit_kinds = (*(UnitKind(k, k, k, loss_word=k.lower(), aliases=_LOSS_ALIASES.get(k, ())) for k in LAND_TYPES),
                  UnitKind("Frigate", "Frigate", "Frigates", loss_word="frigate", marker=MarkerShape.SQUADRON),
                  UnitKind("Galleon", "Galleon", "Galleons", loss_word="galleon", marker=MarkerShape.SQUADRON),
                  UnitKind("Fort", "Fort", "Forts", loss_word="fort", marker=MarkerShape.FORT))
    region_attributes = (
        RegionAttribute("cities", AttributeType.INT, 0, "cities at the start: they build units (in play: the state)"),
        RegionAttribute("cheese", AttributeType.INT, 0, "cheese production at the start (in play: the state)"),
        RegionAttribute("terrain", AttributeType.TEXT, "plains", "forest and desert double the cost of raising cheese"),
        RegionAttribute("port", AttributeType.FLAG, False, "units board and land here; ships are built here"),
        RegionAttribute("zone", AttributeType.TEXT, None, "weather zone (north, south), with the weather option"),
    )
    calendar = Calendar(steps=(Step("Turn"),))
    state_type = SuccheesionState
    event_type = SuccheesionEvent
    piece_kinds = placing.PIECE_KINDS
    region_fields = fields.REGION_FIELDS
    nation_fields = fields.NATION_FIELDS

    def default_params(self) -> dict[str, Any]:
        return copy.deepcopy(DEFAULTS)

    def new_state(self, board: Board, scenario: Mapping[str, Any], base: GameState) -> SuccheesionState:
        return setup.new_state(board, scenario, base)

    def turn_label(self, state: SuccheesionState) -> str:
        return reports.turn_label(state)

    def parse_orders(self, text: str, nation: str, state: SuccheesionState, board: Board) -> OrderSheet:
        return _syntax().parse_sheet(text, nation, state, board)

    def read_words(self, text: str, nation: str, state: SuccheesionState, board: Board) -> OrderSheet:
        return _syntax().parse_sheet(text, nation, state, board, judge=False)

    def orders_by_meaning(self, board: Board, state: SuccheesionState, nation: str):
        """The nation's orders by meaning, for the nearest allowed readings of an order not allowed."""
        from engine.rulesets.succheesion.meaning import meaning
        from engine.orders import Names
        return meaning(board, state, nation, Names(board, state)) if isinstance(state, SuccheesionState) else None

    def format_orders(self, orders: Sequence[Order], state: SuccheesionState, board: Board) -> str:
        return "".join(_syntax().format_order(o, board) + "\n" for o in orders)

    def format_order(self, order: Order, board: Board) -> str:
        return _syntax().format_order(order, board)

    def find_problems(self, sheet: OrderSheet, state: SuccheesionState, board: Board, rejections: Rejections) -> None:
        checks.find_problems(sheet, state, board, rejections)

    def elimination(self, board: Board, state: SuccheesionState, nation: str) -> str | None:
        return summary.elimination(state, nation)

    def resolve(self, board: Board, state: SuccheesionState, orders: Mapping[str, OrderSheet], dice: Dice,
                overrides: Mapping[str, Any] | None = None) -> Resolution:
        return turn.resolve(board, state, orders, dice, overrides)

    def public_report(self, board, before, after, events, title):
        return reports.public_report(board, before, after, events, title)

    def internal_report(self, board, before, after, events, nation, title):
        return reports.internal_report(board, before, after, events, nation, title)

    # -- the GM's hand (placing.py, fields.py) ------------------------------------------------
    def unit_entries(self, board: Board, state: SuccheesionState) -> list[dict[str, Any]]:
        return placing.unit_entries(board, state)

    def with_units(self, board: Board, state: SuccheesionState,
                   entries: Sequence[Mapping[str, Any]]) -> SuccheesionState:
        return placing.with_units(board, state, entries)

    def region_values(self, board: Board, state: SuccheesionState, region: str) -> dict[str, Any]:
        return fields.region_values(board, state, region)

    def set_region_value(self, board: Board, state: SuccheesionState, region: str, key: str,
                         value: Any) -> SuccheesionState:
        return fields.set_region_value(board, state, region, key, value)

    def nation_values(self, board: Board, state: SuccheesionState, nation: str) -> dict[str, Any]:
        return fields.nation_values(board, state, nation)

    def set_nation_value(self, board: Board, state: SuccheesionState, nation: str, key: str,
                         value: Any) -> SuccheesionState:
        return fields.set_nation_value(board, state, nation, key, value)

    def scenario_extras(self, board: Board, state: SuccheesionState) -> dict[str, Any]:
        return placing.scenario_extras(board, state)

    # -- what the window asks ----------------------------------------------------------------
    def nation_figures(self, board: Board, state: SuccheesionState, nation: str) -> NationFigures:
        return summary.nation_figures(state, nation, self.resource())

    def order_options(self, board: Board, state: SuccheesionState, nation: str) -> SuccheesionOptions:
        """Everything the nation may order now (builds, trade, sieges, TP policy), for dialogs."""
        return options.order_options(board, state, nation)

    def region_summary(self, board: Board, state: SuccheesionState, region: str) -> tuple[Fact, ...]:
        return tuple(Fact(label, text) for label, text in summary.region_rows(board, state, region))


__all__ = ["Succheesion", "SuccheesionState"]


def _syntax():
    """The ruleset's order reader, imported when orders are first read or written: verbs that only
    show the game (state, needs, report) do not load it."""
    from engine.rulesets.succheesion import syntax
    return syntax

