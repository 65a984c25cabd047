"""Round 20: the window closed while its workers run (app/window/closing.py, off_thread.when_done, the relay).

A QThread destroyed with its window while it runs ends the process; a worker emitting on an object the window
destroys meanwhile crashes it at random (a segmentation fault). Each worker's lifetime is explicit: a commit under
way is finished before the window closes, every opening (an older one replaced by a newer too) is waited for, and
the readings hand their outcome to the long-lived relay, never to the editor that asked."""

import gc
import shutil
import threading
import time

import pytest
import shiboken6
from PySide6.QtCore import QTimer, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

import app.window.opening
from app.orders import reading
from app.session import GameSession
from app.window import off_thread
from engine.game.gamefile import Game

SLOW = 0.5


@pytest.fixture
def qt_said():
    """What Qt said meanwhile (its warnings and fatal messages)."""
    said: list[str] = []
    previous = qInstallMessageHandler(lambda _kind, _context, message: said.append(message))
    yield said
    qInstallMessageHandler(previous)


@pytest.fixture
def own_window(settings, tmp_path, fake_dialogs):
    """A window with the Orders dock that the test itself destroys (not left to pytest-qt)."""
    from app.window.main import MainWindow
    made = []

    def make(game=None, qtbot=None):
        window = MainWindow(settings=settings, data_dir=tmp_path / "data")
        made.append(window)
        window.resize(1280, 800)
        window.show()
        if game is not None:
            with qtbot.waitSignal(window.gameShown, timeout=60_000):
                window.open_game(game)
        return window
    yield make
    for window in made:
        if shiboken6.isValid(window):
            window.orders_saved = lambda: True
            window.close()
            shiboken6.delete(window)


def _gone(window, qtbot) -> None:
    """The window destroyed now, on this thread, and the garbage collected."""
    shiboken6.delete(window)
    QApplication.processEvents()
    gc.collect()


def test_the_window_closed_during_a_commit_closes_once_the_turn_is_written(own_window, europe_game, monkeypatch,
                                                                            qtbot, qt_said):
    window = own_window(europe_game, qtbot)
    turn = window.session.game.current_turn
    resolve = Game.resolve

    def slow(self, **kwargs):
        time.sleep(SLOW)
        return resolve(self, **kwargs)
    monkeypatch.setattr(Game, "resolve", slow)
    asked: list[bool] = []
    QTimer.singleShot(100, lambda: asked.append(window.close()))      # the GM closes it while the turn is written
    window.session.commit(seed=7, turn=turn)
    assert asked == [False]                         # not then: the commit was under way
    assert window.isVisible() and window.session.game.current_turn == turn + 1
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)     # then closed, the new turn written
    assert not off_thread.under_way()
    game = Game.open(europe_game)
    try:
        assert game.current_turn == turn + 1
    finally:
        game.close()
    _gone(window, qtbot)
    assert not [m for m in qt_said if "Destroyed while" in m]


def test_openings_under_way_are_waited_for_when_the_window_closes(own_window, europe_game, tmp_path, monkeypatch,
                                                                   qtbot, qt_said):
    window = own_window()
    second = tmp_path / "second.berthier"
    shutil.copy(europe_game, second)
    load = app.window.opening.GameLoader.run

    def slow(self):
        time.sleep(3 * SLOW if self.path == europe_game else SLOW)    # the older opening ends last
        load(self)
    monkeypatch.setattr(app.window.opening.GameLoader, "run", slow)
    window.open_game(europe_game)
    window.open_game(second)                        # a newer opening: the older is dropped, still running
    assert window.close()
    assert not [t for t in window.findChildren(app.window.opening.GameLoader) if t.isRunning()]
    _gone(window, qtbot)                            # a QThread still running would end the process here
    assert not [m for m in qt_said if "Destroyed while" in m]


def test_a_reading_under_way_when_the_window_goes_hands_its_outcome_to_no_one(own_window, europe_game, monkeypatch,
                                                                             qtbot, qt_said):
    window = own_window(europe_game, qtbot)
    check = GameSession.check_orders
    started, errors = threading.Event(), []

    def slow(self, nation, text):
        started.set()
        time.sleep(SLOW)
        return check(self, nation, text)
    monkeypatch.setattr(GameSession, "check_orders", slow)
    monkeypatch.setattr(threading, "excepthook", lambda args: errors.append(args.exc_value))
    nation = window.session.state().nations[0].name
    editor = window.orders_dock.editors[nation]
    editor.off_thread_from = 1                      # as on a real screen
    threads_before = set(threading.enumerate())
    editor.text.setPlainText("A Paris - Picardy\n")
    editor.check_soon()
    assert started.wait(5)                          # the reading runs
    readers = [t for t in threading.enumerate() if t not in threads_before and t.name.startswith("reading")]
    window.orders_saved = lambda: True              # nothing asked at the close
    assert window.close()
    _gone(window, qtbot)
    for thread in readers:
        thread.join(5)
    QApplication.processEvents()                    # the relay's outcome: to no one
    gc.collect()
    assert readers and errors == []
    assert not [m for m in qt_said if "Destroyed while" in m]
