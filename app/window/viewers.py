"""File > Export > Viewers: the public viewer and one viewer per nation (self-contained HTML files, every
turn's map and the reports as each may see them) written into a folder the GM chooses."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

from app.window import dialogs
from app.window.export import ExportStep, make_folder
from engine.errors import BerthierError
from engine.game.gamefile import Game

if TYPE_CHECKING:
    from app.window.host import WindowHost

TIP = "The public viewer and one per nation: HTML files with every turn's map and reports, to send or post"


def action(window: WindowHost) -> QAction:
    """The menu entry, disabled while no game is open (the window's `_update_actions`)."""
    entry = QAction("&Viewers…", window)
    entry.setToolTip(TIP)
    entry.setStatusTip(TIP)
    entry.triggered.connect(lambda: export_viewers(window))
    return entry


def viewer_steps(game: Game, folder: Path) -> list[ExportStep]:
    """The folder, then each viewer (the public one first) as one step."""
    from app.render.viewer_maps import viewer_files
    return [ExportStep("folder", lambda: [make_folder(folder)]), *_steps(game, viewer_files(game, folder))]


def turn_folder_steps(game: Game, folder: Path, turn: int) -> list[ExportStep]:
    """The viewers in a posted turn's folder, up to that turn: the public one beside the public map,
    each nation's in its own folder beside its map and report."""
    from app.window.export import nation_slugs
    slugs = nation_slugs(game.state(turn).nation_names())
    files: dict[str | None, Path] = {None: folder / "public-viewer.html"}
    files.update({name: folder / slug / f"{slug}-viewer.html" for name, slug in slugs.items()})
    return _steps(game, files, turn)


def _steps(game: Game, files: dict[str | None, Path], through: int | None = None) -> list[ExportStep]:
    """One step per viewer; the map's outline is drawn once, by the first."""
    from app.render.viewer_maps import write_viewer
    from engine.viewer.outline import Outline, outline

    shape: list[Outline] = []

    def outlined() -> Outline:
        if not shape:
            shape.append(outline(game.board))
        return shape[0]

    steps = []
    for nation, path in files.items():
        def write(nation=nation, path=path) -> list[Path]:
            path.parent.mkdir(parents=True, exist_ok=True)
            return [write_viewer(game, path, nation, outlined(), through)]
        steps.append(ExportStep(f"viewer of {nation}" if nation else "public viewer", write))
    return steps


def export_viewers(window: WindowHost, folder: Path | None = None) -> list[Path] | None:
    game = window.session.game
    if game is None:
        return None
    if folder is None:
        start = window.settings.folder("exports") or str(game.path.parent)
        folder = dialogs.folder_path(window, "Write the players' viewers to a folder (files go directly "
                                             "into it)", start)
        if folder is None:
            return None
    try:
        steps = viewer_steps(game, Path(folder))
    except BerthierError as e:
        dialogs.show_error(window, "Cannot write the viewers", str(e))
        return None
    files = window._run_steps("Writing the players' viewers", steps, Path(folder))
    if files is not None:
        window.statusBar().showMessage(f"Wrote {len(files)} viewers to {folder}: public-viewer.html may be "
                                       f"posted; send each nation only its own file", 20000)
    return files
