"""`berthier orders ... --fix`: every suggested fix ('did you mean') applied, said line by line,
and the orders stored once they read; greetings are kept and said not to be orders. ('Pqrys': a name
too far from Paris for the reader by meaning to take it alone, near enough for a suggestion.)"""

from test_cli import game, run  # noqa: F401  (the same game and runner as the other command line tests)


def test_without_fix_the_suggestion_is_shown_and_nothing_is_stored(game, tmp_path, capsys):
    orders = tmp_path / "france.txt"
    orders.write_text("Hi GM,\nbuild 1 cavalry in Pqrys\n")
    code, out, err = run(capsys, "orders", game, "--nation", "France", orders)
    assert code == 1 and "fix: 'build 1 cavalry in Paris' (apply with --fix)" in out and "nothing stored" in err


def test_fix_applies_the_suggestion_and_stores_the_corrected_text(game, tmp_path, capsys):
    orders = tmp_path / "france.txt"
    orders.write_text("Hi GM,\nbuild 1 cavalry in Pqrys\nThanks\n")
    code, out, _ = run(capsys, "orders", game, "--nation", "France", orders, "--fix")
    assert code == 0
    assert "line 2: fixed 'build 1 cavalry in Pqrys' -> 'build 1 cavalry in Paris'" in out
    assert "France: 1 order(s) stored for Winter 1804 (2 line(s) not orders, kept)." in out
    stored = run(capsys, "orders", game, "--nation", "France")[1]
    assert stored.splitlines() == ["Hi GM,", "build 1 cavalry in Paris", "Thanks"]


def test_fix_leaves_a_line_without_a_suggestion_rejected(game, tmp_path, capsys):
    orders = tmp_path / "france.txt"
    orders.write_text("build 1 cavalry in Pqrys\nbuild 1 dragoon in Paris\n")
    code, out, err = run(capsys, "orders", game, "--nation", "France", orders, "--fix")
    assert code == 1 and "line 1: fixed" in out and "line 2: not understood" in out and "nothing stored" in err
    assert "may mean: 'build 1 cavalry in Paris' / 'build 1 infantry in Paris'" in out     # a click each in the window;
    # the dragoon's arm first (engine.words.meaning.arms)


def test_a_fix_keeps_the_line_endings_of_the_message():
    from engine.orders import OrderProblem, OrderSheet, apply_fixes
    sheet = OrderSheet("France", problems=(OrderProblem(2, "build 1 cavalry in Parris", "not understood", "...",
                                                        "build 1 cavalry in Paris"),))
    text, done = apply_fixes("Hi GM,\r\nbuild 1 cavalry in Parris\r\nThanks\r\n", sheet)
    assert text == "Hi GM,\r\nbuild 1 cavalry in Paris\r\nThanks\r\n"
    assert done == [(2, "build 1 cavalry in Parris", "build 1 cavalry in Paris")]
