"""One Succheesion turn: `resolve(board, state, orders, dice, overrides) -> Resolution`.

The seven steps (rules notes, seed 004): 1 income from regions and trade; 2 units produced;
3 supply paid (unsupplied units roll); 4 trade agreements made, topped up or broken (after
declarations of war and peace); 5 cheese spent; 6 movement; 7 battles, sieges, assaults.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.board import Board
from engine.dice import Dice
from engine.events import OrderRejected
from engine.order_sheet import OrderSheet
from engine.rulesets.base import Resolution
from engine.rulesets.succheesion import agreements, battles, spending
from engine.rulesets.succheesion.checks import Position, problem
from engine.rulesets.succheesion.income import gather_income
from engine.rulesets.succheesion.movement import SEASONS, Movement
from engine.rulesets.succheesion.orders import (
    AttackAtSea,
    Blockade,
    BreakTrade,
    Build,
    CasualtyOrder,
    Cede,
    Declare,
    FoundCity,
    Invest,
    MoveShips,
    MoveUnits,
    Pact,
    PaySupply,
    RaiseCheese,
    Retreat,
    Siege,
    SpendTP,
    Sway,
)
from engine.rulesets.succheesion.production import Production
from engine.rulesets.succheesion.units import FORT, Standing, SuccheesionState
from engine.rulesets.succheesion.upkeep import pay_supply
from engine.rulesets.succheesion.work import Work, settle_generals
from engine.state import replace


def resolve(board: Board, state: SuccheesionState, sheets: Mapping[str, OrderSheet], dice: Dice,
            overrides: Mapping[str, Any] | None = None) -> Resolution:
    work = Work(board, state)
    orders = _accepted(work, state, board, sheets)

    def of(*kinds):
        return [(o, t) for o, t in orders if isinstance(o, kinds)]

    _standing_orders(work, of(SpendTP, CasualtyOrder))
    started = {k: c for k, c in work.stacks.items() if c > 0}
    gather_income(work)                                                   # 1
    production = Production(work)                                         # 2
    production.finish_part_builds()
    for o, text in of(Build):
        if o.kind != FORT:
            production.build(o, text)
    pay_supply(work, dice, frozenset((o.nation, o.at) for o, _ in of(PaySupply)))      # 3
    by_war = agreements.declarations(work, of(Declare))                   # 4
    agreements.pacts(work, of(Pact))
    agreements.breaks(work, of(BreakTrade), by_war)
    agreements.investments(work, of(Invest))
    for o, text in orders:                                                # 5
        if isinstance(o, RaiseCheese):
            spending.raise_cheese(work, o, text)
        elif isinstance(o, FoundCity):
            spending.found_city(work, o, text)
        elif isinstance(o, Build) and o.kind == FORT:
            production.build(o, text)
        elif isinstance(o, Sway):
            spending.sway(work, dice, o, text)
        elif isinstance(o, Cede):
            spending.cede(work, o, text)
    movement = Movement(work, dice)                                       # 6
    movement.retreats(of(Retreat))
    for o, text in orders:
        if isinstance(o, MoveUnits):
            movement.move_units(o, text)
        elif isinstance(o, MoveShips):
            movement.sail(o, text)
    for o, text in of(Blockade):
        movement.blockade(o, text)
    battles.border_battles(work, dice, movement.marches, overrides)
    fought = battles.land_battles(work, dice, overrides)                  # 7
    battles.sea_battles(work, dice, of(AttackAtSea))
    battles.sieges(work, dice, of(Siege), started, fought, movement.landings)
    battles.change_hands(work)
    settle_generals(work, movement.marches)
    new = work.to_state(turn=state.turn + 1)
    if state.season is not None:
        i = SEASONS.index(state.season) if state.season in SEASONS else 3
        new = replace(new, season=SEASONS[(i + 1) % 4], year=(state.year or 0) + (i == 3))
    return Resolution(new, tuple(work.events))


def _accepted(work: Work, state: SuccheesionState, board: Board, sheets: Mapping[str, OrderSheet]):
    """Every order that may be carried out, in the nations' order and each player's own; the rest
    reported to its nation with the reason."""
    out = []
    where = Position(state, board)
    for nation in work.nations:
        sheet = sheets.get(nation)
        if sheet is None:
            continue
        for p in sheet.problems:
            _reject(work, nation, p.line, p.text, p.kind, p.reason)
        for line, text, o in sheet.entries():
            why = f"this order is {o.nation}'s" if o.nation != nation else problem(o, state, board, where)
            if why:
                _reject(work, nation, line, text, "not allowed", why)
            else:
                out.append((o, text.strip()))
    return out


def _standing_orders(work: Work, orders) -> None:
    """TP spending and casualty preferences stand until changed; they apply from this turn."""
    for o, _ in orders:
        current = work.standing.get(o.nation) or Standing(nation=o.nation)
        if isinstance(o, SpendTP):
            work.standing[o.nation] = replace(current, spend_to_percent=o.percent, spend_tp=o.count)
        else:
            work.standing[o.nation] = replace(current, casualties_first=o.first)


def _reject(work: Work, nation: str, line: int, text: str, kind: str, reason: str) -> None:
    work.emit(OrderRejected(nation=nation, line=line, text=text.strip(), kind=kind, reason=reason,
                            public=False, private_to=(nation,)))
