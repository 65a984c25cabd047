"""The season being resolved: mutable working copies of the state, turned back into a state at the end.

Resolution stays a pure function (state in, new state out); inside it, phases change this
working copy in place, which keeps 50,000-division turns fast.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any, Iterable

from engine.board import Board
from engine.events import Event
from engine.rulesets.napoleonic.units import Corps, NapoleonicState, Squadron
from engine.state import ALLIANCE, GameState, replace, with_relation


class Work:
    def __init__(self, board: Board, state: NapoleonicState):
        self.board = board
        self.start = state
        self.params: dict[str, Any] = state.params
        self.turn = state.turn
        self.relations: GameState = state          # relations live on a state; updated immutably
        self.treasury: dict[str, int] = {n.name: n.gold() for n in state.nations}
        self.counters: dict[str, dict[str, int]] = {n.name: dict(n.counters) for n in state.nations}
        self.owners: dict[str, str] = dict(state.owners)
        self.corps: dict[tuple[str, str], Corps] = {c.key: c for c in state.corps}
        self.squadrons: dict[tuple[str, int], Squadron] = {s.key: s for s in state.squadrons}
        self.events: list[Event] = []
        self.named_letters: dict[str, dict[str, str]] = {}    # new_letters.named_new: letters transfers name
        self._friends: dict[str, frozenset[str]] = {}
        self._enemies: dict[str, frozenset[str]] = {}

    # -- relations ------------------------------------------------------------------------
    def set_relation(self, a: str, b: str, status: str, **fields: Any) -> None:
        self.relations = with_relation(self.relations, a, b, status, self.turn, **fields)
        self._friends.clear()
        self._enemies.clear()

    def friends(self, nation: str) -> frozenset[str]:
        f = self._friends.get(nation)
        if f is None:
            f = self._friends[nation] = frozenset(self.relations.friends(nation))
        return f

    def enemies(self, nation: str) -> frozenset[str]:
        e = self._enemies.get(nation)
        if e is None:
            e = self._enemies[nation] = frozenset(self.relations.enemies(nation))
        return e

    def at_war(self, a: str, b: str) -> bool:
        return b in self.enemies(a)

    def allied(self, a: str, b: str) -> bool:
        return a != b and self.relations.status(a, b) == ALLIANCE

    def any_war(self, nation: str) -> bool:
        """At war with a nation still in the game (a war with an eliminated one costs nothing)."""
        enemies = self.enemies(nation)
        return bool(enemies) and bool(enemies - self.eliminated())

    def eliminated(self) -> frozenset[str]:
        """Nations with no province and no unit left: they roll no dice and their orders are refused."""
        alive = set(self.owners.values()) | {c.nation for c in self.corps.values()} | \
            {s.nation for s in self.squadrons.values()}
        return frozenset(n.name for n in self.start.nations if n.name not in alive)

    # -- units ----------------------------------------------------------------------------
    def corps_by_place(self) -> dict[str, list[Corps]]:
        out: dict[str, list[Corps]] = defaultdict(list)
        for c in self.corps.values():
            out[c.at].append(c)
        return out

    def squadrons_by_sea(self) -> dict[str, list[Squadron]]:
        out: dict[str, list[Squadron]] = defaultdict(list)
        for s in self.squadrons.values():
            out[s.at].append(s)
        return out

    def put(self, unit: Corps | Squadron) -> None:
        if isinstance(unit, Corps):
            if unit.divisions == 0:
                self.corps.pop(unit.key, None)
            else:
                self.corps[unit.key] = unit
        else:
            self.squadrons[unit.key] = unit

    def remove(self, unit: Corps | Squadron) -> None:
        if isinstance(unit, Corps):
            self.corps.pop(unit.key, None)
        else:
            self.squadrons.pop(unit.key, None)

    def emit(self, event: Event) -> None:
        self.events.append(event)

    def emit_all(self, events: Iterable[Event]) -> None:
        self.events.extend(events)

    # -- money ----------------------------------------------------------------------------
    def pay(self, nation: str, amount: int) -> bool:
        if self.treasury[nation] < amount:
            return False
        self.treasury[nation] -= amount
        return True

    def begin_season(self) -> None:
        """Units built last season may move now: clear their flags, and take these positions as
        the start of the season (movement stops, strait control and scouting use them)."""
        for c in list(self.corps.values()):
            if c.new:
                self.corps[c.key] = Corps(**{**{f: getattr(c, f) for f in c.__struct_fields__}, "new": False})
        for s in list(self.squadrons.values()):
            if s.new:
                self.squadrons[s.key] = Squadron(nation=s.nation, number=s.number, at=s.at)
        self.start = self.to_state()

    # -- back to a state ------------------------------------------------------------------
    def to_state(self, **changes: Any) -> NapoleonicState:
        nations = tuple(replace(n, treasury={**n.treasury, "gold": self.treasury[n.name]},
                                counters=self.counters[n.name]) for n in self.start.nations)
        return replace(self.start, nations=nations, owners=dict(sorted(self.owners.items())),
                       relations=self.relations.relations, corps=tuple(self.corps.values()),
                       squadrons=tuple(self.squadrons.values()), **changes)
