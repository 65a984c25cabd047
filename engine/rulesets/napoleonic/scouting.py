"""Scouting: a corps with scouting cavalry sees every space next to a space on its path, as
they stood at the start of the season (rules notes). A scouted corps with scouting cavalry of
its own shows only that. Spaces where nothing foreign stands are reported only when the order
named them (`scout Holland`)."""

from __future__ import annotations

from engine.board import Board
from engine.rulesets.napoleonic.events import Scouted
from engine.rulesets.napoleonic.orders import MoveCorps, Scout, TransportCorps
from engine.rulesets.napoleonic.units import NapoleonicState


def scout_path(order, at: str) -> tuple[str, ...]:
    """Every space the corps occupies during its move, its starting place first."""
    if isinstance(order, MoveCorps):
        return (at,) + order.path
    if isinstance(order, TransportCorps):
        return (at,) + order.seas + (order.to,)
    return (at,)


def scout_target(order) -> str | None:
    if isinstance(order, Scout):
        return order.target
    if isinstance(order, (MoveCorps, TransportCorps)):
        return order.scout
    return None


def look(state: NapoleonicState, nation: str, corps: str, target: str) -> Scouted:
    seen = []
    for c in state.corps:
        if c.at == target and c.nation != nation:
            seen.append((c.nation, c.letter, "" if c.scout else c.composition(), c.scout))
    ships = tuple((s.nation, s.number) for s in state.squadrons if s.at == target and s.nation != nation)
    return Scouted(nation=nation, corps=corps, target=target, corps_seen=tuple(seen), squadrons_seen=ships,
                   public=False, private_to=(nation,))


def scouting(board: Board, state: NapoleonicState, orders) -> list[Scouted]:
    """What every corps with scouting cavalry sees this season, given the movement orders."""
    paths = {(o.nation, o.corps): o for o in orders if hasattr(o, "corps")}
    foreign: dict[str, set[str]] = {}
    for corps in state.corps:
        foreign.setdefault(corps.at, set()).add(corps.nation)
    for squadron in state.squadrons:
        foreign.setdefault(squadron.at, set()).add(squadron.nation)
    out = []
    for c in state.corps:
        if not c.scout:
            continue
        order = paths.get(c.key)
        path = scout_path(order, c.at)
        named = scout_target(order) if order is not None else None
        spaces = dict.fromkeys(p for here in path for p in (here, *board.adjacent[here]))
        for space in spaces:
            if space == named or foreign.get(space, set()) - {c.nation}:
                out.append(look(state, c.nation, c.letter, space))
        if named is not None and named not in spaces:
            out.append(look(state, c.nation, c.letter, named))
    return out
