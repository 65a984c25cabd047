"""The money of a turn, in the seed's order: gifts arrive, embezzlement, income, upkeep, then
purchases and gifts in the order each player wrote them."""

from __future__ import annotations

from engine.limits import MAX_UNITS
from engine.rulesets.classic.events import (
    Bought,
    Embezzled,
    GiftArrived,
    GiftSent,
    Income,
    OrderFailed,
    Upkeep,
)
from engine.rulesets.classic.orders import Buy, Gift
from engine.rulesets.classic.units import ARMY, GiftInTransit
from engine.rulesets.classic.work import Work


def gifts_arrive(work: Work) -> None:
    """Gold sent last turn reaches its receiver's bank."""
    for g in work.start.gifts:
        if g.receiver in work.treasury:
            work.treasury[g.receiver] += g.amount
            work.emit(GiftArrived(giver=g.giver, receiver=g.receiver, amount=g.amount, public=False,
                                  private_to=(g.giver, g.receiver)))


def embezzled(params, total: int) -> int:
    """Gold lost of `total` banked plus received: a share of what is above the free amount."""
    over = max(0, total - params["embezzlement_free"])
    return over * params["embezzled_percent"] // 100


def embezzle(work: Work) -> None:
    for nation in work.nations:
        total = work.treasury[nation]
        lost = embezzled(work.params, total)
        if lost:
            work.treasury[nation] -= lost
            work.emit(Embezzled(nation=nation, total=total, lost=lost, public=False, private_to=(nation,)))


def income(work: Work) -> None:
    for nation in work.nations:
        provinces = len(work.provinces_of(nation))
        amount = provinces * work.params["income_per_province"]
        work.treasury[nation] += amount
        work.emit(Income(nation=nation, provinces=provinces, amount=amount, public=False, private_to=(nation,)))


def upkeep_due(params, armies: int, ships: int) -> int:
    return armies * params["army_upkeep"] + max(0, ships - params["free_ships"]) * params["ship_upkeep"]


def upkeep(work: Work) -> None:
    """Every army costs its upkeep, every ship beyond the free ones too; each gold that cannot be
    paid disbands one unit, from the largest stack first."""
    for nation in work.nations:
        armies, ships = work.army_total(nation), work.ship_total(nation)
        due = upkeep_due(work.params, armies, ships)
        if not due:
            continue
        paid = min(due, work.treasury[nation])
        work.treasury[nation] -= paid
        disbanded = disband(work, nation, due - paid)
        work.emit(Upkeep(nation=nation, armies=armies, ships=ships, due=due, paid=paid,
                         disbanded=tuple((place, what, n) for (what, place), n in disbanded.items()),
                         public=bool(disbanded), private_to=(nation,)))


KINDS = ("armies", "armies aboard", "ships")


def disband(work: Work, nation: str, units: int) -> dict[tuple[str, str], int]:
    """Removes `units` units, one at a time from the nation's largest stack: armies before armies
    aboard before ships on a tie, then in map order. Ships go only while the nation has more
    than its free ships, and only where the rest still carry the armies aboard.
    Returns {(kind, place): units removed}, in the order the stacks were first touched."""
    tables = dict(zip(KINDS, (work.armies, work.aboard, work.ships)))
    stacks = {(what, place): count for what, table in tables.items()
              for (n, place), count in table.items() if n == nation and count > 0}
    ships = sum(c for (what, _), c in stacks.items() if what == "ships")
    capacity, free, rank = work.capacity(), work.params["free_ships"], work.region_rank
    removed: dict[tuple[str, str], int] = {}
    for _ in range(units):
        best = None
        for (what, place), count in stacks.items():
            if count <= 0:
                continue
            if what == "ships" and (ships <= free or (count - 1) * capacity < stacks.get(("armies aboard", place), 0)):
                continue
            key = (-count, KINDS.index(what), rank[place])
            if best is None or key < best[0]:
                best = (key, (what, place))
        if best is None:
            break
        stack = best[1]
        stacks[stack] -= 1
        ships -= stack[0] == "ships"
        removed[stack] = removed.get(stack, 0) + 1
    for (what, place), n in removed.items():
        tables[what][(nation, place)] -= n
    return removed


# Gifts sent this turn arrive next turn, so what a nation may spend is known when its orders are
# entered: the same words are given then and at resolution.
AFTER_UPKEEP = " after this turn's income and upkeep"


def unit_cost(params, kind: str) -> int:
    return params["army_cost"] if kind == ARMY else params["ship_cost"]


def buy(work: Work, o: Buy, text: str) -> bool:
    have = work.army_total(o.nation) if o.kind == ARMY else work.ship_total(o.nation)
    if have + o.count > MAX_UNITS:
        work.emit(OrderFailed(nation=o.nation, order=text, public=False, private_to=(o.nation,),
                              reason=f"a nation has at most {MAX_UNITS:,} {'armies' if o.kind == ARMY else 'ships'}, and {o.nation} has {have:,}"))
        return False
    cost = o.count * unit_cost(work.params, o.kind)
    if not work.pay(o.nation, cost):
        work.emit(OrderFailed(nation=o.nation, order=text, public=False, private_to=(o.nation,),
                              reason=f"it costs {cost} gold and the treasury holds {work.treasury[o.nation]}{AFTER_UPKEEP}"))
        return False
    key = (o.nation, o.where)
    if o.kind == ARMY:
        work.armies[key] += o.count
        work.new_armies[key] += o.count
    else:
        work.ships[key] += o.count
        work.new_ships[key] += o.count
    work.emit(Bought(nation=o.nation, kind=o.kind, count=o.count, where=o.where, cost=cost))
    return True


def give(work: Work, o: Gift, text: str) -> bool:
    if not work.pay(o.nation, o.amount):
        work.emit(OrderFailed(nation=o.nation, order=text, public=False, private_to=(o.nation,),
                              reason=f"the treasury holds only {work.treasury[o.nation]} gold{AFTER_UPKEEP}"))
        return False
    work.gifts.append(GiftInTransit(giver=o.nation, receiver=o.target, amount=o.amount))
    work.emit(GiftSent(giver=o.nation, receiver=o.target, amount=o.amount, public=False,
                       private_to=(o.nation, o.target)))
    return True


def start_of_turn(work: Work) -> None:
    """Everything before the players' spending: gifts, embezzlement, income, upkeep."""
    gifts_arrive(work)
    embezzle(work)
    income(work)
    upkeep(work)
