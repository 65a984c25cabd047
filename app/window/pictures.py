"""What the window and the exports draw for a turn: the position, the turn's movements and battles.

A resolved turn is shown as the GM posts it with the update: the position after the turn, with
the arrows of the moves that led there and the battles fought. The current turn (awaiting
orders) is shown as it stands, without arrows. No Qt here: the CLI uses it too.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.render.picture import MapPicture
from app.rulesets import RulesetUI, ruleset_ui
from engine.errors import BerthierError
from engine.events import Event
from engine.game.gamefile import Game
from engine.game.records import resolved_state
from engine.state import GameState

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


def adapter(ruleset_id: str) -> RulesetUI:
    """The ruleset's part of the window (a plain one that colours provinces by owner when it has none)."""
    return ruleset_ui(ruleset_id)


def picture(game: Game, view: TurnView, *, nation: str | None = None, gm: bool = False,
            treasuries: bool = False) -> MapPicture:
    """The map of a turn for the GM (`gm`), a nation's private map (`nation`), or the public map;
    `treasuries` prints the treasuries table under the map (a nation's map: its own only)."""
    if nation is not None:
        nation = view.state.find_nation(nation).name
    subtitle = f"After {view.label}" if view.resolved else view.label
    if nation is not None:
        subtitle += f" · {nation}"
    pic = adapter(game.rules.id).picture(game.board, view.state, title=game.title, viewer=nation, gm=gm,
                                         events=view.events, subtitle=subtitle)
    if treasuries:
        pic = pic.with_(notes=(*pic.notes, *treasury_lines(game, view.state, nation)))
    return pic


def treasury_lines(game: Game, state: GameState, nation: str | None = None) -> tuple[str, ...]:
    """'Treasuries:' then one line per nation ('France: 120 gold, 3.50 cheese'), or only `nation`'s
    own treasury: treasuries are private, so a nation's map never shows another's."""
    rows = [n for n in state.nations if nation is None or n.name == nation]
    if not rows:
        return ()
    lines = ["Treasury:" if nation else "Treasuries:"]
    for n in rows:
        amounts = ", ".join(r.format_amount(n.treasury.get(r.name, 0), unit=True) for r in game.rules.resources)
        lines.append(f"{n.name}: {amounts or 'nothing'}")
    return tuple(lines)


def public_map_label(ruleset_id: str) -> str:
    """'Public map (corps letters only)': what the ruleset's public map shows, for the export dialog."""
    shows = ruleset_ui(ruleset_id).public_map_shows
    return f"Public map ({shows})" if shows else "Public map"
