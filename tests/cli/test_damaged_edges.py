"""The damaged files that still crashed (issue 27): each is "damaged: <which row>: <what>" with
exit 2, in every command that reads it, and the file is left as it was."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from test_cli import DATA, digest, run

COMMANDS = [["state"], ["history"], ["report"], ["report", "--nation", "France"], ["scout"], ["needs"],
            ["rollcall"], ["deadline"], ["forum"], ["players"], ["receipt", "--nation", "France"],
            ["orders", "--nation", "France"], ["resolve", "--seed", "1"], ["rollback", "--to", "0"],
            ["edit", "--reason", "r", "--treasury", "France=3"], ["scenario", "--out", "{tmp}/out.json"]]

# damage -> (SQL, what the message names)
DAMAGES = {
    "a title stored as bytes that are not text": ("UPDATE meta SET value = x'ff41' WHERE key = 'title'",
                                                  "the meta row 'title'"),
    "a forum dialect Berthier does not have": ("INSERT INTO meta VALUES ('forum', 'nonsense')",
                                               "the meta row 'forum': no forum dialect is called 'nonsense'"),
    "a corps at a place the map does not have": (
        "UPDATE turns SET state = replace(state, '\"paris\"', '\"atlantis\"') WHERE turn = 1",
        "stands at 'atlantis', which is not on the game's map"),
    "a deadline that is not a date": ("INSERT INTO deadlines VALUES (1, 'not a date')", "the deadline of turn 1"),
    "a GM edit without a reason": ("INSERT INTO edits (turn, at, reason, summary, before, after) "
                                   "VALUES (0, 'x', NULL, NULL, NULL, NULL)", "found nothing (null)"),
}


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    import contextlib
    import io

    from app.cli import main
    folder = tmp_path_factory.mktemp("played")
    path = folder / "tiny.berthier"
    (folder / "france.txt").write_text("build 2 infantry in Paris\n")
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["new", str(path), "--scenario", str(DATA / "tiny-scenario.json")]) == 0
        assert main(["orders", str(path), "--nation", "France", str(folder / "france.txt")]) == 0
        assert main(["resolve", str(path), "--seed", "3"]) == 0
    return path


@pytest.mark.parametrize("what", DAMAGES)
def test_a_damaged_row_is_named_by_every_command_that_reads_it_and_nothing_is_written(played, tmp_path, capsys,
                                                                                        what):
    sql, named = DAMAGES[what]
    path = tmp_path / "damaged.berthier"
    shutil.copy(played, path)
    with sqlite3.connect(path) as conn:
        conn.execute(sql)
    conn.close()
    before, said = digest(path), 0
    for argv in COMMANDS:
        argv = [a.replace("{tmp}", str(tmp_path)) for a in argv]
        code, out, err = run(capsys, argv[0], path, *argv[1:])
        assert code in (0, 1, 2), (argv, err)
        assert "a bug" not in err and "Traceback" not in err, (argv, err)
        if code == 2 and "is damaged" in err:
            assert named in err, (argv, err)
            said += 1
        assert digest(path) == before or code == 0, argv          # a refused command writes nothing
    assert said, "no command read the damaged row"


def test_a_foreign_file_with_berthier_s_meta_but_other_tables_is_refused_before_anything_is_migrated(tmp_path,
                                                                                                      capsys):
    path = tmp_path / "foreign.berthier"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
    conn.executemany("INSERT INTO meta VALUES (?, ?)", [("format", "berthier-game"), ("version", "1"),
                                                        ("ruleset", "napoleonic"), ("title", "not ours")])
    for table in ("map", "turns", "orders", "dice", "events", "edits", "archive"):
        conn.execute(f"CREATE TABLE {table} (x)")
    conn.commit(), conn.close()
    before = digest(path)
    code, _, err = run(capsys, "orders", path, "--nation", "France")
    assert code == 2 and "is damaged: the table 'map': columns missing: id, geojson" in err
    assert "the file was not changed" in err and digest(path) == before
