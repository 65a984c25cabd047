"""A game's pages for one reader: the starting position, then the position after each resolved turn,
each with the reports that reader is sent. What the map shows a reader is the map's own business
(`Draw`: a nation's private map, or the public map); this module only gathers."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.events import Event
from engine.game.gamefile import Game
from engine.game.records import resolved_state, starting_report
from engine.state import GameState
from engine.viewer.sheet import TurnMap, TurnPage, Viewer

# the map of a position (after the turn's events) as `nation` sees it, None: the public map
Draw = Callable[[GameState, Sequence[Event], "str | None"], TurnMap]


def viewer_of(game: Game, nation: str | None, draw: Draw, through: int | None = None) -> Viewer:
    """Everything `nation` (None: anyone) may read of the game so far (`through`: up to that resolved
    turn, as posted then)."""
    if nation is not None:
        nation = game.state(game.current_turn).find_nation(nation).name
    return Viewer(game.title, nation, tuple(pages_of(game, nation, draw, through)))


def pages_of(game: Game, nation: str | None, draw: Draw, through: int | None = None) -> list[TurnPage]:
    start = game.state(0)
    reports = [starting_report(game, None)]
    if nation is not None and _plays(start, nation):
        reports.insert(0, starting_report(game, nation))
    pages = [TurnPage(game.label(0), f"Start: {game.label(0)}", draw(start, (), _seen_by(start, nation)),
                      tuple(reports))]
    last = game.current_turn - 1 if through is None else min(through, game.current_turn - 1)
    for turn in range(last + 1):
        before, after = game.state(turn), resolved_state(game, turn)
        reports = [game.report(turn)]
        orders = None
        if nation is not None and _plays(before, nation):
            reports.insert(0, game.report(turn, nation))
            orders = game.orders_text(nation, turn)
        label = game.label(turn)
        seen = draw(after, tuple(game.events(turn)), _seen_by(after, nation))
        pages.append(TurnPage(label, f"After {label}", seen, tuple(reports), orders))
    return pages


def _plays(state: GameState, nation: str) -> bool:
    return any(n.name == nation for n in state.nations)


def _seen_by(state: GameState, nation: str | None) -> str | None:
    """A nation that is no longer (or not yet) in the game sees the public map."""
    return nation if nation is not None and _plays(state, nation) else None
