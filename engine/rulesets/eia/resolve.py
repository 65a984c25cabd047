"""One step of an EiA month resolved: standing orders of every nation applied, the phasing nation's
orders carried out, open decisions refused as a whole, then the calendar moves on one step."""

from __future__ import annotations

from typing import Any, Mapping

import msgspec

from engine.board import Board
from engine.dice import Dice
from engine.events import OrderRejected
from engine.order_sheet import OrderSheet
from engine.rulesets.base import Resolution
from engine.rulesets.eia import books
from engine.rulesets.eia.calendar import month_name
from engine.rulesets.eia.checks import check_sheet
from engine.rulesets.eia.events import StepPlayed
from engine.rulesets.eia.land_step import land_step
from engine.rulesets.eia.naval_step import carry_aboard, naval_step
from engine.rulesets.eia.orders import (Attack, Diplomacy, Interception, MoveCorps, MoveFleet, OutflankingForce,
                                        PlayerChange, Standing)
from engine.rulesets.eia.state import EiaState, month_steps
from engine.rulesets.eia.steps import StepKind, has_step
from engine.rulesets.eia.work import Work


def resolve(board: Board, state: EiaState, sheets: Mapping[str, OrderSheet], dice: Dice,
            overrides: Mapping[str, Any] | None = None) -> Resolution:
    w = Work(state, dice, (overrides or {}).get("decisions", {}))
    for m in w.modules:
        m.step_begins(w)
    step = state.month_step
    w.events.append(StepPlayed(month=month_name(state.month), step=state.current_step))
    orders = []
    for nation in sorted(sheets):
        sheet = check_sheet(sheets[nation], state, board)
        w.events += [OrderRejected(nation=nation, line=p.line, text=p.text, kind=p.kind, reason=p.reason,
                                   public=False, private_to=(nation,)) for p in sheet.problems]
        orders += list(sheet)
    _standing_orders(w, orders)
    who = step.nation
    extra: list[str] = []
    # 19.2.1: a player who leaves interrupts the sequence of play, whatever the step: the referee
    # "immediately conducts a UMP Control Step" for his power.
    books.players(w, [o for o in orders if isinstance(o, PlayerChange)])
    if step.kind is StepKind.POLITICAL:
        books.political(w, [o for o in orders if isinstance(o, Diplomacy)])
        for m in w.modules:
            m.political(w, board, orders)
    elif step.kind is StepKind.ECONOMIC:
        books.economic(w)
        for m in w.modules:
            m.economic(w, board, orders)
    elif step.kind is StepKind.UMP_CONTROL:
        books.ump_control(w)
    elif step.kind is StepKind.NAVAL and who is not None:
        for m in w.modules:
            m.naval_begins(w, board, who, orders)
        naval_step(w, board, who, [o for o in orders if isinstance(o, MoveFleet)])
        for m in w.modules:
            m.naval_moved(w, board, who, orders)
        carry_aboard(w, board)
        for m in w.modules:
            m.naval_ends(w, board, who)
    elif step.kind is StepKind.LAND and who is not None:
        extra = land_step(w, board, who, [o for o in orders if isinstance(o, MoveCorps)],
                          [o for o in orders if isinstance(o, Attack)], insurrection_only=step.insurrection)
    for m in w.modules:
        m.step_ends(w, board)
    w.finish()
    if state.step + 1 >= len(state.steps) and not extra and not has_step(state.steps, StepKind.ECONOMIC):
        for m in w.modules:
            m.month_ends(w, board)
    return Resolution(state=_next(w, extra), events=tuple(w.events))


def _standing_orders(w: Work, orders: list) -> None:
    for o in orders:
        if isinstance(o, Standing):
            w.set_power(o.nation, standing={**w.powers[o.nation].standing, o.kind: o.answer})
        elif isinstance(o, OutflankingForce):
            w.set_power(o.nation, standing={**w.powers[o.nation].standing, "outflanking force": ", ".join(o.corps)})
        elif isinstance(o, Interception):
            w.fleets = [msgspec.structs.replace(f, no_intercept=not o.intercept)
                        if f.nation == o.nation and f.name.casefold() == o.fleet.casefold() else f for f in w.fleets]


def _next(w: Work, extra: list[str]) -> EiaState:
    state = w.state
    steps = state.steps[: state.step + 1] + tuple(extra) + state.steps[state.step + 1:]
    month, step = state.month, state.step + 1
    fleets = w.fleets
    if step >= len(steps):
        month, step = month + 1, 0
        steps = month_steps(month, state.params)
        fleets = [msgspec.structs.replace(f, moved=False) for f in fleets]
    elif state.month_step.kind is StepKind.NAVAL:
        fleets = [msgspec.structs.replace(f, moved=False) for f in fleets]
    return msgspec.structs.replace(
        state, turn=state.turn + 1, month=month, step=step, steps=steps,
        powers=tuple(w.powers[p.name] for p in state.powers),
        corps=tuple(c for c in w.corps if c.factors > 0),
        fleets=tuple(f for f in fleets if f.ships > 0), garrisons=tuple(w.garrisons),
        answered=state.answered + tuple(w.answered), modules=w.slots)
