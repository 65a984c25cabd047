"""Round 20: File > Export whole turn draws each map off the window's thread (a map stopped the window 0.2-0.4 s,
a step at a time): the picture is taken from the game on the window's thread (it holds the game file's connection),
the drawing runs on a worker while the window answers, and the files are those written before."""

import threading
import time

import pytest
from PySide6.QtCore import QTimer

from app.window import export


@pytest.fixture
def played(window, open_game, tiny_game):
    open_game(tiny_game)
    window.session.store_orders("France", "build 2 infantry in Paris")
    window.session.commit(seed=7)
    return window


def test_the_maps_of_a_whole_turn_are_drawn_off_the_window_thread(played, tmp_path, monkeypatch):
    draw = export.draw_map
    threads: list[str] = []

    def slow(*args, **kwargs):
        threads.append(threading.current_thread().name)
        time.sleep(0.3)
        return draw(*args, **kwargs)
    monkeypatch.setattr(export, "draw_map", slow)
    beats: list[float] = []
    beat = QTimer(played)
    beat.timeout.connect(lambda: beats.append(time.perf_counter()))
    beat.start(20)
    files = played.export_whole_turn(tmp_path / "turn", width=400)
    beat.stop()
    names = sorted(p.name for p in files)
    assert {"public-map.png", "france-map.png", "austria-map.png", "README.txt"} <= set(names)
    assert len(threads) == 3 and threading.main_thread().name not in threads        # each map on a worker
    assert beats                                            # the window's timer beat while the maps were drawn
    readme = (tmp_path / "turn" / "README.txt").read_text(encoding="utf-8")
    assert "public-map.png" in readme and "france-map.png" in readme          # the maps drawn are listed


def test_the_steps_still_run_whole_where_no_window_splits_them(played, tmp_path):
    """`berthier export` and every caller without a window: `run()` takes the picture and draws it, as before."""
    game = played.session.game
    steps = export.export_turn_steps(game, tmp_path / "cli", width=300)
    written = [p for s in steps for p in s.run()]
    assert (tmp_path / "cli" / "public-map.png") in written and (tmp_path / "cli" / "README.txt").is_file()
