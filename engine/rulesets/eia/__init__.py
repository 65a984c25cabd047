"""Empires in Arms by e-mail (seeds 002, 003): a referee's assistant that keeps the game in monthly
steps, applies the standing procedures of module eia_sop and asks the GM for every other outcome."""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from engine.board import Board
from engine.dice import Dice
from engine.order_sheet import Order, OrderSheet, Rejections
from engine.params import ParamSchema
from engine.rulesets import register
from engine.rulesets.answers import NationFigures
from engine.rulesets.base import Resolution, Ruleset, StepAhead
from engine.rulesets.eia import checks, gm_hand, pieces, reports, scenario, slots
from engine.rulesets.eia import resolve as step
from engine.rulesets.eia import modules as eia_modules
from engine.rulesets.eia.afa_naval.module import AfaNaval
from engine.rulesets.eia.events import EiaEvent
from engine.rulesets.declarations import AttributeType, Calendar, RegionAttribute, Resource, Step
from engine.rulesets.eia import param_schema
from engine.rulesets.eia.params import DEFAULTS
from engine.rulesets.eia.sop.module import Sop
from engine.rulesets.eia.state import EiaState, phasing
from engine.rulesets.eia.steps import StepKind
from engine.rulesets.scenario_units import scenario_units
from engine.state import GameState


# The modules EiA bundles, in the order the core calls their hooks: the one place that lists them.
BUNDLED: tuple[eia_modules.EiaModule, ...] = (Sop(), AfaNaval())
for _module in BUNDLED:
    eia_modules.install(_module)


