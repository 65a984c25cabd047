"""Step 6: movement. Defeated armies retreat first; land units move up to two regions and stop on
entering one that holds an enemy unit; ships move up to three seas carrying land units (a
Frigate one, a Galleon two), boarding and landing only in ports; fleets set or lift blockades."""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from engine.dice import Dice
from engine.rulesets.succheesion.economy import LOYAL
from engine.rulesets.succheesion.events import BlockadeSet, Moved, Retreated, Sailed
from engine.rulesets.succheesion.orders import Blockade, MoveShips, MoveUnits, Retreat
from engine.rulesets.succheesion.reach import march_refusal, voyage_refusal
from engine.rulesets.succheesion.work import MutableFleet, Work, keep_general

SEASONS = ("Spring", "Summer", "Autumn", "Winter")


class Movement:
    def __init__(self, work: Work, dice: Dice):
        self.work = work
        self.dice = dice
        self.index = work.index()                     # who stands where as movement begins
        self.moved: dict[tuple[str, str], int] = {}   # units that arrived this turn (they move no further)
        self.landings: list[tuple[str, str, str, int]] = []   # (nation, port, sea, units) landing on a fort
        # (nation, from, first step, end, units, General, their types with exact tracking)
        self.marches: list[tuple[str, str, str, str, int, bool, dict[str, int]]] = []
        self.limits = self._weather()

    # -- weather ----------------------------------------------------------------------------
    def _weather(self) -> dict[str, int]:
        """Zone -> land moves allowed there this turn (only zones in their hard season rolled)."""
        work, p = self.work, self.work.params
        season = work.start.season
        if not p["weather"] or season is None:
            return {}
        out = {}
        for zone, hard in sorted(p["weather_hard_seasons"].items()):
            if hard == season:
                roll = self.dice.d6(f"weather in the {zone} ({season})")
                if roll >= p["weather_bad_on"]:
                    out[zone] = p["weather_moves"]
        return out

    def land_moves(self, region: str) -> int:
        zone = self.work.board[region].attributes.get("zone")
        moves: int = self.work.params["land_moves"]
        return self.limits.get(zone, moves) if isinstance(zone, str) else moves

    # -- questions --------------------------------------------------------------------------
    def enemy_in(self, nation: str, region: str) -> bool:
        return any(self.work.at_war(nation, m) for m in self.index.get(region, []))

    def free(self, nation: str, region: str) -> int:
        """Units that may still move from a region: those there less those that arrived this turn."""
        return self.work.stacks.get((nation, region), 0) - self.moved.get((nation, region), 0)

    # -- retreats ---------------------------------------------------------------------------
    def retreats(self, orders: Sequence[tuple[Retreat, str]]) -> None:
        work = self.work
        chosen = {(o.nation, o.source): o.to for o, _ in orders}
        texts = {(o.nation, o.source): text for o, text in orders}
        for nation, source in sorted(work.retreating, key=lambda k: (work.rank[k[0]], k[1])):
            count = work.stacks.get((nation, source), 0)
            work.retreating.discard((nation, source))
            if count <= 0:
                continue
            options = self.retreat_options(nation, source)
            to = chosen.get((nation, source))
            picked = to in options
            if to is not None and not picked:
                work.fail(nation, texts[(nation, source)], f"{work.board.name(to)} is not a region beside "
                                                           f"{work.board.name(source)} loyal to {nation} or an ally "
                                                           "and free of enemies")
            if not picked:
                to = self.nearest_capital(nation, options)
            if to is None:
                lost = dict(work.kinds.get((nation, source), {})) if work.exact else _any_units(work, nation, count)
                work.lose((nation, source), lost)
                work.stacks[(nation, source)] = 0
                work.emit(Retreated(nation=nation, source=source, to=None, count=count, chosen=False))
                continue
            kinds = work.take(self.dice, (nation, source), count, "", wanted=dict(work.kinds.get((nation, source), {})))
            work.put((nation, to), count, kinds)
            self.moved[(nation, to)] = self.moved.get((nation, to), 0) + count
            if (nation, source) in work.generals:
                keep_general(work, nation, source, to)
            work.emit(Retreated(nation=nation, source=source, to=to, count=count, chosen=picked))

    def retreat_options(self, nation: str, source: str) -> list[str]:
        work = self.work
        friends = work.friends(nation)
        out = []
        for r in work.board.adjacent[source]:
            if not work.board[r].is_land or self.enemy_in(nation, r):
                continue
            status, takers = work.status(r, self.index.get(r, []))
            if status == LOYAL and takers and takers[0] in friends:
                out.append(r)
        return out

    def nearest_capital(self, nation: str, options: list[str]) -> str | None:
        if not options:
            return None
        capital = self.work.capitals.get(nation)
        dist = _distances(self.work, capital) if capital else {}
        best = min(dist.get(r, 10 ** 9) for r in options)
        tied = [r for r in options if dist.get(r, 10 ** 9) == best]
        if len(tied) == 1:
            return tied[0]
        return tied[self.dice.roll(len(tied), f"{nation}'s retreat: which of {len(tied)} regions as near") - 1]

    # -- land moves -------------------------------------------------------------------------
    def move_units(self, o: MoveUnits, text: str) -> None:
        work = self.work
        source = o.path[0]
        if (o.nation, source) in work.retreating:
            return work.fail(o.nation, text, "these units lost a battle and must retreat")
        free = self.free(o.nation, source)
        count = free if o.count is None else o.count
        wanted = dict(o.kinds) or None
        if wanted and not work.exact:
            return work.fail(o.nation, text, "unit types are kept on the army sheet in this game, not per stack: "
                                             f"write '{count} units {' -> '.join(o.path)}'")
        if wanted and any(work.kinds.get((o.nation, source), {}).get(k, 0) < v for k, v in wanted.items()):
            return work.fail(o.nation, text, f"{o.nation}'s units in {work.board.name(source)} are "
                                             f"{_kinds_text(work.kinds.get((o.nation, source), {}))}")
        if count <= 0 or count > free:
            return work.fail(o.nation, text, f"{o.nation} has {free} unit(s) free to move in {work.board.name(source)}")
        normal, limit = work.params["land_moves"], self.land_moves(source)
        why = march_refusal(work.board, work.params, o.path, max(normal, limit))
        if why:
            return work.fail(o.nation, text, why)
        steps = o.path[1:]
        note = ""
        if len(steps) > limit:      # bad weather shortens a legal march; it does not cancel it (rules notes)
            steps = steps[:limit]
            note = (f"stopped in {work.board.name(steps[-1])}: bad weather limits land moves from "
                    f"{work.board.name(source)} to {limit} region{'' if limit == 1 else 's'} this turn")
        path = [source]
        for step in steps:
            edge = work.board.edge(path[-1], step)
            if edge is None or not work.board[step].is_land:
                return work.fail(o.nation, text, f"{work.board.name(step)} is not a land region beside "
                                                 f"{work.board.name(path[-1])}")
            path.append(step)
            if self.enemy_in(o.nation, step) and step != steps[-1]:
                note = f"stopped in {work.board.name(step)}: enemy units there"
                break
        to = path[-1]
        self.moved[(o.nation, to)] = self.moved.get((o.nation, to), 0) + count
        kinds = work.take(self.dice, (o.nation, source), count, f"which of {o.nation}'s units in "
                          f"{work.board.name(source)} go to {work.board.name(to)}", wanted=wanted)
        work.put((o.nation, to), count, kinds)
        work.entered.add((o.nation, to))
        general = o.general and (o.nation, source) in work.generals
        if general:
            keep_general(work, o.nation, source, to)
        self.marches.append((o.nation, source, path[1], to, count, general, kinds))
        work.emit(Moved(nation=o.nation, count=count, path=tuple(path), note=note))

    # -- ships ------------------------------------------------------------------------------
    def sail(self, o: MoveShips, text: str) -> None:
        work, p, board = self.work, self.work.params, self.work.board
        source = o.path[0]
        fleet = work.fleets.get((o.nation, source))
        moved = self.moved.get((o.nation, "ships@" + source), 0)
        if fleet is None or o.frigates > fleet.frigates or o.galleons > fleet.galleons or moved:
            return work.fail(o.nation, text, f"{o.nation} has not these ships free in {board.name(source)}")
        why = voyage_refusal(board, p, o)
        if why:
            return work.fail(o.nation, text, why)
        if o.load_from is not None and o.carrying > self.free(o.nation, o.load_from):
            return work.fail(o.nation, text, f"{o.nation} has {self.free(o.nation, o.load_from)} unit(s) free to "
                                             f"board in {board.name(o.load_from)}")
        if o.load_from is None and o.carrying > fleet.aboard:
            return work.fail(o.nation, text, f"only {fleet.aboard} unit(s) are aboard in {board.name(source)}")
        left = MutableFleet(fleet.frigates - o.frigates, fleet.galleons - o.galleons)
        stay_aboard = fleet.aboard - (0 if o.load_from is not None else o.carrying)
        if stay_aboard > left.capacity(p):
            return work.fail(o.nation, text, f"the ships staying in {board.name(source)} could not carry the "
                                             f"{stay_aboard} unit(s) aboard")
        purpose = f"which of {o.nation}'s units board in {board.name(source)}"
        if o.load_from is not None:
            kinds = work.take(self.dice, (o.nation, o.load_from), o.carrying, purpose)
        else:
            kinds = work.take(self.dice, (o.nation, source), o.carrying, purpose, aboard=True) if o.carrying else {}
        fleet.frigates, fleet.galleons = left.frigates, left.galleons
        to = o.path[-1]
        dest = work.fleets.setdefault((o.nation, to), MutableFleet())
        dest.frigates += o.frigates
        dest.galleons += o.galleons
        self.moved[(o.nation, "ships@" + to)] = 1
        if o.land_at is not None and o.carrying:
            work.put((o.nation, o.land_at), o.carrying, kinds)
            work.entered.add((o.nation, o.land_at))
            self.moved[(o.nation, o.land_at)] = self.moved.get((o.nation, o.land_at), 0) + o.carrying
            if any(work.at_war(o.nation, n) for (n, r), c in work.forts.items() if r == o.land_at and c):
                self.landings.append((o.nation, o.land_at, to, o.carrying))
        else:
            work.put((o.nation, to), o.carrying, kinds, aboard=True)
        if len(o.path) > 1:
            dest.blockade = dest.blockade and dest.ships > o.frigates + o.galleons
        work.emit(Sailed(nation=o.nation, frigates=o.frigates, galleons=o.galleons, path=o.path, carried=o.carrying,
                         loaded_at=o.load_from, landed_at=o.land_at))

    def blockade(self, o: Blockade, text: str) -> None:
        fleet = self.work.fleets.get((o.nation, o.sea))
        if fleet is None or not fleet.ships:
            return self.work.fail(o.nation, text, f"{o.nation} has no ships in {self.work.board.name(o.sea)}")
        fleet.blockade = not o.lift
        self.work.emit(BlockadeSet(nation=o.nation, sea=o.sea, lifted=o.lift))


def _distances(work: Work, start: str) -> dict[str, int]:
    dist = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in work.board.adjacent[here]:
            if there not in dist:
                dist[there] = dist[here] + 1
                queue.append(there)
    return dist


def _kinds_text(kinds: dict[str, int]) -> str:
    return ", ".join(f"{v} {k}" for k, v in kinds.items()) or "none"


def _any_units(work: Work, nation: str, count: int) -> dict[str, int]:
    """Units lost without a battle come off the army sheet cheapest first (no dice: nothing to choose)."""
    out: dict[str, int] = {}
    costs = work.params["unit_costs"]
    for kind in sorted(work.pool[nation], key=lambda k: costs.get(k, 99)):
        take = min(count, work.pool[nation][kind])
        if take:
            out[kind] = take
            count -= take
    return out
