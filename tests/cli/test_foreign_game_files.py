"""A game file received from another GM is data: one whose schema would run code (triggers) or
stand in for a table (views) is refused on every command, and nothing in it runs or changes."""

from __future__ import annotations

import sqlite3

import pytest
from test_cli import DATA, digest, run   # the same driver as the other command-line tests


@pytest.fixture
def game(tmp_path, capsys):
    path = tmp_path / "tiny.berthier"
    assert run(capsys, "new", path, "--scenario", DATA / "tiny-scenario.json")[0] == 0
    return path


PLANTED = {
    "a trigger that rewrites another nation's orders": (
        "CREATE TRIGGER rewrite AFTER INSERT ON orders WHEN NEW.nation = 'France' BEGIN "
        "INSERT INTO orders (turn, nation, text, entered_at, current) VALUES (NEW.turn, 'Austria', 'hold', '', 1); END",
        "trigger 'rewrite'"),
    "a trigger that never ends": (
        "CREATE TRIGGER spin BEFORE UPDATE ON orders BEGIN SELECT count(*) FROM (WITH RECURSIVE c(x) AS "
        "(SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c); END", "trigger 'spin'"),
    "a trigger that raises": ("CREATE TRIGGER stop BEFORE INSERT ON orders BEGIN SELECT RAISE(ABORT, 'no'); END",
                              "trigger 'stop'"),
    "players as a view": ("DROP TABLE players; CREATE VIEW players AS SELECT 'France' AS nation, '' AS name, "
                          "'' AS emails, '' AS forum", "view 'players'"),
}


@pytest.mark.parametrize("planted", list(PLANTED))
@pytest.mark.parametrize("command", [["orders"], ["players"], ["inbox"], ["resolve", "--seed", "1"]])
def test_a_game_file_with_code_in_its_schema_is_refused_and_nothing_runs(game, tmp_path, capsys, planted, command):
    sql, named = PLANTED[planted]
    conn = sqlite3.connect(game)
    conn.executescript(sql)
    conn.close()
    before = digest(game)
    orders = tmp_path / "france.txt"
    orders.write_text("build 2 infantry in Paris\n")
    mail = tmp_path / "mail"
    mail.mkdir()
    (mail / "1.eml").write_bytes(b"From: anna@example.org\r\nSubject: France\r\n\r\nbuild 2 infantry in Paris\r\n")
    extra = {"orders": ["--nation", "France", orders], "inbox": [mail]}.get(command[0], [])
    code, out, err = run(capsys, command[0], game, *command[1:], *extra)
    assert code == 2 and "is not a Berthier game file" in err and named in err and "Traceback" not in err
    assert digest(game) == before