@register
class Eia(Ruleset[EiaState]):
    id = "eia"
    title = "Empires in Arms (PBEM)"
    resources = (Resource("money"), Resource("manpower"))
    # city_records (lists of city records) is structured data the editor keeps as written
    region_attributes = (RegionAttribute("capital", AttributeType.NATION, None, "the major power whose capital it is"),)
    calendar = Calendar(steps=(Step(StepKind.POLITICAL, moves=False), Step(StepKind.REINFORCEMENT, moves=False),
                               Step(StepKind.NAVAL), Step(StepKind.LAND), Step(StepKind.ECONOMIC, moves=False),
                               Step(StepKind.UMP_CONTROL, moves=False)),
                        unit="step")
    modules = eia_modules.declarations()
    state_type = EiaState
    event_type = EiaEvent
    # the GM's hand (docs/rules/eia.md, "What the GM may place and correct")
    piece_kinds = pieces.PIECE_KINDS
    nation_fields = gm_hand.NATION_FIELDS + tuple(f for m in eia_modules.installed() for f in m.nation_fields)
    region_fields = tuple(f for m in eia_modules.installed() for f in m.region_fields)

    def decode_state(self, data: bytes) -> EiaState:
        """A stored state with each module's own state typed by its slot (files before slots: moved in)."""
        return slots.decode(data, [m.slot for m in eia_modules.installed() if m.slot is not None])

    def default_params(self) -> dict[str, Any]:
        return copy.deepcopy(DEFAULTS)

    def param_schema(self) -> ParamSchema:
        return param_schema.schema(eia_modules.installed())

    def new_state(self, board: Board, scenario_data: Mapping[str, Any], base: GameState) -> EiaState:
        return scenario.new_state(board, scenario_data, base)

    def turn_label(self, state: EiaState) -> str:
        return reports.turn_label(state)

    def step(self, state: EiaState) -> Step:
        """This month's step: a power's naval or land step is ordered by that power alone."""
        now = state.month_step
        return Step(state.current_step, moves=self.calendar.step(now.kind).moves,
                    ordering=(now.nation,) if now.nation else ())

    def steps_ahead(self, state: EiaState) -> tuple[StepAhead, ...]:
        """The month's steps after the current one (an Austrian insurrection step joins when it is
        inserted), each seen from the position as it stands now."""
        out = []
        for i in range(state.step + 1, len(state.steps)):
            seen = msgspec.structs.replace(state, step=i, turn=state.turn + i - state.step)
            out.append(StepAhead(self.turn_label(seen), self.step(seen), seen))
        return tuple(out)

    def phasing(self, state: EiaState) -> str | None:
        """The nation whose step it is; None when every nation plays the step."""
        return phasing(state.current_step)

    def parse_orders(self, text: str, nation: str, state: EiaState, board: Board) -> OrderSheet:
        return _syntax().parse_sheet(text, nation, state, board)

    def read_words(self, text: str, nation: str, state: EiaState, board: Board) -> OrderSheet:
        return _syntax().parse_sheet(text, nation, state, board, judge=False)

    def orders_by_meaning(self, board: Board, state: EiaState, nation: str):
        """The nation's orders by meaning, for the nearest allowed readings of an order not allowed."""
        from engine.rulesets.eia.meaning import meaning
        from engine.orders import Names
        return meaning(board, state, nation, Names(board, state), _syntax().format_order) \
            if isinstance(state, EiaState) else None

    def format_orders(self, orders: Sequence[Order], state: GameState, board: Board) -> str:
        return "".join(_syntax().format_order(o, board) + "\n" for o in orders)

    def find_problems(self, sheet: OrderSheet, state: EiaState, board: Board, rejections: Rejections) -> None:
        checks.find_problems(sheet, state, board, rejections)

    def resolve(self, board: Board, state: EiaState, orders: Mapping[str, OrderSheet], dice: Dice,
                overrides: Mapping[str, Any] | None = None) -> Resolution:
        return step.resolve(board, state, orders, dice, overrides)

    # -- the GM's hand --------------------------------------------------------------------------
    def unit_entries(self, board: Board, state: EiaState) -> list[dict[str, Any]]:
        return pieces.entries(board, pieces.Pieces(corps=state.corps, fleets=state.fleets, leaders=state.leaders,
                                                   garrisons=state.garrisons, depots=state.depots))

    def with_units(self, board: Board, state: EiaState, entries: Sequence[Mapping[str, Any]]) -> EiaState:
        units = pieces.carried_along(state, [dict(e) for e in entries])
        got = pieces.read_pieces(board, scenario_units({"units": units}, board, state),
                                 any(m.has_squadrons for m in eia_modules.active(state)))
        return msgspec.structs.replace(state, corps=got.corps, fleets=got.fleets, leaders=got.leaders,
                                       garrisons=got.garrisons, depots=got.depots)

    def region_values(self, board: Board, state: EiaState, region: str) -> dict[str, Any]:
        return gm_hand.region_values(board, state, region)

    def set_region_value(self, board: Board, state: EiaState, region: str, key: str, value: Any) -> EiaState:
        return gm_hand.set_region_value(board, state, region, key, value)

    def nation_values(self, board: Board, state: EiaState, nation: str) -> dict[str, Any]:
        return gm_hand.nation_values(state, nation)

    def set_nation_value(self, board: Board, state: EiaState, nation: str, key: str, value: Any) -> EiaState:
        return gm_hand.set_nation_value(state, nation, key, value)

    def treasury(self, state: EiaState, nation: str, resource: Resource) -> int:
        return gm_hand.treasury(state, nation, resource.name)

    def set_treasury(self, board: Board, state: EiaState, nation: str, resource: Resource, amount: int) -> EiaState:
        return gm_hand.set_treasury(state, nation, resource.name, amount)

    def nation_figures(self, board: Board, state: EiaState, nation: str) -> NationFigures:
        return gm_hand.nation_figures(state, nation, self.resources)

    def scenario_extras(self, board: Board, state: EiaState) -> dict[str, Any]:
        return gm_hand.scenario_extras(board, state)

    def public_report(self, board, before, after, events, title):
        return reports.public_report(board, before, after, events, title)

    def internal_report(self, board, before, after, events, nation, title):
        return reports.internal_report(board, before, after, events, nation, title)


__all__ = ["Eia", "EiaState"]


def install_module(module: eia_modules.EiaModule) -> None:
    """Add a module (a house module, a test's) that games may then name in `params.modules`; the core
    calls its hooks after the bundled ones'."""
    eia_modules.install(module)
    Eia.modules = eia_modules.declarations()


def uninstall_module(module_id: str) -> None:
    eia_modules.uninstall(module_id)
    Eia.modules = eia_modules.declarations()


def _syntax():
    """The ruleset's order reader, imported when orders are first read or written: verbs that only
    show the game (state, needs, report) do not load it."""
    from engine.rulesets.eia import syntax
    return syntax

