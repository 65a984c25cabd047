"""The turn being resolved: a mutable copy of the position, turned back into a state at the end.

`resolve` stays pure (state in, new state and events out); inside it the seven steps change this
working copy in place. It also answers the questions every step asks: a region's status, who
holds what, which seas an enemy blockades.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from engine.board import Board
from engine.events import Event, OrderFailed
from engine.rulesets.succheesion.economy import CONTESTED, LOYAL, OCCUPIED
from engine.rulesets.succheesion.units import (
    CHEESE,
    LAND_TYPES,
    ArmySheet,
    Fleet,
    Forts,
    PartBuild,
    Stack,
    Standing,
    SuccheesionState,
    Trade,
)
from engine.state import GameState, replace

Key = tuple[str, str]          # (nation, region id)


class MutableFleet:
    __slots__ = ("frigates", "galleons", "aboard", "blockade")

    def __init__(self, frigates=0, galleons=0, aboard=0, blockade=False):
        self.frigates, self.galleons, self.aboard, self.blockade = frigates, galleons, aboard, blockade

    @property
    def ships(self) -> int:
        return self.frigates + self.galleons

    def capacity(self, params) -> int:
        return self.frigates * params["frigate_carries"] + self.galleons * params["galleon_carries"]


class Work:
    def __init__(self, board: Board, state: SuccheesionState):
        self.board = board
        self.start = state
        self.params: dict[str, Any] = state.params
        self.nations = [n.name for n in state.nations]
        self.rank = {n: i for i, n in enumerate(self.nations)}
        self.region_rank = {r: i for i, r in enumerate(board.regions)}
        self.treasury = {n.name: n.treasury.get(CHEESE, 0) for n in state.nations}
        self.rel: GameState = state          # relations only; replaced as they change
        self.owners = dict(state.owners)
        self.cities = dict(state.cities)
        self.cheese = dict(state.cheese)
        self.occupied = dict(state.occupied)
        self.capitals = dict(state.capitals)
        self.exact = self.params.get("army_tracking") == "stacks"
        self.kinds: dict[Key, dict[str, int]] = {}          # exact types per stack ("stacks" tracking)
        self.aboard_kinds: dict[Key, dict[str, int]] = {}   # exact types aboard per fleet
        self.stacks: dict[Key, int] = defaultdict(int)
        self.generals: set[Key] = set()
        self.retreating: set[Key] = set()
        for s in state.stacks:
            self.stacks[(s.nation, s.at)] += s.count
            if s.general:
                self.generals.add((s.nation, s.at))
            if s.retreating:
                self.retreating.add((s.nation, s.at))
            if self.exact:
                self.kinds[(s.nation, s.at)] = dict(s.kinds)
        self.fleets: dict[Key, MutableFleet] = {
            (f.nation, f.at): MutableFleet(f.frigates, f.galleons, f.aboard, f.blockade) for f in state.fleets}
        if self.exact:
            self.aboard_kinds = {(f.nation, f.at): dict(f.aboard_kinds) for f in state.fleets}
        self.forts: dict[Key, int] = defaultdict(int, {(f.nation, f.at): f.count for f in state.forts})
        self.pool = {n: state.sheet(n) for n in self.nations}
        self.trades = {t.nations: t.invested for t in state.trades}
        self.part_builds = list(state.part_builds)
        self.pacts = {k: tuple(v) for k, v in state.pacts.items()}
        self.standing = {s.nation: s for s in state.standing}
        self.events: list[Event] = []
        self.entered: set[Key] = set()          # land units that moved into a region this turn
        self.began: set[Key] = {k for k, c in self.stacks.items() if c > 0}   # stood there when the turn began
        self.drawn: dict[str, dict[str, int]] = defaultdict(dict)   # army sheet units already in a battle
        self.already_fought: set[tuple[str, frozenset[str]]] = set()  # (region, pair) met on a border
        self._at_cache: dict[str, list[str]] | None = None

    # -- who is where ---------------------------------------------------------------------------
    def emit(self, event: Event) -> None:
        self.events.append(event)

    def fail(self, nation: str, order: str, reason: str) -> None:
        self.emit(OrderFailed(nation=nation, order=order, reason=reason, public=False, private_to=(nation,)))

    def at_war(self, a: str, b: str) -> bool:
        return self.rel.at_war(a, b)

    def friends(self, nation: str) -> set[str]:
        return self.rel.friends(nation)

    def present(self, region: str) -> list[str]:
        """Nations with land units or forts in a land region, in nation order."""
        here = {n for (n, r), c in self.stacks.items() if r == region and c > 0}
        here |= {n for (n, r), c in self.forts.items() if r == region and c > 0}
        return sorted(here, key=self.rank.__getitem__)

    def index(self) -> dict[str, list[str]]:
        """Region -> nations present (units or forts), for the whole map at once."""
        out: dict[str, set[str]] = defaultdict(set)
        for (n, r), c in self.stacks.items():
            if c > 0:
                out[r].add(n)
        for (n, r), c in self.forts.items():
            if c > 0:
                out[r].add(n)
        return {r: sorted(ns, key=self.rank.__getitem__) for r, ns in out.items()}

    def status(self, region: str, here: list[str] | None = None) -> tuple[str, list[str]]:
        """(loyal | occupied | contested | neutral, the nations it gives cheese to)."""
        here = self.present(region) if here is None else here
        if any(self.at_war(a, b) for i, a in enumerate(here) for b in here[i + 1:]):
            return CONTESTED, here
        if region in self.occupied:
            return OCCUPIED, [self.occupied[region]]
        owner = self.owners.get(region)
        return (LOYAL, [owner]) if owner else ("neutral", [])

    def blockaded_against(self, nation: str) -> set[str]:
        """Seas where a fleet at war with `nation` holds a blockade."""
        return {sea for (n, sea), f in self.fleets.items() if f.blockade and f.ships and self.at_war(n, nation)}

    def new_units_cap(self, region: str) -> int:
        return self.cities.get(region, 0)

    # -- the army sheet -------------------------------------------------------------------------
    def add_to_pool(self, nation: str, kind: str, count: int) -> None:
        pool = self.pool[nation]
        pool[kind] = pool.get(kind, 0) + count

    def remove_from_pool(self, nation: str, units: dict[str, int]) -> None:
        pool = self.pool[nation]
        for kind, c in units.items():
            pool[kind] = max(0, pool.get(kind, 0) - c)
            if not pool[kind]:
                del pool[kind]

    # -- units in and out of stacks (exact types with "stacks" tracking) ----------------------------
    def take(self, dice, key: Key, count: int, purpose: str, wanted: dict[str, int] | None = None,
             aboard: bool = False) -> dict[str, int]:
        """`count` units out of a stack (or a fleet's hold); with exact tracking, their types (those
        `wanted`, or drawn by dice from the stack); else {}."""
        if aboard:
            self.fleets[key].aboard -= count
        else:
            self.stacks[key] -= count
        if not self.exact:
            return {}
        from engine.rulesets.succheesion.pool import draw
        kinds = (self.aboard_kinds if aboard else self.kinds).setdefault(key, {})
        taken = dict(wanted) if wanted else draw(dice, kinds, count, purpose)
        _subtract(kinds, taken)
        return taken

    def put(self, key: Key, count: int, kinds: dict[str, int], aboard: bool = False) -> None:
        if aboard:
            self.fleets[key].aboard += count
        else:
            self.stacks[key] += count
        if self.exact:
            _add((self.aboard_kinds if aboard else self.kinds).setdefault(key, {}), kinds)

    def composition(self, dice, key: Key, count: int, purpose: str) -> dict[str, int]:
        """The types of `count` units of a stack in a battle: exact, or drawn from the army sheet."""
        if self.exact:
            return dict(self.kinds.get(key, {}))
        from engine.rulesets.succheesion.pool import draw
        return draw(dice, self.free_pool(key[0]), count, purpose)

    def disband(self, dice, key: Key, count: int, purpose: str, aboard: bool = False) -> dict[str, int]:
        """`count` units of a stack (or aboard) destroyed outside a battle; their types come from the
        stack (exact tracking) or are drawn from what is left on the army sheet."""
        if self.exact:
            lost = self.take(dice, key, count, purpose, aboard=aboard)
        else:
            from engine.rulesets.succheesion.pool import draw
            lost = draw(dice, self.free_pool(key[0]), count, purpose)
            self.take(dice, key, count, purpose, aboard=aboard)
        self.remove_from_pool(key[0], lost)
        return lost

    def lose(self, key: Key, lost: dict[str, int]) -> None:
        """Units of a stack destroyed: off the map, its types and the army sheet."""
        self.stacks[key] -= sum(lost.values())
        if self.exact:
            _subtract(self.kinds.setdefault(key, {}), lost)
        self.remove_from_pool(key[0], lost)

    def free_pool(self, nation: str) -> dict[str, int]:
        """The army sheet less the units already drawn into this turn's battles."""
        drawn = self.drawn[nation]
        return {k: self.pool[nation].get(k, 0) - drawn.get(k, 0) for k in LAND_TYPES
                if self.pool[nation].get(k, 0) - drawn.get(k, 0) > 0}

    # -- back to a state ------------------------------------------------------------------------
    def to_state(self, turn: int) -> SuccheesionState:
        order = {r: i for i, r in enumerate(self.board.regions)}

        def key(k: Key):
            return (order.get(k[1], 0), self.rank[k[0]])

        nations = tuple(replace(n, treasury={**n.treasury, CHEESE: self.treasury[n.name]}) for n in self.start.nations)
        return replace(
            self.start, turn=turn, nations=nations, relations=self.rel.relations, owners=self.owners,
            cities=self.cities, cheese=self.cheese, occupied=self.occupied, capitals=self.capitals,
            stacks=tuple(Stack(nation=n, at=r, count=self.stacks[(n, r)], general=(n, r) in self.generals,
                               retreating=(n, r) in self.retreating, kinds=_ordered(self.kinds.get((n, r), {})))
                         for n, r in sorted(self.stacks, key=key)
                         if self.stacks[(n, r)] > 0 or (n, r) in self.generals),
            fleets=tuple(Fleet(nation=n, at=r, frigates=f.frigates, galleons=f.galleons, aboard=f.aboard,
                               blockade=f.blockade, aboard_kinds=_ordered(self.aboard_kinds.get((n, r), {})))
                         for (n, r), f in sorted(self.fleets.items(), key=lambda kv: key(kv[0])) if f.ships),
            forts=tuple(Forts(nation=n, at=r, count=c)
                        for (n, r), c in sorted(self.forts.items(), key=lambda kv: key(kv[0]))
                        if c > 0),
            armies=tuple(ArmySheet(nation=n, units={k: self.pool[n][k] for k in LAND_TYPES if self.pool[n].get(k)})
                         for n in self.nations if self.pool[n]),
            trades=tuple(Trade(nations=k, invested=v) for k, v in sorted(self.trades.items())),
            part_builds=tuple(self.part_builds),
            pacts={k: v for k, v in sorted(self.pacts.items()) if v},
            standing=tuple(self.standing[n] for n in self.nations if n in self.standing
                           and self.standing[n] != Standing(nation=n)))


