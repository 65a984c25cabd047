"""What the window tells a test that drives it from outside, through the window system (the
`real_display` tests): only when the environment variable BERTHIER_TEST_PROBE names a folder.

- `status.log`: every status-bar message, one a line, as it is shown;
- `places.json`: where each province and sea shown on the map is on the screen ({id: [x, y]} in
  the screen's pixels), rewritten whenever the map moves or the window changes size;
- `counters.json`: where the centre of each counter drawn on the map is on the screen ({marker
  key: [x, y]}), written with `places.json`;
- `placement.json`: how the units' placement was last made (app/render/kept_placement.py): how many
  times it was made (`updates`), how many stacks and battle icons it placed again (`placed_again`)
  of how many it holds (`placed`), and the last time it placed any again and how many
  (`last_placing`: a picture changed since, a light on or off, places none), written with `places.json`;
- `lit.json`: the places lit on the map as it was last painted (picking, destinations: a sorted
  list of ids), written with `places.json`, so a test knows the lights are on screen, not just asked;
- `widgets.json`: every visible widget of the window with an object name (buttons, labels, lists,
  the orders' text, a line or spin box's text, a list's selected row, the nations' rows, the tab
  shown...): its
  name, its class, its text when it has one, and its box on the screen
  ([x, y, width, height] in the screen's pixels), a text box's whole lines shown (`lines`), rewritten when any of
  these changes;
- `reader.warm`: written once the reader's first reading, made when a game opens (off the
  window's thread: app/orders/reading.py), is done; it holds how many objects the garbage collector
  then leaves out of its collections (frozen: app/gc_pauses.py) and how many it still looks at
  (`{"frozen": N, "looked_at": M}`);
- `gc.log`: each garbage collection of 1 ms or more, and every full one (app/gc_pauses.py):
  when it ended (seconds since the epoch), its generation and how long it took (ms), one a line;
- `checks.log`: each check of a nation's orders the window asks for (`GameSession.check_orders`):
  when it ended (seconds since the epoch), the thread it ran on ('MainThread': the window's), the
  nation and how long it took (ms), one a line, so a test can say which checks stopped the window;
- `stalls.log`: each time the window's thread answered late (a timer that beats every
  `BEAT_MS` came more than `STALL_MS` late): when it answered again (seconds since the epoch) and
  how long it had not answered (ms), one a line, so a test can say how long the window froze.

With BERTHIER_TEST_SLOW_READING=SECONDS as well, every message of more than one line the reader reads
takes that much longer (a slow machine, a long letter), so that a test sees whether the window waits
for a reading.

Nothing else reads or writes these files, and without the variable nothing is written."""

from __future__ import annotations

import gc
import json
import os
import threading
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractSpinBox, QLabel, QLineEdit, QListWidget, QMainWindow, QPlainTextEdit, QTabWidget,
    QTreeWidget, QWidget)

from app.mapview import MapView
from app import gc_pauses
from app.mapview.scene import MapScene

VARIABLE = "BERTHIER_TEST_PROBE"
SLOW_READING = "BERTHIER_TEST_SLOW_READING"
WIDGETS_EVERY_MS = 150      # how often the named widgets are looked at (written only when they changed)
BEAT_MS = 20                # the window's thread is looked at this often...
STALL_MS = 200              # ... and a beat this late is a stall, written to stalls.log


