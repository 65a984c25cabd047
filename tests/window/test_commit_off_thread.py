"""A turn committed from the window is resolved and written off the window's thread (app/window/off_thread.py): the
window keeps answering, says what it does once the wait is long, takes no key meanwhile, and shows the new turn
after; a refusal comes back as it did on the window's thread."""

import threading
import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog

from app.window import off_thread
from engine.errors import BerthierError
from engine.game.gamefile import Game

SLOW = 0.6          # seconds a resolution is made to take


@pytest.fixture
def slow_resolve(monkeypatch):
    """Game.resolve made slow, noting the thread it runs on."""
    threads: list[str] = []
    resolve = Game.resolve

    def slow(self, **kwargs):
        threads.append(threading.current_thread().name)
        time.sleep(SLOW)
        return resolve(self, **kwargs)
    monkeypatch.setattr(Game, "resolve", slow)
    return threads


def test_the_commit_runs_off_the_window_thread_and_the_window_answers(open_game, europe_game, slow_resolve, qtbot):
    window = open_game(europe_game)
    before = window.session.game.current_turn
    beats: list[float] = []
    beat = QTimer(window)
    beat.timeout.connect(lambda: beats.append(time.perf_counter()))
    beat.start(20)
    busy_seen: list[str] = []
    QTimer.singleShot(int(off_thread.SHOW_AFTER_MS + 250), lambda: busy_seen.extend(
        w.labelText() for w in QApplication.topLevelWidgets() if isinstance(w, QProgressDialog) and w.isVisible()))
    began = time.perf_counter()
    window.session.commit(seed=7, turn=before)
    took = time.perf_counter() - began
    beat.stop()
    assert slow_resolve and slow_resolve[0] != threading.main_thread().name
    assert window.session.game.current_turn == before + 1
    assert took >= SLOW
    gaps = [b - a for a, b in zip([began, *beats], beats)]
    assert len(beats) >= 10 and max(gaps) < 0.2 + SLOW / 2, gaps       # the window's thread kept answering
    assert busy_seen and busy_seen[0].startswith("Committing Winter 1804"), busy_seen
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QProgressDialog) and w.isVisible()]


def test_a_refused_commit_is_said_as_before_and_nothing_written(open_game, europe_game):
    window = open_game(europe_game)
    turn = window.session.game.current_turn
    window.session.commit(seed=3, turn=turn)
    with pytest.raises(BerthierError, match="already resolved"):
        window.session.commit(seed=3, turn=turn)                 # the turn the GM previewed is gone
    assert window.session.game.current_turn == turn + 1


def test_a_short_work_shows_no_indicator_and_gives_its_value(window):
    assert off_thread.run_off_thread(window, "Adding", lambda: 2 + 2) == 4
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QProgressDialog) and w.isVisible()]
    assert off_thread.timings[-1][0] == "Adding" and off_thread.timings[-1][2] == 0.0
