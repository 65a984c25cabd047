"""One season of Napoleon's Wars: `resolve(board, state, orders, dice) -> Resolution`.

Any season but Winter: diplomacy; gifts and trades; builds and reorganisation; scouting;
movement and battles; the treasury cap. Winter: diplomacy; gifts and trades; income; war
upkeep; supply; annexations, builds and reorganisation in the order written; the cap.
"""

from __future__ import annotations

from typing import Any, Mapping

import msgspec

from engine.board import Board
from engine.dice import Dice
from engine.order_sheet import NOT_ALLOWED, OrderSheet
from engine.rulesets.base import Resolution
from engine.rulesets.napoleonic import economy
from engine.decisions import BattlesNeedResults
from engine.rulesets.napoleonic.battles import Battles
from engine.rulesets.napoleonic.checks import (
    MOVES, duplicate_problem, eliminated, two_different_orders, is_winter, movement_problem, moving_squadrons, static_problem)
from engine.rulesets.napoleonic.diplomacy import apply_diplomacy, apply_exchanges
from engine.rulesets.napoleonic.events import OrderRejected
from engine.rulesets.napoleonic.movement import Positions, march_stop
from engine.rulesets.napoleonic.new_letters import named_new
from engine.rulesets.napoleonic.moves import resolve_movement
from engine.rulesets.napoleonic.orders import Alliance, Annex, Build, MoveCorps, Transfer
from engine.rulesets.napoleonic.refusals import eliminated_refusal
from engine.rulesets.napoleonic.scouting import scouting
from engine.rulesets.napoleonic.supply import apply_supply
from engine.rulesets.napoleonic.units import NapoleonicState
from engine.rulesets.napoleonic.work import Work


def next_season(state: NapoleonicState) -> tuple[str, int]:
    seasons = list(state.params["seasons"])
    i = seasons.index(state.season)
    assert state.year is not None            # a napoleonic state always has its year
    if i + 1 < len(seasons):
        return seasons[i + 1], state.year
    return seasons[0], state.year + 1


def resolve(board: Board, state: NapoleonicState, sheets: Mapping[str, OrderSheet], dice: Dice,
            overrides: Mapping[str, Any] | None = None) -> Resolution:
    work = Work(board, state)
    work.begin_season()

    # Orders in the nations' order, each remembered with its line; rejected ones reported.
    entries: list[tuple[Any, int, str]] = []
    for nation in state.nations:
        sheet = sheets.get(nation.name)
        if sheet is None:
            continue
        for p in sheet.problems:
            _reject(work, sheet.nation, p.line, p.text, p.kind, p.reason)
        proposals = {(o.nation, o.target) for o in sheet.orders if isinstance(o, Alliance)}
        for line, text, o in sheet.entries():
            if o.nation != nation.name:
                _reject(work, nation.name, line, text, "not allowed", f"this order is {o.nation}'s")
                continue
            if eliminated(state, nation.name):
                _reject(work, nation.name, line, text, "not allowed", eliminated_refusal(nation.name))
                continue
            problem = static_problem(o, work, proposals)
            if problem:
                _reject(work, nation.name, line, text, *problem)
            else:
                entries.append((o, line, text))
    texts = {id(o): text for o, _, text in entries}
    text_of = lambda o: texts.get(id(o), "").strip()  # noqa: E731
    orders = [o for o, _, _ in entries]

    apply_diplomacy(work, orders, text_of)
    positions = Positions(work)
    permits = apply_exchanges(work, orders, text_of, lambda sea: positions.strait_controller(sea)[0])

    battles = Battles(work, dice, overrides)
    work.named_letters = named_new(orders, work.corps)
    if is_winter(state):
        economy.income(work, dice)
        economy.war_upkeep(work)
        apply_supply(work)
        for o in orders:
            if isinstance(o, Annex):
                economy.annex(work, o, text_of(o))
            elif isinstance(o, Build):
                economy.build(work, o, text_of(o))
            elif isinstance(o, Transfer):
                economy.transfer(work, o, text_of(o))
        economy.settle_corps(work)
    else:
        for o in orders:
            if isinstance(o, Build):
                economy.build(work, o, text_of(o))
            elif isinstance(o, Transfer):
                economy.transfer(work, o, text_of(o))
        economy.settle_corps(work)
        movement = _allowed_moves(work, entries, permits)
        work.emit_all(scouting(board, work.start, _as_carried_out(work, movement)))
        resolve_movement(work, movement, text_of, battles)
    economy.cap_treasuries(work)
    if battles.pending:
        raise BattlesNeedResults.waiting(battles.pending)

    season, year = next_season(state)
    if year != state.year:
        for counters in work.counters.values():
            counters.pop(economy.CONSCRIPTED, None)
    new = work.to_state(turn=state.turn + 1, season=season, year=year)
    return Resolution(new, tuple(work.events))


def _allowed_moves(work: Work, entries, permits) -> list:
    """Movement orders checked again after diplomacy, builds and reorganisation."""
    pos = Positions(work)
    moves = [(o, line, text) for o, line, text in entries if isinstance(o, MOVES)]
    moving = moving_squadrons(work, [o for o, _, _ in moves])
    seen: dict = {}
    allowed = []
    doubled = two_different_orders([(o, line) for o, line, _ in moves])
    for k, (o, line, text) in enumerate(moves):
        problem = ((NOT_ALLOWED, doubled[k]) if k in doubled else None) or \
            duplicate_problem(o, seen.setdefault(o.nation, {}), line) or \
            movement_problem(o, work, pos, permits, moving)
        if problem:
            _reject(work, o.nation, line, text, *problem)
        else:
            allowed.append(o)
    return allowed


def _as_carried_out(work: Work, movement: list) -> list:
    """The marches as far as the corps go: scouts see only from the spaces a corps occupies."""
    pos = Positions(work)
    out = []
    for o in movement:
        c = work.corps.get((o.nation, o.corps)) if isinstance(o, MoveCorps) else None
        out.append(msgspec.structs.replace(o, path=march_stop(work, pos, c, o.path)) if c is not None else o)
    return out


def _reject(work: Work, nation: str, line: int, text: str, kind: str, reason: str) -> None:
    work.emit(OrderRejected(nation=nation, line=line, text=text.strip(), kind=kind, reason=reason,
                            public=False, private_to=(nation,)))
