"""Game files whose names hold '#', '?', '%', spaces or non-Latin letters; two programs on one file."""

from __future__ import annotations

import multiprocessing
import sqlite3
from pathlib import Path

import pytest

from engine.errors import BerthierError
from engine.game.gamefile import Game
from engine.game.gamestore import GameFileBusy
from engine.game.scenario import load_scenario

DATA = Path(__file__).resolve().parents[1] / "data"


def new_game(path: Path) -> Game:
    board, state, data = load_scenario(DATA / "tiny-scenario.json")
    return Game.create(path, board, state, "Tiny war", data)


@pytest.mark.parametrize("name", ["NES #3.berthier", "what?.berthier", "100% war.berthier",
                                  "Война и мир.berthier", "戦争.berthier", "a%20b.berthier"])
def test_a_game_named_with_uri_characters_is_created_reopened_and_leaves_no_stray_file(tmp_path, name):
    game = new_game(tmp_path / name)
    game.store_orders("France", "build infantry in Paris")
    game.close()
    with Game.open(tmp_path / name) as again:
        assert again.orders_text("France") == "build infantry in Paris"
    assert sorted(p.name for p in tmp_path.iterdir()) == [name]


def test_orders_checked_against_a_turn_resolved_meanwhile_are_refused_not_stored_for_the_next(tmp_path):
    path = tmp_path / "race.berthier"
    gm, player = new_game(path), Game.open(path)
    checked = player.current_turn
    player.check_orders("France", "build infantry in Paris", turn=checked)
    gm.resolve(seed=1)                          # the other window resolves the turn meanwhile
    with pytest.raises(BerthierError, match="the turn was just resolved"):
        player.store_orders("France", "build infantry in Paris", turn=checked)
    assert player.orders_text("France", turn=1) is None
    gm.close(), player.close()


def test_a_second_resolve_of_the_same_turn_says_it_was_resolved_meanwhile(tmp_path, monkeypatch):
    path = tmp_path / "twice.berthier"
    first, second = new_game(path), Game.open(path)
    real = second.preview

    def first_finishes_while_second_works(*args, **kwargs):
        result = real(*args, **kwargs)
        if first.current_turn == 0:
            first.resolve(seed=1)
        return result

    monkeypatch.setattr(second, "preview", first_finishes_while_second_works)
    with pytest.raises(BerthierError, match="was resolved meanwhile"):
        second.resolve(seed=2)
    assert [h["turn"] for h in second.history()] == [0, 1]
    first.close(), second.close()


def test_orders_entered_while_a_resolution_runs_are_in_it(tmp_path, monkeypatch):
    path = tmp_path / "late.berthier"
    gm, player = new_game(path), Game.open(path)
    real = gm.preview
    calls = []

    def player_sends_during_the_first_try(*args, **kwargs):
        result = real(*args, **kwargs)
        if not calls:
            player.store_orders("France", "build infantry in Paris", turn=0)
        calls.append(1)
        return result

    monkeypatch.setattr(gm, "preview", player_sends_during_the_first_try)
    gm.resolve(seed=5)
    assert len(calls) == 2                    # resolved again, with the late orders
    assert gm.state(1).nation("France").gold() < gm.state(0).nation("France").gold()
    gm.close(), player.close()


def _hold_the_file(path: str, ready, release) -> None:
    conn = sqlite3.connect(path)
    conn.execute("BEGIN EXCLUSIVE")
    ready.set()
    release.wait(20)
    conn.rollback()
    conn.close()


def test_a_file_locked_by_another_program_is_busy_try_again_never_a_bug(tmp_path, monkeypatch):
    path = tmp_path / "locked.berthier"
    new_game(path).close()
    monkeypatch.setattr("engine.game.gamestore.BUSY_SECONDS", 0.2)
    ctx = multiprocessing.get_context("spawn")
    ready, release = ctx.Event(), ctx.Event()
    holder = ctx.Process(target=_hold_the_file, args=(str(path), ready, release))
    holder.start()
    try:
        assert ready.wait(20)
        with pytest.raises(GameFileBusy, match="busy.*try again"):
            with Game.open(path) as game:
                game.store_orders("France", "build infantry in Paris")
    finally:
        release.set()
        holder.join(20)
    with Game.open(path) as game:              # free again: the same orders are stored
        game.store_orders("France", "build infantry in Paris")
        assert game.orders_text("France") == "build infantry in Paris"


def _resolve_from_the_command_line(path: str, start, codes) -> None:
    import contextlib
    import io

    from app.cli import main
    start.wait(20)
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()) as err:
        code = main(["resolve", path, "--seed", "1"])
    codes.put((code, err.getvalue()))


def test_two_resolves_at_once_in_two_processes_never_crash_or_resolve_one_turn_twice(tmp_path):
    path = tmp_path / "both.berthier"
    new_game(path).close()
    ctx = multiprocessing.get_context("spawn")
    start, codes = ctx.Event(), ctx.Queue()
    procs = [ctx.Process(target=_resolve_from_the_command_line, args=(str(path), start, codes)) for _ in range(2)]
    for p in procs:
        p.start()
    start.set()
    results = [codes.get(timeout=60) for _ in procs]
    for p in procs:
        p.join(20)
    assert all(code in (0, 2) for code, _ in results), results
    with Game.open(path) as game:
        resolved = sum(1 for code, _ in results if code == 0)
        assert game.current_turn == resolved
        assert [h["turn"] for h in game.history()] == list(range(resolved + 1))
    for code, err in results:
        assert code == 0 or "resolved meanwhile" in err or "was already resolved" in err    # opened after the other wrote


def test_a_gm_edit_made_on_a_turn_resolved_meanwhile_is_refused_not_written_over_the_next(tmp_path):
    from engine.game.edits import change_treasury
    path = tmp_path / "edit.berthier"
    gm, other = new_game(path), Game.open(path)
    edited, summary = change_treasury(gm.state(), "France", 99)
    other.resolve(seed=1)
    with pytest.raises(BerthierError, match="the turn was just resolved"):
        gm.edit_state(edited, "a correction", summary)
    assert gm.state().turn == 1 and gm.edits() == []
    gm.close(), other.close()
