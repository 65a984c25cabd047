"""Step 2: units produced by cities. A nation's city budget is its loyal cities (occupied cities
for Militia only); a region takes at most as many new units as it has cities; a unit started
with what is left of the budget finishes next turn with first call on that turn's budget."""

from __future__ import annotations

from engine.rulesets.succheesion.economy import LOYAL, OCCUPIED, CityBudget, may_build_in
from engine.rulesets.succheesion.events import Built
from engine.rulesets.succheesion.no_change import room_refusal
from engine.rulesets.succheesion.orders import Build
from engine.rulesets.succheesion.units import FORT, SHIP_TYPES, PartBuild
from engine.rulesets.succheesion.work import MutableFleet, Work


def city_budgets(work: Work) -> dict[str, CityBudget]:
    index = work.index()
    loyal = {n: 0 for n in work.nations}
    occupied = {n: 0 for n in work.nations}
    for region, cities in work.cities.items():
        if not cities:
            continue
        status, takers = work.status(region, index.get(region, []))
        if status == LOYAL and takers and takers[0] in loyal:
            loyal[takers[0]] += cities
        elif status == OCCUPIED and takers and takers[0] in occupied:
            occupied[takers[0]] += cities
    return {n: CityBudget(loyal[n], occupied[n]) for n in work.nations}


def ship_sea(work: Work, port: str, wanted: str | None) -> str | None:
    seas = [s for s in work.board.adjacent[port] if work.board[s].is_sea]
    if wanted is not None:
        return wanted if wanted in seas else None
    return seas[0] if seas else None


def held_regions(work: Work) -> dict[str, tuple[str, list[str]]]:
    """Each region with cities: its status when the turn's builds are placed (step 2, before any
    move or declaration: the position the orders were written against) and who it serves."""
    index = work.index()
    return {r: work.status(r, index.get(r, [])) for r in work.cities}


def city_refusal(work: Work, held: dict[str, tuple[str, list[str]]], o: Build) -> str | None:
    """Why the region's cities cannot build this unit for the nation (occupied cities build
    Militia only, contested ones nothing, another nation's nothing for it), or None."""
    status, takers = held.get(o.at, ("neutral", []))
    if not may_build_in(o.kind, status) or takers[:1] != [o.nation]:
        return f"{work.board.name(o.at)} is {status} and its cities cannot build {o.kind} for {o.nation}"
    return None


class Production:
    """Step 2 (and the forts of step 5, which draw on what is left of the same budget)."""

    def __init__(self, work: Work):
        self.work = work
        self.budgets = city_budgets(work)
        self.placed: dict[str, int] = {}        # region -> new units this turn
        self.held = held_regions(work)
        self.status = {r: st for r, (st, _) in self.held.items()}
        self._fort_index: dict[str, list[str]] | None = None

    def finish_part_builds(self) -> None:
        work = self.work
        still = []
        for p in work.part_builds:
            budget = self.budgets.get(p.nation)
            if budget is None:
                continue
            use = min(budget.left_for(p.kind), p.cities_needed)
            budget.spend(p.kind, use)
            if use < p.cities_needed:
                still.append(PartBuild(nation=p.nation, kind=p.kind, at=p.at, cities_needed=p.cities_needed - use,
                                       to_sea=p.to_sea))
                continue
            self.placed[p.at] = self.placed.get(p.at, 0) + 1
            where = self._place(p.nation, p.kind, p.at, p.to_sea, 1)
            work.emit(Built(nation=p.nation, kind=p.kind, at=where, count=1, cost=0, finished_part=True))
        work.part_builds = still

    def build(self, o: Build, text: str) -> None:
        work, p = self.work, self.work.params
        need = p["unit_costs"][o.kind]
        cost = need * 100
        status = self.status.get(o.at, "neutral")
        is_fort = o.kind == FORT
        if is_fort:
            if self._fort_index is None:          # forts come at step 5: the position after the builds
                self._fort_index = work.index()
            st, takers = work.status(o.at, self._fort_index.get(o.at, []))
            if st not in (LOYAL, OCCUPIED) or takers != [o.nation]:
                return work.fail(o.nation, text, f"a Fort is built only in a region loyal to or occupied by "
                                                 f"{o.nation}; {work.board.name(o.at)} is not")
        elif city_refusal(work, self.held, o):
            return work.fail(o.nation, text, city_refusal(work, self.held, o) or "")
        to_sea = None
        if o.kind in SHIP_TYPES:
            if not work.board[o.at].attributes.get("port"):
                return work.fail(o.nation, text, f"ships are built in ports; {work.board.name(o.at)} has none")
            to_sea = ship_sea(work, o.at, o.to_sea)
            if to_sea is None:
                return work.fail(o.nation, text, f"{work.board.name(o.at)} has no such sea beside it")
        budget = self.budgets[o.nation]
        done = started = 0
        reason = ""
        for _ in range(o.count):
            if not is_fort and self.placed.get(o.at, 0) >= work.new_units_cap(o.at):
                cap = work.new_units_cap(o.at)
                reason = room_refusal(work.board.name(o.at), cap, cap + 1) or ""
                break
            if work.treasury[o.nation] < cost:
                reason = "not enough cheese"
                break
            left = budget.left_for(o.kind)
            if left <= 0:
                reason = "the city budget is spent"
                break
            work.treasury[o.nation] -= cost
            if not is_fort:
                self.placed[o.at] = self.placed.get(o.at, 0) + 1
            if left >= need:
                budget.spend(o.kind, need)
                done += 1
            else:
                budget.spend(o.kind, left)
                work.part_builds.append(PartBuild(nation=o.nation, kind=o.kind, at=o.at,
                                                  cities_needed=need - left, to_sea=to_sea))
                started += 1
                reason = f"the city budget ran out: one {o.kind} is started and finishes next turn"
                break
        where = self._place(o.nation, o.kind, o.at, to_sea, done) if done else (to_sea or o.at)
        if done or started:
            work.emit(Built(nation=o.nation, kind=o.kind, at=where, count=done, started=started,
                            cost=(done + started) * cost, public=False, private_to=(o.nation,)))
        if reason and (done + started) < o.count:
            work.fail(o.nation, text, f"{o.count - done - started} of {o.count} not built: {reason}")

    def _place(self, nation: str, kind: str, at: str, to_sea: str | None, count: int) -> str:
        work = self.work
        if kind == FORT:
            work.forts[(nation, at)] += count
            if self._fort_index is not None and nation not in self._fort_index.setdefault(at, []):
                self._fort_index[at] = sorted(self._fort_index[at] + [nation], key=work.rank.__getitem__)
            return at
        if kind in SHIP_TYPES:
            sea = to_sea or ship_sea(work, at, None) or at
            fleet = work.fleets.setdefault((nation, sea), MutableFleet())
            if kind == "Frigate":
                fleet.frigates += count
            else:
                fleet.galleons += count
            return sea
        work.put((nation, at), count, {kind: count})
        work.add_to_pool(nation, kind, count)
        return at
