"""What the window's parts (the mixins in opening.py, showing.py, exporting.py, menus.py and layout.py)
use of `MainWindow` and of one another, typed for mypy.

At run time a part's base is `object`: `MainWindow(Opening, Showing, Exporting, Menus, Layout,
QMainWindow)` joins them. Mypy reads `WindowHost` instead: a QMainWindow with MainWindow's widgets
and docks and the methods one part calls in another, so that a misspelt attribute, or a method
whose signature drifts from what its callers expect, is an error."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path
    from typing import Any

    from PySide6.QtCore import Signal
    from PySide6.QtGui import QAction
    from PySide6.QtPrintSupport import QPrinter
    from PySide6.QtWidgets import (
        QDockWidget, QLabel, QMainWindow, QMenu, QProgressBar, QStackedWidget, QWidget)

    from app.mapview import MapView
    from app.session import GameSession
    from app.window.books import BooksPanel
    from app.window.history import HistoryPanel
    from app.window.inspector import RegionInspector
    from app.window import export
    from app.window.loading import GameLoader
    from app.window.nations import NationsPanel
    from app.window.pictures import TurnView
    from app.window.reports import ReportsPanel
    from app.window.settings import Settings
    from app.window.status_line import ElidedLabel, NextStepLabel
    from app.window.map_drawing import MapDrawings
    from app.window.viewpoint import MapViewpoint
    from app.window.welcome import Welcome
    from engine.board import Board

    class WindowHost(QMainWindow):
        gameShown = Signal(str)
        openFailed = Signal(str, str)
        busyChanged = Signal(bool)

        # MainWindow.__init__
        session: GameSession
        settings: Settings
        data_dir: Path
        view: TurnView | None
        _loader: GameLoader | None
        _loading_path: Path | None
        _creating: bool
        _board: Board | None
        middle: QStackedWidget
        map_view: MapView
        welcome: Welcome
        inspector: RegionInspector
        nations: NationsPanel
        history: HistoryPanel
        reports: ReportsPanel
        books: BooksPanel
        inspector_dock: QDockWidget
        history_dock: QDockWidget
        reports_dock: QDockWidget
        nations_dock: QDockWidget
        books_dock: QDockWidget
        orders_dock: QDockWidget | None
        posted_dialog: QWidget | None
        map_drawings: MapDrawings
        draw_off_thread: Callable[[], bool]

        # Menus: the actions and the status line
        save_copy_action: QAction
        export_map_action: QAction
        export_reports_action: QAction
        export_turn_action: QAction
        export_viewers_action: QAction
        copy_update_action: QAction
        zoom_in_action: QAction
        zoom_out_action: QAction
        fit_action: QAction
        full_screen_action: QAction
        map_only_action: QAction
        previous_turn_action: QAction
        next_turn_action: QAction
        current_turn_action: QAction
        post_action: QAction
        rollback_action: QAction
        recent_menu: QMenu
        viewpoint: MapViewpoint
        hover_label: ElidedLabel
        turn_label: QLabel
        next_label: NextStepLabel
        busy_label: QLabel
        busy_bar: QProgressBar

        # MainWindow
        def shown_map(self) -> MapView: ...
        def orders_saved(self) -> bool: ...
        def view_turn(self, turn: int | None) -> None: ...
        def _step_turn(self, step: int) -> None: ...
        def _rollback_shown(self) -> None: ...
        def _edit(self, change: Callable[[Any], Any]) -> bool: ...

        # Opening
        def open_game(self, path: str | Path, scenario: str | Path | None = None, *,
                      data: dict | None = None, base_dir: Path | None = None,
                      then: Callable[[], Any] | None = None) -> None: ...
        def ask_open(self) -> None: ...
        def ask_new_game(self, scenario: Path | None = None) -> None: ...
        def save_copy(self, path: Path | None = None) -> Path | None: ...
        def _fill_recent_menu(self) -> None: ...

        # Showing
        def find_place(self) -> str | None: ...
        def _show_next_step(self) -> None: ...

        # Exporting
        def _export_turn(self) -> int: ...
        def _run_steps(self, title: str, steps: list[export.ExportStep],
                       folder: Path) -> list[Path] | None: ...
        def export_map_png(self, path: Path | None = None, nation: str | None = None,
                           width: int | None = None, treasuries: bool = False) -> Path | None: ...
        def export_reports(self, folder: Path | None = None) -> list[Path] | None: ...
        def export_whole_turn(self, folder: Path | None = None,
                              width: int | None = None) -> list[Path] | None: ...
        def post_turn(self) -> list[Path] | None: ...
        def copy_public_update(self) -> str | None: ...
        def print_map(self, printer: QPrinter | None = None) -> bool: ...

        # Layout
        def toggle_full_screen(self) -> None: ...
        def toggle_map_only(self) -> None: ...
        def reset_layout(self) -> None: ...
else:
    WindowHost = object
