"""Winter supply: every division abroad traces a path home, or is destroyed; the rest pay for it.

A province of the nation or an ally supplies only if it connects to a home province through
friendly provinces free of enemy units, seas holding friendly squadrons, and straits (the
Rome example of seed 000). Divisions elsewhere trace through: friendly provinces free of enemy
units; neutral or enemy provinces holding friendly units; empty neutral provinces; seas with a
friendly squadron; straits. They pay `supply_cost` gold per division per space of the shortest
path; when the treasury cannot pay, the most distant divisions are destroyed first.
"""

from __future__ import annotations

from collections import deque

from engine.board import EdgeKind
from engine.rulesets.napoleonic.combat import Stack, take_losses
from engine.rulesets.napoleonic.events import Starved, Supply
from engine.rulesets.napoleonic.units import Corps
from engine.rulesets.napoleonic.work import Work

TRACE_EDGES = frozenset((EdgeKind.LAND, EdgeKind.COAST, EdgeKind.SEA, EdgeKind.STRAIT, EdgeKind.SPECIAL))


class SupplyMap:
    """What one nation's divisions may trace through, on the board as it stands."""

    def __init__(self, work: Work, nation: str, corps_nations: dict[str, set[str]],
                 squadron_nations: dict[str, set[str]]):
        self.work = work
        self.friends = work.friends(nation)
        self.enemies = work.enemies(nation)
        self.corps_nations = corps_nations
        self.squadron_nations = squadron_nations

    def friendly_and_free(self, region: str) -> bool:
        return (self.work.owners.get(region) in self.friends
                and not (self.corps_nations.get(region, set()) & self.enemies))

    def link(self, region: str) -> bool:
        """Part of the chain that connects friendly provinces to their home."""
        r = self.work.board[region]
        if r.is_sea:
            return bool(self.squadron_nations.get(region, set()) & self.friends)
        return r.is_land and self.friendly_and_free(region)

    def passable(self, region: str) -> bool:
        r = self.work.board[region]
        if r.is_sea:
            return bool(self.squadron_nations.get(region, set()) & self.friends)
        if not r.is_land:
            return False
        owner = self.work.owners.get(region)
        present = self.corps_nations.get(region, set())
        if owner in self.friends:
            return not (present & self.enemies)
        if present & self.friends:
            return True
        return owner is None and not present


def _bfs(work: Work, seeds, allowed) -> dict[str, int]:
    dist = {s: 0 for s in seeds}
    queue = deque(seeds)
    adjacent = work.board.adjacent
    while queue:
        here = queue.popleft()
        d = dist[here] + 1
        for nxt, edge in adjacent[here].items():
            if nxt not in dist and edge.kind in TRACE_EDGES and allowed(nxt):
                dist[nxt] = d
                queue.append(nxt)
    return dist


def supplying_provinces(work: Work, nation: str, smap: SupplyMap) -> set[str]:
    homes = [h for f in sorted(smap.friends) for h in work.start.nation(f).home
             if work.owners.get(h) == f and smap.friendly_and_free(h)]
    reached = _bfs(work, homes, smap.link)
    return {p for p in reached if work.board[p].is_land}


def apply_supply(work: Work) -> None:
    corps_nations: dict[str, set[str]] = {}
    for c in work.corps.values():
        corps_nations.setdefault(c.at, set()).add(c.nation)
    squadron_nations: dict[str, set[str]] = {}
    for s in work.squadrons.values():
        squadron_nations.setdefault(s.at, set()).add(s.nation)
    by_nation: dict[str, list[Corps]] = {}
    for c in work.corps.values():
        by_nation.setdefault(c.nation, []).append(c)

    verdicts = []
    for nation in work.start.nations:
        corps = by_nation.get(nation.name)
        if not corps:
            continue
        smap = SupplyMap(work, nation.name, corps_nations, squadron_nations)
        sources = supplying_provinces(work, nation.name, smap)
        abroad = [c for c in corps if c.at not in sources]
        if not abroad:
            continue
        spots = {c.at for c in abroad}
        dist = _bfs(work, sorted(sources), lambda r: r in spots or smap.passable(r))
        verdicts.append((nation.name, abroad, dist))

    cost_per = work.params["supply_cost"]
    loss_order = list(work.params["loss_order"])
    for who, abroad, dist in verdicts:
        paying = []
        for c in abroad:
            if c.at not in dist:
                work.remove(c)
                work.emit(Starved(nation=who, corps=c.letter, place=c.at, divisions=c.divisions,
                                  reason="cut off", destroyed=True))
            else:
                paying.append((dist[c.at], c))
        paying.sort(key=lambda dc: (-dc[0], dc[1].letter))
        stacks = [(d, c, Stack(who, c.letter, {"infantry": c.infantry, "cavalry": c.cavalry,
                                               "artillery": c.artillery, "scout": int(c.scout)}))
                  for d, c in paying]

        cost = sum(cost_per * d * stack.size for d, _, stack in stacks)
        for d, c, stack in stacks:   # most distant first
            while cost > work.treasury[who] and stack.size:
                take_losses([stack], 1, loss_order)
                cost -= cost_per * d
        work.treasury[who] -= cost
        for d, c, stack in stacks:
            if stack.lost:
                lost = sum(stack.lost.values())
                work.put(Corps(nation=who, letter=c.letter, at=c.at, infantry=stack.counts["infantry"],
                               cavalry=stack.counts["cavalry"], artillery=stack.counts["artillery"],
                               scout=bool(stack.counts["scout"]), new=c.new))
                work.emit(Starved(nation=who, corps=c.letter, place=c.at, divisions=lost, reason="unpaid",
                                  destroyed=stack.size == 0))
        lines = tuple((c.letter, c.at, stack.size, d) for d, c, stack in stacks if stack.size)
        if lines:
            work.emit(Supply(nation=who, cost=cost, lines=lines, public=False, private_to=(who,)))
