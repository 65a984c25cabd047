"""Classic forum NES (seed 001): ten nations, armies and ships as plain counts, one turn a day."""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from engine.board import Board
from engine.dice import Dice
from engine.errors import ScenarioError
from engine.orders import Order, OrderSheet, Rejections
from engine.rulesets.registry import register
from engine.rulesets.answers import Fact, NationFigures
from engine.rulesets.base import Resolution, Ruleset
from engine.rulesets.declarations import AttributeType, MarkerShape, RegionAttribute, Resource, UnitKind
from engine.rulesets.classic import checks, options, reports, syntax
from engine.rulesets.classic import resolve as turn
from engine.rulesets.classic.events import ClassicEvent
from engine.limits import MAX_UNITS
from engine.params import ParamSchema
from engine.rulesets.classic.options import ClassicOptions
from engine.rulesets.classic.params import DEFAULTS, SCHEMA
from engine.rulesets.classic.units import Armies, ClassicState, Fleet, GiftInTransit
from engine.rulesets.scenario_units import scenario_units
from engine.state import GameState


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
        armies: dict[tuple[str, str], int] = {}
        fleets: dict[tuple[str, str], tuple[int, int]] = {}
        capacity = base.params["ship_capacity"]
        for where, u, nation, at in scenario_units(scenario, board, base):
            count = u.get("count")
            if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_UNITS:
                raise ScenarioError(f"{where} ({nation}): count must be a whole number from 1 to {MAX_UNITS:,}, "
                                    f"not {count!r}")
            kind = u.get("type")
            if kind == "armies":
                if not board[at].is_land:
                    raise ScenarioError(f"{where}: {nation}'s armies are in {board.name(at)}, which is not a "
                                        "province (armies at sea are 'aboard' a fleet)")
                owner = base.owners.get(at)
                if owner not in (None, nation):
                    raise ScenarioError(f"{where}: {nation}'s armies stand in {board.name(at)}, which is {owner}'s")
                if (nation, at) in armies:
                    raise ScenarioError(f"{where}: {nation}'s armies in {board.name(at)} are listed twice")
                others = [n for (n, p) in armies if p == at]
                if others:
                    raise ScenarioError(f"{where}: {nation}'s and {others[0]}'s armies both stand in {board.name(at)}")
                armies[(nation, at)] = count
            elif kind == "ships":
                if not board[at].is_sea:
                    raise ScenarioError(f"{where}: {nation}'s ships are in {board.name(at)}, which is not a sea")
                aboard = u.get("aboard", 0)
                if not isinstance(aboard, int) or isinstance(aboard, bool) or aboard < 0:
                    raise ScenarioError(f"{where} ({nation}): aboard must be a whole number, not {aboard!r}")
                if aboard > count * capacity:
                    raise ScenarioError(f"{where}: {count} ships of {nation} carry at most {count * capacity} "
                                        f"armies, not {aboard}")
                if (nation, at) in fleets:
                    raise ScenarioError(f"{where}: {nation}'s ships in {board.name(at)} are listed twice")
                fleets[(nation, at)] = (count, aboard)
            else:
                raise ScenarioError(f"{where}: unit type {kind!r} is not 'armies' or 'ships'")
        nations = {n.name for n in base.nations}
        gifts = []
        for i, g in enumerate(scenario.get("gifts", [])):
            if not (isinstance(g, dict) and g.get("giver") in nations and g.get("receiver") in nations
                    and isinstance(g.get("amount"), int) and g["amount"] > 0):
                raise ScenarioError(f"gifts[{i}]: a gift in transit is {{\"giver\", \"receiver\", \"amount\"}} "
                                    "between two nations")
            gifts.append(GiftInTransit(giver=g["giver"], receiver=g["receiver"], amount=g["amount"]))
        rank = {r.id: i for i, r in enumerate(board)}
        order = {n.name: i for i, n in enumerate(base.nations)}
        key = lambda k: (rank[k[1]], order[k[0]])
        common = {f: getattr(base, f) for f in base.__struct_fields__}
        common["turn"] = first - 1
        return ClassicState(
            **common,
            armies=tuple(Armies(nation=n, at=p, count=armies[(n, p)]) for n, p in sorted(armies, key=key)),
            fleets=tuple(Fleet(nation=n, at=s, ships=fleets[(n, s)][0], aboard=fleets[(n, s)][1])
                         for n, s in sorted(fleets, key=key)),
            gifts=tuple(gifts))

    def turn_label(self, state: ClassicState) -> str:
        return reports.turn_label(state)

    # -- orders ----------------------------------------------------------------------------
    def parse_orders(self, text: str, nation: str, state: ClassicState, board: Board) -> OrderSheet:
        return syntax.parse_sheet(text, nation, state, board)

    def format_orders(self, orders: Sequence[Order], state: ClassicState, board: Board) -> str:
        return "".join(syntax.format_order(o, board) + "\n" for o in orders)

    def format_order(self, order: Order, board: Board) -> str:
        return syntax.format_order(order, board)

    def find_problems(self, sheet: OrderSheet, state: ClassicState, board: Board, rejections: Rejections) -> None:
        checks.find_problems(sheet, state, board, rejections)

    def elimination(self, board: Board, state: ClassicState, nation: str) -> str | None:
        if state.eliminated(nation):
            return f"{nation} has been eliminated: it has no provinces, armies or ships"
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
