"""Issue 22, round 18: no paint override in the window can end the program. Round 17 guarded the map's; the map
editor's items and the orders text painted unguarded, so a drawing bug took the GM's unsaved work down with it."""

import ast
import logging
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np
import pytest
import shiboken6
from PySide6.QtCore import QPointF, QRectF, qInstallMessageHandler
from PySide6.QtGui import QImage, QPainter, QPainterPath
from PySide6.QtWidgets import QApplication, QGraphicsScene

import app
from app import painted_safely as guard
from app.editor import items
from app.orders.order_text import OrderText
from app.render.style import MapStyle

PAINT_OVERRIDES = {"paint", "paintEvent", "drawBackground", "drawForeground", "drawItems"}


@pytest.fixture(autouse=True)
def qapp():
    return QApplication.instance() or QApplication([])


@pytest.fixture(autouse=True)
def fresh_log(monkeypatch):
    monkeypatch.setattr(guard, "_SEEN", set())


def test_every_paint_override_in_the_window_is_guarded():
    """Found by reading the source, so an override added later is caught too."""
    root = Path(app.__file__).parent
    unguarded = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef):
                continue
            for f in node.body:
                if isinstance(f, ast.FunctionDef) and f.name in PAINT_OVERRIDES:
                    names = {d.id for d in f.decorator_list if isinstance(d, ast.Name)}
                    if "painted_safely" not in names:
                        unguarded.append(f"{path.relative_to(root)}:{f.lineno} {node.name}.{f.name}")
    assert unguarded == []


def _broken(*args, **kwargs):
    raise ValueError("zero-size array to reduction operation maximum which has no identity")


def _editor_items():
    adjacency = items.AdjacencyOverlay()
    path = QPainterPath(QPointF(0, 0))
    path.lineTo(QPointF(50, 50))
    adjacency._paths = {items.EdgeKind.LAND: path}
    outlines = items.Outlines()
    outlines.paths, outlines.boxes = [path], np.array([[0.0, 0.0, 50.0, 50.0]])
    handles = items.Handles()
    handles.set_points(np.array([[10.0, 10.0], [40.0, 40.0]]))
    sketch = items.Sketch()
    sketch.set([QPointF(5, 5), QPointF(30, 30)], QPointF(45, 10), snap_kind="vertex")
    marker = items.ProblemMarker()
    marker.show_at(QPointF(25, 25))
    fresh = items.FreshRegions(MapStyle())
    clip = QPainterPath()
    clip.addRect(QRectF(0, 0, 60, 60))
    fresh.clip, fresh.borders = clip, path
    return [adjacency, outlines, handles, sketch, marker, fresh]


def test_a_drawing_error_in_a_map_editor_item_is_logged_and_the_editor_draws_on(monkeypatch, caplog):
    monkeypatch.setattr(items, "cosmetic", _broken)
    monkeypatch.setattr(items, "stroke_paths", _broken)
    scene = QGraphicsScene()
    drawn = _editor_items()
    for item in drawn:
        item.set_rect(QRectF(0, 0, 60, 60))
        item.setCacheMode(item.CacheMode.NoCache)
        scene.addItem(item)
    image = QImage(120, 120, QImage.Format.Format_ARGB32_Premultiplied)
    with caplog.at_level(logging.ERROR, logger="berthier.paint"):
        for _ in range(2):                       # a second repaint: no flood in the log, no crash
            painter = QPainter(image)
            scene.render(painter)
            painter.end()
    failed = {r.getMessage() for r in caplog.records if r.name == "berthier.paint"}
    assert failed == {f"drawing failed in {type(i).__name__}.paint; the window goes on" for i in drawn}
    assert scene.items()                         # the scene is alive and holds its items
    for item in drawn:                           # handed back before the scene goes: a scene and its items freed
        scene.removeItem(item)                   # in one garbage collection crashed the process at random
    del scene


def test_a_drawing_error_in_the_orders_text_is_logged_and_the_text_stays_live(caplog):
    text = OrderText()
    text.resize(400, 200)
    text.setPlainText("F Brest - Mid-Atlantic\nA Paris holds\n")
    text.set_marks({2}, {1: "not allowed: no such sea"})
    text._visible_notes = _broken                # a bug in the notes painted after the lines
    text.show()
    with caplog.at_level(logging.ERROR, logger="berthier.paint"):
        assert not text.viewport().grab().isNull()
        text.viewport().grab()
    failed = [r.getMessage() for r in caplog.records if r.name == "berthier.paint"]
    assert failed == ["drawing failed in OrderText.paintEvent; the window goes on"]
    text.appendPlainText("A Lyon holds")         # the GM goes on typing
    assert text.toPlainText().endswith("A Lyon holds")
    text.close()
    shiboken6.delete(text)                       # destroyed now, on this thread: a top-level widget left to the
                                                 # interpreter's exit crashed the process at random


def test_a_failed_paint_keeps_no_frame_and_its_painter_ends_on_its_device(caplog):
    """Round 20: the log record held the failed paint's traceback, and in its frames a QPainter begun on the grabbed
    pixmap and never ended ('Cannot destroy paint device that is being painted'); freed at the test's teardown, after
    the pixmap and the widget, it ended on freed memory and the test run's worker died (a segmentation fault)."""
    said: list[str] = []
    previous = qInstallMessageHandler(lambda _kind, _context, message: said.append(message))
    text = OrderText()
    try:
        text.resize(400, 200)
        text.setPlainText("F Brest - Mid-Atlantic\nA Paris holds\n")
        text.set_marks({2}, {1: "not allowed: no such sea"})
        text._visible_notes = _broken
        text.show()
        with caplog.at_level(logging.ERROR, logger="berthier.paint"):
            text.viewport().grab()
    finally:
        qInstallMessageHandler(previous)
    failed = [r for r in caplog.records if r.name == "berthier.paint"]
    assert [r.exc_info for r in failed] == [None]                 # no frame kept, nothing of Qt's with it
    assert "ValueError: zero-size array" in (failed[0].exc_text or "")     # the traceback, as text
    assert "in _broken" in failed[0].exc_text                       # where it failed
    assert not [m for m in said if "being painted" in m]
    text.close()
    shiboken6.delete(text)
