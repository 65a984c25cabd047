"""Orders by clicks: a unit marker or a fleet clicked on the map lights up where it may go this
turn (two land regions, stopping where an enemy stands; three seas for ships), each with the
order that sends it there. Builds, trade, sieges and the TP policy are in the dialogs."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from app.rulesets.succheesion.context import SuccheesionContext
from app.orders.selection import COUNT, Control, Selection, Settings
from engine.order_sheet import Order
from engine.rulesets.succheesion.orders import MoveShips, MoveUnits


def paths(context: SuccheesionContext, start: str, steps: int, sea: bool) -> dict[str, tuple[str, ...]]:
    """Every region reachable from `start` in at most `steps` moves, with the shortest path; land
    moves stop in a region holding an enemy unit or fort."""
    board, state, nation = context.board, context.state, context.nation
    enemy = {s.at for s in state.stacks if state.at_war(nation, s.nation)}
    enemy |= {f.at for f in state.forts if state.at_war(nation, f.nation)}
    found: dict[str, tuple[str, ...]] = {start: (start,)}
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


def _beyond(context: SuccheesionContext, path: tuple[str, ...], steps: int,
            sea: bool) -> dict[str, tuple[str, ...]]:
    """Where a unit that has come along `path` may still go, with the whole path from its start: the
    steps left, no place twice, and a land move ends where an enemy stands."""
    if len(path) < 2 or len(path) - 1 >= steps:
        return {}
    here = path[-1]
    state, nation = context.state, context.nation
    if not sea and (any(s.at == here and state.at_war(nation, s.nation) for s in state.stacks)
                    or any(f.at == here and state.at_war(nation, f.nation) for f in state.forts)):
        return {}
    further = paths(context, here, steps - (len(path) - 1), sea)
    return {r: path + p[1:] for r, p in further.items() if r not in path}


def _going_on(context: SuccheesionContext, key: str, unit: str, path: tuple[str, ...], steps: int, sea: bool,
              order: Callable[[tuple[str, ...]], Order]) -> Selection | None:
    """After a click on a place on the way (its order written), the unit stays selected to go on from
    there, step by step, while its moves last; None when it may go no further."""
    more = _beyond(context, path, steps, sea)
    if not more:
        return None
    here = context.name(path[-1])
    return Selection(key=key, nation=context.nation, unit=unit, at=path[-1],
                     routes=lambda _s: {r: order(p) for r, p in more.items()},
                     onward=lambda _s, r: _going_on(context, key, unit, more.get(r, ()), steps, sea, order),
                     hint=f"Written: {unit} to {here}. Click a {'sea' if sea else 'region'} beyond {here} to go on "
                          f"(the order is rewritten), or Esc to stop there.")


def select(context: SuccheesionContext, kind: str, ident: str) -> Selection | str:
    nation, state, name = context.nation, context.state, context.name
    if kind == "units":
        stack = state.stack(nation, ident)
        if stack is None:
            return f"{nation} has no units in {name(ident)}."
        if stack.retreating:
            return f"These units lost a battle: write where they retreat ('retreat {ident} -> ...')."
        reach = paths(context, ident, state.params["land_moves"], sea=False)

        def march(n: int) -> Callable[[tuple[str, ...]], Order]:
            return lambda path: MoveUnits(nation=nation, count=n, path=path, general=stack.general)

        def routes(settings: Settings) -> dict[str, Order]:
            n = settings.get("count") or stack.count
            return {r: march(n)(p) for r, p in reach.items()}

        def onward(settings: Settings, region: str) -> Selection | None:
            n = settings.get("count") or stack.count
            return _going_on(context, f"units:{nation}:{ident}", f"{n} units", reach.get(region, ()),
                             state.params["land_moves"], False, march(n))

        return Selection(key=f"units:{nation}:{ident}", nation=nation, unit=f"{stack.count} units", at=ident,
                         routes=routes, onward=onward,
                         controls=(Control("count", "How many", COUNT, maximum=stack.count,
                                           tip="The units sent; the others stay"),),
                         hint="Click where they go, region by region or straight to the last (two regions at "
                              "most; they stop where an enemy stands).")
    if kind == "fleet":
        fleet = state.fleet(nation, ident)
        if fleet is None:
            return f"{nation} has no ships in {name(ident)}."
        reach = paths(context, ident, state.params["sea_moves"], sea=True)

        def voyage(path: tuple[str, ...]) -> Order:
            return MoveShips(nation=nation, frigates=fleet.frigates, galleons=fleet.galleons, path=path)

        unit = f"the fleet in {name(ident)}"
        return Selection(key=f"fleet:{nation}:{ident}", nation=nation, unit=unit, at=ident,
                         routes=lambda _s: {r: voyage(p) for r, p in reach.items()},
                         onward=lambda _s, sea: _going_on(context, f"fleet:{nation}:{ident}", unit,
                                                          reach.get(sea, ()), state.params["sea_moves"], True,
                                                          voyage),
                         hint="Click the sea the fleet sails to (three seas at most). Units carried "
                                           "are written in the order: '... carrying 4 units from 9 to 24'.")
    return "Forts do not move."
