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
              params: dict[str, Any], pursuit: bool = False) -> AfaState:
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
    entry = OffMap(nation=nation, fleet=fleet, orders=orders, exited_from=exited_from, months_left=months)
    return msgspec.structs.replace(state, off_map=state.off_map + (entry,))


def intercepts(dice: Rolls, pursuer: str, quarry: str, params: dict[str, Any], in_west_indies: bool = False) -> bool:
    """C: off the map the pursuer intercepts on a 1; E: with both fleets in the West Indies, on 1-3."""
    need = params["west_indies_interception_on"] if in_west_indies else params["interception_on"]
    return dice.d6(f"{pursuer} tries to intercept {quarry}" + (" in the West Indies" if in_west_indies else "")
                   + f" (1-{need})") <= need


def counter_intercepts(dice: Rolls, quarry: str, pursuer: str, params: dict[str, Any]) -> bool:
    """C 3: the intercepted fleet may itself intercept to force combat, on 5 or less."""
    need = params["counter_interception_on"]
    return dice.d6(f"{quarry}, intercepted, tries to force combat on {pursuer} (1-{need})") <= need


def trailed(state: AfaState, nation: str, fleet: str) -> str:
    """C 2: a trailed fleet MUST reveal its orders to the trailing player."""
    for o in state.off_map:
        if o.nation == nation and o.fleet == fleet:
            return o.orders
    raise NotAllowed(f"{nation} fleet {fleet} is not off the map")


def month_passes(state: AfaState) -> tuple[AfaState, list[OffMap]]:
    """The months off the map count down; those at 0 are returned (they may come back or have reached
    the Indies) and leave the off-map list."""
    left: list[OffMap] = []
    due: list[OffMap] = []
    for o in state.off_map:
        o = msgspec.structs.replace(o, months_left=o.months_left - 1)
        (due if o.months_left <= 0 else left).append(o)
    return msgspec.structs.replace(state, off_map=tuple(left)), due


def return_areas(entry: OffMap, neighbours: dict[str, list[str]], west_edge: list[str]) -> list[str]:
    """Where a fleet back from off the map may enter: the area it left or one next to it; from the
    West Indies, any west map edge area."""
    if entry.orders == WEST_INDIES:
        return sorted(west_edge)
    return sorted({entry.exited_from, *neighbours.get(entry.exited_from, [])})