def _add(into: dict[str, int], kinds: dict[str, int]) -> None:
    for k, v in kinds.items():
        into[k] = into.get(k, 0) + v


def _subtract(into: dict[str, int], kinds: dict[str, int]) -> None:
    for k, v in kinds.items():
        left = into.get(k, 0) - v
        if left > 0:
            into[k] = left
        else:
            into.pop(k, None)


def _ordered(kinds: dict[str, int]) -> dict[str, int]:
    return {k: kinds[k] for k in LAND_TYPES if kinds.get(k)}


def settle_generals(work: Work, marches) -> None:
    """A General is never lost: left without units, it goes with the largest force that marched
    out of its region this turn, else to its nation's largest stack; with none, it stays alone."""
    for nation, region in sorted(work.generals, key=lambda k: (work.rank[k[0]], work.region_rank[k[1]])):
        if work.stacks.get((nation, region), 0) > 0:
            continue
        out = [m for m in marches if m[0] == nation and m[1] == region and work.stacks.get((nation, m[3]), 0) > 0]
        stacks = [(c, -work.region_rank[r], r) for (n, r), c in work.stacks.items() if n == nation and c > 0]
        to = max(out, key=lambda m: m[4])[3] if out else (max(stacks)[2] if stacks else None)
        if to is not None and to != region:
            keep_general(work, nation, region, to)


def keep_general(work: Work, nation: str, source: str, to: str) -> None:
    """The General goes with the units that leave with it."""
    work.generals.discard((nation, source))
    work.generals.add((nation, to))


__all__ = ["Key", "MutableFleet", "PartBuild", "Work", "keep_general", "LOYAL", "OCCUPIED", "CONTESTED"]
