"""Load image…: the image is read and made ready for the screen off the window's thread (a 48-megapixel map image
stopped the window 1.6 s): the window keeps answering, a busy bar names the file once the wait is long, the image
is shown behind the new map in a pixmap's own format; a damaged image is still refused with its reason."""

import threading
import time

from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QProgressDialog

from app.editor import tracing
from engine.mapmaking.synthetic import synthetic_map

SLOW = 0.6


def test_the_image_is_read_off_the_window_thread_and_the_window_answers(qtbot, make_editor, tmp_path, monkeypatch):
    path = tmp_path / "campaign.png"
    synthetic_map(300, 200, 8, seed=3, border_width=2).save(path)
    editor = make_editor()
    read = tracing.read_map_image
    threads: list[str] = []

    def slow(p):
        threads.append(threading.current_thread().name)
        time.sleep(SLOW)
        return read(p)
    monkeypatch.setattr(tracing, "read_map_image", slow)
    beats: list[float] = []
    beat = QTimer(editor)
    beat.timeout.connect(lambda: beats.append(time.perf_counter()))
    beat.start(20)
    busy: list[str] = []
    QTimer.singleShot(450, lambda: busy.extend(w.labelText() for w in QApplication.topLevelWidgets()
                                               if isinstance(w, QProgressDialog) and w.isVisible()))
    began = time.perf_counter()
    assert editor.load_image(path) is True
    beat.stop()
    assert threads and threads[0] != threading.main_thread().name
    gaps = [b - a for a, b in zip([began, *beats], beats)]
    assert len(beats) >= 10 and max(gaps) < 0.2 + SLOW / 2, gaps
    assert busy == ["Reading campaign.png\u2026"], busy
    assert editor.picture.size == (300, 200) and editor.view.image is not None
    assert editor.view.image.pixmap().size().width() == 300
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QProgressDialog) and w.isVisible()]


def test_the_screen_image_needs_no_conversion_on_the_window_thread(tmp_path):
    path = tmp_path / "small.png"
    synthetic_map(40, 30, 3, seed=1, border_width=1).save(path)
    image = tracing.to_qimage(tracing.read_map_image(path))
    assert image.format() in (QImage.Format.Format_RGB32, QImage.Format.Format_ARGB32_Premultiplied)
    assert (image.width(), image.height()) == (40, 30)


def test_a_damaged_image_read_off_the_thread_is_refused_with_its_reason(make_editor, tmp_path, asked):
    bad = tmp_path / "scan.png"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n not really")
    editor = make_editor()
    asked.answer("show_error", None)
    assert editor.load_image(bad) is False
    (_title, text, reason), = asked.asked("show_error")
    assert "scan.png" in text and reason


def test_the_first_image_loads_the_tracing_modules_off_the_window_thread(make_editor, tmp_path, monkeypatch):
    """Round 20: `app.editor.tracing` (numpy, scipy, scikit-image behind it) was imported on the window's thread at
    the first Load image… of a process, before the reading went off it: the window stopped 1.1 s for it (offscreen,
    a loaded machine), 0.15 s once imported on the worker."""
    import sys
    path = tmp_path / "campaign.png"
    synthetic_map(300, 200, 8, seed=3, border_width=2).save(path)
    editor = make_editor()
    importers: list[str] = []

    class Watch:
        def find_spec(self, name, path=None, target=None):
            if name == "app.editor.tracing":
                importers.append(threading.current_thread().name)
            return None
    import app.editor
    monkeypatch.setattr(app.editor, "tracing", tracing)           # the module as it was, back after the test
    monkeypatch.delitem(sys.modules, "app.editor.tracing")
    monkeypatch.setattr(sys, "meta_path", [Watch(), *sys.meta_path])
    assert editor.load_image(path) is True
    assert importers and importers[0] != threading.main_thread().name
