"""The players' viewers of a game: each page's map is the ruleset's own map picture for that reader
(a nation's private map, with its fog of war, or the public map), handed to `engine.viewer` as data.
No Qt here: the CLI and the window both write viewers through this module."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from app.render.picture import MapPicture
from app.rulesets import ruleset_ui
from engine.errors import BerthierError
from engine.events import Event
from engine.game.gamefile import Game
from engine.state import GameState
from engine.viewer import Fight, Move, TurnMap, Unit, viewer_html, viewer_of
from engine.viewer.outline import Outline, outline


def turn_map(picture: MapPicture) -> TurnMap:
    """What a map picture shows, as the viewer's data (planned-order marks are the GM's: left out)."""
    return TurnMap(
        fills=dict(picture.fills),
        units=tuple(Unit(m.region, m.text, m.colour, str(m.shape), m.count, m.caption or "",
                         _plain(m.tooltip), m.destroyed) for m in picture.markers),
        moves=tuple(Move(a.source, a.target, a.colour, str(a.style)) for a in picture.arrows),
        fights=tuple(Fight(b.region, _plain(b.tooltip), b.winner or "") for b in picture.battles),
        legend=tuple((e.name, e.colour) for e in picture.legend),
        notes=tuple(picture.notes))


def _plain(text: str | None) -> str:
    return (text or "").replace("<br>", "\n").replace("<b>", "").replace("</b>", "")


def drawer(game: Game):
    """The `engine.viewer.Draw` of this game: its ruleset's map of a position, for a reader."""
    ui = ruleset_ui(game.rules.id)

    def draw(state: GameState, events: Sequence[Event], nation: str | None) -> TurnMap:
        return turn_map(ui.picture(game.board, state, title=game.title, viewer=nation, gm=False,
                                   events=events, subtitle=None))
    return draw


def viewer_text(game: Game, nation: str | None = None, shape: Outline | None = None,
                through: int | None = None) -> str:
    """The HTML of `nation`'s viewer (None: the public viewer), up to resolved turn `through` if given."""
    return viewer_html(viewer_of(game, nation, drawer(game), through), game.board, shape)


def write_viewer(game: Game, path: str | os.PathLike, nation: str | None = None,
                 shape: Outline | None = None, through: int | None = None) -> Path:
    path = Path(path)
    text = viewer_text(game, nation, shape, through)
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as e:
        raise BerthierError(f"cannot write the viewer to {path}: {e.strerror or e}") from None
    return path


def viewer_files(game: Game, folder: Path) -> dict[str | None, Path]:
    """Where `write_viewers` puts each viewer: public.html, then one file per nation."""
    from app.window.export import nation_slugs
    names = game.state(game.current_turn).nation_names()
    slugs = nation_slugs(names)
    files: dict[str | None, Path] = {None: folder / "public-viewer.html"}
    files.update({name: folder / f"{slugs[name]}-viewer.html" for name in names})
    return files


def write_viewers(game: Game, folder: str | os.PathLike) -> list[Path]:
    """The public viewer and one viewer per nation, in `folder` (made if missing)."""
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise BerthierError(f"cannot make the folder {folder}: {e.strerror or e}") from None
    shape = outline(game.board)
    return [write_viewer(game, path, nation, shape) for nation, path in viewer_files(game, folder).items()]
