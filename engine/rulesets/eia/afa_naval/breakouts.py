"""Seed 003 IX: breakouts to the West Indies or off the map and back, the pursuit, interception,
trailing and counter-interception."""

from __future__ import annotations

from typing import Any

import msgspec

from engine.dice import Rolls
from engine.errors import NotAllowed
from engine.rulesets.eia.afa_naval.state import AfaState, OffMap

WEST_INDIES = "West Indies"
OFF_MAP = "off map"
ORDERS = (WEST_INDIES, OFF_MAP)


def break_out(state: AfaState, nation: str, fleet: str, orders: str, exited_from: str,
              params: dict[str, Any], pursuit: bool = False, ships: int = 0, damaged: int = 0,
              pursuing: str = "") -> AfaState:
    """A: a fleet leaves the map with its written orders: the West Indies take two months and it
    cannot turn back; off the map it returns next month. B: a pursuer sent to the Indies cannot
    return for four months."""
    if orders not in ORDERS:
        raise NotAllowed(f"breakout orders are {' or '.join(repr(o) for o in ORDERS)}, not {orders!r}")
    if any(o.nation == nation and o.fleet == fleet for o in state.off_map):
        raise NotAllowed(f"{nation} fleet {fleet} is already off the map")
    if orders == WEST_INDIES:
        months = params["west_indies_pursuit_months"] if pursuit else params["west_indies_months"]
    else:
        months = 1
    entry = OffMap(nation=nation, fleet=fleet, orders=orders, exited_from=exited_from, months_left=months,
                   ships=ships, damaged=damaged, pursuing=pursuing)
    return msgspec.structs.replace(state, off_map=state.off_map + (entry,))


def intercepts(dice: Rolls, pursuer: str, quarry: str, params: dict[str, Any], in_west_indies: bool = False) -> bool:
    """C: off the map the pursuer intercepts on a 1; E: with both fleets in the West Indies, on 1-3."""
    need = params["west_indies_interception_on"] if in_west_indies else params["interception_on"]
    return dice.d6(f"{pursuer} intercepting {quarry}" + (" in the West Indies" if in_west_indies else "")
                   + f" (1-{need})") <= need


def counter_intercepts(dice: Rolls, quarry: str, pursuer: str, params: dict[str, Any]) -> bool:
    """C 3: the intercepted fleet may itself intercept to force combat, on 5 or less."""
    need = params["counter_interception_on"]
    return dice.d6(f"{quarry}, intercepted, forcing combat on {pursuer} (1-{need})") <= need


def trailed(state: AfaState, nation: str, fleet: str) -> str:
    """C 2: a trailed fleet MUST reveal its orders to the trailing player."""
    for o in state.off_map:
        if o.nation == nation and o.fleet == fleet:
            return o.orders
    raise NotAllowed(f"{nation} fleet {fleet} is not off the map")


def month_passes(state: AfaState) -> tuple[AfaState, list[OffMap]]:
    """The months off the map count down; those reaching 0 are returned as now due (they may come
    back, or have reached the Indies). They stay off the map until they return (`returned`)."""
    kept: list[OffMap] = []
    due: list[OffMap] = []
    for o in state.off_map:
        waiting = o.months_left > 0
        o = msgspec.structs.replace(o, months_left=max(0, o.months_left - 1), months_out=o.months_out + 1)
        if waiting and o.months_left == 0:
            due.append(o)
        kept.append(o)
    return msgspec.structs.replace(state, off_map=tuple(kept)), due


def return_areas(entry: OffMap, neighbours: dict[str, list[str]], west_edge: list[str]) -> list[str]:
    """Where a fleet back from off the map may enter: the area it left or one next to it; from the
    West Indies, any west map edge area."""
    if entry.orders == WEST_INDIES:
        return sorted(west_edge)
    return sorted({entry.exited_from, *neighbours.get(entry.exited_from, [])})


def in_west_indies(entry: OffMap, params: dict[str, Any]) -> bool:
    """In the Indies once the voyage's months have passed; a pursuer sails with its quarry (our
    reading: the seed gives the pursuer only its four months before it may return)."""
    return entry.orders == WEST_INDIES and entry.months_out >= params["west_indies_months"]


def find(state: AfaState, nation: str, fleet: str) -> OffMap | None:
    return next((o for o in state.off_map if o.nation == nation and o.fleet.casefold() == fleet.casefold()), None)


def returned(state: AfaState, entry: OffMap) -> AfaState:
    """The fleet is back on the board: it leaves the off-map list."""
    return msgspec.structs.replace(state, off_map=tuple(o for o in state.off_map if o is not entry and
                                                        (o.nation, o.fleet) != (entry.nation, entry.fleet)))


def with_losses(state: AfaState, entry: OffMap, ships: int) -> AfaState:
    """Ships lost in a battle off the map; a fleet that loses all its ships is gone."""
    kept = []
    for o in state.off_map:
        if (o.nation, o.fleet) == (entry.nation, entry.fleet):
            if ships >= o.ships:
                continue
            o = msgspec.structs.replace(o, ships=o.ships - ships)
        kept.append(o)
    return msgspec.structs.replace(state, off_map=tuple(kept))
