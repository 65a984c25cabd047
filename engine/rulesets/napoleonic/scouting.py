"""Scouting: a corps with scouting cavalry sees one space next to its path, as it stood at the
start of the season. A scouted corps with scouting cavalry of its own shows only that."""

from __future__ import annotations

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


def scouting(state: NapoleonicState, orders) -> list[Scouted]:
    return [look(state, o.nation, o.corps, scout_target(o)) for o in orders if scout_target(o)]
