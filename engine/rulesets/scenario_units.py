"""Reading a scenario's units, for rulesets: the checks every ruleset needs made once, beside
the base class, so the scenario reader and the rulesets do not import each other."""

from __future__ import annotations

from typing import Any, Iterator, Mapping

from engine.board import Board
from engine.errors import ScenarioError, UnknownName
from engine.state import GameState


def scenario_units(scenario: Mapping[str, Any], board: Board,
                   base: GameState) -> Iterator[tuple[str, dict[str, Any], str, str]]:
    """The scenario's units for a ruleset to read: (where, unit, nation, region id) for each, with
    the checks every ruleset needs (an object, a known nation, a known place) made here."""
    units = scenario.get("units", [])
    if not isinstance(units, list):
        raise ScenarioError("units: must be a list")
    nations = {n.name for n in base.nations}
    for i, u in enumerate(units):
        where = f"units[{i}]"
        if not isinstance(u, dict):
            raise ScenarioError(f"{where}: a unit must be an object")
        nation = u.get("nation")
        if nation not in nations:
            raise ScenarioError(f"{where}: unknown nation {nation!r}")
        try:
            at = board.find(str(u.get("at", ""))).id
        except UnknownName as e:
            raise ScenarioError(f"{where} ({nation}): {e}") from None
        yield where, u, nation, at