class Probe(QObject):
    def __init__(self, window: QMainWindow, view: MapView, folder: Path):
        super().__init__(window)
        self.window, self.view, self.folder = window, view, folder
        folder.mkdir(parents=True, exist_ok=True)
        self.status_log = folder / "status.log"
        window.statusBar().messageChanged.connect(self._message)
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(100)
        self._later.timeout.connect(self.write_places)
        view.viewport().installEventFilter(self)
        window.installEventFilter(self)          # the window moved: the map moved on the screen
        self._widgets_seen = ""
        self._widgets = QTimer(self)
        self._widgets.setInterval(WIDGETS_EVERY_MS)
        self._widgets.timeout.connect(self.write_widgets)
        self._widgets.start()
        self._last_beat = time.monotonic()
        self._beat = QTimer(self)
        self._beat.setInterval(BEAT_MS)
        self._beat.timeout.connect(self._beat_came)
        self._beat.start()
        gc_pauses.watch(folder / "gc.log")
        slow = float(os.environ.get(SLOW_READING) or 0)
        session = getattr(window, "session", None)
        if session is not None:
            _log_checks(session, folder / "checks.log")
        if slow > 0 and session is not None:
            session.opened.connect(lambda: _slow_reader(session, slow))
            _slow_reader(session, slow)

    def _beat_came(self) -> None:
        now = time.monotonic()
        late_ms = (now - self._last_beat) * 1000
        self._last_beat = now
        if late_ms > STALL_MS:
            with (self.folder / "stalls.log").open("a", encoding="utf-8") as log:
                log.write(f"{time.time():.3f} {late_ms:.0f}\n")

    def _message(self, text: str) -> None:
        if text:
            with self.status_log.open("a", encoding="utf-8") as log:
                log.write(text.replace("\n", " ") + "\n")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Paint, QEvent.Type.Move, QEvent.Type.Resize):
            self._later.start()
        return False

    def write_places(self) -> None:
        if not isinstance(self.view.scene(), MapScene):
            return
        viewport = self.view.viewport()
        ratio = viewport.devicePixelRatioF()
        places: dict[str, list[int]] = {}
        for region in self.view.map_scene().board:
            pos = self.view.viewport_pos(region.id)
            if pos is None or not viewport.rect().contains(pos):
                continue
            where = viewport.mapToGlobal(pos)
            places[region.id] = [round(where.x() * ratio), round(where.y() * ratio)]
        counters: dict[str, list[int]] = {}
        for marker, box in self.view.map_scene().drawing.marker_boxes(self.view.viewportTransform()):
            centre = box.center().toPoint()
            if marker.key is not None and viewport.rect().contains(centre):
                where = viewport.mapToGlobal(centre)
                counters[marker.key] = [round(where.x() * ratio), round(where.y() * ratio)]
        kept = self.view.map_scene().drawing.kept_placement
        self._write("placement.json", {} if kept is None else {
            "updates": kept.updates, "placed_again": kept.replaced, "placed": len(kept.placed),
            "last_placing": list(kept.last_placing)})
        inside = self.window.geometry()             # where Qt believes the window's inside is on the screen
        self._write("window.json", [round(inside.x() * ratio), round(inside.y() * ratio), round(inside.width() * ratio),
                                    round(inside.height() * ratio)])
        self._write("counters.json", counters)     # first: places.json written tells all four are new
        self._write("lit.json", sorted(self.view.picture.highlights))
        self._write("places.json", places)

    def write_widgets(self) -> None:
        warm = getattr(getattr(self.window, "session", None), "reader_warm", None)
        if warm is not None and warm.is_set() and not (self.folder / "reader.warm").exists():
            self._write("reader.warm", {"frozen": gc.get_freeze_count(), "looked_at": len(gc.get_objects())})
        shown = [_widget(w) for w in self.window.findChildren(QWidget)
                 if w.objectName() and not w.objectName().startswith("qt_") and w.isVisible()]
        content = json.dumps(shown)
        if content != self._widgets_seen:
            self._widgets_seen = content
            self._write("widgets.json", content)

    def _write(self, name: str, content: object) -> None:
        target = self.folder / name
        partial = target.with_suffix(".part")
        partial.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
        partial.replace(target)


def _widget(widget: QWidget) -> dict[str, object]:
    """A widget as `widgets.json` holds it."""
    ratio = widget.devicePixelRatioF()
    corner = widget.mapToGlobal(widget.rect().topLeft())
    seen: dict[str, object] = {
        "name": widget.objectName(), "kind": type(widget).__name__,
        "box": [round(corner.x() * ratio), round(corner.y() * ratio), round(widget.width() * ratio),
                round(widget.height() * ratio)]}
    if isinstance(widget, (QAbstractButton, QLabel)):
        seen["text"] = widget.text()
    elif isinstance(widget, QPlainTextEdit):
        seen["text"] = widget.toPlainText()
        seen["lines"] = widget.viewport().height() // max(widget.fontMetrics().lineSpacing(), 1)   # whole lines shown
    elif isinstance(widget, (QLineEdit, QAbstractSpinBox)):
        seen["text"] = widget.text()
    elif isinstance(widget, QListWidget):
        chosen = sorted(widget.selectedItems(), key=widget.row)      # the rows marked on screen
        seen["text"] = chosen[0].text() if chosen else None
        seen["marked"] = [item.text() for item in chosen]
    elif isinstance(widget, QTabWidget):                            # the tab shown
        seen["text"] = widget.tabText(widget.currentIndex())
    elif isinstance(widget, QTreeWidget):                           # the nations' list: each row's texts
        rows = [widget.topLevelItem(i) for i in range(widget.topLevelItemCount())]
        seen["rows"] = [[row.text(c) for c in range(widget.columnCount())] for row in rows if row is not None]
    return seen


def _log_checks(session, log: Path) -> None:
    """Every check of the session's written to `log` with its thread (checks.log)."""
    check = session.check_orders

    def logged(nation, text, *args, **kwargs):
        began = time.monotonic()
        try:
            return check(nation, text, *args, **kwargs)
        finally:
            took = (time.monotonic() - began) * 1000
            with log.open("a", encoding="utf-8") as out:
                out.write(f"{time.time():.3f} {threading.current_thread().name.replace(' ', '_')} {nation.replace(' ', '_')} {took:.0f}\n")
    session.check_orders = logged


def _slow_reader(session, seconds: float) -> None:
    """The open game's reader made `seconds` slower at every message of lines it reads (SLOW_READING)."""
    rules = session.game.rules if session.game is not None else None
    if rules is None or getattr(rules.parse_orders, "slowed", False):
        return
    parse = rules.parse_orders

    def slowed(text, *args, **kwargs):
        if "\n" in text.strip():
            time.sleep(seconds)
        return parse(text, *args, **kwargs)
    slowed.slowed = True                    # type: ignore[attr-defined]
    rules.parse_orders = slowed


def install(window: QMainWindow, view: MapView) -> Probe | None:
    folder = os.environ.get(VARIABLE)
    return Probe(window, view, Path(folder)) if folder else None
