"""`berthier orders ... --choose LINE:N`: the command line's click on a 'may mean' choice. Choice N of a
refused line is written in its place before the orders are checked, said line by line; a line without
choices, a choice it lacks, or two choices for one line change nothing and say why."""

import pytest

from test_cli import game, run  # noqa: F401  (the same game and runner as the other command line tests)

MESSAGE = "Dear GM,\nbuild 1 dragoon in Paris\ncorps A goes toward the capital then rests\nThanks\n"


@pytest.fixture
def orders(tmp_path):
    path = tmp_path / "france.txt"
    path.write_text(MESSAGE)
    return path


def test_the_choices_are_printed_with_how_to_take_them(game, orders, capsys):
    code, out, err = run(capsys, "orders", game, "--nation", "France", orders)
    assert code == 1 and "nothing stored" in err
    assert "may mean: 'build 1 cavalry in Paris' / 'build 1 infantry in Paris'" in out
    assert "(take one with --choose 2:N, N from 1 to 3)" in out
    assert "may mean: 'A holds' (take one with --choose 3:1)" in out


def test_choose_writes_each_choice_and_stores_the_orders(game, orders, capsys):
    code, out, _ = run(capsys, "orders", game, "--nation", "France", orders, "--choose", "2:2", "--choose", "3:1")
    assert code == 0
    assert "line 2: chose 'build 1 dragoon in Paris' -> 'build 1 infantry in Paris'" in out
    assert "line 3: chose 'corps A goes toward the capital then rests' -> 'A holds'" in out
    assert "France: 2 order(s) stored for Winter 1804" in out
    stored = run(capsys, "orders", game, "--nation", "France")[1]
    assert stored.splitlines() == ["Dear GM,", "build 1 infantry in Paris", "A holds", "Thanks"]


def test_one_choice_taken_leaves_the_other_line_refused(game, orders, capsys):
    code, out, err = run(capsys, "orders", game, "--nation", "France", orders, "--choose", "3:1")
    assert code == 1 and "line 3: chose" in out and "line 2: not understood" in out and "nothing stored" in err


@pytest.mark.parametrize("asked, said", [
    (["4:1"], "--choose 4:1: not allowed: line 4 offers no choice (the lines that offer some are 2, 3)"),
    (["9:1"], "--choose 9:1: not allowed: line 9 offers no choice"),
    (["3:2"], "--choose 3:2: not allowed: line 3 offers one choice (1 to 1)"),
    (["2:0"], "--choose 2:0: not allowed: line 2 offers 3 choices (1 to 3)"),
    (["2:1", "2:3"], "--choose 2:3: not allowed: line 2 was given another choice already"),
    (["3:1", "2:7"], "--choose 2:7: not allowed: line 2 offers 3 choices"),
])
def test_a_choice_not_offered_changes_nothing(game, orders, capsys, asked, said):
    argv = [a for n in asked for a in ("--choose", n)]
    code, out, err = run(capsys, "orders", game, "--nation", "France", orders, *argv, "--force")
    assert code == 2 and said in err and "nothing was changed" in err and "chose" not in out
    assert "No orders stored for France" in run(capsys, "orders", game, "--nation", "France")[1]
    assert orders.read_text() == MESSAGE


@pytest.mark.parametrize("bad", ["x", "2", "2:", ":1", "2:a", "２:1", "2-1"])
def test_a_choice_not_written_line_colon_number_is_refused_by_the_parser(game, orders, capsys, bad):
    with pytest.raises(SystemExit) as stop:
        run(capsys, "orders", game, "--nation", "France", orders, "--choose", bad)
    assert stop.value.code == 2
    assert "is not LINE:N" in capsys.readouterr().err


def test_choose_and_fix_together_each_line_once(game, tmp_path, capsys):
    orders = tmp_path / "france.txt"
    orders.write_text("build 1 cavalry in Pqrys\nbuild 1 hussar in Paris\n")
    first = run(capsys, "orders", game, "--nation", "France", orders)[1]
    assert "fix: 'build 1 cavalry in Paris'" in first and "--choose 2:" in first
    code, out, _ = run(capsys, "orders", game, "--nation", "France", orders, "--fix", "--choose", "2:1")
    assert "line 1: fixed 'build 1 cavalry in Pqrys' -> 'build 1 cavalry in Paris'" in out
    assert "line 2: chose 'build 1 hussar in Paris' -> 'build 1 cavalry in Paris'" in out
