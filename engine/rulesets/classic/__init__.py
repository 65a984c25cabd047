"""Classic forum NES (seed 001): ten nations, armies and ships as plain counts, one turn a day."""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from engine.board import Board
from engine.dice import Dice
from engine.errors import ScenarioError
from engine.order_sheet import Order, OrderSheet, Rejections
from engine.rulesets.registry import register
from engine.rulesets.answers import Fact, NationFigures
from engine.rulesets.base import Resolution, Ruleset
from engine.rulesets.declarations import AttributeType, MarkerShape, RegionAttribute, Resource, UnitKind
from engine.rulesets.classic import checks, options, placing, reports
from engine.rulesets.classic import resolve as turn
from engine.rulesets.classic.events import ClassicEvent
from engine.params import ParamSchema
from engine.rulesets.classic.options import ClassicOptions
from engine.rulesets.classic.params import DEFAULTS, SCHEMA
from engine.rulesets.classic.units import Armies, ClassicState, Fleet, GiftInTransit
from engine.rulesets.scenario_units import placed_units, scenario_units
from engine.state import GameState, replace


@register
class Classic(Ruleset[ClassicState]):
    id = "classic"
    title = "Classic NES"
    resources = (Resource("gold"),)
    unit_kinds = (UnitKind("army", "army", "armies", marker=MarkerShape.DOTS),
                  UnitKind("ship", "ship", "ships", marker=MarkerShape.DOTS, aliases=("fleets", "fleet")))
    region_attributes = (RegionAttribute("historical_name", AttributeType.TEXT, None,
                                         "the province's name in history, shown beside its number", "Historically"),)
    state_type = ClassicState
    event_type = ClassicEvent
    piece_kinds = (placing.ARMIES, placing.SHIPS)

    def default_params(self) -> dict[str, Any]:
        return copy.deepcopy(DEFAULTS)

    def param_schema(self) -> ParamSchema:
        return SCHEMA

    def new_state(self, board: Board, scenario: Mapping[str, Any], base: GameState) -> ClassicState:
        start = scenario.get("start") or {}
        if not isinstance(start, dict):
            raise ScenarioError("start: must be an object such as {\"turn\": 1}")
        first = start.get("turn", 1)
        if not isinstance(first, int) or isinstance(first, bool) or first < 1:
            raise ScenarioError(f"start: turn must be a whole number from 1, not {first!r}")
        armies, fleets = placing.read_units(board, base, scenario_units(scenario, board, base), start=True)
        gifts = placing.read_gifts(scenario.get("gifts", []), base)
        common = {f: getattr(base, f) for f in base.__struct_fields__}
        common["turn"] = first - 1
        return ClassicState(**common, armies=armies, fleets=fleets, gifts=gifts)

    def turn_label(self, state: ClassicState) -> str:
        return reports.turn_label(state)

    # -- orders ----------------------------------------------------------------------------
    def parse_orders(self, text: str, nation: str, state: ClassicState, board: Board) -> OrderSheet:
        return _syntax().parse_sheet(text, nation, state, board)

    def read_words(self, text: str, nation: str, state: ClassicState, board: Board) -> OrderSheet:
        return _syntax().parse_sheet(text, nation, state, board, judge=False)

    def orders_by_meaning(self, board: Board, state: ClassicState, nation: str):
        """The nation's orders by meaning, for the nearest allowed readings of an order not allowed."""
        from engine.rulesets.classic.meaning import meaning
        from engine.rulesets.classic.names import Names
        return meaning(board, state, nation, Names(board, state)) if isinstance(state, ClassicState) else None

    def format_orders(self, orders: Sequence[Order], state: ClassicState, board: Board) -> str:
        return "".join(_syntax().format_order(o, board) + "\n" for o in orders)

    def format_order(self, order: Order, board: Board) -> str:
        return _syntax().format_order(order, board)

    def find_problems(self, sheet: OrderSheet, state: ClassicState, board: Board, rejections: Rejections) -> None:
        checks.find_problems(sheet, state, board, rejections)

    def elimination(self, board: Board, state: ClassicState, nation: str) -> str | None:
        if state.eliminated(nation):
            return checks.elimination_refusal(nation)
        return None

    # -- resolution ------------------------------------------------------------------------
    def resolve(self, board: Board, state: ClassicState, orders: Mapping[str, OrderSheet], dice: Dice,
                overrides: Mapping[str, Any] | None = None) -> Resolution:
        return turn.resolve(board, state, orders, dice, overrides)

    # -- reports ---------------------------------------------------------------------------
    def public_report(self, board, before, after, events, title):
        return reports.public_report(board, before, after, events, title)

    def internal_report(self, board, before, after, events, nation, title):
        return reports.internal_report(board, before, after, events, nation, title)

    # -- the GM's hand (placing.py) ---------------------------------------------------------
    def unit_entries(self, board: Board, state: ClassicState) -> list[dict[str, Any]]:
        return placing.unit_entries(state)

    def with_units(self, board: Board, state: ClassicState, entries: Sequence[Mapping[str, Any]]) -> ClassicState:
        armies, fleets = placing.read_units(board, state, placed_units(entries, board, state), start=False)
        return replace(state, armies=armies, fleets=fleets)

    def scenario_extras(self, board: Board, state: ClassicState) -> dict[str, Any]:
        return placing.scenario_extras(state)

    # -- what the GUI asks -----------------------------------------------------------------
    def order_options(self, board: Board, state: ClassicState, nation: str) -> ClassicOptions:
        """Everything the nation may order now (purchases, moves, gifts), for dialogs."""
        return options.order_options(board, state, nation)

    def nation_figures(self, board: Board, state: ClassicState, nation: str) -> NationFigures:
        return options.nation_figures(board, state, nation, self.resource())

    def region_summary(self, board: Board, state: ClassicState, region: str) -> tuple[Fact, ...]:
        """What the region inspector says of a province or sea."""
        return options.region_summary(board, state, region)


__all__ = ["Armies", "Classic", "ClassicState", "Fleet", "GiftInTransit"]


def _syntax():
    """The ruleset's order reader, imported when orders are first read or written: verbs that only
    show the game (state, needs, report) do not load it."""
    from engine.rulesets.classic import syntax
    return syntax

