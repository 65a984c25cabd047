"""What the GM's window writes out: maps, reports and whole turns to files, prints, the public
update to the clipboard, the turn posted. Mixed into `MainWindow`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QProgressDialog

from app.window.host import WindowHost
from app.window.map_drawing import Drawn
from app.window.off_thread import SHOW_AFTER_MS, run_off_thread
from app.window import dialogs, export, pictures, posting
from app.window.pictures import TurnView, last_resolved, turn_view
from engine.errors import BerthierError
from app.window.showing import APP_NAME
from engine.reports.forums import format_name

if TYPE_CHECKING:        # printing's Qt module loads when the GM prints
    from PySide6.QtPrintSupport import QPrinter


def map_heading(view: TurnView) -> str:
    """What the Export and Print dialogs draw: 'The map after Winter 1804 (resolved)'."""
    return f"The map after {view.label} (resolved)" if view.resolved else f"The map of {view.label} (awaiting orders)"


class Exporting(WindowHost):
    """Mixed into `MainWindow`; what it uses of the window is typed in `app.window.host`."""

    def _export_turn(self) -> int:
        """The turn exports show: the turn shown if resolved, else the last resolved one (the position
        is the current one either way; the resolved turn adds its movements and battles)."""
        if self.view is not None and self.view.resolved:
            return self.view.turn
        game = self.session.game
        assert game is not None, "the exports are offered only while a game is open"
        return export.default_turn(game)

    def export_map_png(self, path: Path | None = None, nation: str | None = None, width: int | None = None,
                       treasuries: bool = False) -> Path | None:
        """File > Export > Map: the public map (fog of war) or a nation's private map, as a PNG,
        or as an SVG drawing or a JPEG when the file name asks for one."""
        game = self.session.game
        if game is None:
            return None
        view = turn_view(game, self._export_turn())
        if path is None:
            choice = dialogs.map_choice(self, [n.name for n in view.state.nations], self.settings.export_width(),
                                        map_heading(view), pictures.public_map_label(game.rules.id))
            if choice is None:
                return None
            nation, width, treasuries = choice.nation, choice.width, choice.treasuries
            self.settings.set_export_width(width)
            name = f"{export.slug(nation) + '-map' if nation else 'public-map'}-{export.slug(view.label)}.png"
            start = self.settings.folder("exports") or str(game.path.parent)
            path = dialogs.save_path(self, "Export map", f"{start}/{name}", dialogs.MAP_FILTER)
            if path is None:
                return None
        if path.suffix.lower() not in (".png", ".svg", ".jpg", ".jpeg"):
            path = path.with_name(path.name + ".png")
        width = width or self.settings.export_width()
        if self.draw_off_thread():
            self._draw_off_thread(game, view, path, nation, width, treasuries)
            return None
        self.statusBar().showMessage(f"Drawing the map at {width} px…")
        error = self._drawing_map(lambda: export.save_map(game, path, view=view, nation=nation, width=width,
                                                          treasuries=treasuries))
        if error is not None:
            dialogs.show_error(self, "Cannot export the map", f"The map could not be saved as {path}.", error)
            return None
        self.settings.set_folder("exports", path.parent)
        self.statusBar().showMessage(f"Saved {path}", 6000)
        return path

    def _draw_off_thread(self, game, view: TurnView, path: Path, nation: str | None, width: int,
                         treasuries: bool) -> None:
        """The picture taken from the game here, the map drawn and written on the drawing thread
        (app/window/map_drawing.py); `_map_drawn` says when it is written."""
        if path in self.map_drawings.pending:
            self.statusBar().showMessage(f"{path.name} is already being drawn: it is saved in a moment.", 6000)
            return
        try:
            pic = pictures.picture(game, view, nation=nation, treasuries=treasuries)
            width = export.check_width(width)
        except BerthierError as e:
            dialogs.show_error(self, "Cannot export the map", f"The map could not be saved as {path}.", str(e))
            return
        self.map_drawings.start(game.board, path, pic, width)
        waiting = len(self.map_drawings.pending) - 1
        self.statusBar().showMessage(f"Drawing the map at {width} px to {path.name}…"
                                     + (f" (after {waiting} map(s) asked before)" if waiting else ""))

    def _map_drawn(self, drawn: Drawn) -> None:
        if drawn.path in self.map_drawings.pending:
            self.map_drawings.pending.remove(drawn.path)
        if drawn.error:
            dialogs.show_error(self, "Cannot export the map", f"The map could not be saved as {drawn.path}.",
                               drawn.error)
            return
        self.settings.set_folder("exports", drawn.path.parent)
        left = self.map_drawings.pending
        self.statusBar().showMessage(f"Saved {drawn.path}" + (f"; drawing {left[0].name}…" if left else ""),
                                     0 if left else 6000)

    def export_reports(self, folder: Path | None = None) -> list[Path] | None:
        """File > Export reports: the public update and the internal reports in the three formats."""
        game = self.session.game
        if game is None:
            return None
        if last_resolved(game) is None:
            dialogs.show_error(self, "No reports yet", "No turn has been resolved yet, so there are no reports.")
            return None
        turn = self._export_turn()
        folder = folder or dialogs.folder_path(self, f"Export the reports of {game.label(turn)} to",
                                               self.settings.folder("exports") or str(game.path.parent))
        if folder is None:
            return None
        steps = [export.ExportStep("folder", lambda: [export.make_folder(folder)])]
        steps += export.report_steps(game, folder, turn)
        return self._run_steps(f"Exporting the reports of {game.label(turn)}", steps, folder)

    def export_whole_turn(self, folder: Path | None = None, width: int | None = None) -> list[Path] | None:
        """File > Export whole turn: public map and update, each nation's private map and report."""
        game = self.session.game
        if game is None:
            return None
        turn = self._export_turn()
        label = game.label(turn)
        if folder is None:
            start = self.settings.folder("exports") or str(game.path.parent)
            folder = dialogs.folder_path(self, f"Export {label} to a folder (files go directly into it)", start)
            if folder is None:
                return None
        try:
            steps = export.export_turn_steps(game, folder, turn, width or self.settings.export_width())
        except BerthierError as e:
            dialogs.show_error(self, "Cannot export the turn", str(e))
            return None
        return self._run_steps(f"Exporting {label}", steps, folder)

    def _run_steps(self, title: str, steps: list[export.ExportStep], folder: Path) -> list[Path] | None:
        """Run an export step by step under a progress dialog; the window repaints between steps."""
        progress = QProgressDialog(title, "Cancel", 0, len(steps), self)
        progress.setWindowTitle(f"{title} \u2014 {APP_NAME}")     # what is exported (it said only "Berthier")
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(SHOW_AFTER_MS)      # shown by its own timer, the maps drawn off the thread
        written: list[Path] = []
        try:
            for i, step in enumerate(steps):
                progress.setValue(i)
                progress.setLabelText(f"{title}: {step.description}…")
                QApplication.processEvents()
                if progress.wasCanceled():
                    self.statusBar().showMessage(f"Export cancelled; {len(written)} file(s) written", 6000)
                    return None
                if step.prepare is None:
                    written += step.run()
                else:                             # a map: taken from the game here, drawn off the window's thread
                    written += run_off_thread(self, f"{title}: {step.description}", step.prepare(), busy=False)
            progress.setValue(len(steps))
        except BerthierError as e:
            dialogs.show_error(self, "Cannot export", f"The export to {folder} stopped.", str(e))
            return None
        finally:
            progress.close()
        self.settings.set_folder("exports", Path(folder))
        files = [p for p in written if p.is_file()]
        self.statusBar().showMessage(f"Wrote {len(files)} file(s) to {folder}", 8000)
        return files

    def show_results(self, turn: int) -> None:
        """Right after a turn is committed: show what happened (arrows, battles, the reports), not
        the new empty turn; the next step, posting, is one key away."""
        game = self.session.game
        if game is None:
            return
        self.view_turn(turn)
        self.reports_dock.raise_()
        self.statusBar().showMessage(
            f"{game.label(turn)} resolved: its results are shown. Post the turn (Ctrl+Shift+P) copies the "
            f"public update and writes the turn's folder; orders are now for {game.label()} (Ctrl+End).", 20000)

    def post_turn(self) -> list[Path] | None:
        """Turn > Post the turn: the update copied, the turn's folder written, a summary, the turn marked posted."""
        return posting.post_turn(self)

    def _forum_chosen(self, forum_id: str) -> None:
        """The forum chosen in the Reports dock is the game's (kept in its file) and the default for new games."""
        self.settings.set_report_format(forum_id)
        game = self.session.game
        if game is not None and game.forum != forum_id:
            try:
                game.set_forum(forum_id)
            except BerthierError as e:
                self.statusBar().showMessage(f"The forum could not be saved in the game file: {e}", 6000)

    def copy_public_update(self) -> str | None:
        """The public update of the turn shown (or the last resolved) to the clipboard."""
        game = self.session.game
        if game is None or last_resolved(game) is None:
            self.statusBar().showMessage("No turn has been resolved yet: there is no public update to copy", 5000)
            return None
        turn = self._export_turn()
        fmt = self.reports.current_format()
        text = export.report_text(game, turn, None, fmt)
        QGuiApplication.clipboard().setText(text)
        self.statusBar().showMessage(f"Public update of {game.label(turn)} copied as "
                                     f"{format_name(fmt)} (change the forum in the Reports dock)", 6000)
        return text

    def print_map(self, printer: QPrinter | None = None) -> bool:
        """File > Print: the public map or a nation's private map, drawn as exported, one page."""
        game = self.session.game
        if game is None:
            return False
        view = turn_view(game, self._export_turn())
        choice = dialogs.map_choice(self, [n.name for n in view.state.nations], self.settings.export_width(),
                                    map_heading(view), pictures.public_map_label(game.rules.id),
                                    title="Print map")
        if choice is None:
            return False
        if printer is None:
            from PySide6.QtPrintSupport import QPrinter
            printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        if not dialogs.print_setup(self, printer):
            return False
        error = self._drawing_map(lambda: export.print_map(game, printer, view=view, nation=choice.nation,
                                                           width=choice.width, treasuries=choice.treasuries))
        if error is not None:
            dialogs.show_error(self, "Cannot print the map", "The map was not printed.", error)
            return False
        self.statusBar().showMessage("Map sent to the printer", 6000)
        return True

    def _drawing_map(self, work) -> str | None:
        """Run `work` (drawing a map to a file or a printer) under the wait cursor; the reason it
        failed, or None."""
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        QApplication.processEvents()
        try:
            work()
        except BerthierError as e:
            return str(e)
        finally:
            QApplication.restoreOverrideCursor()
        return None
