"""Step 3: supply. Each region's units cost by the seed's table (allies pay one bill, shared by
their units); units that cannot trace to the capital, or whose bill cannot be paid, roll a d6
each and are disbanded on 5-6."""

from __future__ import annotations

from collections import defaultdict

from engine.dice import Dice
from engine.rulesets.succheesion.economy import LOYAL, OCCUPIED
from engine.rulesets.succheesion.events import Disbanded, Supply
from engine.rulesets.succheesion.supply import supplied_regions, supply_cost
from engine.rulesets.succheesion.work import Work


def supply_sources(work: Work, nation: str, index) -> list[str]:
    """The capital while it is the nation's or an ally's and loyal; else every loyal city region."""
    capital = work.capitals.get(nation)
    friends = work.friends(nation)
    if capital:
        status, takers = work.status(capital, index.get(capital, []))
        if status == LOYAL and takers and takers[0] in friends:
            return [capital]
    return [r for r, c in work.cities.items() if c and work.status(r, index.get(r, [])) == (LOYAL, [nation])]


def supplied_for(work: Work, nation: str, index) -> set[str]:
    friends = work.friends(nation)
    closed = work.blockaded_against(nation)
    board = work.board

    def passable(region: str) -> bool:
        if board[region].is_sea:
            return region not in closed
        status, takers = work.status(region, index.get(region, []))
        if status == LOYAL:
            return bool(takers) and takers[0] in friends
        return status == OCCUPIED and takers == [nation]

    return supplied_regions(board, supply_sources(work, nation, index), passable)


def units_to_supply(work: Work) -> dict[str, dict[str, int]]:
    """Region -> nation -> units needing supply (land units, ships and units aboard; not forts,
    not a garrison sheltering with its own fort while enemies stand in the region)."""
    out: dict[str, dict[str, int]] = defaultdict(dict)
    index = work.index()
    for (n, r), c in work.stacks.items():
        if c <= 0:
            continue
        if work.forts.get((n, r), 0) and any(work.at_war(n, m) for m in index.get(r, [])):
            continue
        out[r][n] = out[r].get(n, 0) + c
    for (n, r), f in work.fleets.items():
        if f.ships or f.aboard:
            out[r][n] = out[r].get(n, 0) + f.ships + f.aboard
    return out


def bills(work: Work, units: dict[str, dict[str, int]],
          payers: frozenset[tuple[str, str]] = frozenset()) -> dict[str, list[tuple[str, int, int]]]:
    """Nation -> [(region, its units, its share of the region's bill)]; allies share one bill in
    proportion to their units, the odd hundredths to the one with most units, unless one of them
    ordered to pay it all (`payers`: (nation, region))."""
    out: dict[str, list[tuple[str, int, int]]] = defaultdict(list)
    for region, by_nation in units.items():
        done: set[str] = set()
        for nation in sorted(by_nation, key=work.rank.__getitem__):
            if nation in done:
                continue
            group = [m for m in sorted(by_nation, key=work.rank.__getitem__)
                     if m not in done and m in work.friends(nation)]
            done.update(group)
            total_units = sum(by_nation[m] for m in group)
            cost = supply_cost(total_units, work.params)
            paying = [m for m in group if (m, region) in payers]
            if len(paying) == 1:
                shares = {m: cost if m == paying[0] else 0 for m in group}
            else:
                shares = {m: cost * by_nation[m] // total_units for m in group}
                biggest = max(group, key=lambda m: (by_nation[m], -work.rank[m]))
                shares[biggest] += cost - sum(shares.values())
            for m in group:
                out[m].append((region, by_nation[m], shares[m]))
    return out


def pay_supply(work: Work, dice: Dice, payers: frozenset[tuple[str, str]] = frozenset()) -> None:
    units = units_to_supply(work)
    index = work.index()
    for nation, rows in sorted(bills(work, units, payers).items(), key=lambda kv: work.rank[kv[0]]):
        supplied = supplied_for(work, nation, index)
        due = sum(c for r, _, c in rows if r in supplied)
        paid_regions = set()
        if work.treasury[nation] >= due:
            paid_regions = {r for r, _, _ in rows if r in supplied}
        else:
            money = work.treasury[nation]
            for region, u, c in sorted((x for x in rows if x[0] in supplied), key=lambda x: (x[2] / x[1], x[0])):
                if c <= money:
                    money -= c
                    paid_regions.add(region)
        paid = sum(c for r, _, c in rows if r in paid_regions)
        work.treasury[nation] -= paid
        work.emit(Supply(nation=nation, rows=tuple((r, u, c, r in supplied, r in paid_regions) for r, u, c in rows),
                         due=due, paid=paid, public=False, private_to=(nation,)))
        for region, u, _ in rows:
            if region not in paid_regions:
                why = "unpaid supply" if region in supplied else "no line of supply to the capital"
                unsupplied(work, dice, nation, region, why)


def unsupplied(work: Work, dice: Dice, nation: str, region: str, why: str) -> None:
    """Each unit rolls a d6 and is disbanded at `unsupplied_disband_on` or more."""
    on = work.params["unsupplied_disband_on"]
    name = work.board.name(region)
    rolls: list[int] = []
    lost: dict[str, int] = {}
    key = (nation, region)
    if work.board[region].is_sea:
        fleet = work.fleets.get(key)
        if fleet is None:
            return
        for kind in ("Frigate", "Galleon"):
            for _ in range(getattr(fleet, kind.lower() + "s")):
                roll = dice.d6(f"unsupplied {kind} of {nation} in {name}")
                rolls.append(roll)
                if roll >= on:
                    lost[kind] = lost.get(kind, 0) + 1
        fleet.frigates -= lost.get("Frigate", 0)
        fleet.galleons -= lost.get("Galleon", 0)
        gone = 0
        for _ in range(fleet.aboard):
            roll = dice.d6(f"unsupplied unit of {nation} aboard in {name}")
            rolls.append(roll)
            gone += roll >= on
        gone = max(gone, fleet.aboard - fleet.capacity(work.params))
        if gone:
            lost.update(work.disband(dice, key, gone, f"which of {nation}'s units aboard in {name} are lost",
                                     aboard=True))
    else:
        count = work.stacks.get(key, 0)
        gone = 0
        for _ in range(count):
            roll = dice.d6(f"unsupplied unit of {nation} in {name}")
            rolls.append(roll)
            gone += roll >= on
        if gone:
            lost = work.disband(dice, key, gone, f"which of {nation}'s units in {name} disband")
    if rolls:
        work.emit(Disbanded(nation=nation, at=region, units=lost, rolls=tuple(rolls), reason=why))
