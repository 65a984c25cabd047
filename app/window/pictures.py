"""What the window and the exports draw for a turn: the position, the turn's movements and battles.

A resolved turn is shown as the GM posts it with the update: the position after the turn, with
the arrows of the moves that led there and the battles fought. The current turn (awaiting
orders) is shown as it stands, without arrows. No Qt here: the CLI uses it too.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace
from typing import Sequence

from app.render.picture import MapPicture
from engine.board import Board
from engine.errors import BerthierError
from engine.events import Event
from engine.gamefile import Game
from engine.records import resolved_state
from engine.state import GameState

NEUTRAL = "#e8d9b0"


@dataclass(frozen=True)
class TurnView:
    """A turn as the window shows it."""

    turn: int                   # the turn whose orders `label` names
    label: str                  # "Winter 1804"
    state: GameState            # the position drawn: after the turn if resolved, else the current one
    events: tuple[Event, ...]   # the turn's events (empty for the current turn)
    resolved: bool

    @property
    def caption(self) -> str:
        return f"After {self.label} (resolved)" if self.resolved else f"{self.label}: awaiting orders"


def turn_view(game: Game, turn: int | None = None) -> TurnView:
    """Turn `turn` (default: the current one) as the window shows it."""
    current = game.current_turn
    turn = current if turn is None else turn
    if not 0 <= turn <= current:
        raise BerthierError(f"there is no turn {turn}; turns are 0 to {current}")
    if turn == current:
        return TurnView(turn, game.label(turn), game.state(turn), (), False)
    return TurnView(turn, game.label(turn), resolved_state(game, turn), tuple(game.events(turn)), True)


def last_resolved(game: Game) -> int | None:
    return game.current_turn - 1 if game.current_turn > 0 else None


def adapter(ruleset_id: str):
    """The ruleset's map adapter, or a plain one that colours provinces by owner."""
    from app.rulesets import ADAPTERS
    return ADAPTERS.get(ruleset_id, _plain_adapter)


def picture(game: Game, view: TurnView, *, nation: str | None = None, gm: bool = False) -> MapPicture:
    """The map of a turn for the GM (`gm`), a nation's private map (`nation`), or the public map."""
    if nation is not None:
        nation = view.state.find_nation(nation).name
    subtitle = f"After {view.label}" if view.resolved else view.label
    if nation is not None:
        subtitle += f" · {nation}"
    return adapter(game.rules.id).picture(game.board, view.state, title=game.title, viewer=nation, gm=gm,
                                          events=view.events, subtitle=subtitle)


def public_map_label(ruleset_id: str) -> str:
    """'Public map (corps letters only)': what the ruleset's public map shows, for the export dialog."""
    shows = getattr(adapter(ruleset_id), "PUBLIC_MAP_SHOWS", "")
    return f"Public map ({shows})" if shows else "Public map"


def _plain_picture(board: Board, state: GameState, *, title=None, viewer=None, gm=False, events=(),
                   subtitle=None) -> MapPicture:
    colour = {n.name: n.colour for n in state.nations}
    legend = [(n.name, n.colour) for n in state.nations] + [("Neutral", NEUTRAL)]
    return MapPicture(fills={p: colour[n] for p, n in state.owners.items() if n in colour}, title=title,
                      subtitle=subtitle, legend=legend)


def _plain_tooltip(board: Board, state: GameState, region_id: str, viewer=None, gm=False) -> str:
    r = board[region_id]
    lines = [f"<b>{r.name}</b>"]
    if r.is_land:
        lines.append(f"Owner: {state.owner(region_id) or 'neutral'}; value {r.value}")
    return "<br>".join(lines)


_plain_adapter = SimpleNamespace(picture=_plain_picture, region_tooltip=_plain_tooltip)


def units_at(state: GameState, region_id: str) -> Sequence:
    """The units in a region, for rulesets whose state has them."""
    find = getattr(state, "units_at", None)
    return find(region_id) if find is not None else ()


def describe_unit(unit, *, gm: bool = True) -> str:
    label = unit.label() if hasattr(unit, "label") else str(unit)
    if gm and hasattr(unit, "composition"):
        label += f": {unit.composition()}"
    if getattr(unit, "new", False):
        label += " (new)"
    return label
