"""The afa_naval module's part of an EiA month: the orders of the economic step carried out against
the powers' books, and the month's end at the yards, for prizes at sea and for fleets off the map."""

from __future__ import annotations

from typing import Any, Sequence

import msgspec

from engine.dice import Dice
from engine.errors import BerthierError
from engine.events import OrderFailed
from engine.rulesets.eia.afa_naval import breakouts, building, politics, prizes, stores
from engine.rulesets.eia.afa_naval.orders import AfaOrder, Build, CasusBelli, Deny, LayIn, Lend, format_order
from engine.rulesets.eia.afa_naval.reports import public
from engine.rulesets.eia.afa_naval.state import AfaState
from engine.rulesets.eia.decisions import Decision
from engine.rulesets.eia.refusals import failure
from engine.rulesets.eia.events import Changed, Procedure
from engine.rulesets.eia import wording as say


class Books(msgspec.Struct, kw_only=True):
    """What the module needs of the core's books, and the changes it makes to them."""
    money: dict[str, int]
    manpower: dict[str, int]
    at_war_with_england: frozenset[str] = frozenset()
    sweden_denier: str | None = None  # III A: who may deny Sweden's stores; None: it trades with everyone

    def pay(self, bill: building.Bill) -> None:
        for nation, change in bill.money.items():
            self.money[nation] = self.money.get(nation, 0) + change
        for nation, change in bill.manpower.items():
            self.manpower[nation] = self.manpower.get(nation, 0) + change


def _rolls(dice: Dice, before: int) -> tuple[str, ...]:
    return tuple(f"d{r.sides} = {r.value} for {r.purpose}" for r in dice.log[before:])


def economic(state: AfaState, orders: Sequence[AfaOrder], books: Books, dice: Dice, month: int,
             params: dict[str, Any]) -> tuple[AfaState, list, list[Decision]]:
    """Each order in the order given; one that is not allowed fails alone, with its reason, to its nation."""
    events: list = []
    decisions: list[Decision] = []
    for order in orders:
        before = len(dice.log)
        n = order.nation
        try:
            if isinstance(order, Build):
                denied = bool(stores.denied_sources(state, n, params, books.sweden_denier is None))
                state, bill = building.lay_down(
                    state, n, order.city, order.ships, params, dice.stream(f"yard:{order.city}"),
                    repair=order.repair, buyer=order.buyer, money=books.money.get(n, 0),
                    manpower=books.manpower.get(n, 0), denied=denied,
                    at_war_with_england=n in books.at_war_with_england)
                books.pay(bill)
                text = f"{format_order(order)}: {-bill.money.get(n, 0)} money, {-bill.manpower.get(n, 0)} manpower"
                events.append(Procedure(rule="seed 003 I ship building", outcome=text + (f"; {bill.note}" if bill.note else ""),
                                        rolls=_rolls(dice, before), public=False,
                                        private_to=tuple(sorted({n, order.buyer} - {""}))))
                if bill.note:
                    events.append(Changed(nation=params["england"], text=f"{n}: {bill.note}", public=False,
                                          private_to=(n, params["england"])))
            elif isinstance(order, LayIn):
                state, text = stores.lay_in(state, n, order.city, order.amount, params,
                                            dice.stream(f"stores:{order.city}"), n in books.at_war_with_england)
                events.append(Procedure(rule="seed 003 III naval stores", outcome=text, rolls=_rolls(dice, before),
                                        public=False, private_to=(n, params["england"])))
            elif isinstance(order, Deny):
                state = stores.deny(state, order.source, order.to, params, by=n, sweden_denier=books.sweden_denier)
                events.append(Changed(nation=n, text=f"{n} denies {order.source}'s naval stores to {order.to}"))
            elif isinstance(order, Lend):
                state = politics.loan(state, month, n, order.to, order.amount, books.money.get(n, 0))
                books.money[n] -= order.amount
                books.money[order.to] = books.money.get(order.to, 0) + order.amount
                events.append(Changed(nation=n, text=f"{n} lends {order.amount} money to {order.to}",
                                      public=False, private_to=(n, order.to)))     # the books are the two powers' own
            elif isinstance(order, CasusBelli):
                decisions.append(politics.casus_belli(n, order.against, order.reason))
        except BerthierError as e:
            events.append(OrderFailed(nation=n, order=format_order(order), reason=failure(e), public=False,
                                      private_to=(n,)))
    return state, events, decisions


def month_end(state: AfaState, params: dict[str, Any]) -> tuple[AfaState, list]:
    """Yards count a month down and launch, convoys sail 3 sea areas, fleets off the map come due;
    then the yards' public announcement."""
    state, events, _ = month_end_launching(state, params)
    return state, events


def month_end_launching(state: AfaState, params: dict[str, Any]) -> tuple[AfaState, list, list[building.Launch]]:
    """`month_end`, with the ships launched and repaired, for the core to put to sea."""
    events: list = []
    state, launches = building.advance_month(state)
    for launch in launches:
        what = "repaired" if launch.repaired else "launched"
        sale = f" for {launch.nation}, built by {launch.seller} (seed 003 II)" if launch.seller else ""
        events.append(Changed(nation=launch.nation, text=f"{say.ships(launch.ships)} {what} at {launch.city}{sale}",
                              public=launch.repaired, private_to=launch.told))
    state, arrived = prizes.advance_convoys(state, params)
    for c in arrived:
        events.append(Changed(nation=c.nation, text=f"{say.damaged(c.damaged)} and {say.prizes(c.prizes)} reach {c.port}",
                              public=False, private_to=(c.nation,)))
    state, due = breakouts.month_passes(state)
    for o in due:
        where = ("is in the West Indies and may return on a west map edge" if o.orders == breakouts.WEST_INDIES
                 else "must return to the map, where it left or next to it")
        events.append(Changed(nation=o.nation, text=f"fleet {o.fleet} {where}", public=False, private_to=(o.nation,)))
    state = msgspec.structs.replace(state, fort_damage={})     # XI: forts are whole again each month
    for line in public(state):
        events.append(Procedure(rule="seed 003 I C announcement", outcome=line))
    return state, events, launches
