"""A damaged or foreign game file is named as damaged, with the row and what is wrong: exit 2, never 'a bug'."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from test_cli import DATA, run   # the same driver as the other command-line tests


@pytest.fixture
def played(tmp_path, capsys):
    """A game with one resolved turn: rows of every table to damage."""
    path = tmp_path / "tiny.berthier"
    assert run(capsys, "new", path, "--scenario", DATA / "tiny-scenario.json")[0] == 0
    orders = tmp_path / "france.txt"
    orders.write_text("build 2 infantry in Paris\n")
    assert run(capsys, "orders", path, "--nation", "France", orders)[0] == 0
    assert run(capsys, "resolve", path, "--seed", "3")[0] == 0
    return path


def damage(path: Path, sql: str, *params) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute(sql, params)
    conn.close()


DAMAGES = {
    "map row not JSON": ("UPDATE map SET geojson = '{not json'", "the map row"),
    "map row a list": ("UPDATE map SET geojson = '[1, 2]'", "the map row"),
    "map row a number": ("UPDATE map SET geojson = 5", "the map row"),
    "state bad JSON": ("UPDATE turns SET state = '{\"turn\": ' WHERE turn = 1", "the state of turn 1"),
    "state as a blob of junk": ("UPDATE turns SET state = x'ff00fe' WHERE turn = 1", "the state of turn 1"),
    "state of the wrong shape": ("UPDATE turns SET state = '[]' WHERE turn = 1", "the state of turn 1"),
    "state without rule parameters": ("UPDATE turns SET state = json_set(state, '$.params', json('{}')) "
                                      "WHERE turn = 1", "rule parameters missing"),
    "version 1.5": ("UPDATE meta SET value = '1.5' WHERE key = 'version'", "'version'"),
    "no turns at all": ("DELETE FROM turns", "the turns table"),
}


@pytest.mark.parametrize("what", DAMAGES)
def test_a_damaged_row_is_named_and_the_exit_is_2(played, capsys, what):
    sql, where = DAMAGES[what]
    damage(played, sql)
    code, _, err = run(capsys, "state", played, "--turn", "1")
    if code == 0:       # a damage that turn 1's state does not read: the history or a report does
        code, _, err = run(capsys, "history", played)
    assert code == 2, err
    assert "is damaged" in err and where in err and "a bug" not in err


def test_a_bad_event_row_is_named_by_its_turn_and_number(played, capsys):
    damage(played, "UPDATE events SET event = '{\"event\": \"nonsense\"}' WHERE turn = 0 AND seq = 1")
    code, _, err = run(capsys, "report", played)
    assert code == 2 and "event 1 of turn 0" in err and "a bug" not in err


def test_orders_stored_as_a_blob_that_is_not_text_are_damage_not_a_bug(played, capsys, tmp_path):
    (tmp_path / "more.txt").write_text("A - Baden\n")
    assert run(capsys, "orders", played, "--nation", "France", tmp_path / "more.txt")[0] == 0
    damage(played, "UPDATE orders SET text = x'ff00'")
    code, _, err = run(capsys, "orders", played, "--nation", "France")
    assert code == 2 and "the orders of France" in err and "a bug" not in err


def test_a_rollback_over_a_missing_turn_says_the_file_is_damaged_and_changes_nothing(played, capsys, tmp_path):
    orders = tmp_path / "more.txt"
    orders.write_text("A - Baden\n")
    run(capsys, "orders", played, "--nation", "France", orders)
    assert run(capsys, "resolve", played, "--seed", "4")[0] == 0
    damage(played, "DELETE FROM turns WHERE turn = 0")
    before = played.read_bytes()
    code, _, err = run(capsys, "rollback", played, "--to", "0")
    assert code == 2 and "there is no turn 0" in err
    from engine.errors import GameFileError
    from engine.game.gamefile import Game
    with Game.open(played) as game, pytest.raises(GameFileError, match="turn 0 is missing"):
        game.rollback(0)
    assert played.read_bytes() == before


def test_a_blob_holding_the_state_as_utf8_is_read(played, capsys):
    damage(played, "UPDATE turns SET state = CAST(state AS BLOB) WHERE turn = 1")
    code, out, _ = run(capsys, "state", played, "--turn", "1")
    assert code == 0 and '"turn": 1' in out


def test_a_crash_after_a_change_was_written_does_not_claim_nothing_was_written(played, capsys, monkeypatch, tmp_path):
    from app.cli import verbs

    def resolve_then_fail(args):
        from engine.game.gamefile import Game
        with Game.open(args.game) as game:
            game.resolve(seed=1)
        raise RuntimeError("failed while printing")

    monkeypatch.setattr(verbs, "resolve", resolve_then_fail)
    monkeypatch.setenv("HOME", str(tmp_path))
    code, _, err = run(capsys, "resolve", played)
    assert code == 3 and "1 change(s) had already been written" in err and "Nothing was written" not in err


def test_a_crash_before_any_change_says_nothing_was_written(played, capsys, monkeypatch, tmp_path):
    from app.cli import verbs
    monkeypatch.setattr(verbs, "history", lambda args: 1 / 0)
    monkeypatch.setenv("HOME", str(tmp_path))
    code, _, err = run(capsys, "history", played)
    assert code == 3 and "Nothing was written to the game file" in err


def test_a_state_field_of_the_wrong_type_is_named_in_the_games_terms_not_the_librarys(played, capsys):
    damage(played, "UPDATE turns SET state = json_set(state, '$.corps[0].infantry', 1.5) WHERE turn = 1")
    code, _, err = run(capsys, "state", played, "--turn", "1")
    assert code == 2 and "corps[0].infantry: expected a whole number, found a number" in err
    assert "Expected `" not in err
