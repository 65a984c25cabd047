"""Seed 003 VI-VII over the core's fleets: forming and joining squadrons, and which fleets in a sea
area fight as one."""

from __future__ import annotations

from typing import Any, Sequence

import msgspec

from engine.errors import NotAllowed
from engine.rulesets.eia.afa_naval import at_sea
from engine.rulesets.eia.afa_naval.orders import FormSquadron, JoinSquadron
from engine.rulesets.eia.units import Corps, Fleet
from engine.rulesets.eia import wording as say


def _find(fleets: Sequence[Fleet], nation: str, name: str, squadron: bool) -> int:
    for i, f in enumerate(fleets):
        if f.nation == nation and f.squadron == squadron and f.ships and f.name.casefold() == name.casefold():
            return i
    raise NotAllowed(f"{nation} has no {'squadron' if squadron else 'fleet'} {name!r}")


def _aboard(corps: Sequence[Corps], fleet: Fleet) -> list[Corps]:
    return [c for c in corps if c.aboard and c.nation == fleet.nation and c.aboard == fleet.name]


def form(fleets: Sequence[Fleet], corps: Sequence[Corps], order: FormSquadron, params: dict[str, Any]) -> list[Fleet]:
    """VI A: N ships of a fleet become a squadron where the fleet stands; the fleet keeps the rest."""
    i = _find(fleets, order.nation, order.fleet, False)
    fleet = fleets[i]
    at_sea.check_squadron(order.ships, params, f"squadron {order.squadron}")
    same = [f.name for f in fleets if f.nation == order.nation and f.squadron and f.ships
            and f.name.casefold() == order.squadron.casefold()]
    if same:
        raise NotAllowed(f"{order.nation} already has a squadron {same[0]!r}: give the new one another name")
    if order.ships > fleet.ships:
        raise NotAllowed(f"{fleet.label} has {say.ships(fleet.ships)}, not {order.ships}")
    carried = _aboard(corps, fleet)
    if order.ships == fleet.ships and carried:
        raise NotAllowed(f"{fleet.label} carries {', '.join(c.label for c in carried)}: leave it at least one ship")
    out = list(fleets)
    out[i] = msgspec.structs.replace(fleet, ships=fleet.ships - order.ships)
    out.append(Fleet(nation=fleet.nation, name=order.squadron, at=fleet.at, in_port=fleet.in_port, ships=order.ships,
                     squadron=True, stacked_at_start=fleet.stacked_at_start))
    return out


def join(fleets: Sequence[Fleet], order: JoinSquadron) -> list[Fleet]:
    """A squadron standing with a fleet of its nation joins it (squadrons carry no corps)."""
    s, f = _find(fleets, order.nation, order.squadron, True), _find(fleets, order.nation, order.fleet, False)
    squadron, fleet = fleets[s], fleets[f]
    if (squadron.at, squadron.in_port) != (fleet.at, fleet.in_port):
        raise NotAllowed(f"{squadron.label} and {fleet.label} do not stand together: a squadron joins a fleet "
                         "it stands with at the start of the naval step")
    out = list(fleets)
    out[f] = msgspec.structs.replace(fleet, ships=fleet.ships + squadron.ships)
    out[s] = msgspec.structs.replace(squadron, ships=0)
    return out


def fighting_as_one(enemies: Sequence[Fleet]) -> list[Fleet]:
    """VII: the fleets stacked together at the start of the turn fight as one; when none were, the
    largest that joined during the turn fights on its own (the first of equals as they stand)."""
    together, apart = at_sea.combined(enemies)
    if together or not apart:
        return together
    return [max(apart, key=lambda f: f.ships)]
