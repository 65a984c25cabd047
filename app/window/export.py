"""Files a GM posts or sends: map PNGs, reports in Markdown, BBCode and text, a whole turn in a folder.

No dialogs here: the window asks where, these functions write, and `berthier render` uses the
same `save_map`. Every writing error becomes an `ExportError` that names the path and the reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

from app.window.pictures import TurnView, adapter, last_resolved, picture, turn_view
from engine.errors import BerthierError
from engine.gamefile import Game
from engine.reports import FORMATS, render
from engine.reports.forums import render_as

DEFAULT_WIDTH = 1600
MAX_WIDTH = 16384
REPORT_SUFFIX = {"md": ".md", "bbcode": ".bbcode.txt", "text": ".txt"}
FORMAT_NAMES = {"md": "Markdown", "bbcode": "BBCode", "text": "plain text"}


class ExportError(BerthierError):
    """A file could not be written; the message names it and says why."""


def default_turn(game: Game) -> int:
    """The turn an export shows unless told: the last resolved one, or the current one if none is."""
    last = last_resolved(game)
    return game.current_turn if last is None else last


def slug(text: str) -> str:
    """'Great Britain' -> 'great-britain', for file names."""
    return re.sub(r"[^a-z0-9]+", "-", text.casefold()).strip("-") or "map"


def _reason(e: OSError) -> str:
    return e.strerror or str(e)


def check_width(width: int) -> int:
    width = int(width)
    if not 16 <= width <= MAX_WIDTH:
        raise ExportError(f"a map must be between 16 and {MAX_WIDTH} pixels wide, not {width}")
    return width


def save_map(game: Game, path: str | Path, *, turn: int | None = None, nation: str | None = None,
             width: int = DEFAULT_WIDTH, view: TurnView | None = None) -> Path:
    """Write the public map (under the ruleset's fog of war, if it has one) or a nation's private map,
    as PNG, JPEG or SVG as the file name asks."""
    from app.render.formats import UnknownImageFormat, save_image  # Qt is loaded only when a map is drawn

    width = check_width(width)
    view = view or turn_view(game, default_turn(game) if turn is None else turn)
    pic = picture(game, view, nation=nation)
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)   # exporting every map makes its folders
        return save_image(game.board, path, pic, width=width)
    except UnknownImageFormat as e:
        raise ExportError(str(e)) from None
    except OSError as e:
        raise ExportError(f"cannot write the map to {path}: {_reason(e)}") from None


def report_text(game: Game, turn: int, nation: str | None, fmt: str) -> str:
    """The public update (nation None) or a nation's internal report of a resolved turn."""
    return render_as(game.report(turn, nation), fmt)


def write_text(path: str | Path, text: str) -> Path:
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    except OSError as e:
        raise ExportError(f"cannot write {path}: {_reason(e)}") from None
    return path


def make_folder(folder: str | Path) -> Path:
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise ExportError(f"cannot create the folder {folder}: {_reason(e)}") from None
    return folder


@dataclass(frozen=True)
class ExportStep:
    """One file (or a few) of a longer export, so the window can show progress between steps."""

    description: str
    run: Callable[[], list[Path]]


def report_steps(game: Game, folder: Path, turn: int, formats: Iterable[str] = FORMATS,
                 nations_in_folders: bool = False) -> list[ExportStep]:
    """The public update and every nation's internal report of `turn`, in each format."""
    formats = tuple(formats)
    state = game.state(turn)
    steps = [ExportStep("public update", lambda: [
        write_text(folder / f"public-update{REPORT_SUFFIX[f]}", report_text(game, turn, None, f)) for f in formats])]
    for n in state.nations:
        where = folder / slug(n.name) if nations_in_folders else folder

        def nation_reports(name=n.name, where=where) -> list[Path]:
            return [write_text(where / f"{slug(name)}-report{REPORT_SUFFIX[f]}", report_text(game, turn, name, f))
                    for f in formats]
        steps.append(ExportStep(f"internal report of {n.name}", nation_reports))
    return steps


def export_reports(game: Game, folder: str | Path, turn: int | None = None,
                   formats: Iterable[str] = FORMATS) -> list[Path]:
    """Write the reports of a resolved turn (default: the last) into `folder`; returns the files."""
    turn = _resolved_turn(game, turn)
    folder = make_folder(folder)
    return [p for step in report_steps(game, folder, turn, formats) for p in step.run()]


def _resolved_turn(game: Game, turn: int | None) -> int:
    last = last_resolved(game)
    if turn is None:
        turn = last
    if turn is None:
        raise ExportError("no turn has been resolved yet, so there are no reports to export")
    if not 0 <= turn < game.current_turn:
        raise ExportError(f"turn {turn} has not been resolved; reports exist for turns 0 to {game.current_turn - 1}")
    return turn


def export_turn_steps(game: Game, folder: str | Path, turn: int | None = None,
                      width: int = DEFAULT_WIDTH) -> list[ExportStep]:
    """Everything a GM uploads for a turn, as steps: the public map and update (three formats),
    and for each nation a folder with its private map and internal report.

    An unresolved turn (a game with no resolved turn yet) gives the maps only.
    """
    width = check_width(width)
    turn = default_turn(game) if turn is None else turn
    view = turn_view(game, turn)
    folder = Path(folder)
    steps = [ExportStep("folder", lambda: [make_folder(folder)]),
             ExportStep("public map", lambda: [save_map(game, folder / "public-map.png", view=view, width=width)])]
    for n in view.state.nations:
        def private_map(name=n.name) -> list[Path]:
            return [save_map(game, folder / slug(name) / f"{slug(name)}-map.png", view=view, nation=name,
                             width=width)]
        steps.append(ExportStep(f"map of {n.name}", private_map))
    if view.resolved:
        steps += report_steps(game, folder, turn, nations_in_folders=True)
    steps.append(ExportStep("read-me", lambda: [write_text(folder / "README.txt", _readme(game, view))]))
    return steps


def turn_folder(game: Game, turn: int) -> Path:
    """Where "Post the turn" writes a turn: beside the game file, one folder a turn, in turn order."""
    return game.path.parent / f"{slug(game.path.stem)}-turns" / f"{turn:03d}-{slug(game.label(turn))}"


def export_turn(game: Game, folder: str | Path, turn: int | None = None, width: int = DEFAULT_WIDTH) -> list[Path]:
    return [p for step in export_turn_steps(game, folder, turn, width) for p in step.run()]


def _readme(game: Game, view: TurnView) -> str:
    names = [n.name for n in view.state.nations]
    lines = [f"{game.title}: {view.caption}", ""]
    lines.append("Post on the forum (everyone may see these):")
    shows = getattr(adapter(game.rules.id), "PUBLIC_MAP_SHOWS", "")
    lines.append("  public-map.png        the map" + (f" ({shows})" if shows else ""))
    if view.resolved:
        for f in FORMATS:
            lines.append(f"  public-update{REPORT_SUFFIX[f]:<12} the public update in {FORMAT_NAMES[f]}")
    lines += ["", "Send privately, each folder to its nation's player:"]
    for name in names:
        lines.append(f"  {slug(name)}/" + ("  private map and internal report" if view.resolved else "  private map"))
    if not view.resolved:
        lines += ["", "No turn has been resolved yet, so there are no reports."]
    return "\n".join(lines) + "\n"
