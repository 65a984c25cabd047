"""The "Edit map" mode of the GM's window: the map editor takes the middle of the window, the
game's docks and toolbars step aside, and everything comes back when the GM leaves the mode.

What it needs of the window: a QMainWindow; `window.middle`, a QStackedWidget holding the map
(else the central widget is swapped); `window.session.board` for the open game's map (else the
editor starts empty). The game itself is never changed: the edited map is saved as a map file.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QStackedWidget, QStatusBar, QToolBar, QWidget

from app.editor import mode_menus
from app.editor.mode_title import TitleFollows
from engine.board import Board

if TYPE_CHECKING:     # the editor loads when the GM first edits a map, not with the window
    from app.editor.editor import MapEditor
    from app.editor.window import MapEditorWindow


class EditMapMode(QObject):
    """Signals: `entered()` and `left()` as the mode is switched on and off."""

    entered = Signal()
    left = Signal()

    def __init__(self, window: QMainWindow):
        super().__init__(window)
        self.window = window
        self.editor: MapEditor | None = None
        self.windows: list[MapEditorWindow] = []      # editors opened in windows of their own
        self._previous: QWidget | None = None
        self._hidden: list[QWidget] = []
        self._shortcuts: dict[QAction, list[QKeySequence]] = {}
        self._in_menus: list[tuple[QMenu, QAction]] = []    # the editor's actions in the window's menus
        self._title: TitleFollows | None = None
        self.action = QAction("&Edit map", window)
        self.action.setCheckable(True)
        self.action.setShortcut(QKeySequence("Ctrl+Shift+M"))
        self.action.setStatusTip("Draw, trace, join and check a map in the map editor (the game is not changed)")
        self.action.toggled.connect(self._toggled)
        self.window_action = QAction("Map editor in a &window…", window)
        self.window_action.setStatusTip("Open the map editor in a window of its own, on the game's map")
        self.window_action.triggered.connect(lambda _checked=False: self.open_window())
        self.menu = self._menu()
        self.menu.addAction(self.action)
        self.menu.addAction(self.window_action)
        window.addAction(self.action)
        window.installEventFilter(self)
        self.setObjectName("editMapMode")     # found by name where the window must not import the editor
        shown = getattr(window, "gameShown", None)
        if shown is not None:
            shown.connect(self._game_shown)

    def _menu(self) -> QMenu:
        """A Map menu, before the Help menu if the window has one."""
        bar = self.window.menuBar()
        menu = QMenu("&Map", bar)
        help_action = next((a for a in bar.actions() if a.text().replace("&", "").lower() == "help"), None)
        if help_action is not None:
            bar.insertMenu(help_action, menu)
        else:
            bar.addMenu(menu)
        return menu

    def board(self) -> Board | None:
        """The open game's map, if a game is open."""
        session = getattr(self.window, "session", None)
        if session is None or getattr(session, "game", None) is None:
            return None
        try:
            return session.board
        except Exception:  # noqa: BLE001 - no game open after all: start from an empty map
            return None

    def _rules_of_game(self, editor: MapEditor) -> None:
        """The editor checks the open game's map against the game's own rules."""
        game = getattr(getattr(self.window, "session", None), "game", None)
        ruleset_id = getattr(getattr(game, "rules", None), "id", None)
        if isinstance(ruleset_id, str) and self.board() is not None:
            editor.use_ruleset(ruleset_id)

    def _settings(self):
        """The window's QSettings, so the editor remembers its folder and ruleset with the rest."""
        return getattr(getattr(self.window, "settings", None), "q", None)

    @property
    def active(self) -> bool:
        return self.editor is not None

    # -- switching ----------------------------------------------------------------------------
    def _toggled(self, on: bool) -> None:
        if on and self.editor is None:
            self.enter()
        elif not on and self.editor is not None and not self.leave():
            self.action.blockSignals(True)
            self.action.setChecked(True)
            self.action.blockSignals(False)

    def enter(self) -> MapEditor:
        """Switch the window to the map editor, on the open game's map (or an empty one)."""
        if self.editor is not None:
            return self.editor
        from app.editor.editor import MapEditor
        editor = self.editor = MapEditor(self.board(), parent=self.window, settings=self._settings())
        self._rules_of_game(editor)
        middle = getattr(self.window, "middle", None)
        if isinstance(middle, QStackedWidget):
            self._previous = middle.currentWidget()
            middle.addWidget(editor)
            middle.setCurrentWidget(editor)
        else:
            self._previous = self.window.takeCentralWidget()
            self.window.setCentralWidget(editor)
        # the game's docks, toolbars and status line (the editor has its own)
        self._hidden = [w for w in self.window.findChildren(QDockWidget) + self.window.findChildren(QToolBar)
                        + self.window.findChildren(QStatusBar) if w.parent() is self.window and w.isVisible()]
        for w in self._hidden:
            w.hide()
        self._free_shortcuts(editor)
        self._in_menus = mode_menus.put(self.window, editor)     # the menus say what the keys do now
        self._title = TitleFollows(self.window, editor)          # the title names the map edited
        editor.view.setFocus()
        self.action.blockSignals(True)
        self.action.setChecked(True)
        self.action.blockSignals(False)
        self.entered.emit()
        return editor

    def leave(self) -> bool:
        """Back to the game (asks to save the map first); False if the GM stays in the editor."""
        editor = self.editor
        if editor is None:
            return True
        if not editor.maybe_save():
            return False
        if editor.trace_job is not None:
            editor.trace_job.cancel()
            editor.trace_job.wait()
        middle = getattr(self.window, "middle", None)
        if isinstance(middle, QStackedWidget):
            if self._previous is not None:
                middle.setCurrentWidget(self._previous)
            middle.removeWidget(editor)
        else:
            self.window.takeCentralWidget()
            if self._previous is not None:
                self.window.setCentralWidget(self._previous)
        for w in self._hidden:
            w.show()
        self._hidden = []
        for action, keys in self._shortcuts.items():
            action.setShortcuts(keys)
        self._shortcuts = {}
        mode_menus.take(self._in_menus)
        self._in_menus = []
        if self._title is not None:
            self._title.stop()
            self._title = None
        self.editor = None
        editor.hide()
        editor.deleteLater()
        self.action.blockSignals(True)
        self.action.setChecked(False)
        self.action.blockSignals(False)
        self.left.emit()
        return True

    def _game_shown(self, _path: str = "") -> None:
        """A game opened while the editor was on (File > New game on the map just drawn, File > Open):
        the window goes back to the game with its panels, its orders in front; the map is saved first
        if the GM wants, and kept in the editor if he cancels."""
        editor = self.editor
        if editor is None:
            return
        if not self.leave():
            middle = getattr(self.window, "middle", None)
            if isinstance(middle, QStackedWidget):
                middle.setCurrentWidget(editor)
            return
        orders = getattr(self.window, "orders_dock", None)
        if isinstance(orders, QDockWidget):
            orders.raise_()

    def open_window(self) -> MapEditorWindow:
        """The map editor in a window of its own, on the open game's map."""
        from app.editor.window import MapEditorWindow
        editor = MapEditorWindow(self.board(), settings=self._settings())
        self._rules_of_game(editor)
        editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        editor.destroyed.connect(lambda _obj=None, e=editor: self.windows.remove(e) if e in self.windows else None)
        self.windows.append(editor)
        editor.show()
        return editor

    def _free_shortcuts(self, editor: MapEditor) -> None:
        """The window's actions whose keys the editor uses (Undo, Save...) give them up while it is on:
        two actions on one key would both be ignored as ambiguous."""
        keys = {k.toString() for a in editor.findChildren(QAction) for k in a.shortcuts()}
        for action in self.window.findChildren(QAction):
            if action is self.action or _inside(action, editor):
                continue
            mine = [k for k in action.shortcuts() if k.toString() in keys]
            if mine:
                self._shortcuts[action] = action.shortcuts()
                action.setShortcuts([k for k in action.shortcuts() if k.toString() not in keys])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # closing the window while the map has unsaved changes asks first
        if watched is self.window and event.type() == QEvent.Type.Close and self.editor is not None \
                and not self.editor.maybe_save():
            event.ignore()
            return True
        return False


def _inside(obj: QObject | None, ancestor: QObject) -> bool:
    while obj is not None:
        if obj is ancestor:
            return True
        obj = obj.parent()
    return False
