"""The session's additions for the window: opening on a worker thread, saving a copy."""

import threading

import pytest

from app.session import GameSession, load_game
from engine.errors import BerthierError


def test_a_game_loaded_on_another_thread_works_on_this_one(tiny_game, qtbot):
    loaded = []
    worker = threading.Thread(target=lambda: loaded.append(load_game(tiny_game)))
    worker.start()
    worker.join()
    session = GameSession()
    session.adopt(loaded[0])
    session.store_orders("France", "build 2 infantry in Paris")
    assert session.orders_text("France") == "build 2 infantry in Paris"
    session.close()


def test_a_copy_is_a_whole_game_and_never_the_open_file(tiny_game, tmp_path, qtbot):
    session = GameSession()
    session.open(tiny_game)
    session.store_orders("France", "build 2 infantry in Paris")
    copy = session.save_copy(tmp_path / "copy.berthier")
    other = GameSession()
    other.open(copy)
    assert other.orders_text("France") == "build 2 infantry in Paris"
    other.close()
    with pytest.raises(BerthierError, match="is the open game itself"):
        session.save_copy(tiny_game)
    with pytest.raises(BerthierError, match="cannot write"):
        session.save_copy(tmp_path / "missing folder" / "copy.berthier")
    session.close()
