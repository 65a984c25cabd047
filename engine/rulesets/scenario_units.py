"""Reading a scenario's units, for rulesets: the checks every ruleset needs made once, beside
the base class, so the scenario reader and the rulesets do not import each other. The same
reading serves a scenario's `units` and the pieces the GM places by hand (`with_units`)."""

from __future__ import annotations

from typing import Any, Callable, Iterator, Mapping, Sequence

from engine.board import Board
from engine.errors import ScenarioError, UnknownName
from engine.state import GameState

Unit = tuple[str, dict[str, Any], str, str]    # (where, entry, nation, region id)


def scenario_units(scenario: Mapping[str, Any], board: Board, base: GameState) -> Iterator[Unit]:
    """The scenario's units for a ruleset to read: (where, unit, nation, region id) for each, with
    the checks every ruleset needs (an object, a known nation, a known place) made here."""
    units = scenario.get("units", [])
    if not isinstance(units, list):
        raise ScenarioError("units: must be a list")
    return read_entries(units, board, base, lambda i, u: f"units[{i}]")


def placed_units(entries: Sequence[Mapping[str, Any]], board: Board, state: GameState) -> Iterator[Unit]:
    """The pieces the GM places (`Ruleset.with_units`), read as a scenario's units are; an entry
    is named by its type ("corps: France corps A has 4 divisions"), its place in a list meaning
    nothing to the GM."""
    return read_entries(list(entries), board, state, lambda i, u: str(u.get("type", "unit")))


def read_entries(units: Sequence[Any], board: Board, base: GameState,
                 where_of: Callable[[int, Any], str]) -> Iterator[Unit]:
    nations = {n.name for n in base.nations}
    for i, u in enumerate(units):
        where = where_of(i, u) if isinstance(u, Mapping) else f"units[{i}]"
        if not isinstance(u, Mapping):
            raise ScenarioError(f"{where}: a unit must be an object")
        nation = u.get("nation")
        if nation not in nations:
            raise ScenarioError(f"{where}: unknown nation {nation!r}")
        try:
            at = board.find(str(u.get("at", ""))).id
        except UnknownName as e:
            raise ScenarioError(f"{where} ({nation}): {e}") from None
        yield where, dict(u), str(nation), at


def refuse_duplicates(label: str, keys: list[tuple[str, Any]]) -> None:
    """ScenarioError when a nation has two pieces of one kind with one name ("two corps A")."""
    seen: set[tuple[str, Any]] = set()
    for k in keys:
        if k in seen:
            raise ScenarioError(f"units: {k[0]} has two {label} {k[1]}")
        seen.add(k)
