"""The game file: history kept, resolutions atomic, bad files refused with a clear message."""

import hashlib
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from engine.errors import GameFileError
from engine.game.gamefile import Game
from engine.game.scenario import load_scenario
from engine.state import encode

DATA = Path(__file__).resolve().parents[1] / "data"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def game(tmp_path):
    board, state, data = load_scenario(DATA / "tiny-scenario.json")
    g = Game.create(tmp_path / "tiny.berthier", board, state, "Tiny war", data)
    yield g
    g.close()


def test_reopening_shows_the_whole_history(game):
    game.store_orders("France", "build 2 infantry in Paris")
    game.resolve(seed=7)
    game.store_orders("France", "A - Baden")
    game.resolve(seed=8)
    path = game.path
    game.close()
    again = Game.open(path)
    assert [h["label"] for h in again.history()] == ["Winter 1804", "Spring 1805", "Summer 1805"]
    assert again.orders_text("France", turn=0) == "build 2 infantry in Paris"
    assert again.state(0).nation("France").gold() == 20
    assert any(c.letter == "B" for c in again.state(1).corps)
    assert again.state(2).find_corps("France", "A").at == "baden"
    assert again.dice_log(0)[0] == ("income of France: heads adds, tails subtracts", 2, again.dice_log(0)[0][2])
    assert again.report(1).title.startswith("Tiny war: Spring 1805")
    again.close()


def test_orders_entered_again_replace_the_earlier_entry_which_stays_in_the_file(game):
    game.store_orders("France", "build infantry in Paris")
    game.store_orders("France", "build cavalry in Paris")
    assert game.orders_text("France") == "build cavalry in Paris"
    assert game.conn.execute("SELECT COUNT(*) FROM orders").fetchone()[0] == 2


def test_same_seed_and_orders_give_the_same_bytes(tmp_path):
    results = []
    for name in ("one", "two"):
        board, state, data = load_scenario(DATA / "tiny-scenario.json")
        g = Game.create(tmp_path / f"{name}.berthier", board, state, "Tiny war", data)
        g.store_orders("France", "build 2 infantry, artillery in Paris")
        g.resolve(seed=99)
        g.store_orders("France", "A - Baden - Bavaria")
        g.resolve(seed=100)
        results.append((encode(g.state()), [e for e in g.conn.execute("SELECT event FROM events")],
                        g.dice_log(0)))
        g.close()
    assert results[0] == results[1]


def test_a_failure_inside_a_resolution_leaves_the_file_as_it_was(game, monkeypatch):
    game.store_orders("France", "build 2 infantry in Paris")
    before = digest(game.path)
    import engine.game.gamefile as gf

    def broken(state):
        raise RuntimeError("disk on fire")
    monkeypatch.setattr(gf, "encode", broken)
    with pytest.raises(RuntimeError):
        game.resolve(seed=1)
    monkeypatch.undo()
    assert digest(game.path) == before
    assert game.current_turn == 0
    assert game.conn.execute("SELECT COUNT(*) FROM dice").fetchone()[0] == 0


def test_a_kill_in_the_middle_of_a_resolution_leaves_the_file_as_it_was(game):
    game.store_orders("France", "build 2 infantry in Paris")
    path = game.path
    game.close()
    before = digest(path)
    script = textwrap.dedent(f"""
        import os, signal
        from engine.game.gamefile import Game
        g = Game.open({str(path)!r})
        real = g.conn.executemany
        calls = []
        class Conn:
            def __getattr__(self, name): return getattr(g.conn_real, name)
            def __enter__(self): return g.conn_real.__enter__()
            def __exit__(self, *a): return g.conn_real.__exit__(*a)
            def executemany(self, sql, rows):
                result = g.conn_real.executemany(sql, rows)
                if "events" in sql:
                    os.kill(os.getpid(), signal.SIGKILL)   # killed mid-transaction
                return result
        g.conn_real = g.conn
        g.conn = Conn()
        g.resolve(seed=1)
    """)
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert proc.returncode == -9, proc.stderr
    again = Game.open(path)
    assert again.current_turn == 0
    assert again.conn.execute("SELECT COUNT(*) FROM dice").fetchone()[0] == 0
    assert again.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    again.close()
    sqlite3.connect(path).close()   # a hot journal, if any, is rolled back on open
    assert digest(path) == before or Game.open(path).current_turn == 0


def test_rollback_archives_later_turns_and_the_turn_resolves_again_identically(game):
    game.store_orders("France", "build infantry in Paris")
    game.resolve(seed=5)
    first = encode(game.state())
    game.resolve(seed=6)
    assert game.rollback(0, "a player's orders were lost") == 2
    assert game.current_turn == 0
    assert game.orders_text("France") == "build infantry in Paris"
    assert game.conn.execute("SELECT COUNT(*) FROM archive").fetchone()[0] == 1
    game.resolve(seed=5)
    assert encode(game.state()) == first


def test_gm_edits_are_recorded_with_their_reason(game):
    from engine.state import replace
    st = game.state()
    st = replace(st, owners={**st.owners, "baden": "France"})
    game.edit_state(st, "Baden joined France by treaty on the forum", "Baden given to France")
    assert game.state().owner("baden") == "France"
    assert game.edits()[0]["reason"] == "Baden joined France by treaty on the forum"
    with pytest.raises(Exception, match="needs a reason"):
        game.edit_state(st, "  ", "x")


@pytest.mark.parametrize("content, message", [
    (b"hello, I am a text file", "not an SQLite database"),
    (b"SQLite format 3\x00" + b"\x00" * 200, "damaged"),
])
def test_files_that_are_not_games_are_refused(tmp_path, content, message):
    bad = tmp_path / "bad.berthier"
    bad.write_bytes(content)
    with pytest.raises(GameFileError, match=message):
        Game.open(bad)
    assert bad.read_bytes() == content


def test_a_foreign_sqlite_database_is_refused(tmp_path):
    other = tmp_path / "other.db"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE songs (title TEXT)")
    conn.commit()
    conn.close()
    with pytest.raises(GameFileError, match="not a Berthier game"):
        Game.open(other)


def test_a_game_from_a_newer_version_is_refused_untouched(game):
    game.conn.execute("UPDATE meta SET value = '99' WHERE key = 'version'")
    game.conn.commit()
    path = game.path
    game.close()
    before = digest(path)
    with pytest.raises(GameFileError, match="newer Berthier"):
        Game.open(path)
    assert digest(path) == before


def test_missing_file_and_existing_target(tmp_path, game):
    with pytest.raises(GameFileError, match="no such game file"):
        Game.open(tmp_path / "nope.berthier")
    board, state, data = load_scenario(DATA / "tiny-scenario.json")
    with pytest.raises(GameFileError, match="already exists"):
        Game.create(game.path, board, state, "again")
