"""The GM's main window: the map in the middle, docks around it, menus over thin calls to the session.

Every change goes through `GameSession` (so Ctrl+Z undoes it); every question to the GM goes
through `app.window.dialogs` (so tests replace it); every file written goes through
`app.window.export` (which `berthier render` shares).
"""

from __future__ import annotations

import importlib
import json
import re
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QProgressBar,
    QProgressDialog,
    QPushButton,
    QStackedWidget,
    QStyle,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from app.mapview import MapView
from app import placing
from app.session import GameSession
from app.window import dialogs, dock_tabs, export, mailround, newgame_flow, pictures, posting, viewers
from app.window.firststart import first_game
from app.window.books import BooksPanel
from app.window.history import HistoryPanel
from app.window.inspector import RegionInspector
from app.window.loading import GameLoader
from app.window.nations import NationsPanel
from app.window.pictures import TurnView, last_resolved, turn_view
from app.window.reports import ReportsPanel
from app.window.viewpoint import MapViewpoint
from app.window.settings import Settings
from app.window.settings import data_dir as default_data_dir
from engine import edits
from engine.errors import BerthierError
from engine.posts import posted
from engine.reports.forums import format_name
from app.window.keys import FindPlaceDialog, show_shortcuts
from app.window.next_step import Progress, awaited, next_step
from app.window import probe
from app.window.status_line import ElidedLabel, MessageRoom, NextStepLabel
from app.window.screen_fit import place_first_window

if TYPE_CHECKING:        # printing's Qt module loads when the GM prints
    from PySide6.QtPrintSupport import QPrinter

APP_NAME = "Berthier"
# Packages that plug into the window: each, if importable, has `install(window)` called once the
# window is built. `app.orders` adds the orders dock (`add_orders_dock`) and Turn menu actions.
PLUGINS = ("app.orders", "app.editor")
ORDERS_DOCK_AREA = Qt.RightDockWidgetArea
LAYOUT_VERSION = 2        # the map-first layout; a layout saved by an older version gives way to it once
HINT = "Click a province to inspect it · drag to pan · wheel or +/− to zoom · F shows the whole map"


def plain(html: str) -> str:
    """A tooltip's HTML as one status-bar line."""
    return re.sub(r"<[^>]+>", "", html.replace("<br>", " · "))


