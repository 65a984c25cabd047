"""The map editor as a window of its own, with menus (what `berthier edit-map` opens)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import QWidget

from app.editor.editor import MapEditor


class MapEditorWindow(MapEditor):
    """`MapEditorWindow(board_or_path)`: a map file, a map image (a new map drawn over it), a Board,
    or nothing for an empty map. Asks to save changes when closed."""

    def __init__(self, source: Any = None, parent: QWidget | None = None, *, settings: QSettings | None = None):
        super().__init__(source, parent, settings=settings)
        self.resize(1400, 900)
        self._make_menus()

    def _make_menus(self) -> None:
        bar = self.menuBar()
        file = bar.addMenu("&File")
        for action in (self.new_action, self.open_action, self.image_action, None, self.save_action, self.save_as_action, None,
                       self.import_action, self.export_action, None):
            file.addSeparator() if action is None else file.addAction(action)
        close = self._action("&Close", self.close, QKeySequence.StandardKey.Close, "Close the map editor")
        file.addAction(close)
        edit = bar.addMenu("&Edit")
        for action in (self.undo_action, self.redo_action, None, self.delete_action, self.recompute_action):
            edit.addSeparator() if action is None else edit.addAction(action)
        tools = bar.addMenu("&Tools")
        for action in self.tool_actions.values():
            tools.addAction(action)
        tools.addSeparator()
        tools.addAction(self.trace_action)
        view = bar.addMenu("&View")
        view.addAction(self.adjacency_action)
        view.addAction(self.names_action)
        view.addAction(self.fit_action)
        view.addAction(self.check_action)
        view.addSeparator()
        for dock in (self.region_dock, self.problems_dock, self.background_dock):
            view.addAction(dock.toggleViewAction())

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.trace_job is not None:
            self.trace_job.cancel()
            self.trace_job.wait()
        if self.maybe_save():
            event.accept()
        else:
            event.ignore()
