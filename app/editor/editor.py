"""The map editor: tools over the map, the selected region's attributes, the map's problems and
the background image, every edit an undo command on the editor's own QUndoStack.

`MapEditor` is a QMainWindow so that it can sit inside the GM's window (its toolbars and docks
come with it) or stand alone (`MapEditorWindow`, started by `berthier edit-map`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import shiboken6
from PySide6.QtCore import QSettings, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCursor, QImage, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDockWidget,
    QLabel,
    QMainWindow,
    QProgressDialog,
    QScrollArea,
    QToolBar,
    QWidget,
)

from app.editor import commands, dialogs, naming
from app.editor.document import MapDocument
from app.editor.items import BackgroundImage
from app.editor.memory import EditorMemory
from app.editor.notes import Notes
from app.editor.panels import BackgroundPanel, ProblemsPanel, RegionPanel
from app.editor.tools import KINDS, TOOLS, Tool
from app.editor.view import EditorView
from engine.board import Board, EdgeKind, RegionKind
from engine.board.editing import EditError, MapDraft, draft_from_geojson, load_draft, region_features
from engine.board.layout import as_circles, has_drawing
from engine.board.validate import MapProblem
from engine.errors import BerthierError
from engine.game.map_game import new_game_problems, rulesets

# Maps up to this many regions are checked after every edit (a moment after the last one).
AUTO_CHECK_LIMIT = 3000
CHECK_DELAY_MS = 250
EDGE_KINDS = ("auto", *[k.value for k in EdgeKind])
DOCK_WIDTH = 320                         # pixels: the attributes' labels and fields side by side
BACKGROUND_KEY = "editor_background"     # in the map file: the image drawn over and where it lies

Source = "str | Path | Board | MapDraft | None"


_slug = naming.slug

if TYPE_CHECKING:
    from app.editor.tracing import Placement     # tracing loads its image libraries only when used

C = TypeVar("C", bound=commands.EditCommand)      # the edit made, as its own kind of command
Shortcut = str | QKeySequence | QKeySequence.StandardKey


class MapEditor(QMainWindow):
    """Edit a map: `MapEditor(None)` starts an empty one; a Board, a MapDraft, a map file or a map
    image may be given instead (an image becomes the background of a new map of its size).

    Signals: `mapChanged()` after every change of the map (edits, undo, redo, opening);
    `checked(list)` the problems found by the last check.
    """

    mapChanged = Signal()
    checked = Signal(list)

    def __init__(self, source: Any = None, parent: QWidget | None = None, *, settings: QSettings | None = None):
        super().__init__(parent)
        self.memory = EditorMemory(settings)
        if parent is not None:
            self.setWindowFlags(Qt.WindowType.Widget)    # a part of the GM's window, not a window of its own
        self.setDockOptions(QMainWindow.DockOption.AnimatedDocks | QMainWindow.DockOption.AllowTabbedDocks)
        draft, path, notes, image = self._read_source(source)
        self.document = MapDocument(draft, path)
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(1000)
        self.selected: str | None = None
        self.new_kind = RegionKind.LAND
        self.edge_kind: str | None = None
        self.problems: list[MapProblem] = []
        self.notes = Notes()                # from tracing and repairs, listed while still true
        self.picture = None                 # the background image as tracing reads it (MapImage)
        self.background_note = ""          # why a map's background image was not loaded, if it was not
        self.picture_path: Path | None = None
        self.trace_job = None
        self.progress: QProgressDialog | None = None
        self._pointer_at: tuple[float, float] | None = None     # the map point last under the mouse
        self._on_screen: tuple[Any, QImage] | None = None    # an image read and made ready for the screen
        self.last_message = ""

        self.view = EditorView()
        self.view.set_tooltip_provider(self._tooltip)
        self.setCentralWidget(self.view)
        self.region_panel = RegionPanel()
        self.problems_panel = ProblemsPanel()
        self.background_panel = BackgroundPanel()
        right = Qt.DockWidgetArea.RightDockWidgetArea
        self.region_dock = self._dock("Region", "editorRegionDock", self.region_panel, right, True)
        self.problems_dock = self._dock("Problems", "editorProblemsDock", self.problems_panel, right)
        self.background_dock = self._dock("Background image", "editorBackgroundDock", self.background_panel,
                                          Qt.DockWidgetArea.RightDockWidgetArea, True)
        self.tabifyDockWidget(self.region_dock, self.background_dock)
        self.region_dock.raise_()
        self.resizeDocks([self.region_dock], [DOCK_WIDTH], Qt.Orientation.Horizontal)

        self.tools: dict[str, Tool] = {cls.name: cls(self) for cls in TOOLS}
        self.tool: Tool | None = None
        self._make_actions()
        self._make_toolbars()
        self._make_status_bar()
        self._connect()

        self._check_timer = QTimer(self)
        self._check_timer.setSingleShot(True)
        self._check_timer.setInterval(CHECK_DELAY_MS)
        self._check_timer.timeout.connect(self.check)
        self.document.subscribe(self._changed)
        self.view.show_draft(draft)
        self._set_notes(notes)
        self.problems_panel.set_rulesets(rulesets(), self.memory.ruleset(rulesets()))
        if image is not None:
            self._show_picture(*image)
        else:
            self._restore_background(path)
        self.set_tool("select")
        self.check()
        self._update_title()
        if self.background_note:       # said last, so the tool's hint does not hide it
            self.status(self.background_note, error=True)

    # == opening ==================================================================================
    @staticmethod
    def _read_source(source: Any) -> tuple[MapDraft, Path | None, list[MapProblem], tuple[Path, Any] | None]:
        """(draft, map file, notes on repairs, (background image file, its pixels)) for what the
        editor was given; an image is read once, here."""
        if source is None:
            return MapDraft.empty(), None, [], None
        if isinstance(source, MapDraft):
            return source, None, [], None
        if isinstance(source, Board):
            return MapDraft.from_board(source), None, [], None
        path = Path(source)
        from app.editor.tracing import is_image_file, read_map_image
        if is_image_file(path):
            picture = read_map_image(path)          # refuses huge or damaged images with a clear message
            return MapEditor._image_map(path, picture), None, [], (path, picture)
        draft, notes = load_draft(path)
        draft, notes = _laid_out_if_undrawn(draft, notes)
        return draft, (path / "map.geojson" if path.is_dir() else path), notes, None

    @staticmethod
    def _image_map(path: Path, picture) -> MapDraft:
        """A new, empty map of an image's size in its pixels, titled after the file."""
        return naming.image_map(path, picture.size)

    def open_map(self, path: str | Path | None = None) -> bool:
        """Open a map file, or a map image to draw a new map over (asks to save changes first)."""
        if path is None:
            path = dialogs.open_path(self, "Open a map or a map image", dialogs.OPEN_FILTER, self._folder())
            if path is None:
                return False
        if not self.maybe_save():
            return False
        try:
            draft, map_path, notes, image = self._read_source(path)
        except BerthierError as e:
            dialogs.show_error(self, "Cannot open", f"{path} cannot be opened.", str(e))
            return False
        self._replace_map(draft, map_path, notes)
        if image is not None:
            self._show_picture(*image)
        else:
            self._restore_background(map_path)
        self.memory.remember_folder(path)
        self.status(f"Opened {Path(path).name}" + (f": {len(notes)} thing(s) repaired or to check, listed under "
                                                    "Problems" if notes else ""))
        return True

    def _replace_map(self, draft: MapDraft, map_path: Path | None, notes: list[MapProblem]) -> None:
        """Another map in the editor, with a history of its own (the GM was asked to save first)."""
        self.undo_stack.clear()
        self.document.path = map_path
        self.select(None)
        self._remove_image()
        self.document.replace(draft)
        self._set_notes(notes)
        self.view.fit()
        self.undo_stack.setClean()
        self.check()
        self._update_title()

    def new_map(self, title: str | None = None, width: float | None = None, height: float | None = None) -> bool:
        """An empty map of a chosen size (File > New map; asks to save changes first)."""
        if title is None or width is None or height is None:
            answer = dialogs.new_map_size(self)
            if answer is None:
                return False
            title, width, height = answer
        if not (width > 0 and height > 0):
            self.status(f"A map needs a width and a height above 0, not {width} x {height}.", error=True)
            return False
        if not self.maybe_save():
            return False
        title = title.strip() or "New map"
        self._replace_map(MapDraft.empty(title, map_id=_slug(title), bounds=(0.0, 0.0, float(width), float(height))),
                          None, [])
        self.status(f"New map “{title}”, {width:g} x {height:g}: draw regions, or Load image… to trace one.")
        return True

    # == editing ==================================================================================
    def do(self, make: Callable[[], C]) -> C | None:
        """Make an edit (a command built by `make`) and push it; an edit refused says why."""
        try:
            command = make()
        except EditError as e:
            self.status(str(e), error=True)
            return None
        if command.empty:
            return None
        self.undo_stack.push(command)
        return command

    def select(self, region_id: str | None) -> None:
        if region_id is not None and region_id not in self.document.draft:
            region_id = None
        self.selected = region_id
        self.view.select(region_id)
        self.region_panel.show_region(self.document.draft, region_id, self.problems)
        if region_id is not None and not self.region_dock.isVisible():
            self.region_dock.show()
        if region_id is not None:
            self.region_dock.raise_()
        if self.tool is not None:
            self.tool.selection_changed()

    def set_tool(self, name: str) -> None:
        if self.tool is not None:
            self.tool.deactivate()
        self.tool = self.tools[name]
        self.view.tool = self.tool
        self.tool_actions[name].setChecked(True)
        self.tool.activate()

    def circle_radius(self) -> float:
        """The radius of a new circle: that of the circles drawn already, else a fiftieth of the map."""
        radii = sorted(r.radius for r in self.document.draft if r.radius is not None)
        if radii:
            return radii[len(radii) // 2]
        rect = self.view.sceneRect()
        return max(rect.width(), rect.height()) / 50 or 10.0

    def _changed(self, draft: MapDraft, change) -> None:
        self.view.show_draft(draft, change)
        if self.selected is not None and self.selected not in draft:
            self.selected = None
            self.view.select(None)
        self.region_panel.show_region(draft, self.selected, self.problems)
        if self.tool is not None:
            self.tool.draft_changed()
        self._show_problems()            # the notes dealt with and the regions gone leave the list at once
        if self.problems_panel.auto.isChecked() and len(draft) <= AUTO_CHECK_LIMIT:
            self._check_timer.start()
        self.mapChanged.emit()

    def _region_change(self, region_id: str, changes: dict) -> None:
        command = None
        try:
            command = commands.SetRegion(self.document, region_id, **changes)
        except EditError as e:
            self.region_panel.show_region(self.document.draft, self.selected, self.problems)
            self.region_panel.show_error(str(e))
            self.status(str(e), error=True)
            return
        if not command.empty:
            self.undo_stack.push(command)
        self.select(command.region_id)

    def use_ruleset(self, ruleset_id: str) -> None:
        """Check the map against these rules: the open game's, when the editor opens on its map (it said "No
        game of these rules can start on this map yet" of another game's own map, the rules chosen last)."""
        if ruleset_id in rulesets() and ruleset_id != self.problems_panel.ruleset():
            self.problems_panel.set_rulesets(rulesets(), ruleset_id)
            self.check()

    def _map_change(self, changes: dict) -> None:
        self.do(lambda: commands.SetMapInfo(self.document, **changes))
        self._update_title()

    def recompute_adjacency(self) -> None:
        if self.do(lambda: commands.RecomputeAdjacency(self.document)) is None:
            self.status("Adjacency already follows the drawing.")

    def delete_selected(self) -> None:
        if self.selected is not None:
            self.delete_region(self.selected)

    def delete_region(self, region_id: str) -> commands.DeleteRegion | None:
        """Delete a region, leaving no hole: the status line says where its area went."""
        draft = self.document.draft
        name = draft[region_id].name if region_id in draft else region_id
        command = self.do(lambda: commands.DeleteRegion(self.document, region_id))
        if isinstance(command, commands.DeleteRegion):
            heir = command.heir
            self.status(f"Deleted {name}: its area is now part of {self.document.draft[heir].name}." if heir else
                        f"Deleted {name}: it lay on the map's edge, so the map now ends where its neighbours end.")
            return command
        return None

    # == checking =================================================================================
    def check(self) -> list[MapProblem]:
        """Validate the whole map now, list its problems and say whether a game can start on it."""
        self._check_timer.stop()
        draft = self.document.draft
        self.problems = draft.problems()
        ruleset = self.problems_panel.ruleset()
        if ruleset:
            self.problems_panel.show_playable(ruleset, new_game_problems(draft.to_geojson(), ruleset))
        self._show_problems()
        self.region_panel.show_region(draft, self.selected, self.problems)
        self.checked.emit(self.problems)
        return self.problems

    def _ruleset_chosen(self, ruleset: str) -> None:
        self.memory.set_ruleset(ruleset)
        self.check()

    def _show_problems(self) -> None:
        """The problems of the last check (those about regions still there) and the notes still true."""
        draft = self.document.draft
        problems = [p for p in self.problems if p.region is None or p.region in draft]
        said = {(p.region, p.message) for p in problems}
        notes = [n for n in self.live_notes() if (n.region, n.message) not in said]
        self.problems_panel.show_problems(problems, {r.id: r.name for r in draft}, notes)

    # == notes from tracing and repairs ===========================================================
    def _set_notes(self, notes) -> None:
        self.notes.set(notes, self.document.draft)

    def live_notes(self) -> list[MapProblem]:
        """The notes still true of the map (see `app.editor.notes`)."""
        return self.notes.live(self.document.draft)

    def zoom_to_problem(self, problem: MapProblem) -> None:
        location, extent = problem.location, problem.extent
        draft = self.document.draft
        if location is None and problem.region is not None and problem.region in draft:
            r = draft[problem.region]
            location = r.label_point
            if r.geometry is not None and r.radius is None:
                extent = tuple(r.geometry.bounds)
        if location is None and extent is None:
            self.status("This problem is about the whole map.")
            return
        self.view.zoom_to(location, extent)
        if problem.region in draft:
            self.select(problem.region)
        self.status(str(problem))

    # == the background image =====================================================================
    def load_image(self, path: str | Path | None = None) -> bool:
        """Load image…: a new map over a map image, to trace or draw (asks to save changes first).
        The map open is never stretched over an image; only a map drawn over an image (in its
        pixels) may take one behind it, if the GM says so. A huge or damaged image is refused with
        the reason and nothing drawn changes."""
        if path is None:
            path = dialogs.open_path(self, "Load a map image", dialogs.IMAGE_FILTER, self.memory.folder())
            if path is None:
                return False
        path = Path(path)
        picture = self._read_image(path)
        if picture is None:
            return False
        draft = self.document.draft
        named = naming.named_blank(draft, self.document.path, self.picture_path)    # the GM's title kept
        if len(draft) and draft.info.projection == "pixels":
            answer = dialogs.image_use(self, path.name, draft.info.title)
            if answer == "behind":
                self.memory.remember_folder(path)
                return self._show_picture(path, picture)
            if answer != "new":
                return False
        if not self.maybe_save():
            return False
        self._replace_map(naming.image_map(path, picture.size, named), None, [])
        self._show_picture(path, picture)
        self.memory.remember_folder(path)
        return True

    def _read_image(self, path: Path):
        """The image's pixels, or None after telling the GM why it cannot be used. Read, and made ready for the
        screen, off the window's thread (48 megapixels stopped it 1.6 s, more on a loaded machine). The tracing
        modules load there too at the first image (numpy, scipy, scikit-image: 0.9-1.8 s on the window's thread)."""
        from app.window.off_thread import run_off_thread

        def read():
            from app.editor.tracing import read_map_image, to_qimage
            picture = read_map_image(path)
            return picture, to_qimage(picture)
        try:
            picture, image = run_off_thread(self, f"Reading {path.name}", read)
            self._on_screen = (picture, image)
            return picture
        except BerthierError as e:
            dialogs.show_error(self, "Cannot use the image", f"{path.name} cannot be used as the map image.", str(e))
            self.status(str(e), error=True)
            return None

    def show_image(self, path: str | Path) -> bool:
        """Show a map image under the drawing (pixels as map units on a pixel map)."""
        picture = self._read_image(Path(path))
        return picture is not None and self._show_picture(Path(path), picture)

    def _show_picture(self, path: Path, picture) -> bool:
        from app.editor.tracing import to_qimage
        self._remove_image(redraw=False)
        self.picture, self.picture_path = picture, Path(path)
        ready = self._on_screen                      # made by _read_image off the window's thread
        self._on_screen = None
        item = BackgroundImage(ready[1] if ready is not None and ready[0] is picture else to_qimage(picture))
        item.setOpacity(self.background_panel.opacity.value() / 100)
        item.setVisible(self.background_panel.visible.isChecked())
        x, y, scale = self._default_placement(picture.size)
        item.place(x, y, scale)
        self.view.set_image(item)
        self.background_panel.set_image(Path(path).name, picture.size)
        self.background_panel.set_placement(x, y, scale)
        self.background_dock.show()
        self.status(f"Loaded {Path(path).name}: draw over it, click provinces with the magic wand, or Trace all.")
        return True

    def _default_placement(self, size: tuple[int, int]) -> tuple[float, float, float]:
        """Pixels as map units on a pixel map; otherwise the image stretched over the drawing."""
        draft = self.document.draft
        bounds = draft.bounds()
        if draft.info.projection == "pixels" or bounds is None:
            return (0.0, 0.0, 1.0)
        x0, y0, x1, y1 = bounds
        scale = (x1 - x0) / max(size[0], 1)
        top = self.view.coords.to_scene(x0, y1 if self.view.coords.flip else y0).y()
        return (x0, top, scale)

    def _remove_image(self, redraw: bool = True) -> None:
        self.picture = self.picture_path = None
        self.background_panel.set_image(None)
        if self.view.image is not None:
            if redraw:
                self.view.set_image(None)
            else:
                if self.view.image.scene() is not None:
                    self.view.image.scene().removeItem(self.view.image)
                self.view.image = None

    def place_image(self, x: float, y: float, scale: float) -> None:
        if self.view.image is not None and scale > 0:
            self.view.image.place(x, y, scale)
            self.view.redraw()

    def placement(self) -> Placement:
        """Where the background image lies on the map (tracing and the wand work on it)."""
        from app.editor.tracing import Placement
        item = self.view.image
        if item is None:
            raise EditError("no background image is loaded: load the map image first")
        return Placement(item.pos().x(), item.pos().y(), item.scale_factor, flip=self.view.coords.flip)

    def _restore_background(self, map_path: Path | None) -> None:
        """The image a map was drawn over, if its file says which and it is still there."""
        self.background_note = ""
        if map_path is None:
            return
        spec = self.document.draft.info.extra.get(BACKGROUND_KEY)
        if not isinstance(spec, dict) or "image" not in spec:
            return
        from engine.mapmaking.image import background_path
        try:
            image = background_path(map_path, spec["image"])
        except BerthierError as e:
            self.background_note = f"The background image was not loaded: {e}"
            return
        if image.exists() and self.show_image(image):
            try:
                self.place_image(float(spec.get("x", 0)), float(spec.get("y", 0)), float(spec.get("scale", 1)))
                self.background_panel.set_placement(float(spec.get("x", 0)), float(spec.get("y", 0)),
                                                    float(spec.get("scale", 1)))
            except (TypeError, ValueError):
                pass

    # == tracing and the magic wand ===============================================================
    def trace_all(self):
        """Trace every province and sea of the background image in a thread, with a progress
        dialog that can cancel; the regions found are added as one undoable edit."""
        if self.picture is None:
            dialogs.show_error(self, "Trace all", "There is no map image to trace.", "Load the map image first.")
            return None
        if self.trace_job is not None:
            return self.trace_job
        from app.editor.tracing import TraceJob
        job = TraceJob(self.picture, self.background_panel.trace_options(), self)
        progress = QProgressDialog("Tracing the map image…", "Cancel", 0, 1000, self)
        progress.setWindowTitle("Trace all")
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(0)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.setMinimumWidth(380)
        progress.canceled.connect(job.cancel)
        progress.canceled.connect(lambda: progress.setLabelText("Cancelling…"))
        job.progressed.connect(self._trace_progress)
        job.succeeded.connect(self._traced)
        job.failed.connect(self._trace_failed)
        job.cancelled.connect(lambda: self.status("Tracing cancelled: nothing was changed."))
        job.finished.connect(self._trace_finished)
        self.trace_job, self.progress = job, progress
        progress.show()
        job.start()
        return job

    def _trace_progress(self, fraction: float, stage: str) -> None:
        # setValue runs the event loop of a modal dialog: the trace may finish inside it
        progress, job = self.progress, self.trace_job
        if progress is None or not shiboken6.isValid(progress):
            return
        if progress.wasCanceled():
            if job is not None:
                job.cancel()           # closed with Esc rather than the Cancel button
            return
        progress.setLabelText(f"Tracing the map image: {stage}…")
        progress.setValue(int(fraction * 1000))

    def _traced(self, result) -> None:
        from app.editor.tracing import placed_note, traced_regions
        regions = traced_regions(result, self.placement())
        seas = sum(1 for r in regions if r.kind is RegionKind.SEA)
        command = self.do(lambda: commands.AddRegions(self.document, regions,
                                                      f"Trace {len(regions)} regions from the image"))
        if command is None:
            self.status("Tracing found nothing new: every region found is drawn already.")
            return
        added = set(command.region_ids)
        names = {r.id: r.name for r in regions}
        self._set_notes([placed_note(n, self.placement()) for n in result.problems
                         if n.region is None or (n.region in added and
                                                 self.document.draft[n.region].name == names.get(n.region))])
        self.check()
        self.status(f"Traced {naming.counted(len(regions) - seas, 'province')} and {naming.counted(seas, 'sea')} "
                    f"in {result.seconds:.1f} s; "
                    f"{len(added)} added. Check the Problems list, then name the regions.")

    def _trace_failed(self, message: str) -> None:
        dialogs.show_error(self, "Trace all", "The map image could not be traced; nothing was changed.", message)
        self.status(message, error=True)

    def _trace_finished(self) -> None:
        job, progress = self.trace_job, self.progress
        self.trace_job = self.progress = None
        if progress is not None:
            progress.close()
            progress.deleteLater()
        if job is not None:
            job.deleteLater()

    def wand_at(self, x: float, y: float):
        """The province under a map point of the background image, as a new region."""
        if self.picture is None or self.view.image is None:
            self.status("Load the map image first: the magic wand picks provinces on it.", error=True)
            return None
        col, row = self.view.image.pixel_at(self.view.coords.to_scene(x, y))
        from engine.mapmaking.wand import magic_wand
        options = self.background_panel.trace_options()
        QApplication.setOverrideCursor(QCursor(Qt.CursorShape.WaitCursor))
        try:
            polygon = magic_wand(self.picture, col, row, **{k: v for k, v in options.items() if v is not None})
        except BerthierError as e:
            self.status(str(e), error=True)
            return None
        finally:
            QApplication.restoreOverrideCursor()
        geometry = self.placement().geometry(polygon)
        command = self.do(lambda: commands.AddRegion(self.document, geometry, self.new_kind))
        if command is not None:
            self.select(command.region_id)
        return command

    # == files ====================================================================================
    def save(self, path: str | Path | None = None) -> bool:
        """Write the map file (Save, or Save as with a path); a map with errors is saved too, with a warning."""
        path = Path(path) if path is not None else self.document.path
        if path is None:
            return self.save_as()
        data = self.document.draft.to_geojson()
        if self.picture_path is not None and self.view.image is not None:
            item = self.view.image
            # only an image beside the map file is loaded again (a shared map names no other path)
            name = self.picture_path.name
            if self.picture_path.resolve().parent != path.resolve().parent:
                self.status(f"The background image {name} is not in the map's folder: copy it beside "
                            f"{path.name} to see it when the map is opened again.")
            data["berthier"][BACKGROUND_KEY] = {"image": name, "x": item.pos().x(), "y": item.pos().y(),
                                                "scale": item.scale_factor}
        try:
            path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        except OSError as e:
            dialogs.show_error(self, "Cannot save", f"{path} cannot be written.", e.strerror or str(e))
            return False
        self.document.path = path
        self.memory.remember_folder(path)
        self.undo_stack.setClean()
        self._update_title()
        errors = [p for p in self.check() if p.severity == "error"]
        if errors:
            self.status(f"Saved {path.name}; it has {len(errors)} error(s) to fix before a game can use it "
                        f"(see Problems).", error=True)
        else:
            self.status(f"Saved {path.name}: a Berthier map file games can use.")
        return True

    def save_as(self, path: str | Path | None = None) -> bool:
        if path is None:
            # beside the map's own file, else in the folder last used (the documents folder at first)
            suggested = str(self.document.path or self.memory.folder() / f"{self.document.draft.info.id}.geojson")
            path = dialogs.save_path(self, "Save the map as", suggested)
            if path is None:
                return False
        path = Path(path)
        if not path.suffix:
            path = path.with_suffix(".geojson")
        return self.save(path)

    def export_geojson(self, path: str | Path | None = None) -> bool:
        """The regions as plain GeoJSON for QGIS and other GIS tools (no adjacency: import it back
        with Import GeoJSON to keep the edges drawn by hand)."""
        if path is None:
            stem = self.document.path.stem if self.document.path else self.document.draft.info.id
            folder = self.document.path.parent if self.document.path else self.memory.folder()
            path = dialogs.save_path(self, "Export the regions as GeoJSON", str(folder / f"{stem}-regions.geojson"),
                                     "GeoJSON (*.geojson *.json)")
            if path is None:
                return False
        data = {"type": "FeatureCollection", "features": region_features(self.document.draft)}
        try:
            Path(path).write_text(json.dumps(data, ensure_ascii=False) + "\n", encoding="utf-8")
        except OSError as e:
            dialogs.show_error(self, "Cannot export", f"{path} cannot be written.", e.strerror or str(e))
            return False
        self.status(f"Exported {len(data['features'])} regions to {Path(path).name}")
        return True

    def import_geojson(self, path: str | Path | None = None) -> bool:
        """Read back regions edited elsewhere (QGIS): regions with a known id take the new drawing
        and properties, others are added; edges drawn by hand stay. Invalid polygons are repaired
        where unambiguous and listed under Problems."""
        if path is None:
            path = dialogs.open_path(self, "Import GeoJSON", dialogs.MAP_FILTER, self._folder())
            if path is None:
                return False
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
            other, notes = draft_from_geojson(data, source=str(path), tolerance=self.document.draft.tolerance)
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, BerthierError) as e:
            dialogs.show_error(self, "Cannot import", f"{path} cannot be imported.", str(e))
            return False
        command = self.do(lambda: commands.UpdateRegions(self.document, list(other), f"Import {Path(path).name}"))
        self._set_notes(notes)
        self.check()
        self.status(f"Imported {len(other)} regions from {Path(path).name}"
                    + (f"; {len(notes)} repaired or to check (see Problems)" if notes else "")
                    + ("" if command is not None else " (nothing changed)"))
        return True

    def maybe_save(self) -> bool:
        """True when the map may be left: saved, or the GM chose not to save."""
        if self.undo_stack.isClean():
            return True
        answer = dialogs.unsaved_changes(self, self.document.draft.info.title)
        if answer == "save":
            return self.save()
        return answer == "discard"

    def _folder(self) -> Path:
        """Where file dialogs start: the map's own folder, else the folder last used."""
        return self.document.path.parent if self.document.path is not None else self.memory.folder()

    def _update_title(self) -> None:
        name = self.document.path.name if self.document.path else self.document.draft.info.title
        modified = "" if self.undo_stack.isClean() else "*"
        self.setWindowTitle(f"{modified}{name} – map editor")     # the application adds " — Berthier"

    # == the GM's status line =====================================================================
    def status(self, text: str, *, error: bool = False) -> None:
        self.last_message = text
        self.message_label.setStyleSheet("color: #b3261e;" if error else "")
        self.message_label.setText(text)
        self.message_label.setToolTip(text)

    def _pointer(self, x: float, y: float) -> None:
        self._pointer_at = (x, y)             # said again after an edit (a rename kept the old name there)
        rid = self.document.draft.region_at(x, y)
        where = f"{x:,.1f}, {y:,.1f}"
        if rid is not None:
            r = self.document.draft[rid]
            where += f"  ·  {r.name} ({rid}, {r.kind.value})"
        self.pointer_label.setText(where)

    def _tooltip(self, region_id: str) -> str | None:
        draft = self.document.draft
        if region_id not in draft:
            return None
        r = draft[region_id]
        value = f", value {r.value}" if r.value else ""
        return f"{r.name} ({r.id}, {r.kind.value}{value})"

    # == building =================================================================================
    def _dock(self, title: str, name: str, widget: QWidget, area, scroll: bool = False) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        if scroll:
            holder = QScrollArea()
            holder.setWidgetResizable(True)
            holder.setFrameShape(QScrollArea.Shape.NoFrame)
            holder.setWidget(widget)
            widget = holder
        dock.setWidget(widget)
        dock.setMinimumWidth(DOCK_WIDTH)
        feature = QDockWidget.DockWidgetFeature
        dock.setFeatures(feature.DockWidgetMovable | feature.DockWidgetFloatable | feature.DockWidgetClosable)
        self.addDockWidget(area, dock)
        return dock

    def _action(self, text: str, slot: Callable[[], object],
                shortcut: Shortcut | list[Shortcut] | None = None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            keys = shortcut if isinstance(shortcut, list) else [shortcut]
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        if tip:
            action.setStatusTip(tip)
            shown = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(f"{tip} ({shown})" if shown else tip)
        action.triggered.connect(lambda checked=False: slot())
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        a = self._action
        key = QKeySequence.StandardKey
        self.new_action = a("&New map…", self.new_map, key.New, "Start an empty map of a chosen size")
        self.open_action = a("&Open map…", self.open_map, key.Open,
                             "Open a map file, or a map image to draw over")
        self.save_action = a("&Save map", self.save, QKeySequence.StandardKey.Save, "Save the map file")
        self.save_as_action = a("Save map &as…", self.save_as, key.SaveAs, "Save the map under another name")
        self.import_action = a("&Import GeoJSON…", self.import_geojson, None,
                               "Read back regions edited in QGIS or another GIS tool")
        self.export_action = a("&Export GeoJSON…", self.export_geojson, None,
                               "The regions as plain GeoJSON, for QGIS and other GIS tools")
        self.image_action = a("Load &image…", self.load_image, "Ctrl+I",
                              "Start a new map over a map image, to trace it or draw over it")
        self.trace_action = a("&Trace all", self.trace_all, "Ctrl+T",
                              "Find every province and sea of the image and add them as regions")
        self.check_action = a("&Check", self.check, "Ctrl+R", "Check the whole map for problems")
        self.recompute_action = a("&Recompute adjacency", self.recompute_adjacency, None,
                                  "Neighbours from the drawing again (edges joined or parted by hand are kept)")
        self.delete_action = a("&Delete region", self.delete_selected, None, "Delete the selected region")
        # plain "Undo" and "Redo" (the toolbar does not jump); what they undo is in the tooltip
        self.undo_action = a("&Undo", self.undo_stack.undo, [key.Undo], "Undo the last edit")
        self.redo_action = a("&Redo", self.undo_stack.redo, [QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")],
                             "Redo the edit just undone")
        self.undo_action.setEnabled(False)
        self.redo_action.setEnabled(False)
        self.undo_stack.canUndoChanged.connect(self.undo_action.setEnabled)
        self.undo_stack.canRedoChanged.connect(self.redo_action.setEnabled)
        self.undo_stack.undoTextChanged.connect(lambda text: self.undo_action.setToolTip(f"Undo: {text} (Ctrl+Z)"))
        self.undo_stack.redoTextChanged.connect(lambda text: self.redo_action.setToolTip(f"Redo: {text} (Ctrl+Y)"))
        self.adjacency_action: QAction = a("&Adjacency", lambda: self.view.set_adjacency_visible(
            self.adjacency_action.isChecked()), "A", "Show the edges between neighbours, coloured by kind")
        self.adjacency_action.setCheckable(True)
        self.adjacency_action.setChecked(True)
        self.names_action: QAction = a(
            "&Names", lambda: self.view.set_names_visible(self.names_action.isChecked()), "N",
            "Show the regions' names and values on the map (hide them to read the image's own)")
        self.names_action.setCheckable(True)
        self.names_action.setChecked(True)
        self.fit_action = a("&Fit", self.view.fit, None, "Show the whole map (F)")

        self.tool_group = QActionGroup(self)
        self.tool_group.setExclusive(True)
        self.tool_actions: dict[str, QAction] = {}
        for name, tool in self.tools.items():
            action = a(tool.label, partial(self.set_tool, name), tool.shortcut, tool.tip)
            action.setCheckable(True)
            self.tool_group.addAction(action)
            self.tool_actions[name] = action

    def _make_toolbars(self) -> None:
        top = QToolBar("Map")
        top.setObjectName("editorMapToolBar")
        top.setMovable(False)
        top.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        top.setIconSize(QSize(16, 16))
        for action in (self.new_action, self.open_action, self.save_action, None, self.undo_action, self.redo_action, None,
                       self.image_action, self.trace_action, None, self.check_action, None, self.adjacency_action,
                       self.names_action, self.fit_action):
            if action is None:
                top.addSeparator()
            else:
                top.addAction(action)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, top)
        self.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
        tools = QToolBar("Tools")
        tools.setObjectName("editorToolsToolBar")
        tools.setMovable(False)
        tools.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for name, action in self.tool_actions.items():
            tools.addAction(action)
            if name in ("select", "point", "delete", "disconnect"):
                tools.addSeparator()
        tools.addWidget(QLabel(" New regions: "))
        self.kind_box = QComboBox()
        for kind in KINDS:
            self.kind_box.addItem(kind.value, kind.value)
        self.kind_box.setToolTip("The kind of the regions drawn, picked with the wand or made as circles")
        self.kind_box.currentIndexChanged.connect(lambda _i: setattr(self, "new_kind",
                                                                     RegionKind(self.kind_box.currentData())))
        tools.addWidget(self.kind_box)
        tools.addWidget(QLabel("  Edges: "))
        self.edge_box = QComboBox()
        for edge_kind in EDGE_KINDS:
            self.edge_box.addItem(edge_kind, edge_kind)
        self.edge_box.setToolTip("The kind of edge the Join tool makes (auto: from the two regions' kinds)")
        self.edge_box.currentIndexChanged.connect(self._edge_kind_chosen)
        tools.addWidget(self.edge_box)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, tools)
        self.tools_toolbar, self.map_toolbar = tools, top

    def _edge_kind_chosen(self, _index: int) -> None:
        kind = self.edge_box.currentData()
        self.edge_kind = None if kind == "auto" else kind
        if self.tool is not self.tools["connect"]:
            self.set_tool("connect")

    def _make_status_bar(self) -> None:
        self.message_label = QLabel()
        self.message_label.setObjectName("editorMessage")        # read by the real-display tests (probe)
        self.message_label.setMinimumWidth(100)
        self.pointer_label = QLabel()
        self.statusBar().addWidget(self.message_label, 1)
        self.statusBar().addPermanentWidget(self.pointer_label)

    def _connect(self) -> None:
        self.region_panel.changeRequested.connect(self._region_change)
        self.region_panel.mapChangeRequested.connect(self._map_change)
        self.region_panel.toleranceRequested.connect(
            lambda t: self.do(lambda: commands.SetTolerance(self.document, t)))
        self.problems_panel.problemActivated.connect(self.zoom_to_problem)
        self.problems_panel.checkRequested.connect(self.check)
        self.problems_panel.rulesetChosen.connect(self._ruleset_chosen)
        bg = self.background_panel
        bg.loadRequested.connect(self.load_image)
        bg.traceRequested.connect(self.trace_all)
        bg.placementChanged.connect(self.place_image)
        bg.opacityChanged.connect(lambda o: self.view.image.setOpacity(o) if self.view.image is not None else None)
        bg.visibilityChanged.connect(self.view.set_image_visible)
        self.view.pointerMoved.connect(self._pointer)
        self.undo_stack.cleanChanged.connect(self._stack_changed)
        self.undo_stack.indexChanged.connect(self._stack_changed)

    def _stack_changed(self, *_args) -> None:
        # a stack being destroyed (with its editor) clears itself and says so
        if shiboken6.isValid(self) and shiboken6.isValid(self.undo_stack):
            self._update_title()
            if self._pointer_at is not None:
                self._pointer(*self._pointer_at)


def _laid_out_if_undrawn(draft: MapDraft, notes: list[MapProblem]) -> tuple[MapDraft, list[MapProblem]]:
    """A map of names only (regions and adjacencies, nothing drawn) opens with each region a circle
    joined to its neighbours, laid out as the window and the viewer draw it, for the GM to move and
    save; the note under Problems says so. A map with any drawing opens as it is."""
    board = draft.to_board()
    if len(board) == 0 or has_drawing(board):
        return draft, notes
    note = MapProblem(None, f"the map has no drawing: its {len(board)} regions are laid out as circles joined "
                            "by their neighbours; move them where you like and save to keep them", "warning")
    return MapDraft.from_board(as_circles(board)), [*notes, note]
