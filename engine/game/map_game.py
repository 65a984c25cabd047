"""A game started on a map of the GM's own, with no scenario: the nations are the map's home
nations. `berthier new --map FILE` starts one with `start_on_map`; the map editor asks
`new_game_problems` whether it could, so the two can never disagree.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.board import Board, parse_map
from engine.errors import BerthierError, MapFileError, ScenarioError, UnknownName
from engine.rulesets import available, ruleset
from engine.game.scenario import build_scenario
from engine.state import GameState

# The colours of the nations, in the order their home provinces come on the map.
PALETTE = ["#3f6fc8", "#c8423f", "#3f9c4a", "#7a4fb0", "#e08a2e", "#2e9ec0", "#b0497a", "#8c8c3a", "#5a6e7f"]
NO_REGIONS = "the map has no regions: draw or trace its provinces and seas first"
NO_HOMES = ("no province names a home nation (the 'home' attribute), so the game would have no nations: "
            "set 'home' on each nation's home provinces")


def home_nations(board: Board) -> list[str]:
    """The nations named by the provinces' 'home' attribute, in map order."""
    homes: list[str] = []
    for r in board:
        h = r.attributes.get("home")
        if isinstance(h, str) and h.strip() and h.strip() not in homes:
            homes.append(h.strip())
    return homes


def scenario_for_map(board: Board, ruleset_id: str, *, title: str | None = None,
                     params: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The scenario a game on this map starts from: one nation per home nation, in map order."""
    if len(board) == 0:
        raise ScenarioError(NO_REGIONS)
    homes = home_nations(board)
    if not homes:
        raise ScenarioError(NO_HOMES)
    own = {**ruleset(ruleset_id).params_on_another_map(), **(params or {})}    # none of the seed map's exceptions
    return {"ruleset": ruleset_id, "title": title or board.info.title, "params": own,
            "nations": [{"name": h, "colour": PALETTE[i % len(PALETTE)]} for i, h in enumerate(homes)]}


def start_on_map(board: Board, ruleset_id: str, *, title: str | None = None,
                 params: Mapping[str, Any] | None = None) -> tuple[Board, GameState, dict[str, Any]]:
    """The map, the first state and the scenario data of a new game on a checked map;
    ScenarioError says what stops it (no regions, no home nations, what the ruleset refuses)."""
    data = scenario_for_map(board, ruleset_id, title=title, params=params)
    board, state = build_scenario(data, board=board)
    return board, state, data


def new_game_problems(map_data: Any, ruleset_id: str, *, params: Mapping[str, Any] | None = None,
                      source: str = "the map") -> list[str]:
    """Everything that stops `berthier new --ruleset RULESET --map FILE` on this map file's data,
    each said as the GM should read it; an empty list when a game can start on it."""
    try:
        ruleset(ruleset_id)
    except UnknownName as e:
        return [f"ruleset: {e}"]
    try:
        board = parse_map(map_data, source=source, strict=False)
    except MapFileError as e:
        return [str(e)]
    out = [str(p) for p in board.problems if p.severity == "error"]
    if len(board) == 0:
        return [NO_REGIONS]
    if out:
        return out + [p for p in board_problems(board, ruleset_id, params=params) if p == NO_HOMES]
    return board_problems(board, ruleset_id, params=params)


def board_problems(board: Board, ruleset_id: str, *, params: Mapping[str, Any] | None = None) -> list[str]:
    """What stops a game starting on a map already read (the new-game dialog's check): no regions,
    no home nations, or what the ruleset refuses; empty when a game can start."""
    if len(board) == 0:
        return [NO_REGIONS]
    if not home_nations(board):
        return [NO_HOMES]
    try:
        start_on_map(board, ruleset_id, params=params)
    except BerthierError as e:
        return [str(e)]
    return []


def rulesets() -> list[str]:
    """The rulesets a game can be played by."""
    return available()
