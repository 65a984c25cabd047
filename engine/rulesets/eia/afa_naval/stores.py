"""Seed 003 III: naval stores, their sources and denial, interception at war with England, the stock per yard."""

from __future__ import annotations

import math
from typing import Any

import msgspec

from engine.dice import Rolls
from engine.errors import NotAllowed
from engine.rulesets.eia.afa_naval.state import AfaState
from engine.rulesets.eia import wording as say
from engine.rulesets.eia.afa_naval.yards import site


SWEDEN = "Sweden"
SWEDEN_TRADES = "Sweden is neutral and controlled by no major power: it trades with everyone (seed 003 III A)"


def who_denies_sweden(neutral: bool, controller: str | None) -> str | None:
    """A: "If Sweden is neutral and not controlled by a major power, it trades with everyone": then nobody
    may deny its naval stores (None); a major power controlling it denies them for it, else Sweden itself."""
    if controller:
        return controller
    return None if neutral else SWEDEN


def denied_sources(state: AfaState, nation: str, params: dict[str, Any], sweden_free: bool) -> list[str]:
    """The sources of naval stores their owners deny `nation`. A neutral Sweden that no major power
    controls (`sweden_free`) trades with everyone, whatever was ordered; no owner denies itself."""
    owners = params["stores_sources"]
    out = []
    for source, to in state.denials:
        owner = owners.get(source)
        if to != nation or owner == nation or (owner == "Sweden" and sweden_free):
            continue
        out.append(source)
    return sorted(set(out))


def with_denial(cost: int, denied: bool, params: dict[str, Any]) -> int:
    """A: a denied source raises the cost to build or repair by 1/3, rounded up (10 -> 14, 2 -> 3)."""
    if not denied:
        return cost
    num, den = params["denial_surcharge"]
    return cost + math.ceil(cost * num / den)


def deny(state: AfaState, source: str, nation: str, params: dict[str, Any], by: str,
         sweden_denier: str | None = SWEDEN) -> AfaState:
    """The owner of `source` cuts `nation` off (England alone can cut off America); Sweden's stores are
    denied by `sweden_denier` (`who_denies_sweden`), by nobody while Sweden trades with everyone."""
    owners = params["stores_sources"]
    if source not in owners:
        raise NotAllowed(f"there is no source of naval stores called {source!r}; the sources are "
                         + ", ".join(sorted(owners)))
    owner = owners[source]
    if owner == SWEDEN and sweden_denier is None:
        raise NotAllowed(SWEDEN_TRADES)
    denier = sweden_denier if owner == SWEDEN else owner
    if by != denier:
        whose = f"{denier}, which controls {owner}," if denier != owner else owner
        raise NotAllowed(f"only {whose} can deny {source}'s naval stores, not {by}")
    if (source, nation) in state.denials:
        return state
    return msgspec.structs.replace(state, denials=tuple(sorted(state.denials + ((source, nation),))))


def _worth(ships: int) -> str:
    return say.count(ships, "ship's worth", "ships' worth")


def stock_limit(city: str, params: dict[str, Any]) -> int:
    """C: the naval stores a yard may hold: its capacity times 1/4, rounded up (London 30 -> 8)."""
    num, den = params["stores_stock_share"]
    return math.ceil(site(city).capacity * num / den)


def intercepted(dice: Rolls, nation: str, params: dict[str, Any], where: str) -> bool:
    """B: a shipment of naval stores by a nation at war with England: England takes it on 1-3."""
    roll = dice.d6(f"England intercepting {nation}'s naval stores for {where} (1-{params['stores_intercepted_on']})")
    return roll <= params["stores_intercepted_on"]


def intercept_split(cost: int) -> tuple[int, int]:
    """B: of an intercepted shipment's cost, half rounded up goes to England, the rest back to the builder."""
    to_england = math.ceil(cost / 2)
    return to_england, cost - to_england


def check_holder(state: AfaState, nation: str, city: str) -> None:
    """Stores are laid in at a yard the nation holds (checked when the orders are entered too)."""
    yard = state.yard(site(city).city)
    if yard.holder != nation:
        raise NotAllowed(f"{nation} cannot lay in naval stores at {yard.city}: {yard.holder} holds the yard")


def lay_in(state: AfaState, nation: str, city: str, amount: int, params: dict[str, Any], dice: Rolls,
           at_war_with_england: bool) -> tuple[AfaState, str]:
    """Stores shipped to a yard for later building; at war with England they may be intercepted."""
    yard = state.yard(site(city).city)
    check_holder(state, nation, city)
    limit = stock_limit(yard.city, params)
    if amount < 1 or yard.stores + amount > limit:
        raise NotAllowed(f"{yard.city} may hold at most {limit} ships' worth of naval stores "
                         f"(it holds {yard.stores}; {amount} more asked)")
    if at_war_with_england and intercepted(dice, nation, params, yard.city):
        return state, f"England intercepted {_worth(amount)} of naval stores bound for {yard.city}"
    new = msgspec.structs.replace(yard, stores=yard.stores + amount)
    return state.with_yard(new), f"{yard.city} lays in {_worth(amount)} of naval stores ({new.stores}/{limit})"
