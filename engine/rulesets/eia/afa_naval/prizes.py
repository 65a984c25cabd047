"""Seed 003 IV: after a sea battle the winner's prizes roll, and damaged ships and prizes sailing home
3 sea areas a turn to the port the retreat rule picks (the nearest friendly yard, dice between equals)."""

from __future__ import annotations

from collections import deque
from typing import Any, Mapping, Sequence

import msgspec

from engine.dice import Rolls
from engine.errors import NotAllowed
from engine.rulesets.eia.afa_naval.state import AfaState, Convoy
from engine.rulesets.eia import wording as say


def prize_percent(dice: Rolls, winner: str, params: dict[str, Any]) -> int:
    """A: one d6 by the winner: 1 -> 30%, ..., 6 -> 80%."""
    table = params["prize_percent"]
    return table[dice.roll(len(table), f"{winner}'s prizes and damaged ships brought home (1-{len(table)}: "
                                       f"{table[0]}-{table[-1]}%)") - 1]


def saved(losses: int, percent: int) -> int:
    """B: the share of a side's losses returned to port, in whole ships (rounded down)."""
    return losses * percent // 100


def route_home(start: str, seas: Mapping[str, Sequence[str]], ports: Mapping[str, Sequence[str]],
               dice: Rolls) -> tuple[str, tuple[str, ...]] | None:
    """The nearest of `ports` (each with the sea areas it opens on) from sea area `start` and the sea
    areas to sail through to it, the last one on the port; dice between equally near ports."""
    before: dict[str, str | None] = {start: None}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in sorted(seas.get(here, ())):
            if there not in before:
                before[there] = here
                queue.append(there)

    def path(to: str) -> tuple[str, ...]:
        out: list[str] = []
        at: str | None = to
        while at is not None and at != start:
            out.append(at)
            at = before[at]
        return tuple(reversed(out))

    best: dict[str, tuple[str, ...]] = {}
    for city, opens_on in ports.items():
        routes = [path(s) for s in opens_on if s in before]
        if routes:
            best[city] = min(routes, key=lambda r: (len(r), r))
    if not best:
        return None
    shortest = min(len(r) for r in best.values())
    near = sorted(c for c, r in best.items() if len(r) == shortest)
    city = near[0] if len(near) == 1 else near[dice.roll(len(near), "the port prizes sail for (1-"
                                                               f"{len(near)}: {', '.join(near)})") - 1]
    return city, best[city]


def after_battle(state: AfaState, winner: str, own_losses: int, enemy_losses: int, at: str,
                 seas: Mapping[str, Sequence[str]], ports: Mapping[str, Sequence[str]], dice: Rolls,
                 params: dict[str, Any]) -> tuple[AfaState, str]:
    """The winner of a sea battle in `at` rolls once for both sides' losses; what it saves sails for
    the nearest of its yards in `ports`. With no port to reach, nothing is saved."""
    if own_losses < 0 or enemy_losses < 0:
        raise NotAllowed(f"losses cannot be negative ({own_losses}, {enemy_losses})")
    percent = prize_percent(dice, winner, params)
    damaged, prizes = saved(own_losses, percent), saved(enemy_losses, percent)
    if not damaged and not prizes:
        return state, f"{winner} rolls {percent}%: no ship of the losses is saved"
    home = route_home(at, seas, ports, dice)
    if home is None:
        return state, f"{winner} rolls {percent}% but has no port to bring {damaged} damaged and {say.prizes(prizes)} to"
    city, route = home
    convoy = Convoy(nation=winner, damaged=damaged, prizes=prizes, route=route, port=city)
    state = msgspec.structs.replace(state, convoys=state.convoys + (convoy,))
    if not route:                      # the battle was fought in the port's own sea area
        state, _ = sail(state, convoy, 0, params)
    return state, f"{winner} rolls {percent}%: {say.damaged(damaged)} and {say.prizes(prizes)} sail for {city}"


def sail(state: AfaState, convoy: Convoy, moves: int, params: dict[str, Any]) -> tuple[AfaState, bool]:
    """One convoy sails `moves` sea areas; on reaching the port's sea it enters the yard to await repair."""
    rest = convoy.route[moves:]
    convoys = [c for c in state.convoys if c is not convoy]
    if rest:
        convoys.append(msgspec.structs.replace(convoy, route=rest))
        return msgspec.structs.replace(state, convoys=tuple(convoys)), False
    yard = state.yard(convoy.port)
    if yard.holder != convoy.nation:
        # the yard fell while they sailed: they wait off it until sent elsewhere (`reroute`)
        convoys.append(msgspec.structs.replace(convoy, route=()))
        return msgspec.structs.replace(state, convoys=tuple(convoys)), False
    state = msgspec.structs.replace(state, convoys=tuple(convoys))
    yard = msgspec.structs.replace(yard, awaiting_repair=yard.awaiting_repair + convoy.damaged + convoy.prizes)
    return state.with_yard(yard), True


def stranded(state: AfaState) -> list[Convoy]:
    """Convoys off a yard that changed hands while they sailed."""
    return [c for c in state.convoys if not c.route and state.yard(c.port).holder != c.nation]


def reroute(state: AfaState, convoy: Convoy, at: str, seas: Mapping[str, Sequence[str]],
            ports: Mapping[str, Sequence[str]], dice: Rolls) -> AfaState:
    """A stranded convoy in sea area `at` makes for the nearest of its nation's yards in `ports`;
    with none in reach it stays where it is."""
    home = route_home(at, seas, ports, dice)
    if home is None:
        return state
    city, route = home
    new = msgspec.structs.replace(convoy, port=city, route=route)
    return msgspec.structs.replace(state, convoys=tuple(new if c is convoy else c for c in state.convoys))


def advance_convoys(state: AfaState, params: dict[str, Any]) -> tuple[AfaState, list[Convoy]]:
    """A turn at sea: every convoy sails 3 sea areas; the ones that arrive are returned."""
    arrived = []
    for convoy in state.convoys:
        state, done = sail(state, convoy, params["prize_sea_moves"], params)
        if done:
            arrived.append(convoy)
    return state, arrived
