"""Orders by clicks: a unit marker or a fleet clicked on the map lights up where it may go this
turn (two land regions, stopping where an enemy stands; three seas for ships), each with the
order that sends it there. Builds, trade, sieges and the TP policy are in the dialogs."""

from __future__ import annotations

from collections import deque

from app.orders.context import OrderContext
from app.orders.selection import COUNT, Control, Selection, Settings
from engine.orders import Order
from engine.rulesets.succheesion.orders import MoveShips, MoveUnits


def paths(context: OrderContext, start: str, steps: int, sea: bool) -> dict[str, tuple[str, ...]]:
    """Every region reachable from `start` in at most `steps` moves, with the shortest path; land
    moves stop in a region holding an enemy unit or fort."""
    board, state, nation = context.board, context.state, context.nation
    enemy = {s.at for s in state.stacks if state.at_war(nation, s.nation)}
    enemy |= {f.at for f in state.forts if state.at_war(nation, f.nation)}
    found = {start: (start,)}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if len(found[here]) - 1 >= steps or (here != start and not sea and here in enemy):
            continue
        for there in board.adjacent[here]:
            if there not in found and (board[there].is_sea if sea else board[there].is_land):
                found[there] = found[here] + (there,)
                queue.append(there)
    found.pop(start)
    return found


def select(context: OrderContext, kind: str, ident: str) -> Selection | str:
    nation, state, name = context.nation, context.state, context.name
    if kind == "units":
        stack = state.stack(nation, ident)
        if stack is None:
            return f"{nation} has no units in {name(ident)}."
        if stack.retreating:
            return f"These units lost a battle: write where they retreat ('retreat {ident} -> ...')."
        reach = paths(context, ident, state.params["land_moves"], sea=False)

        def routes(settings: Settings) -> dict[str, Order]:
            n = settings.get("count") or stack.count
            return {r: MoveUnits(nation=nation, count=n, path=p, general=stack.general) for r, p in reach.items()}

        return Selection(key=f"units:{nation}:{ident}", nation=nation, unit=f"{stack.count} units", at=ident,
                         routes=routes, controls=(Control("count", "How many", COUNT, maximum=stack.count,
                                                          tip="The units sent; the others stay"),),
                         hint="Click where they go (two regions at most; they stop where an enemy stands).")
    if kind == "fleet":
        fleet = state.fleet(nation, ident)
        if fleet is None:
            return f"{nation} has no ships in {name(ident)}."
        reach = paths(context, ident, state.params["sea_moves"], sea=True)

        def sail(settings: Settings) -> dict[str, Order]:
            return {r: MoveShips(nation=nation, frigates=fleet.frigates, galleons=fleet.galleons, path=p)
                    for r, p in reach.items()}

        return Selection(key=f"fleet:{nation}:{ident}", nation=nation, unit=f"the fleet in {name(ident)}", at=ident,
                         routes=sail, hint="Click the sea the fleet sails to (three seas at most). Units carried "
                                           "are written in the order: '... carrying 4 units from 9 to 24'.")
    return "Forts do not move."
