"""The core's one call into seed 003 IX and XI at a power's naval step, and the check of their orders:
returns from off the map, interceptions in the West Indies, port attacks, breakouts and pursuits."""

from __future__ import annotations

from engine.board import Board
from engine.errors import NotAllowed
from engine.rulesets.eia.afa_naval import breakouts as bo
from engine.rulesets.eia.afa_naval.state import AFA_STATE
from engine.rulesets.eia.afa_naval.orders import AttackPort, BreakOut, FleetOrder, InterceptOffMap, Pursue, Return
from engine.rulesets.eia.afa_naval.hooks_breakouts import (break_out, due_returns, fail, intercept_in_west_indies,
                                                 return_fleet)
from engine.rulesets.eia.afa_naval.hooks_port import attack_port, find_port
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.steps import StepKind
from engine.rulesets.eia.work import Work


def naval(w: Work, board: Board, nation: str, orders: list) -> None:
    """After the step's moves: the phasing power's fleets come back, intercept, attack and break out in
    the order written; the other powers' pursuit orders answer its breakouts."""
    fleet_orders = [o for o in orders if isinstance(o, FleetOrder)]
    mine = [o for o in fleet_orders if o.nation == nation and not isinstance(o, Pursue)]
    pursuits = [o for o in fleet_orders if isinstance(o, Pursue) and o.nation != nation]
    used: set[int] = set()
    for order in mine:
        if isinstance(order, Return):
            return_fleet(w, board, order)
    due_returns(w, board, nation)
    for order in mine:
        if isinstance(order, InterceptOffMap):
            intercept_in_west_indies(w, board, order)
        elif isinstance(order, AttackPort):
            attack_port(w, board, order)
        elif isinstance(order, BreakOut):
            break_out(w, board, order, pursuits, used)
    for n, pursuit in enumerate(pursuits):
        if n not in used and pursuit.quarry:
            fail(w, pursuit, f"{nation} fleet {pursuit.quarry} did not break out within reach of {pursuit.nation} "
                             f"fleet {pursuit.fleet} (at sea in the area it left or next to it)")


def check(order: FleetOrder, state: EiaState, board: Board) -> None:
    """Breakouts, returns, interceptions off the map and port attacks in the power's own naval step;
    pursuits in another power's naval step, against its fleets."""
    step, now = state.current_step, state.month_step
    who = now.nation
    if now.kind is not StepKind.NAVAL:
        raise NotAllowed(f"it is the {step} step: fleets break out, pursue, return and attack ports in a naval step")
    if isinstance(order, Pursue):
        if order.nation == who:
            raise NotAllowed(f"it is {who}'s own naval step: a pursuit answers another power's breakout")
    elif order.nation != who:
        raise NotAllowed(f"it is the {step} step: {order.nation}'s fleets act in its own naval step")
    on_board = any(f.nation == order.nation and f.name.casefold() == order.fleet.casefold() for f in state.fleets)
    if isinstance(order, (Return, InterceptOffMap)):
        if bo.find(AFA_STATE.of(state), order.nation, order.fleet) is None:
            raise NotAllowed(f"{order.nation} has no fleet {order.fleet!r} off the map")
    elif not on_board:
        raise NotAllowed(f"{order.nation} has no fleet {order.fleet!r} on the map")
    if isinstance(order, Pursue) and order.quarry and not any(
            f.nation == who and f.name.casefold() == order.quarry.casefold() for f in state.fleets):
        raise NotAllowed(f"{who} has no fleet {order.quarry!r} on the map to pursue")
    if isinstance(order, AttackPort) and find_port(board, order.city) is None:
        raise NotAllowed(f"there is no port called {order.city!r} on the map")
