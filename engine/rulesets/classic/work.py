"""The turn being resolved: mutable counts, turned back into a state at the end.

Resolution stays a pure function (state in, new state out); inside it, phases change this
working copy in place. Armies and ships bought this turn are counted apart (`new_armies`,
`new_ships`) because they may not attack on their first turn.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from engine.board import Board
from engine.events import Event
from engine.rulesets.classic.units import Armies, ClassicState, Fleet, GiftInTransit
from engine.state import replace

Key = tuple[str, str]          # (nation, region id)


class Work:
    def __init__(self, board: Board, state: ClassicState):
        self.board = board
        self.start = state
        self.params: dict[str, Any] = state.params
        self.nations: list[str] = [n.name for n in state.nations]
        self.nation_rank = {n: i for i, n in enumerate(self.nations)}
        self.region_rank = {r.id: i for i, r in enumerate(board)}
        self.treasury: dict[str, int] = {n.name: n.gold() for n in state.nations}
        self.owners: dict[str, str] = dict(state.owners)
        self.armies: dict[Key, int] = defaultdict(int)
        self.new_armies: dict[Key, int] = defaultdict(int)
        self.ships: dict[Key, int] = defaultdict(int)
        self.new_ships: dict[Key, int] = defaultdict(int)
        self.aboard: dict[Key, int] = defaultdict(int)
        for a in state.armies:
            self.armies[(a.nation, a.at)] += a.count
        for f in state.fleets:
            self.ships[(f.nation, f.at)] += f.ships
            self.aboard[(f.nation, f.at)] += f.aboard
        self.gifts: list[GiftInTransit] = []
        self.events: list[Event] = []

    # -- questions --------------------------------------------------------------------------
    def owner(self, province: str) -> str | None:
        return self.owners.get(province)

    def army_total(self, nation: str) -> int:
        return (sum(c for (n, _), c in self.armies.items() if n == nation)
                + sum(c for (n, _), c in self.aboard.items() if n == nation))

    def ship_total(self, nation: str) -> int:
        return sum(c for (n, _), c in self.ships.items() if n == nation)

    def provinces_of(self, nation: str) -> list[str]:
        return [p for p, n in self.owners.items() if n == nation]

    def armies_at(self, province: str) -> dict[str, int]:
        return {n: c for (n, p), c in self.armies.items() if p == province and c > 0}

    def sorted_keys(self, keys: Iterable[Key]) -> list[Key]:
        return sorted(keys, key=lambda k: (self.region_rank.get(k[1], 1 << 30), self.nation_rank.get(k[0], 1 << 30)))

    def capacity(self) -> int:
        return self.params["ship_capacity"]

    # -- events and money -------------------------------------------------------------------
    def emit(self, event: Event) -> None:
        self.events.append(event)

    def pay(self, nation: str, amount: int) -> bool:
        if self.treasury[nation] < amount:
            return False
        self.treasury[nation] -= amount
        return True

    # -- back to a state --------------------------------------------------------------------
    def to_state(self, **changes: Any) -> ClassicState:
        nations = tuple(replace(n, treasury={**n.treasury, "gold": self.treasury[n.name]})
                        for n in self.start.nations)
        armies = tuple(Armies(nation=n, at=p, count=self.armies[(n, p)])
                       for n, p in self.sorted_keys(k for k, c in self.armies.items() if c > 0))
        keys = {k for k, c in self.ships.items() if c > 0}
        fleets = tuple(Fleet(nation=n, at=s, ships=self.ships[(n, s)], aboard=self.aboard.get((n, s), 0))
                       for n, s in self.sorted_keys(keys))
        return replace(self.start, nations=nations, owners=dict(sorted(self.owners.items())), armies=armies,
                       fleets=fleets, gifts=tuple(self.gifts), **changes)