class Welcome(QWidget):
    """What the middle of the window shows while no map is: a busy bar, or ways to open a game."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.message = QLabel()
        self.message.setAlignment(Qt.AlignCenter)
        self.message.setWordWrap(True)
        font = self.message.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.message.setFont(font)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setFixedWidth(280)
        self.busy.setTextVisible(False)
        self.open_button = QPushButton("Open a game…")
        self.open_button.clicked.connect(window.ask_open)
        self.new_button = QPushButton("New game…")
        self.new_button.clicked.connect(window.ask_new_game)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.new_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.message)
        bar = QHBoxLayout()
        bar.addStretch(1)
        bar.addWidget(self.busy)
        bar.addStretch(1)
        layout.addLayout(bar)
        layout.addLayout(buttons)
        layout.addStretch(3)
        self.show_idle()

    def show_busy(self, text: str) -> None:
        self.message.setText(text)
        self.busy.show()
        self.open_button.hide()
        self.new_button.hide()

    def show_idle(self, text: str = "No game is open.\nOpen a game (Ctrl+O), drop a .berthier file here, "
                                    "or start a new game from a scenario.") -> None:
        self.message.setText(text)
        self.busy.hide()
        self.open_button.show()
        self.new_button.show()


class MainWindow(QMainWindow):
    """The GM's window over one `GameSession`.

    Signals: `gameShown(str)` a game's map is drawn (its path); `openFailed(str, str)` a game
    could not be opened (path, reason); `busyChanged(bool)` a game is being opened in the background.
    """

    gameShown = Signal(str)
    openFailed = Signal(str, str)
    busyChanged = Signal(bool)

    def __init__(self, session: GameSession | None = None, settings: Settings | None = None,
                 data_dir: str | Path | None = None, *, install_orders: bool = True, parent=None):
        """`install_orders=False` leaves out the plug-ins (`PLUGINS`: the orders panel), as tests do."""
        super().__init__(parent)
        self.session = session or GameSession(self)
        self.settings = settings or Settings()
        self.data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
        self.view: TurnView | None = None
        self._loader: GameLoader | None = None
        self._loading_path: Path | None = None
        self._creating = False
        self._after_open = None
        self._board = None
        self.orders_dock: QDockWidget | None = None
        self.posted_dialog: QWidget | None = None     # what the last Post the turn wrote (app.window.posting)
        self.setWindowTitle(APP_NAME)
        self.setAcceptDrops(True)
        self.setDockOptions(QMainWindow.AnimatedDocks | QMainWindow.AllowTabbedDocks | QMainWindow.AllowNestedDocks)

        # the map
        self.map_view = MapView()
        self.map_view.setAcceptDrops(False)           # a dropped game file goes to the window
        self.map_view.viewport().setAcceptDrops(False)
        self.map_view.set_tooltip_provider(self._region_tooltip)
        self.welcome = Welcome(self)
        self.middle = QStackedWidget()
        self.middle.addWidget(self.welcome)
        self.middle.addWidget(self.map_view)
        self.setCentralWidget(self.middle)

        # the docks
        self.inspector = RegionInspector()
        self.nations = NationsPanel()
        self.reports = ReportsPanel(fmt=self.settings.report_format())
        self.history = HistoryPanel()
        # Map first: a narrow left column (Region over History) and one right column whose tabs
        # hold the orders, the reports and the nations; the map keeps the rest, even at 1366x768.
        # F10 hides every dock, F11 fills the screen.
        self.setCorner(Qt.BottomLeftCorner, Qt.LeftDockWidgetArea)
        self.setCorner(Qt.BottomRightCorner, Qt.RightDockWidgetArea)
        self.inspector_dock = self._dock("Region", "inspectorDock", self.inspector, Qt.LeftDockWidgetArea)
        self.history_dock = self._dock("History", "historyDock", self.history, Qt.LeftDockWidgetArea)
        self.reports_dock = self._dock("Reports", "reportsDock", self.reports, Qt.RightDockWidgetArea)
        self.nations_dock = self._dock("Nations", "nationsDock", self.nations, Qt.RightDockWidgetArea)
        self.tabifyDockWidget(self.reports_dock, self.nations_dock)
        self.books = BooksPanel()
        self.books_dock = self._dock("Books", "booksDock", self.books, Qt.RightDockWidgetArea)
        self.tabifyDockWidget(self.nations_dock, self.books_dock)
        self.books_dock.hide()            # shown for a game whose ruleset keeps books (a module's yards)

        self._make_actions()
        self._make_menus()
        self._make_toolbar()
        self._make_status_bar()
        self._connect()
        mailround.install(self)          # File > Import orders from mail, Turn > Receipt, Roll call
        self.placing = placing.install(self)   # Edit > Place and correct pieces, right-click menus
        if install_orders:
            for name in PLUGINS:
                self._install_plugin(name)
        self._restore_layout()
        dock_tabs.install(self)          # tabbed docks show their titles whole
        self._refresh()

    # == the orders dock and the Turn menu: the colleague's `app.orders` plugs in here ===========
    def shown_map(self):
        """The map in the middle of the window: the game's, or another (the map editor's) shown there."""
        shown = self.middle.currentWidget()
        if shown is not self.map_view:
            for view in [shown, *shown.findChildren(MapView)]:
                if isinstance(view, MapView):
                    return view
        return self.map_view

    def add_orders_dock(self, widget: QWidget, title: str = "Orders") -> QDockWidget:
        """Put the orders dock (from `app.orders`) on the right, tabbed with the reports, in front.

        `widget` may be a QDockWidget (used as it is) or any widget (put in a new dock).
        """
        if isinstance(widget, QDockWidget):
            dock = widget
            if not dock.objectName():
                dock.setObjectName("ordersDock")
            self.addDockWidget(ORDERS_DOCK_AREA, dock)
        else:
            dock = self._dock(title, "ordersDock", widget, ORDERS_DOCK_AREA)
        self.tabifyDockWidget(self.reports_dock, dock)
        dock.raise_()
        self.view_menu.insertAction(self._dock_actions_end, dock.toggleViewAction())
        self.orders_dock = dock
        return dock

    def add_turn_action(self, action: QAction) -> None:
        """Add an action (Scout, Resolve...) to the top of the Turn menu and to the toolbar."""
        self.turn_menu.insertAction(self._turn_actions_end, action)
        self.toolbar.insertAction(self._toolbar_turn_end, action)

    def _install_plugin(self, name: str) -> None:
        try:
            plugin = importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name == name:
                return
            self._report_plugin_failure(name, e)
            return
        except Exception as e:  # a broken plug-in must not stop the GM's window
            self._report_plugin_failure(name, e)
            return
        install = getattr(plugin, "install", None)
        if install is None:
            return
        before = set(self.turn_menu.actions())
        try:
            install(self)
        except Exception as e:  # likewise
            self._report_plugin_failure(name, e)
        # actions appended to the Turn menu go to its top, and to the toolbar
        for action in [a for a in self.turn_menu.actions() if a not in before and not a.isSeparator()]:
            self.turn_menu.removeAction(action)
            self.add_turn_action(action)

    def orders_saved(self) -> bool:
        """Ask the orders dock to save (or drop) unsaved orders; False if the GM cancels."""
        maybe_save = getattr(self.orders_dock, "maybe_save", None)
        return True if maybe_save is None or self.session.game is None else bool(maybe_save())

    def _report_plugin_failure(self, name: str, e: Exception) -> None:
        traceback.print_exc()
        QTimer.singleShot(0, lambda: self.statusBar().showMessage(
            f"{name} could not be loaded ({type(e).__name__}: {e}); the rest of the window works.", 15000))

    # == opening ================================================================================
    def open_game(self, path: str | Path, scenario: str | Path | None = None, *, data: dict | None = None,
                  base_dir: Path | None = None, then=None) -> None:
        """Open a game in the background (creating it from `scenario`, or from the scenario `data` the
        new-game dialog wrote, first, if given and missing); `then()` runs once it is shown.

        The open game stays usable until the new one is ready; `gameShown` or `openFailed` follows.
        """
        path = Path(path).expanduser()
        if not self.orders_saved():
            return
        if self._loader is not None:            # a newer request wins; the older result is dropped
            self._loader.loaded.disconnect(self._loaded)
            self._loader.failed.disconnect(self._failed)
        loader = GameLoader(path, Path(scenario) if scenario is not None else None, self, data, base_dir)
        loader.loaded.connect(self._loaded)
        loader.failed.connect(self._failed)
        loader.finished.connect(loader.deleteLater)
        self._loader, self._loading_path = loader, path
        self._creating = (scenario is not None or data is not None) and not path.exists()
        self._after_open = then
        source = Path(scenario).name if scenario is not None else "the new game's scenario"
        self._set_busy(f"Creating {path.name} from {source}…" if self._creating else f"Opening {path.name}…")
        loader.start()

    def is_loading(self) -> bool:
        return self._loader is not None

    def open_first_game(self) -> None:
        """At start: the most recent game, or the bundled Europe 1805 (created on first start)."""
        path, scenario = first_game(self.settings, self.data_dir)
        self.open_game(path, scenario)

    def ask_open(self) -> None:
        start = self.settings.folder("games") or (str(self.session.path.parent) if self.session.game else "")
        path = dialogs.open_game_path(self, start)
        if path is not None:
            self.settings.set_folder("games", path.parent)
            self.open_game(path)

    def ask_new_game(self, scenario: Path | None = None) -> None:
        """File > New game...: the new-game dialog; a scenario file given (dropped on the window)
        is created at once."""
        if scenario is None:
            newgame_flow.ask_new_game(self)
            return
        self.settings.set_folder("scenarios", scenario.parent)
        try:
            title = json.loads(scenario.read_text(encoding="utf-8")).get("title") or scenario.stem
        except (OSError, ValueError, AttributeError):
            title = scenario.stem
        path = newgame_flow.game_path(self, title)
        if path is not None:
            self.open_game(path, scenario)

    def _loaded(self, game) -> None:
        if self.sender() is not self._loader:
            return
        self._loader = self._loading_path = None
        self._set_busy(None)
        self.session.adopt(game)
        self.settings.add_recent(game.path)
        self._fill_recent_menu()
        self.statusBar().showMessage(f"Opened {game.path}", 5000)
        then, self._after_open = self._after_open, None
        if then is not None:
            then()

    def _failed(self, path: str, reason: str) -> None:
        if self.sender() is not self._loader and self._loader is not None:
            return
        creating = self._creating
        self._loader = self._loading_path = None
        self._set_busy(None)
        if not Path(path).exists():
            self.settings.remove_recent(Path(path))
            self._fill_recent_menu()
        name = Path(path).name
        what = f"Berthier cannot create the game {name}." if creating else f"Berthier cannot open {name}."
        keep = f"\n\n{self.session.game.title} stays open." if self.session.game is not None else ""
        self.openFailed.emit(path, reason)
        dialogs.show_error(self, "Cannot create the game" if creating else "Cannot open the game", what,
                           reason + keep)

    def _set_busy(self, text: str | None) -> None:
        busy = text is not None
        self.busy_bar.setVisible(busy)
        self.busy_label.setVisible(busy)
        self.busy_label.setText(text or "")
        if busy and self.session.game is None:
            self.welcome.show_busy(text)
            self.middle.setCurrentWidget(self.welcome)
        elif not busy and self.session.game is None:
            self.welcome.show_idle()
        self.busyChanged.emit(busy)

    # -- drag and drop ---------------------------------------------------------------------------
    @staticmethod
    def _dropped_file(event) -> Path | None:
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        files = [Path(u.toLocalFile()) for u in urls if u.isLocalFile()]
        return files[0] if len(files) == 1 else None

    def dragEnterEvent(self, event) -> None:
        if self._dropped_file(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:
        self.dragEnterEvent(event)

    def dropEvent(self, event) -> None:
        path = self._dropped_file(event)
        if path is None:
            event.ignore()
            return
        event.acceptProposedAction()
        if path.suffix.lower() == ".json":
            self.ask_new_game(path)          # a scenario: make a new game from it
        else:
            self.open_game(path)

    # == showing the game ========================================================================
    def _on_opened(self) -> None:
        game = self.session.game
        if game is None:
            self._board = None
            self.viewpoint.rebuild()
            self.welcome.show_idle()
            self.middle.setCurrentWidget(self.welcome)
            self._refresh()
            return
        self.view = turn_view(game, self.session.shown_turn())
        self.reports.blockSignals(True)
        self.reports.set_format(game.forum or self.settings.report_format())
        self.reports.blockSignals(False)
        self.viewpoint.rebuild()
        pic = self.viewpoint.picture(game, self.view)
        if game.board is not self._board:
            self.map_view.set_board(game.board, pic)
            self._board = game.board
        self.middle.setCurrentWidget(self.map_view)
        self._refresh()
        self.books_dock.setVisible(self.books.kept)
        self.map_view.fit()
        self.map_view.setFocus()
        if self.orders_dock is not None and self.session.viewed_turn is None:
            self.orders_dock.raise_()        # a game just opened: its orders come first, not the last reports
        self.gameShown.emit(str(game.path))

    def _refresh(self, history: bool = True) -> None:
        """Redraw what depends on the game and the turn shown."""
        game = self.session.game
        if game is None:
            self.view = None
            self.inspector.set_position(None, None, False)
            self.nations.set_position(None, None, None)
            self.books_dock.setVisible(self.books.set_position(None, None, None))
            self.nations_dock.setWindowTitle("Nations")
            self.reports.set_turn(None, None, "")
            self.history.set_game(None, None)
            self.setWindowTitle(APP_NAME)
            self.turn_label.setText("")
            self.hover_label.setText("")
            self._update_actions()
            self._show_next_step()
            return
        self.view = view = turn_view(game, self.session.shown_turn())
        if self._board is game.board:
            old = self.map_view.picture
            self.map_view.set_picture(self.viewpoint.picture(game, view).with_(
                highlights=old.highlights, selected_region=old.selected_region,
                selected_marker=old.selected_marker))
        current = self.session.viewed_turn is None
        self.inspector.set_position(game.board, view, editable=current, rules=game.rules)
        self.nations.set_position(game.rules, game.board, view)
        if not self.books.set_position(game.rules, game.board, view.state, view.caption):
            self.books_dock.hide()
        self.nations_dock.setWindowTitle("Nations")        # short, for its tab; the turn is in the panel
        self.nations_dock.setToolTip(f"Nations: {view.caption}")
        if view.resolved:
            self.reports.set_turn(game, view.turn, view.label)
        elif last_resolved(game) is not None:
            last = last_resolved(game)
            self.reports.set_turn(game, last, game.label(last), note="the last resolved turn")
        else:
            self.reports.set_turn(game, None, "", note=f"{view.label} is the first turn: reports appear here "
                                                        f"once it has been resolved.")
        if history:
            self.history.set_game(game, view.turn)
        else:
            self.history.select_turn(view.turn, emit=False)
        self.setWindowTitle(f"{game.title} — {game.path.name} — {APP_NAME}")
        if not self.hover_label.text():
            self.hover_label.setText(HINT)
        shown = "" if current else "  (an earlier turn: Turn ▸ Current turn to go back)"
        self.turn_label.setText(f"<b>{view.caption}</b>{shown}")
        self._update_actions()
        self._show_next_step()

    def _region_tooltip(self, region_id: str) -> str | None:
        game, view = self.session.game, self.view
        if game is None or view is None or region_id not in game.board:
            return None
        return pictures.adapter(game.rules.id).region_tooltip(game.board, view.state, region_id, None, True)

    def _hovered(self, region_id: str) -> None:
        text = self._region_tooltip(region_id) if region_id else None
        self.hover_label.setText(plain(text) if text else HINT)

    def _region_clicked(self, region_id: str) -> None:
        self.inspector.show_region(region_id)
        self.inspector_dock.raise_()

    def _marker_clicked(self, marker) -> None:
        self.map_view.set_selected_region(marker.region)
        self.inspector.show_region(marker.region)
        self.inspector_dock.raise_()

    def show_region(self, region_id: str) -> None:
        """Select a region as a click would, and centre the map on it."""
        self.map_view.set_selected_region(region_id)
        self.map_view.center_on_region(region_id)
        self._region_clicked(region_id)

    # == the GM's changes ========================================================================
    def change_owner(self, region_id: str, nation: str | None) -> bool:
        return self._edit(lambda state: edits.change_owner(self.session.board, state, region_id, nation))

    def change_treasury(self, nation: str, resource: str, amount: int) -> bool:
        """Set a nation's treasury in one of the ruleset's resources (amount in its smallest unit)."""
        return self._edit(lambda state: edits.set_treasury(self.session.board, state, nation, amount,
                                                           self.session.rules.resource(resource)))

    def _edit(self, change) -> bool:
        """Compute a change of the current state, ask why, and record it (undoable)."""
        if self.session.game is None:
            return False
        try:
            made = change(self.session.state())
        except BerthierError as e:
            dialogs.show_error(self, "Cannot make this change", str(e))
            return False
        if isinstance(made, edits.Edit):      # told to everyone, and what only a nation is told
            new, private = made.state, made.private
            summary = made.summary or "; ".join(made.private.values())
        else:
            (new, summary), private = made, None
        reason = dialogs.ask_reason(self, summary, last=placing.last_reason(self))
        if not reason:
            self.statusBar().showMessage("Change cancelled: nothing was recorded", 4000)
            self._refresh(history=False)        # put the inspector's controls back
            return False
        try:
            self.session.edit(new, reason, made.summary if private is not None else summary, private)
        except BerthierError as e:
            dialogs.show_error(self, "Cannot make this change", str(e))
            return False
        placing.remember_reason(self, reason)
        self.statusBar().showMessage(f"{summary} ({reason}). Ctrl+Z undoes it.", 6000)
        return True

    def view_turn(self, turn: int | None) -> None:
        if self.session.game is not None:
            self.session.view_turn(turn)

    def _step_turn(self, step: int) -> None:
        if self.view is not None:
            self.view_turn(min(max(self.view.turn + step, 0), self.session.current_turn))

    def rollback_to(self, turn: int) -> bool:
        game = self.session.game
        if game is None or turn >= game.current_turn:
            return False
        if not self.orders_saved():
            return False
        later = game.current_turn - turn
        label = game.label(turn)
        if not dialogs.confirm(self, "Roll back",
                               f"Roll back to {label}?\n\nThe game will await the orders of {label} again "
                               f"(the orders entered for it are kept). The {later} later turn(s) are archived "
                               f"in the game file, not deleted. This cannot be undone with Ctrl+Z.",
                               ok="Roll back"):
            return False
        reason = dialogs.ask_reason(self, f"Roll back to {label}", title="Roll back")
        if not reason:
            return False
        try:
            self.session.rollback(turn, reason)
        except BerthierError as e:
            dialogs.show_error(self, "Cannot roll back", str(e))
            return False
        self.statusBar().showMessage(f"Rolled back to {label}; {later} later turn(s) archived ({reason}).", 8000)
        return True

    def save_copy(self, path: Path | None = None) -> Path | None:
        """Ctrl+S: the game is saved as it changes, so this writes a copy (a backup, a file to share)."""
        if self.session.game is None:
            return None
        if path is None:
            game = self.session.game
            suggested = game.path.with_name(f"{game.path.stem}-{export.slug(game.label())}.berthier")
            path = dialogs.save_path(self, "Save a copy of the game", str(suggested), dialogs.GAME_FILTER)
            if path is None:
                return None
        try:
            self.session.save_copy(path)
        except BerthierError as e:
            dialogs.show_error(self, "Cannot save a copy", f"The copy could not be written to {path}.", str(e))
            return None
        self.statusBar().showMessage(f"Saved a copy as {path} (the open game is saved as it changes)", 6000)
        return path

    # == exports =================================================================================
    def _export_turn(self) -> int:
        """The turn exports show: the turn shown if resolved, else the last resolved one (the position
        is the current one either way; the resolved turn adds its movements and battles)."""
        if self.view is not None and self.view.resolved:
            return self.view.turn
        return export.default_turn(self.session.game)

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
                                        f"The map of {view.caption}", pictures.public_map_label(game.rules.id))
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
        self.statusBar().showMessage(f"Drawing the map at {width} px…")
        error = self._drawing_map(lambda: export.save_map(game, path, view=view, nation=nation, width=width,
                                                          treasuries=treasuries))
        if error is not None:
            dialogs.show_error(self, "Cannot export the map", f"The map could not be saved as {path}.", error)
            return None
        self.settings.set_folder("exports", path.parent)
        self.statusBar().showMessage(f"Saved {path}", 6000)
        return path

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
        progress.setWindowTitle(APP_NAME)
        progress.setWindowModality(Qt.WindowModal)
        progress.setMinimumDuration(300)
        written: list[Path] = []
        try:
            for i, step in enumerate(steps):
                progress.setValue(i)
                progress.setLabelText(f"{title}: {step.description}…")
                QApplication.processEvents()
                if progress.wasCanceled():
                    self.statusBar().showMessage(f"Export cancelled; {len(written)} file(s) written", 6000)
                    return None
                written += step.run()
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

    # == menus, toolbar, status bar ==============================================================
    def _action(self, text: str, slot, shortcut=None, tip: str = "", icon=None) -> QAction:
        action = QAction(text, self)
        if icon is not None:
            action.setIcon(self.style().standardIcon(icon))
        if shortcut is not None:
            keys = shortcut if isinstance(shortcut, list) else [shortcut]
            action.setShortcuts([QKeySequence(k) for k in keys])
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(f"{text.rstrip('…')} ({action.shortcut().toString(QKeySequence.NativeText)})"
                              if shortcut is not None else tip)
        action.triggered.connect(lambda checked=False: slot())
        return action

    def print_map(self, printer: QPrinter | None = None) -> bool:
        """File > Print: the public map or a nation's private map, drawn as exported, one page."""
        game = self.session.game
        if game is None:
            return False
        view = turn_view(game, self._export_turn())
        choice = dialogs.map_choice(self, [n.name for n in view.state.nations], self.settings.export_width(),
                                    f"The map of {view.caption}", pictures.public_map_label(game.rules.id),
                                    title="Print map")
        if choice is None:
            return False
        if printer is None:
            from PySide6.QtPrintSupport import QPrinter
            printer = QPrinter(QPrinter.HighResolution)
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
        QApplication.setOverrideCursor(Qt.WaitCursor)
        QApplication.processEvents()
        try:
            work()
        except BerthierError as e:
            return str(e)
        finally:
            QApplication.restoreOverrideCursor()
        return None

    def _make_actions(self) -> None:
        a = self._action
        self.new_action = a("&New game…", self.ask_new_game, QKeySequence.New,
                            "Start a game: a bundled scenario, a scenario file or a map of your own")
        self.save_scenario_action = a("Save as &scenario…", lambda: newgame_flow.save_as_scenario(self), None,
                                      "The current position as a scenario file that starts a new game")
        self.house_rules_action = a("&House rules…", lambda: newgame_flow.edit_house_rules(self), None,
                                    "The game's rule parameters, in a form")
        self.open_action = a("&Open…", self.ask_open, QKeySequence.Open, "Open a game file (.berthier)",
                             QStyle.SP_DialogOpenButton)
        self.save_copy_action = a("Save a &copy…", self.save_copy, "Ctrl+Shift+S",
                                  "The game is saved as it changes; this writes a copy", QStyle.SP_DialogSaveButton)
        self.export_map_action = a("&Map (PNG or SVG)…", self.export_map_png, "Ctrl+E",
                                   "The public map (fog of war) or a nation's private map, as a PNG or SVG")
        self.print_action = a("&Print map…", self.print_map, QKeySequence.Print,
                              "Print the public map or a nation's private map on one page")
        self.export_reports_action = a("&Reports…", self.export_reports, None,
                                       "The public update and every internal report, in BBCode, Markdown and text")
        self.export_turn_action = a("&Whole turn to a folder…", self.export_whole_turn, "Ctrl+Shift+E",
                                    "Everything to upload: public map and update, each nation's map and report")
        self.export_viewers_action = viewers.action(self)
        self.export_map_action.setIconText("Export map")
        self.export_turn_action.setIconText("Export turn")
        self.copy_update_action = a("&Copy public update", self.copy_public_update, "Ctrl+Shift+C",
                                    "Copy the public update to the clipboard, ready for the forum")
        self.quit_action = a("&Quit", self.close, QKeySequence.Quit, "Close Berthier")
        self.quit_action.setShortcuts([QKeySequence("Ctrl+Q")])

        stack = self.session.undo_stack
        self.undo_action = stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcuts([QKeySequence.Undo])
        self.undo_action.setIcon(self.style().standardIcon(QStyle.SP_ArrowBack))
        self.redo_action = stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")])
        self.redo_action.setIcon(self.style().standardIcon(QStyle.SP_ArrowForward))
        # the toolbar says only "Undo"/"Redo" (the menu and the tooltip name the change): a long
        # change's name would widen the toolbar, and the window with it, past a laptop's screen
        self.undo_action.setIconText("Undo")
        self.redo_action.setIconText("Redo")
        self.undo_action.setStatusTip("Undo the last GM change (recorded in the game's history too)")
        self.redo_action.setStatusTip("Redo the GM change just undone")

        self.zoom_in_action = a("Zoom &in", lambda: self.shown_map().zoom_by(1.25), ["Ctrl++", "Ctrl+="],
                                "Zoom in on the map (or + with the map focused, or the wheel)")
        self.zoom_out_action = a("Zoom &out", lambda: self.shown_map().zoom_by(0.8), ["Ctrl+-"], "Zoom out")
        self.fit_action = a("&Fit the map", lambda: self.shown_map().fit(), ["F"], "Show the whole map")
        self.reset_layout_action = a("Reset the &layout", self.reset_layout, None, "Put the docks back in place")
        self.find_action = a("F&ind a province or sea…", self.find_place, QKeySequence.Find,
                             "Type a name: the map is centred on it and the place inspected")
        self.full_screen_action = a("F&ull screen", self.toggle_full_screen, "F11", "The window fills the screen")
        self.full_screen_action.setCheckable(True)
        self.map_only_action = a("&Map only", self.toggle_map_only, "F10",
                                 "Hide every dock to see the whole map; again to bring them back")
        self.map_only_action.setCheckable(True)

        self.previous_turn_action = a("&Previous turn", lambda: self._step_turn(-1), ["Ctrl+PgUp", "Alt+Left"],
                                      "Show the turn before", QStyle.SP_MediaSeekBackward)
        self.next_turn_action = a("&Next turn", lambda: self._step_turn(1), ["Ctrl+PgDown", "Alt+Right"],
                                  "Show the turn after", QStyle.SP_MediaSeekForward)
        self.current_turn_action = a("&Current turn", lambda: self.view_turn(None), ["Ctrl+End", "Alt+Home"],
                                     "Show the turn awaiting orders", QStyle.SP_MediaSkipForward)
        self.post_action = a("&Post the turn…", self.post_turn, "Ctrl+Shift+P",
                             "Copy the public update for the game's forum and write the turn's folder (maps, "
                             "reports) beside the game file")
        self.post_action.setIconText("Post turn")
        self.rollback_action = a("Roll &back to the turn shown…", self._rollback_shown, None,
                                 "Go back to the turn shown, awaiting its orders again")
        self.about_action = a("&About Berthier", self._about, None, "")
        self.keys_action = a("&Keyboard and mouse", self._keys_help, "F1", "")

    def _make_menus(self) -> None:
        bar = self.menuBar()
        file = self.file_menu = bar.addMenu("&File")
        file.addAction(self.new_action)
        file.addAction(self.open_action)
        self.recent_menu = file.addMenu("Open &recent")
        file.addAction(self.save_copy_action)
        file.addAction(self.save_scenario_action)
        file.addSeparator()
        exports = self.export_menu = file.addMenu("&Export")
        exports.addAction(self.export_map_action)
        exports.addAction(self.export_reports_action)
        exports.addAction(self.export_turn_action)
        exports.addAction(self.export_viewers_action)
        file.addAction(self.print_action)
        file.addAction(self.copy_update_action)
        file.addSeparator()
        file.addAction(self.quit_action)
        self._fill_recent_menu()

        edit = self.edit_menu = bar.addMenu("&Edit")
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        edit.addSeparator()
        edit.addAction(self.house_rules_action)

        view = self.view_menu = bar.addMenu("&View")
        view.addAction(self.zoom_in_action)
        view.addAction(self.zoom_out_action)
        view.addAction(self.fit_action)
        view.addAction(self.find_action)
        self.viewpoint = MapViewpoint(self, view)
        view.addSeparator()
        view.addAction(self.map_only_action)
        view.addAction(self.full_screen_action)
        view.addSeparator()
        for dock in (self.inspector_dock, self.nations_dock, self.reports_dock, self.history_dock):
            view.addAction(dock.toggleViewAction())
        self._dock_actions_end = view.addSeparator()
        view.addAction(self.reset_layout_action)

        # The Turn menu: the orders package's actions (Scout, Resolve...) go above the separator.
        turn = self.turn_menu = bar.addMenu("&Turn")
        self._turn_actions_end = turn.addSeparator()
        turn.addAction(self.previous_turn_action)
        turn.addAction(self.next_turn_action)
        turn.addAction(self.current_turn_action)
        turn.addSeparator()
        turn.addAction(self.post_action)
        turn.addAction(self.rollback_action)

        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self.keys_action)
        help_menu.addAction(self.about_action)

    def _make_toolbar(self) -> None:
        tb = self.toolbar = QToolBar("Main toolbar")
        tb.setObjectName("mainToolBar")
        tb.setMovable(False)
        tb.setIconSize(QSize(18, 18))
        tb.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
        tb.addAction(self.open_action)
        tb.addSeparator()
        tb.addAction(self.undo_action)
        tb.addAction(self.redo_action)
        tb.addSeparator()
        for action, text in ((self.zoom_out_action, "−"), (self.zoom_in_action, "+"), (self.fit_action, "Fit")):
            button_action = tb.addAction(text)
            button_action.setToolTip(action.toolTip() or action.text())
            button_action.triggered.connect(action.trigger)
        tb.addSeparator()
        tb.addAction(self.previous_turn_action)
        tb.addAction(self.current_turn_action)
        tb.addAction(self.next_turn_action)
        self._toolbar_turn_end = tb.addSeparator()
        tb.addAction(self.export_map_action)
        tb.addAction(self.post_action)
        self.addToolBar(Qt.TopToolBarArea, tb)

    def _make_status_bar(self) -> None:
        bar = self.statusBar()
        self.hover_label = ElidedLabel(HINT)          # "... F shows the w…" rather than cut mid-letter
        self.hover_label.setMinimumWidth(100)
        self.turn_label = QLabel()
        self.zoom_label = QLabel()
        self.zoom_label.setMinimumWidth(80)
        self.busy_label = QLabel()
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setMaximumWidth(140)
        self.busy_bar.setMaximumHeight(14)
        self.next_label = NextStepLabel()
        self.next_label.setObjectName("nextStep")
        self.next_label.setStyleSheet("QLabel#nextStep { color: #1a5fb4; }")
        bar.addWidget(self.hover_label, 1)
        # permanent: a passing message ("Opened ...", "Saved ...") must not hide what to do next
        bar.addPermanentWidget(self.next_label, 1)
        bar.addPermanentWidget(self.busy_label)
        bar.addPermanentWidget(self.busy_bar)
        bar.addPermanentWidget(self.turn_label)
        bar.addPermanentWidget(self.zoom_label)
        self.busy_label.hide()
        self.busy_bar.hide()
        # ... but gives way to it: a message is read in full, the next step cut short meanwhile
        self._message_room = MessageRoom(bar, [self.next_label, self.turn_label])
        self._probe = probe.install(self, self.map_view)

    def _connect(self) -> None:
        s = self.session
        s.opened.connect(self._on_opened)
        s.stateChanged.connect(lambda: self._refresh(history=True))
        s.turnViewed.connect(lambda _turn: self._refresh(history=False))
        s.ordersChanged.connect(self._orders_changed)
        self.map_view.regionClicked.connect(self._region_clicked)
        self.map_view.markerClicked.connect(self._marker_clicked)
        self.map_view.regionHovered.connect(self._hovered)
        self.map_view.zoomChanged.connect(lambda z: self.zoom_label.setText(f"Zoom {z * 100:.0f}%"))
        self.inspector.ownerChangeRequested.connect(self.change_owner)
        self.inspector.treasuryChangeRequested.connect(self.change_treasury)
        self.nations.nationActivated.connect(self._nation_activated)
        self.nations.nationSelected.connect(self.books.show_nation)
        self.history.turnSelected.connect(self.view_turn)
        self.history.rollbackRequested.connect(self.rollback_to)
        self.reports.message.connect(lambda m: self.statusBar().showMessage(m, 5000))
        self.reports.formatChanged.connect(self._forum_chosen)

    def _orders_changed(self, _nation: str) -> None:
        if self.session.game is not None and self.view is not None:
            self.history.set_game(self.session.game, self.view.turn)     # "orders from" in the tooltips
        self._show_next_step()

    def _show_next_step(self) -> None:
        game = self.session.game
        if game is None or self.view is None:
            self.next_label.setText(next_step(Progress(game_open=False)))
            return
        nations = [n.name for n in game.state().nations]
        ordering, waiting = awaited(game)
        self.next_label.setText(next_step(Progress(
            ordering=ordering, waiting=waiting,
            game_open=True, viewing_past=self.session.viewed_turn is not None, shown_label=self.view.label,
            current_label=game.label(), nations=len(nations),
            with_orders=sum(1 for n in nations if (game.orders_text(n) or "").strip()),
            just_resolved=self.view.resolved and self.view.turn == game.current_turn - 1,
            posted=self.view.resolved and posted(game, self.view.turn) is not None)))

    def _nation_activated(self, nation: str) -> None:
        self.inspector.select_treasury_nation(nation)
        self.inspector_dock.raise_()
        self.inspector.amount.setFocus()
        self.inspector.amount.selectAll()
        self.reports.select(nation)

    def _update_actions(self) -> None:
        has = self.session.game is not None
        current = has and self.session.viewed_turn is None
        resolved = has and last_resolved(self.session.game) is not None
        for action in (self.save_copy_action, self.export_map_action, self.export_turn_action,
                       self.export_viewers_action, self.zoom_in_action, self.zoom_out_action, self.fit_action):
            action.setEnabled(has)
        for action in (self.export_reports_action, self.copy_update_action, self.post_action):
            action.setEnabled(resolved)
        turn = self.view.turn if self.view is not None else 0
        self.previous_turn_action.setEnabled(has and turn > 0)
        self.next_turn_action.setEnabled(has and not current)
        self.current_turn_action.setEnabled(has and not current)
        self.rollback_action.setEnabled(has and not current)

    def _fill_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        files = self.settings.recent_files()
        for i, path in enumerate(files):
            action = menu.addAction(f"&{i + 1} {path.name}")
            action.setStatusTip(str(path))
            action.setToolTip(str(path))
            action.triggered.connect(lambda checked=False, p=path: self.open_game(p))
        if files:
            menu.addSeparator()
        clear = menu.addAction("Clear the list")
        clear.setEnabled(bool(files))
        clear.triggered.connect(lambda: (self.settings.clear_recent(), self._fill_recent_menu()))

    def _rollback_shown(self) -> None:
        if self.view is not None:
            self.rollback_to(self.view.turn)

    def _about(self) -> None:
        from PySide6.QtWidgets import QMessageBox
        QMessageBox.about(self, "About Berthier",
                          "<b>Berthier</b>: the adjudicator for the game master of forum and e-mail "
                          "strategy games.<br><br>Every change to a game is saved as it happens; Ctrl+S "
                          "writes a copy.")

    def _keys_help(self) -> None:
        show_shortcuts(self, self.menu_actions())

    def menu_actions(self) -> list[QAction]:
        """Every action of the menu bar's menus and their submenus, in menu order."""
        out: list[QAction] = []

        def walk(menu: QMenu) -> None:
            for action in menu.actions():
                if action.menu() is not None:
                    walk(action.menu())
                elif not action.isSeparator():
                    out.append(action)
        for top in self.menuBar().actions():
            if top.menu() is not None:
                walk(top.menu())
        return out

    def find_place(self) -> str | None:
        """Ctrl+F: centre the map on a province or sea typed by name, and inspect it."""
        game = self.session.game
        if game is None:
            return None
        dialog = FindPlaceDialog(game.board, self)
        if not dialogs.run_dialog(dialog) or dialog.region_id is None:
            return None
        self.show_region(dialog.region_id)
        return dialog.region_id

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    def toggle_map_only(self) -> None:
        """Hide the docks (remembering which were shown), or bring those back."""
        docks = self.findChildren(QDockWidget)
        if self.map_only_action.isChecked():
            self._hidden_by_map_only = [d for d in docks if d.isVisible()]
            for dock in self._hidden_by_map_only:
                dock.hide()
        else:
            for dock in getattr(self, "_hidden_by_map_only", []):
                dock.show()
            self._hidden_by_map_only = []

    # == layout ==================================================================================
    def _dock(self, title: str, name: str, widget: QWidget, area) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetMovable | QDockWidget.DockWidgetFloatable
                         | QDockWidget.DockWidgetClosable)
        self.addDockWidget(area, dock)
        return dock

    def _default_layout(self) -> None:
        width = max(self.width(), 1024)
        left, right = (250, 400) if width < 1600 else (290, 480)
        self.resizeDocks([self.inspector_dock, self.reports_dock], [left, right], Qt.Horizontal)
        height = max(self.height(), 600)
        self.resizeDocks([self.inspector_dock, self.history_dock], [int(height * 0.62), int(height * 0.3)],
                         Qt.Vertical)
        (self.orders_dock or self.reports_dock).raise_()

    def reset_layout(self) -> None:
        for dock in self.findChildren(QDockWidget):
            dock.setFloating(False)
            dock.show()
        self.addDockWidget(Qt.LeftDockWidgetArea, self.inspector_dock)
        self.addDockWidget(Qt.LeftDockWidgetArea, self.history_dock)
        self.addDockWidget(Qt.RightDockWidgetArea, self.reports_dock)
        self.addDockWidget(Qt.RightDockWidgetArea, self.nations_dock)
        self.tabifyDockWidget(self.reports_dock, self.nations_dock)
        self.addDockWidget(Qt.RightDockWidgetArea, self.books_dock)
        self.tabifyDockWidget(self.nations_dock, self.books_dock)
        self.books_dock.setVisible(self.books.kept)
        if self.orders_dock is not None:
            self.addDockWidget(ORDERS_DOCK_AREA, self.orders_dock)
            self.tabifyDockWidget(self.reports_dock, self.orders_dock)
        self._default_layout()

    def _restore_layout(self) -> None:
        geometry, state = self.settings.window_geometry(), self.settings.window_state()
        if geometry is None or not self.restoreGeometry(geometry):
            # a laptop screen is all needed for the map and two columns; a large one, most of it
            if not place_first_window(self):
                self.resize(1400, 900)
        if state is None or not self.restoreState(state, LAYOUT_VERSION):
            self._default_layout()

    def save_layout(self) -> None:
        self.settings.save_window(self.saveGeometry(), self.saveState(LAYOUT_VERSION))

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.orders_saved():
            event.ignore()
            return
        self.save_layout()
        if self._loader is not None:
            self._loader.loaded.disconnect(self._loaded)
            self._loader.failed.disconnect(self._failed)
            self._loader.wait()
            self._loader = None
        self.session.close()
        super().closeEvent(event)
