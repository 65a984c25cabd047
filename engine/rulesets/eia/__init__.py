"""Empires in Arms by e-mail (seeds 002, 003): a referee's assistant that keeps the game in monthly
steps, applies the standing procedures of module eia_sop and asks the GM for every other outcome."""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from engine.board import Board
from engine.dice import Dice, SeededDice
from engine.orders import Order, OrderSheet
from engine.rulesets import register
from engine.rulesets.base import Resolution, Ruleset
from engine.rulesets.eia import checks, reports, scenario, syntax
from engine.rulesets.eia import resolve as step
from engine.rulesets.eia.decisions import Decision, DecisionsOpen
from engine.rulesets.eia.events import EiaEvent
from engine.rulesets.declarations import Calendar, Module, Step
from engine.rulesets.eia.params import DEFAULTS, SOP_PARAMS
from engine.rulesets.eia.state import EiaState, phasing
from engine.state import GameState


@register
class Eia(Ruleset):
    id = "eia"
    title = "Empires in Arms (PBEM)"
    resources = ("money", "manpower")
    calendar = Calendar(steps=(Step("political", moves=False), Step("reinforcement", moves=False), Step("naval"),
                               Step("land"), Step("economic", moves=False), Step("UMP control", moves=False)),
                        unit="step")
    modules = (Module("eia_sop", "EiA PBEM standing operating procedures (seed 002)", params=SOP_PARAMS,
                      orders=("standing guard|further days|surrender|chit: ANSWER", "fleet NAME: do not intercept"),
                      events=("eia_procedure", "eia_decided")),)
    state_type = EiaState
    event_type = EiaEvent

    def default_params(self) -> dict[str, Any]:
        return copy.deepcopy(DEFAULTS)

    def new_state(self, board: Board, scenario_data: Mapping[str, Any], base: GameState) -> EiaState:
        return scenario.new_state(board, scenario_data, base)

    def turn_label(self, state: GameState) -> str:
        return reports.turn_label(state)

    def step(self, state: GameState) -> Step:
        """This month's step: a power's naval or land step is ordered by that power alone."""
        name = state.current_step
        who = phasing(name)
        kind = "naval" if name.endswith(" naval") else "land" if who else name
        return Step(name, moves=self.calendar.step(kind).moves, ordering=(who,) if who else ())

    def phasing(self, state: EiaState) -> str | None:
        """The nation whose step it is; None when every nation plays the step."""
        return phasing(state.current_step)

    def parse_orders(self, text: str, nation: str, state: GameState, board: Board) -> OrderSheet:
        return syntax.parse_sheet(text, nation, state, board)

    def format_orders(self, orders: Sequence[Order], state: GameState, board: Board) -> str:
        return "".join(syntax.format_order(o, board) + "\n" for o in orders)

    def find_problems(self, sheet: OrderSheet, state: GameState, board: Board, rejections) -> None:
        checks.find_problems(sheet, state, board, rejections)

    def resolve(self, board: Board, state: GameState, orders: Mapping[str, OrderSheet], dice: Dice,
                overrides: Mapping[str, Any] | None = None) -> Resolution:
        return step.resolve(board, state, orders, dice, overrides)

    def pending(self, board: Board, state: EiaState, orders: Mapping[str, OrderSheet],
                overrides: Mapping[str, Any] | None = None, seed: int = 0) -> list[Decision]:
        """The decisions still open for the step, given the answers so far (a trial resolution)."""
        try:
            step.resolve(board, state, orders, SeededDice(seed), overrides)
        except DecisionsOpen as e:
            return e.open
        return []

    def public_report(self, board, before, after, events, title):
        return reports.public_report(board, before, after, events, title)

    def internal_report(self, board, before, after, events, nation, title):
        return reports.internal_report(board, before, after, events, nation, title)

    def needs_report(self, decisions: Sequence[Decision], state: EiaState, who: str):
        return reports.needs_report(decisions, state, who)


__all__ = ["Eia", "EiaState"]
