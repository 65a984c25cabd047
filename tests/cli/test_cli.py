"""The berthier command line, driven as a GM would, including every kind of bad input."""

import hashlib
import json
from pathlib import Path

import pytest

from app.cli import main

DATA = Path(__file__).resolve().parents[1] / "data"


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def digest(path):
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


@pytest.fixture
def game(tmp_path, capsys):
    path = tmp_path / "tiny.berthier"
    code, out, _ = run(capsys, "new", path, "--scenario", DATA / "tiny-scenario.json")
    assert code == 0 and "awaiting orders for Winter 1804" in out
    return path


def test_a_whole_turn_from_the_command_line(game, tmp_path, capsys):
    orders = tmp_path / "france.txt"
    orders.write_text("# France, Winter 1804\nbuild 2 infantry, cavalry in Paris\n")
    assert run(capsys, "orders", game, "--nation", "France", orders)[0] == 0
    code, out, _ = run(capsys, "resolve", game, "--seed", "3")
    assert code == 0 and "Resolved Winter 1804 (seed 3)" in out and "next: Spring 1805" in out
    code, public, _ = run(capsys, "report", game)
    assert "France raises corps B in Paris." in public and "2 infantry" not in public
    code, internal, _ = run(capsys, "report", game, "--nation", "France", "--format", "bbcode")
    assert "[b]" in internal and "corps B (2 infantry, 1 cavalry)" in internal
    code, out, _ = run(capsys, "state", game, "--turn", "1")
    state = json.loads(out)
    assert state["season"] == "Spring" and state["year"] == 1805
    code, out, _ = run(capsys, "history", game)
    assert "Winter 1804" in out and "seed 3" in out and "Spring 1805" in out
    code, out, _ = run(capsys, "rollback", game, "--to", "0")
    assert code == 0 and "1 later turn(s) archived" in out


def test_orders_with_a_bad_line_are_reported_and_not_stored(game, tmp_path, capsys):
    orders = tmp_path / "france.txt"
    orders.write_text("build infantry in Paris\nbuild infantry in Narnia\nA - Baden\n")
    before = digest(game)
    code, out, err = run(capsys, "orders", game, "--nation", "France", orders)
    assert code == 1
    assert "line 2: not understood ('build infantry in Narnia'): no province or sea called 'Narnia'" in out
    assert "line 3: not allowed ('A - Baden'): units may not move or scout during Winter" in out
    assert "nothing stored" in err
    assert digest(game) == before


def test_orders_can_be_stored_as_written_with_force(game, tmp_path, capsys):
    orders = tmp_path / "france.txt"
    orders.write_text("build infantry in Paris\nA - Baden\n")
    code, out, _ = run(capsys, "orders", game, "--nation", "France", orders, "--force")
    assert code == 1 and "1 line(s) will fail" in out
    assert run(capsys, "orders", game, "--nation", "France")[1] == "build infantry in Paris\nA - Baden\n"


def test_orders_from_standard_input(game, capsys, monkeypatch):
    import io
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"build cavalry in Alsace\n")))
    code, out, _ = run(capsys, "orders", game, "--nation", "the French", "-")
    assert code == 0 and "France: 1 order(s) stored" in out


def test_orders_from_standard_input_in_windows_1252_are_read_not_crashed_on(game, capsys, monkeypatch):
    import io
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO("build cavalry in Alsace \u2013 Vive l'Empereur\n"
                                                                  .encode("cp1252"))))
    code, out, err = run(capsys, "orders", game, "--nation", "France", "-", "--force")
    assert code in (0, 1) and "France:" in out and "internal error" not in err


