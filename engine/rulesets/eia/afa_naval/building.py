"""Seed 003 I-II: laying down new ships and repairs at a yard, the monthly launch, foreign naval sales
and the public announcement of ships building within plus or minus 5."""

from __future__ import annotations

from typing import Any

import msgspec

from engine.dice import Rolls
from engine.errors import NotAllowed
from engine.rulesets.eia.afa_naval import stores
from engine.rulesets.eia.afa_naval.state import AfaState, Build, Yard
from engine.rulesets.eia.afa_naval.yards import site, terms
from engine.rulesets.eia import wording as say


class Bill(msgspec.Struct, frozen=True, kw_only=True):
    """What an order costs the powers' books: money and manpower by nation (negative: paid)."""
    money: dict[str, int] = {}
    manpower: dict[str, int] = {}
    note: str = ""


class Launch(msgspec.Struct, frozen=True, kw_only=True):
    city: str
    nation: str                  # who receives the ships
    ships: int
    repaired: bool
    seller: str = ""             # II: the yard's holder, when the ships were built for a buyer

    @property
    def told(self) -> tuple[str, ...]:
        """Who learns of the launch: the receiver, and the seller of a foreign sale."""
        return tuple(sorted({self.nation, self.seller} - {""}))


def check_order(yard: Yard, nation: str, ships: int, repair: bool, buyer: str) -> None:
    """What an order to build or repair breaks whatever the month's launches and income: a number of
    ships, a yard the nation holds, a sale to another nation. Checked when the orders are entered too."""
    what = "repairs" if repair else "new ships"
    if ships < 1:
        raise NotAllowed(f"{yard.city}: {ships} {what} is not a number of ships to build")
    if yard.holder != nation:
        raise NotAllowed(f"{nation} cannot build at {yard.city}: {yard.holder} holds the yard")
    if buyer and (repair or buyer == nation):
        raise NotAllowed(f"{yard.city}: a foreign naval sale is new ships built for another nation")


def lay_down(state: AfaState, nation: str, city: str, ships: int, params: dict[str, Any], dice: Rolls, *,
             repair: bool = False, buyer: str = "", money: int, manpower: int,
             denied: bool = False, at_war_with_england: bool = False) -> tuple[AfaState, Bill]:
    """`nation` orders `ships` new ships (or repairs) at `city`, having `money` and `manpower`.

    Naval stores laid in at the yard are used first; the rest are shipped, and at war with England
    the shipment may be intercepted: then those ships are not laid down, half their cost rounded up
    goes to England and the rest is refunded (their manpower is not spent)."""
    yard = state.yard(site(city).city)
    what = "repairs" if repair else "new ships"
    check_order(yard, nation, ships, repair, buyer)
    busy = yard.new_ships + yard.repairs
    if busy + ships > site(yard.city).capacity:
        raise NotAllowed(f"{yard.city} takes at most {say.ships(site(yard.city).capacity)} at once; "
                         f"{busy} are building or repairing there, {ships} more asked")
    if repair and ships > yard.awaiting_repair:
        raise NotAllowed(f"{yard.city} has {say.damaged(yard.awaiting_repair)} or prizes to repair, not {ships}")
    t = terms(yard.city, state.prussian_ships_built, params["prussia_reduction_after"])
    each = stores.with_denial(t.repair_cost if repair else t.new_cost, denied, params)
    men = params["manpower_per_ship"] * ships
    if each * ships > money or men > manpower:
        raise NotAllowed(f"{ships} {what} at {yard.city} cost {each * ships} money and {men} manpower; "
                         f"{nation} has {money} and {manpower}")
    from_stock = min(yard.stores, ships)
    shipped = ships - from_stock
    note = ""
    if shipped and at_war_with_england and nation != params["england"] \
            and stores.intercepted(dice, nation, params, yard.city):
        to_england, refund = stores.intercept_split(each * shipped)
        note = (f"England intercepted the naval stores for {shipped} of them: {to_england} money to "
                f"{params['england']}, {refund} refunded")
        bill_money = {nation: -each * from_stock - to_england, params["england"]: to_england}
        ships = from_stock
        men = params["manpower_per_ship"] * ships
    else:
        bill_money = {nation: -each * ships}
    if ships:
        months = t.repair_months if repair else t.new_months
        yard = msgspec.structs.replace(
            yard, stores=yard.stores - from_stock,
            awaiting_repair=yard.awaiting_repair - (ships if repair else 0),
            building=yard.building + (Build(ships=ships, months_left=months, repair=repair, buyer=buyer),))
        if not repair and yard.offset is None:
            yard = msgspec.structs.replace(yard, offset=announce_offset(dice, yard.city, params))
    return state.with_yard(yard), Bill(money=bill_money, manpower={nation: -men}, note=note)


def announce_offset(dice: Rolls, city: str, params: dict[str, Any]) -> int:
    """C: the announced figure's error, drawn once when a yard starts building and kept month to month."""
    spread = params["announce_within"]
    return dice.roll(2 * spread + 1, f"the error of {city}'s announced ships (1-{2 * spread + 1}: "
                                     f"-{spread} to +{spread})") - spread - 1


def announced(yard: Yard) -> int:
    """The figure announced for a yard's new ships: the true number plus its kept error, at least 1,
    as the seed says activity in the yards was common knowledge."""
    if not yard.new_ships:
        return 0
    return max(1, yard.new_ships + (yard.offset or 0))


def advance_month(state: AfaState) -> tuple[AfaState, list[Launch]]:
    """A month passes at every yard: builds with no months left are launched (to the buyer, for a
    sale); a yard with no new ships left forgets its announced error."""
    launches: list[Launch] = []
    yards = []
    built_prussian = state.prussian_ships_built
    for yard in state.yards:
        keep = []
        for b in yard.building:
            if b.months_left > 1:
                keep.append(msgspec.structs.replace(b, months_left=b.months_left - 1))
                continue
            launches.append(Launch(city=yard.city, nation=b.buyer or yard.holder, ships=b.ships, repaired=b.repair,
                                   seller=yard.holder if b.buyer else ""))
            if not b.repair and site(yard.city).note == 3:
                built_prussian += b.ships
        yard = msgspec.structs.replace(yard, building=tuple(keep))
        if not yard.new_ships:
            yard = msgspec.structs.replace(yard, offset=None)
        yards.append(yard)
    return msgspec.structs.replace(state, yards=tuple(yards), prussian_ships_built=built_prussian), launches


def capture(state: AfaState, city: str, nation: str) -> AfaState:
    """A yard changes hands: what was building there is lost with it, its stores and damaged ships too."""
    yard = state.yard(site(city).city)
    return state.with_yard(Yard(city=yard.city, holder=nation))
