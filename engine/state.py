"""The game's state between turns: plain immutable data that serialises to JSON.

Each ruleset subclasses `GameState` to add its own units (corps, armies, ships ...); the
common part holds the calendar, the nations, who owns what and who is at war with whom.
"""

from __future__ import annotations

from typing import Any, Iterable, Iterator

import msgspec

from engine.errors import UnknownName

PEACE = "peace"
WAR = "war"
ALLIANCE = "alliance"


class Nation(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    colour: str
    treasury: dict[str, int] = {}        # resource -> amount ("gold", "cheese", ...)
    home: tuple[str, ...] = ()           # the provinces the nation started the game with
    major: bool = True
    aliases: tuple[str, ...] = ()        # other names players write ("Britain", "the Turks")
    counters: dict[str, int] = {}        # ruleset bookkeeping: conscription used this year, ...

    def gold(self) -> int:
        return self.treasury.get("gold", 0)


class Relation(msgspec.Struct, frozen=True, kw_only=True):
    """How two nations stand; `history` lists (turn, status) for every change, oldest first."""
    nations: tuple[str, str]             # sorted
    status: str = PEACE
    history: tuple[tuple[int, str], ...] = ()
    broken_on: int | None = None         # the turn an alliance between them was broken


class GameState(msgspec.Struct, frozen=True, kw_only=True, tag_field="ruleset"):
    turn: int = 0                         # how many turns have been resolved
    season: str | None = None             # calendar of seasonal rulesets
    year: int | None = None
    nations: tuple[Nation, ...] = ()
    owners: dict[str, str] = {}           # province id -> nation name; absent means neutral
    relations: tuple[Relation, ...] = ()  # only pairs that are not plain peace, plus history
    params: dict[str, Any] = {}           # the game's rule parameters (house rules included)
    extra: dict[str, Any] = {}            # ruleset carry-over between turns

    # -- nations -----------------------------------------------------------------------------
    def nation(self, name: str) -> Nation:
        for n in self.nations:
            if n.name == name:
                return n
        raise UnknownName("nation", name, [n.name for n in self.nations][:3])

    def find_nation(self, text: str) -> Nation:
        """The nation a player means by `text`: its name or an alias, case ignored."""
        def norm(t: str) -> str:
            return " ".join(t.split()).casefold().removeprefix("the ")
        key = norm(text)
        for n in self.nations:
            if key == norm(n.name) or key in (norm(a) for a in n.aliases):
                return n
        import difflib
        names = [n.name for n in self.nations]
        close = difflib.get_close_matches(text, names, n=3, cutoff=0.5)
        raise UnknownName("nation", text, close, known=names)

    def nation_names(self) -> list[str]:
        return [n.name for n in self.nations]

    # -- relations ---------------------------------------------------------------------------
    def relation(self, a: str, b: str) -> Relation:
        key = (a, b) if a <= b else (b, a)
        for r in self.relations:
            if r.nations == key:
                return r
        return Relation(nations=key)

    def status(self, a: str, b: str) -> str:
        if a == b:
            return ALLIANCE
        return self.relation(a, b).status

    def at_war(self, a: str, b: str) -> bool:
        return a != b and self.status(a, b) == WAR

    def allied(self, a: str, b: str) -> bool:
        return a != b and self.status(a, b) == ALLIANCE

    def friends(self, nation: str) -> set[str]:
        """The nation and its allies."""
        out = {nation}
        for r in self.relations:
            if r.status == ALLIANCE and nation in r.nations:
                out.update(r.nations)
        return out

    def enemies(self, nation: str) -> set[str]:
        out: set[str] = set()
        for r in self.relations:
            if r.status == WAR and nation in r.nations:
                out.update(r.nations)
        out.discard(nation)
        return out

    # -- provinces ---------------------------------------------------------------------------
    def owner(self, region_id: str) -> str | None:
        return self.owners.get(region_id)

    def provinces_of(self, nation: str) -> Iterator[str]:
        return (p for p, n in self.owners.items() if n == nation)


def replace(obj: Any, **changes: Any) -> Any:
    """A copy of an immutable struct with some fields changed."""
    return msgspec.structs.replace(obj, **changes)


def with_relation(state: GameState, a: str, b: str, status: str, turn: int, **fields: Any) -> GameState:
    """The state with a and b's relation changed to `status`, the change kept in its history."""
    old = state.relation(a, b)
    new = replace(old, status=status, history=old.history + ((turn, status),), **fields)
    rest = tuple(r for r in state.relations if r.nations != new.nations)
    return replace(state, relations=tuple(sorted(rest + (new,), key=lambda r: r.nations)))


def with_nation(state: GameState, nation: Nation) -> GameState:
    return replace(state, nations=tuple(nation if n.name == nation.name else n for n in state.nations))


def map_nations(state: GameState, names: Iterable[str], change) -> GameState:
    names = set(names)
    return replace(state, nations=tuple(change(n) if n.name in names else n for n in state.nations))


def encode(state: GameState) -> bytes:
    """Canonical JSON of a state: the same state always gives the same bytes."""
    return msgspec.json.encode(state, order="deterministic")


def to_builtins(obj: Any) -> Any:
    return msgspec.to_builtins(obj, order="deterministic")