@pytest.mark.parametrize("argv, message", [
    (["orders", "{game}", "--nation", "Prussia", "{data}/tiny-scenario.json"], "no nation called 'Prussia'"),
    (["report", "{game}", "--turn", "5"], "there is no turn 5"),
    (["rollback", "{game}", "--to", "3"], "there is no turn 3"),
    (["resolve", "{game}", "--dice", "1,2,x"], "dice value #3 ('x') is not a whole number"),
    (["resolve", "{game}", "--dice", "1,2"], "the fixed dice ran out after 2 roll(s)"),
    (["edit", "{game}", "--reason", "why", "--treasury", "France=lots"], "not an amount of gold"),
    (["edit", "{game}", "--reason", "why", "--owner", "Atlantis=France"], "no province or sea called 'Atlantis'"),
    (["edit", "{game}", "--reason", "why", "--param", "bank_cap=\"x\""], "bank_cap must be a whole number from 0 to 10000"),
    (["orders", "{game}", "--nation", "France", "{data}/missing.txt"], "no such file"),
])
def test_bad_input_gets_a_clear_message_and_changes_nothing(game, capsys, argv, message):
    before = digest(game)
    argv = [a.format(game=game, data=DATA) for a in argv]
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert message in err
    assert "Traceback" not in err + out
    assert digest(game) == before


def test_a_file_that_is_not_a_game(tmp_path, capsys):
    notes = tmp_path / "notes.txt"
    notes.write_text("turn 1: France attacks")
    code, _, err = run(capsys, "history", notes)
    assert code == 2 and "is not a Berthier game file" in err


def test_a_scenario_that_contradicts_itself(tmp_path, capsys):
    data = json.loads((DATA / "tiny-scenario.json").read_text())
    data["owners"]["paris"] = "Austria"
    data["map"] = str(DATA / "tiny-map.geojson")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    code, _, err = run(capsys, "new", tmp_path / "g.berthier", "--scenario", bad)
    assert code == 2 and "Paris is given to Austria but is a home province of France" in err
    assert not (tmp_path / "g.berthier").exists()


def give(capsys, tmp_path, game, nation, text):
    f = tmp_path / f"{nation}.txt"
    f.write_text(text)
    code, out, err = run(capsys, "orders", game, "--nation", nation, f)
    assert code == 0, out + err


def test_gm_edit_and_a_battle_result_set_by_hand(game, tmp_path, capsys):
    code, out, _ = run(capsys, "edit", game, "--reason", "forum treaty", "--owner", "Baden=France",
                       "--treasury", "France=40")
    assert code == 0 and "Baden given to France" in out
    give(capsys, tmp_path, game, "Austria", "build 2 infantry in Tyrol\n")
    run(capsys, "resolve", game, "--seed", "1")                      # Winter 1804
    give(capsys, tmp_path, game, "France", "A - Baden\n")
    give(capsys, tmp_path, game, "Austria", "A - Bavaria\n")
    run(capsys, "resolve", game, "--seed", "2")                      # Spring 1805
    give(capsys, tmp_path, game, "France", "A - Bavaria\n")
    code, out, err = run(capsys, "resolve", game, "--battle", "Bavaria: France 1 infantry; Austria all",
                         "--reason", "players agreed on the forum")
    assert code == 0, err
    assert "1 battle(s)" in out
    code, report, _ = run(capsys, "report", game, "--nation", "France")
    assert "Result entered by the GM: players agreed on the forum" in report
    assert "Austria corps A" in report
    code, public, _ = run(capsys, "report", game)
    assert "Battle at Bavaria" in public and "France wins" in public
    assert "infantry" not in public


def test_the_games_forum_decides_how_its_report_is_written(game, capsys):
    assert run(capsys, "resolve", game, "--seed", "1")[0] == 0
    assert run(capsys, "forum", game, "phpbb")[0] == 0
    code, out, _ = run(capsys, "report", game)
    assert code == 0 and out.startswith("[size=150][b]")
    assert run(capsys, "report", game, "--format", "discord")[1].startswith("# ")
    code, _, err = run(capsys, "forum", game, "myspace")
    assert code == 2 and "no forum dialect called 'myspace'" in err and "phpbb" in err


def test_a_game_file_held_by_another_program_is_busy_not_a_bug(game, capsys, monkeypatch):
    import sqlite3

    from engine.game import players
    def locked(*args, **kwargs):
        raise sqlite3.OperationalError("database is locked")
    monkeypatch.setattr(players, "write_player", locked)
    code, _, err = run(capsys, "players", game, "--nation", "France", "--email", "nap@example.org")
    assert code == 2 and "busy" in err and "try again" in err and "internal error" not in err
