"""The window's start, timed from outside (benchmarks/bench_window_start.py): when the environment
variable BERTHIER_START_CLOCK is set, the program notes when the splash, the window and the game's
map are first painted, prints these moments (seconds since the epoch, as JSON on one line) and
quits after the map's first paint. Without the variable nothing is imported or watched."""

from __future__ import annotations

import json
import os
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from app.window.main import MainWindow

VARIABLE = "BERTHIER_START_CLOCK"


class StartClock(QObject):
    """Watches every paint until the map has been painted once with a game on it."""

    def __init__(self, app: QApplication):
        super().__init__(app)
        self.app = app
        self.window: MainWindow | None = None
        self.marks: dict[str, float] = {}
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget):
            name = self._what(watched)
            if name is not None and name not in self.marks:
                self.marks[name] = 0.0                   # noted once, when this paint is over
                QTimer.singleShot(0, lambda n=name: self._mark(n))
        return False

    def _what(self, widget: QWidget) -> str | None:
        window = self.window
        if window is None:
            return "splash" if widget.isWindow() else None
        if widget is window.map_view.viewport() and window.session.game is not None:
            return "map"
        if widget is window or window.isAncestorOf(widget):
            return "window"
        return None

    def _mark(self, name: str) -> None:
        self.marks[name] = time.time()
        if name == "map":
            print(json.dumps(self.marks), flush=True)
            if self.window is not None:
                self.window.close()                      # as the GM would: the recent games are kept
            self.app.quit()

    def built(self, window: MainWindow) -> None:
        self.marks.setdefault("built", time.time())
        self.window = window


def install(app: QApplication) -> StartClock | None:
    return StartClock(app) if os.environ.get(VARIABLE) else None
