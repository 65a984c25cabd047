"""Seed 003 V-VIII and X: corps transport limits, squadrons, combined fleets, leaving port, Venice's -1."""

from __future__ import annotations

from typing import Any, Sequence

from engine.dice import Rolls
from engine.errors import NotAllowed
from engine.rulesets.eia.decisions import GM, Decision
from engine.rulesets.eia.units import Corps, Fleet
from engine.rulesets.eia import wording as say

# VI A 2: where a squadron's move may start and end
SQUADRON_LEGS = {("port", "port"), ("port", "fleet"), ("fleet", "port"), ("port", "West Indies"),
                 ("fleet", "West Indies"), ("West Indies", "port"), ("West Indies", "fleet")}


def load(corps: Corps, params: dict[str, Any]) -> int:
    """V B-C: the room a corps takes aboard: cavalry factors count double (a 5-factor cavalry corps
    is a 10-factor infantry corps)."""
    return corps.factors + (params["cavalry_load"] - 1) * corps.cavalry


def check_transport(corps: Sequence[Corps], fleet_counters: int, params: dict[str, Any]) -> None:
    """V C: a fleet counter carries at most 8 infantry and 1 cavalry factor's worth (10)."""
    room = fleet_counters * params["fleet_counter_load"]
    need = sum(load(c, params) for c in corps)
    if need > room:
        names = ", ".join(c.label for c in corps)
        raise NotAllowed(f"{names} {say.verb(len(corps), 'needs', 'need')} room for {say.factors(need)} (cavalry "
                         f"counting double); {say.count(fleet_counters, 'fleet counter')} "
                         f"{say.verb(fleet_counters, 'carries', 'carry')} {room}")


def must_land(corps: Corps, params: dict[str, Any]) -> bool:
    """V A: a corps may stay at sea no more than three months: at three it must land this month."""
    return corps.aboard != "" and corps.months_at_sea >= params["months_at_sea"]


def check_stay_at_sea(corps: Corps, params: dict[str, Any]) -> None:
    if corps.months_at_sea + 1 > params["months_at_sea"]:
        raise NotAllowed(f"{corps.label} has been at sea {say.months(corps.months_at_sea)} and may not stay "
                         f"longer than {params['months_at_sea']}: it must land")


def sea_supply(nation: str, corps: Sequence[Corps], params: dict[str, Any]) -> int | Decision:
    """V D: corps at sea pay for supply; EiA's rate is not in the seed, so without the house
    parameter `sea_supply_cost` the GM says what `nation` pays."""
    aboard = [c for c in corps if c.aboard and c.nation == nation]
    cost = params["sea_supply_cost"]
    if cost is not None or not aboard:
        return (cost or 0) * len(aboard)
    return Decision(key=f"sea supply.{nation}", who=GM, kind="sea supply",
                    question=f"what {nation} pays this month to supply at sea: "
                             + ", ".join(c.label for c in aboard))


def check_squadron(ships: int, params: dict[str, Any], name: str = "a squadron") -> None:
    low, high = params["squadron_ships"]
    if not low <= ships <= high:
        raise NotAllowed(f"{name} has {say.ships(ships)}; a squadron has {low} to {high}")


def check_squadron_move(start: str, end: str, sea_areas: int, params: dict[str, Any]) -> None:
    """VI A: 8 sea areas at most, from a port or a fleet to a port or a fleet, never fleet to fleet
    (or to and from the West Indies on a pursuit); `start`/`end` are 'port', 'fleet', 'sea' or 'West Indies'."""
    if sea_areas > params["squadron_move"]:
        raise NotAllowed(f"a squadron moves at most {say.sea_areas(params['squadron_move'])}, not {sea_areas}")
    if (start, end) not in SQUADRON_LEGS:
        raise NotAllowed(f"a squadron may not move from a {start} to a {end}: only port to port, port to "
                         "fleet, fleet to port, or to the West Indies and back")


def combat_modifier(nation: str, squadron: bool, params: dict[str, Any]) -> int:
    """VI B and X: -1 for a squadron, -1 for Venice, added together."""
    return (params["squadron_combat"] if squadron else 0) + params["combat_modifiers"].get(nation, 0)


def weather_gauge_allowed(squadron: bool) -> bool:
    """VI B: a squadron may NEVER have the weather gauge."""
    return not squadron


def victory_points_for(squadron_combat: bool, points: int) -> int:
    """VI B: there are no victory points for squadron combats."""
    return 0 if squadron_combat else points


def combined(fleets: Sequence[Fleet]) -> tuple[list[Fleet], list[Fleet]]:
    """VII: the fleets that fight as one (stacked together at the start of the turn) and those that
    joined during it, which may only attack on their own."""
    return [f for f in fleets if f.stacked_at_start], [f for f in fleets if not f.stacked_at_start]


def leaves_port(dice: Rolls, label: str, squadron: bool, admiral_in_port: bool, params: dict[str, Any]) -> tuple[bool, int]:
    """VIII B: 1d6, +2 with the fleet admiral in the port; a fleet sails on 2-6, a squadron on 4-6."""
    need = params["squadron_sails_on"] if squadron else params["fleet_sails_on"]
    bonus = params["admiral_in_port"] if admiral_in_port else 0
    roll = dice.d6(f"{label} leaving port ({need}+" + (f", +{bonus} with the fleet admiral)" if bonus else ")"))
    return roll + bonus >= need, roll


def sail_in_order(dice: Rolls, designated: Sequence[tuple[str, bool, bool]], params: dict[str, Any]) -> list[tuple[str, bool, int]]:
    """VIII A-B: every unit designated to sail, in the player's order: (label, sailed, die)."""
    out = []
    for label, squadron, admiral in designated:
        sailed, roll = leaves_port(dice, label, squadron, admiral, params)
        out.append((label, sailed, roll))
    return out
