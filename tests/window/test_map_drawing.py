"""Issue 22, round 18: on a real screen File > Export > Map is drawn off the window's thread (drawn on it, Europe 1805
stopped the window 0.24-0.39 s): the window answers meanwhile, an export asked twice loses nothing, a game closed
or a window closed meanwhile still gets its file whole, a drawing that fails says why."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtGui import QImage

from app.window import map_drawing


@pytest.fixture
def drawing(window, open_game, tiny_game, monkeypatch):
    """The window drawing off its thread (as on a real screen), each drawing logging its thread and waiting for `go`."""
    open_game(tiny_game)
    window.draw_off_thread = lambda: True
    threads: list[str] = []
    go = threading.Event()
    draw = map_drawing.draw_map

    def leashed(*args, **kwargs):
        threads.append(threading.current_thread().name)
        go.wait(10)
        return draw(*args, **kwargs)
    monkeypatch.setattr(map_drawing, "draw_map", leashed)
    return window, threads, go


def is_png(path) -> bool:
    return path.exists() and not QImage(str(path)).isNull()


def test_the_map_is_drawn_off_the_windows_thread_and_saved_when_drawn(drawing, tmp_path, qtbot):
    window, threads, go = drawing
    path = tmp_path / "public.png"
    assert window.export_map_png(path, width=400) is None       # not written yet: the window is free
    qtbot.waitUntil(lambda: bool(threads), timeout=10_000)
    assert window.statusBar().currentMessage() == "Drawing the map at 400 px to public.png…"
    assert not path.exists()
    go.set()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == f"Saved {path}", timeout=20_000)
    assert threads[0].startswith("drawing the map") and is_png(path)
    assert window.settings.folder("exports") == str(tmp_path)


def test_a_map_asked_twice_is_drawn_once_and_another_waits_its_turn(drawing, tmp_path, qtbot):
    window, threads, go = drawing
    first, second = tmp_path / "public.png", tmp_path / "france.png"
    window.export_map_png(first, width=300)
    qtbot.waitUntil(lambda: bool(threads), timeout=10_000)
    window.export_map_png(first, width=300)
    assert window.statusBar().currentMessage() == "public.png is already being drawn: it is saved in a moment."
    window.export_map_png(second, nation="France", width=300)
    assert window.statusBar().currentMessage().endswith("(after 1 map(s) asked before)")
    go.set()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == f"Saved {second}", timeout=20_000)
    assert len(threads) == 2 and is_png(first) and is_png(second)
    assert window.map_drawings.pending == []


def test_a_game_closed_while_its_map_is_drawn_still_gets_its_file(drawing, tmp_path, qtbot):
    window, threads, go = drawing
    path = tmp_path / "public.png"
    window.export_map_png(path, width=300)
    qtbot.waitUntil(lambda: bool(threads), timeout=10_000)
    window.session.close()
    go.set()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == f"Saved {path}", timeout=20_000)
    assert is_png(path)


def test_a_window_closed_while_a_map_is_drawn_waits_for_the_file(drawing, tmp_path, qtbot):
    window, threads, go = drawing
    path = tmp_path / "public.png"
    window.export_map_png(path, width=300)
    qtbot.waitUntil(lambda: bool(threads), timeout=10_000)
    threading.Timer(0.2, go.set).start()
    window.close()
    assert is_png(path)


def test_a_drawing_that_fails_says_why_and_the_window_goes_on(drawing, tmp_path, qtbot, fake_dialogs, monkeypatch):
    window, threads, go = drawing
    errors = fake_dialogs.expect_error()

    def broken(*args, **kwargs):
        raise ValueError("zero-size array to reduction operation maximum which has no identity")
    monkeypatch.setattr(map_drawing, "draw_map", broken)
    path = tmp_path / "public.png"
    window.export_map_png(path, width=300)
    qtbot.waitUntil(lambda: bool(errors), timeout=20_000)
    [(title, text, reason)] = errors
    assert title == "Cannot export the map" and "public.png" in text
    assert reason.startswith("the map could not be drawn (ValueError")
    assert window.map_drawings.pending == [] and not path.exists()
