"""Napoleon's Wars 1805-1815 (seed 000): corps of divisions, squadrons, four seasons a year."""

from __future__ import annotations

import copy
from typing import Any, Mapping, Sequence

from engine.board import Board
from engine.dice import Dice
from engine.errors import ScenarioError
from engine.order_sheet import Order, OrderSheet, Rejections
from engine.rulesets.registry import register
from engine.rulesets.answers import Destination, NationFigures
from engine.rulesets.base import Resolution, Ruleset
from engine.rulesets.declarations import (
    AttributeType, Calendar, MarkerShape, RegionAttribute, Resource, Step, UnitKind)
from engine.rulesets.napoleonic import checks, options, placing, reports, scouting
from engine.rulesets.napoleonic import resolve as season
from engine.rulesets.napoleonic.events import NapoleonicEvent
from engine.params import ParamSchema
from engine.rulesets.napoleonic.options import NapoleonicOptions
from engine.rulesets.napoleonic.params import DEFAULTS, SCHEMA
from engine.rulesets.napoleonic.refusals import eliminated_refusal
from engine.rulesets.napoleonic.units import Corps, NapoleonicState, Squadron
from engine.rulesets.napoleonic.work import Work
from engine.rulesets.scenario_units import placed_units, scenario_units
from engine.state import GameState, replace


