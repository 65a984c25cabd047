"""The GM's main window: the map in the middle, docks around it, menus over thin calls to the session.

Every change goes through `GameSession` (so Ctrl+Z undoes it); every question to the GM goes
through `app.window.dialogs` (so tests replace it); every file written goes through
`app.window.export` (which `berthier render` shares).
"""

from __future__ import annotations

import importlib
import traceback
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QStackedWidget, QWidget

from app.mapview import MapView
from app.orders.reading import on_a_real_screen
from app import placing
from app.session import GameSession
from app.window import dialogs, dock_tabs, mailround, on_screen, redo_key, undo_note
from app.window.books import BooksPanel
from app.window.exporting import Exporting
from app.window.history import HistoryPanel
from app.window.inspector import RegionInspector
from app.window.layout import LAYOUT_VERSION, ORDERS_DOCK_AREA, Layout
from app.window.loading import GameLoader
from app.window.map_drawing import MapDrawings
from app.window.menus import Menus
from app.window.nations import NationsPanel
from app.window import off_thread
from app.window.closing import end_threads
from app.window.off_thread import run_off_thread
from app.window.opening import Opening
from app.window.pictures import TurnView
from app.window.reports import ReportsPanel
from app.window.settings import Settings
from app.window.settings import data_dir as default_data_dir
from app.window.showing import APP_NAME, HINT, Showing, plain
from app.window.welcome import Welcome
from engine.game import edits
from engine.errors import BerthierError

__all__ = ["APP_NAME", "HINT", "LAYOUT_VERSION", "ORDERS_DOCK_AREA", "PLUGINS", "MainWindow", "Welcome", "plain"]

# Packages that plug into the window: each, if importable, has `install(window)` called once the
# window is built. `app.orders` adds the orders dock (`add_orders_dock`) and Turn menu actions.
PLUGINS = ("app.orders", "app.editor")


class MainWindow(Opening, Showing, Exporting, Menus, Layout, QMainWindow):
    """The GM's window over one `GameSession`.

    Signals: `gameShown(str)` a game's map is drawn (its path); `openFailed(str, str)` a game
    could not be opened (path, reason); `busyChanged(bool)` a game is being opened in the background.
    """

    gameShown = Signal(str)
    openFailed = Signal(str, str)
    busyChanged = Signal(bool)
    mail_round: mailround.MailRound                   # the mail round's dialogs (mailround.install)

    def __init__(self, session: GameSession | None = None, settings: Settings | None = None,
                 data_dir: str | Path | None = None, *, install_orders: bool = True, parent=None):
        """`install_orders=False` leaves out the plug-ins (`PLUGINS`: the orders panel), as tests do."""
        super().__init__(parent)
        self.session = session or GameSession(self)
        self.session.long_work = lambda what, work: run_off_thread(self, what, work)   # a commit: off this thread
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
        self.map_drawings = MapDrawings(self)        # File > Export > Map drawn off the window's thread
        self.map_drawings.done.connect(self._map_drawn)
        self.draw_off_thread = on_a_real_screen       # the tests' headless screens draw at once
        self.setWindowTitle(APP_NAME)
        self.setAcceptDrops(True)
        self.setDockOptions(QMainWindow.DockOption.AnimatedDocks | QMainWindow.DockOption.AllowTabbedDocks
                            | QMainWindow.DockOption.AllowNestedDocks)

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
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.inspector_dock = self._dock("Region", "inspectorDock", self.inspector,
                                      Qt.DockWidgetArea.LeftDockWidgetArea)
        self.history_dock = self._dock("History", "historyDock", self.history,
                                      Qt.DockWidgetArea.LeftDockWidgetArea)
        self.reports_dock = self._dock("Reports", "reportsDock", self.reports,
                                      Qt.DockWidgetArea.RightDockWidgetArea)
        self.nations_dock = self._dock("Nations", "nationsDock", self.nations,
                                      Qt.DockWidgetArea.RightDockWidgetArea)
        self.tabifyDockWidget(self.reports_dock, self.nations_dock)
        self.books = BooksPanel()
        self.books_dock = self._dock("Books", "booksDock", self.books, Qt.DockWidgetArea.RightDockWidgetArea)
        self.tabifyDockWidget(self.nations_dock, self.books_dock)
        self.books_dock.hide()            # shown for a game whose ruleset keeps books (a module's yards)

        self._make_actions()
        undo_note.install(self)          # Ctrl+Z and Ctrl+Y say what they undid or redid
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
        on_screen.install(self)          # dialogs larger than the screen are fitted inside it
        redo_key.install(self)           # Ctrl+Y redoes a line's typing there, not a GM change
        self._refresh()

    # == the orders dock and the Turn menu: the colleague's `app.orders` plugs in here ===========
    def shown_map(self) -> MapView:
        """The map in the middle of the window: the game's, or another (the map editor's) shown there."""
        shown = self.middle.currentWidget()
        if shown is not None and shown is not self.map_view:
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

    # == the docks wired to the session and to each other ========================================
    def _connect(self) -> None:
        s = self.session
        s.opened.connect(self._on_opened)
        s.changed.connect(self._state_changed)
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

    def _rollback_shown(self) -> None:
        if self.view is not None:
            self.rollback_to(self.view.turn)

    def closeEvent(self, event: QCloseEvent) -> None:
        if off_thread.under_way():                    # a commit on its thread: the window closes once it is written
            event.ignore()
            self.statusBar().showMessage("Closing once the work under way is done\u2026")
            off_thread.when_done(self.close)
            return
        if not self.orders_saved():
            event.ignore()
            return
        self.save_layout()
        if self.map_drawings.pending:                 # the maps asked are written whole before the window goes
            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                self.map_drawings.finish()
            finally:
                QApplication.restoreOverrideCursor()
        if self._loader is not None:
            self._loader.loaded.disconnect(self._loaded)
            self._loader.failed.disconnect(self._failed)
            self._loader.wait()
            self._loader = None
        end_threads(self)                             # an older opening, a map traced in the editor mode
        self.session.close()
        super().closeEvent(event)
