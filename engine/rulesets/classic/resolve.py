"""One turn of the classic rules: `resolve(board, state, orders, dice) -> Resolution`.

Order of a turn (rules notes, seed 001): gifts sent last turn arrive; embezzlement; income;
upkeep; purchases and gifts in the order each player wrote them; conditions are tested;
movement and combat; armies claim the provinces they hold.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.board import Board
from engine.dice import Dice
from engine.order_sheet import OrderSheet
from engine.rulesets.base import Resolution
from engine.rulesets.classic import economy
from engine.rulesets.classic.checks import (
    army_counts, carry_out_then, condition_count, elimination_refusal, start_counts, static_problem)
from engine.decisions import BattlesNeedResults
from engine.rulesets.classic.combat import Fights
from engine.rulesets.classic.events import Claimed, ConditionTested, OrderRejected
from engine.rulesets.classic.movement import execute, plan_movement
from engine.rulesets.classic.orders import MOVES, Buy, Conditional, Gift, holds
from engine.rulesets.classic.units import ClassicState
from engine.rulesets.classic.work import Work


def resolve(board: Board, state: ClassicState, sheets: Mapping[str, OrderSheet], dice: Dice,
            overrides: Mapping[str, Any] | None = None) -> Resolution:
    work = Work(board, state)

    # Orders in the nations' order, each remembered with its line; rejected ones reported.
    entries: list[tuple[Any, int, str]] = []
    for nation in state.nations:
        sheet = sheets.get(nation.name)
        if sheet is None:
            continue
        for p in sheet.problems:
            _reject(work, nation.name, p.line, p.text, p.kind, p.reason)
        for line, text, o in sheet.entries():
            if o.nation != nation.name:
                _reject(work, nation.name, line, text, "not allowed", f"this order is {o.nation}'s")
            elif state.eliminated(nation.name):
                _reject(work, nation.name, line, text, "not allowed", elimination_refusal(nation.name))
            else:
                problem = static_problem(o, work)
                if problem:
                    _reject(work, nation.name, line, text, *problem)
                else:
                    entries.append((o, line, text))

    economy.start_of_turn(work)
    counts = start_counts(state)
    for o, _, text in entries:
        if isinstance(o, Buy):
            economy.buy(work, o, text.strip())
        elif isinstance(o, Gift):
            economy.give(work, o, text.strip())
    if state.params["conditions_count_purchases"]:
        counts = army_counts(work)

    # Conditions are tested in the order written; one that holds makes its purchases and gifts
    # at once (after every unconditional one) and adds its moves.
    moves = []
    lines: dict[int, tuple[str, int, str]] = {}
    for o, line, text in entries:
        if isinstance(o, Conditional):
            counted = condition_count(counts, o)
            held = holds(o.comparison, counted, o.threshold)
            work.emit(ConditionTested(nation=o.nation, order=text.strip(), counted=counted, held=held,
                                      public=False, private_to=(o.nation,)))
            if held:
                carry_out_then(work, o, text.strip())
                for t in o.then:
                    if isinstance(t, MOVES):
                        lines[len(lines)] = (o.nation, line, text)
                        moves.append((len(lines) - 1, t, text))
        elif isinstance(o, MOVES):
            lines[len(lines)] = (o.nation, line, text)
            moves.append((len(lines) - 1, o, text))
    plan = plan_movement(work, moves)
    for key, (kind, reason) in sorted(plan.problems.items()):
        _reject(work, *lines[key], kind, reason)

    fights = Fights(work, dice, overrides)
    execute(work, plan, fights)
    if fights.pending:
        raise BattlesNeedResults.waiting(fights.pending)
    claim(work)
    return Resolution(work.to_state(turn=state.turn + 1), tuple(work.events))


def claim(work: Work) -> None:
    """At the end of the turn armies claim the neutral and enemy provinces they hold alone."""
    for province in (r.id for r in work.board if r.is_land):
        here = work.armies_at(province)
        if len(here) == 1:
            nation = next(iter(here))
            previous = work.owners.get(province)
            if previous != nation:
                work.owners[province] = nation
                work.emit(Claimed(nation=nation, province=province, previous=previous))


def _reject(work: Work, nation: str, line: int, text: str, kind: str, reason: str) -> None:
    work.emit(OrderRejected(nation=nation, line=line, text=text.strip(), kind=kind, reason=reason,
                            public=False, private_to=(nation,)))