@register
class Napoleonic(Ruleset[NapoleonicState]):
    id = "napoleonic"
    title = "Napoleon's Wars 1805-1815"
    resources = (Resource("gold"),)
    unit_kinds = (UnitKind("infantry", "infantry division", "infantry divisions", "infantry", aliases=("inf",)),
                  UnitKind("cavalry", "cavalry division", "cavalry divisions", "cavalry", aliases=("cav",)),
                  UnitKind("artillery", "artillery division", "artillery divisions", "artillery", aliases=("art",)),
                  UnitKind("scout", "scouting cavalry", "scouting cavalry", "scout"),
                  UnitKind("squadron", "squadron", "squadrons", "squadron", MarkerShape.SQUADRON))
    region_attributes = (RegionAttribute("value", AttributeType.INT, 0, "economic value printed in the province",
                                         "Economic value"),)
    calendar = Calendar(steps=(Step("Spring", scouting=True), Step("Summer", scouting=True),
                               Step("Fall", scouting=True), Step("Winter", moves=False)), unit="season")
    state_type = NapoleonicState
    event_type = NapoleonicEvent
    piece_kinds = (placing.CORPS, placing.SQUADRON)
    nation_fields = placing.NATION_FIELDS

    def default_params(self) -> dict[str, Any]:
        return copy.deepcopy(DEFAULTS)

    def params_on_another_map(self) -> dict[str, Any]:
        # the seed's exceptions name Europe 1805's nations and provinces (Naples in Rome, Britain's squadrons)
        return {"build_extra": {}, "build_excluded": {}, "squadron_cost_by_nation": {}}

    def param_schema(self) -> ParamSchema:
        return SCHEMA

    def new_state(self, board: Board, scenario: Mapping[str, Any], base: GameState) -> NapoleonicState:
        start = scenario.get("start") or {"season": "Winter", "year": 1804}
        if not isinstance(start, dict):
            raise ScenarioError("start: must be an object such as {\"season\": \"Winter\", \"year\": 1804}")
        seasons = base.params["seasons"]
        season = str(start.get("season", "")).title()
        if season not in seasons:
            raise ScenarioError(f"start: season {start.get('season')!r} is not one of {', '.join(seasons)}")
        year = start.get("year")
        if not isinstance(year, int) or isinstance(year, bool) or not -9999 <= year <= 9999:
            raise ScenarioError(f"start: year must be a whole number from -9999 to 9999, not {year!r}")
        corps, squadrons = placing.read_units(board, base.params, scenario_units(scenario, board, base))
        common = {f: getattr(base, f) for f in base.__struct_fields__}
        common.update(season=season, year=year)
        return NapoleonicState(**common, corps=corps, squadrons=squadrons)

    def turn_label(self, state: NapoleonicState) -> str:
        return f"{state.season} {state.year}"

    # -- orders ----------------------------------------------------------------------------
    def parse_orders(self, text: str, nation: str, state: NapoleonicState, board: Board) -> OrderSheet:
        return _syntax().parse_sheet(text, nation, state, board)

    def read_words(self, text: str, nation: str, state: NapoleonicState, board: Board) -> OrderSheet:
        return _syntax().parse_sheet(text, nation, state, board, judge=False)

    def orders_by_meaning(self, board: Board, state: NapoleonicState, nation: str):
        """The nation's orders by meaning, for the nearest allowed readings of an order not allowed."""
        from engine.rulesets.napoleonic.meaning import meaning
        from engine.orders import Names
        return meaning(board, state, nation, Names(board, state)) if isinstance(state, NapoleonicState) else None

    def format_orders(self, orders: Sequence[Order], state: NapoleonicState, board: Board) -> str:
        return "".join(_syntax().format_order(o, board) + "\n" for o in orders)

    def step(self, state: NapoleonicState) -> Step:
        """The season's step; the GM may rename the seasons (params), so Winter is the `winter` one."""
        if checks.is_winter(state):
            return Step(str(state.season), moves=False)
        return Step(str(state.season), scouting=True)

    def find_problems(self, sheet: OrderSheet, state: NapoleonicState, board: Board, rejections: Rejections) -> None:
        checks.find_problems(sheet, state, board, rejections)

    def elimination(self, board: Board, state: NapoleonicState, nation: str) -> str | None:
        if checks.eliminated(state, nation):
            return eliminated_refusal(nation)
        return None

    # -- resolution ------------------------------------------------------------------------
    def resolve(self, board: Board, state: NapoleonicState, orders: Mapping[str, OrderSheet], dice: Dice,
                overrides: Mapping[str, Any] | None = None) -> Resolution:
        return season.resolve(board, state, orders, dice, overrides)

    def scout(self, board: Board, state: NapoleonicState, orders: Mapping[str, OrderSheet]) -> list:
        if checks.is_winter(state):
            return []
        checked = [self.check_orders(sheet, state, board) for sheet in orders.values()]
        work = Work(board, state)
        work.begin_season()
        return scouting.scouting(board, work.start, [o for sheet in checked for o in sheet.orders])

    # -- reports ---------------------------------------------------------------------------
    def public_report(self, board, before, after, events, title):
        return reports.public_report(board, before, after, events, title)

    def internal_report(self, board, before, after, events, nation, title):
        return reports.internal_report(board, before, after, events, nation, title)

    def scouting_report(self, board, state, events, nation):
        return reports.scouting_report(board, state, events, nation)

    # -- the GM's hand (placing.py) ---------------------------------------------------------
    def unit_entries(self, board: Board, state: NapoleonicState) -> list[dict[str, Any]]:
        return placing.unit_entries(state)

    def with_units(self, board: Board, state: NapoleonicState,
                   entries: Sequence[Mapping[str, Any]]) -> NapoleonicState:
        corps, squadrons = placing.read_units(board, state.params, placed_units(entries, board, state))
        return replace(state, corps=corps, squadrons=squadrons)

    def new_piece_defaults(self, board: Board, state: NapoleonicState, type_: str, nation: str) -> dict[str, Any]:
        return placing.new_piece_defaults(state, type_, nation)

    def nation_values(self, board: Board, state: NapoleonicState, nation: str) -> dict[str, Any]:
        return placing.nation_values(state, nation)

    def set_nation_value(self, board: Board, state: NapoleonicState, nation: str, key: str,
                         value: Any) -> NapoleonicState:
        return placing.set_nation_value(state, nation, key, value)

    def scenario_extras(self, board: Board, state: NapoleonicState) -> dict[str, Any]:
        return {"start": {"season": state.season, "year": state.year}}

    # -- what the GUI asks -----------------------------------------------------------------
    def order_options(self, board: Board, state: NapoleonicState, nation: str) -> NapoleonicOptions:
        """Everything the nation may order now (builds, moves, diplomacy), for dialogs."""
        return options.order_options(board, state, nation)

    def nation_figures(self, board: Board, state: NapoleonicState, nation: str) -> NationFigures:
        return options.nation_figures(board, state, nation, self.resource())

    def format_order(self, order: Order, board: Board) -> str:
        return _syntax().format_order(order, board)

    def legal_destinations(self, board: Board, state: NapoleonicState, nation: str,
                           unit: str) -> tuple[Destination, ...]:
        """Where the nation's corps (by letter) may march or sail now, with the path or the seas."""
        from engine.rulesets.napoleonic.movement import legal_landings, legal_marches
        work = Work(board, state)
        corps = work.corps.get((nation, unit))
        if corps is None or checks.is_winter(state):
            return ()
        out = {p: Destination(p, "sea", tuple(seas)) for p, seas in legal_landings(work, corps).items()}
        out.update({p: Destination(p, "march", tuple(path)) for p, path in legal_marches(work, corps).items()})
        return tuple(out.values())


__all__ = ["Napoleonic", "NapoleonicState", "Corps", "Squadron", "replace"]


def _syntax():
    """The ruleset's order reader, imported when orders are first read or written: verbs that only
    show the game (state, needs, report) do not load it."""
    from engine.rulesets.napoleonic import syntax
    return syntax

