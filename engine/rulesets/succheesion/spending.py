"""Step 5: cheese spent on cheese production, new cities, forts (with the city budget left),
diplomausy bribes, and regions ceded by their owner."""

from __future__ import annotations

from engine.dice import Dice
from engine.rulesets.succheesion.agreements import break_trade
from engine.rulesets.succheesion.economy import LOYAL, raise_cheese_cost
from engine.rulesets.succheesion.events import CheeseRaised, CityFounded, RegionChanged, RelationChanged, Swayed
from engine.rulesets.succheesion.orders import Cede, FoundCity, RaiseCheese, Sway
from engine.rulesets.succheesion.work import Work
from engine.state import with_relation


def _loyal(work: Work, nation: str, region: str) -> bool:
    return work.status(region) == (LOYAL, [nation])


def raise_cheese(work: Work, o: RaiseCheese, text: str) -> None:
    if not _loyal(work, o.nation, o.at):
        return work.fail(o.nation, text, f"cheese is raised only in regions loyal to {o.nation}")
    terrain = work.board[o.at].attributes.get("terrain")
    for step in range(o.steps):
        before = work.cheese.get(o.at, 0)
        cost = raise_cheese_cost(before, terrain, work.params) * 100
        if work.treasury[o.nation] < cost:
            return work.fail(o.nation, text, f"not enough cheese for step {step + 1} of {o.steps} "
                                             f"({cost // 100} needed)")
        work.treasury[o.nation] -= cost
        work.cheese[o.at] = before + 1
        work.emit(CheeseRaised(nation=o.nation, at=o.at, before=before, after=before + 1, cost=cost,
                               public=False, private_to=(o.nation,)))


def found_city(work: Work, o: FoundCity, text: str) -> None:
    if not _loyal(work, o.nation, o.at):
        return work.fail(o.nation, text, f"cities are founded only in regions loyal to {o.nation}")
    cost = work.params["city_cost"] * 100
    if work.treasury[o.nation] < cost:
        return work.fail(o.nation, text, f"not enough cheese ({cost // 100} needed)")
    work.treasury[o.nation] -= cost
    work.cities[o.at] = work.cities.get(o.at, 0) + 1
    work.emit(CityFounded(nation=o.nation, at=o.at, cities=work.cities[o.at], cost=cost))


def sway(work: Work, dice: Dice, o: Sway, text: str) -> None:
    """d6 + floor(bribe / 5) >= 5 sways a nation nobody plays; the bribe goes to it either way."""
    p = work.params
    if o.target not in work.start.unplayed:
        return work.fail(o.nation, text, f"{o.target} has a player: write to them instead")
    if work.treasury[o.nation] < o.bribe:
        return work.fail(o.nation, text, "not enough cheese for the bribe")
    if o.target == o.against:
        return work.fail(o.nation, text, "a nation cannot go to war or peace with itself")
    work.treasury[o.nation] -= o.bribe
    work.treasury[o.target] += o.bribe
    roll = dice.d6(f"{o.nation}'s diplomausy with {o.target}")
    success = roll + o.bribe // (p["sway_bribe_step"] * 100) >= p["sway_target"]
    work.emit(Swayed(nation=o.nation, target=o.target, status=o.status, against=o.against, bribe=o.bribe,
                     roll=roll, success=success))
    if success and work.rel.status(o.target, o.against) != o.status:
        work.rel = with_relation(work.rel, o.target, o.against, o.status, work.start.turn + 1)
        first, second = sorted((o.target, o.against))
        key = (first, second)
        work.emit(RelationChanged(nations=key, status=o.status, by=o.target if o.status == "war" else ""))
        if o.status == "war" and key in work.trades:       # its declaration of war breaks their agreement
            break_trade(work, key, (o.target,))


def cede(work: Work, o: Cede, text: str) -> None:
    if work.owners.get(o.at) != o.nation:
        return work.fail(o.nation, text, f"{work.board.name(o.at)} is not {o.nation}'s to cede")
    before = f"occupied by {work.occupied[o.at]}" if o.at in work.occupied else LOYAL
    work.owners[o.at] = o.to
    work.occupied.pop(o.at, None)
    work.emit(RegionChanged(region=o.at, owner=o.to, before=f"{before} ({o.nation})", after=f"ceded, loyal to {o.to}"))
