"""Issue 22, round 21: 'berthier orders' prints each line read with a misspelt place's one sure fix
(engine/words/place_typos.py), and stores the orders; a name two places are as near stays refused with its fix."""

from tests.cli.test_classic_cli import classic, run  # noqa: F401  (the fixture, by its name)


def test_a_misspelt_place_read_is_named_when_orders_are_stored(classic, tmp_path, capsys):  # noqa: F811
    f = tmp_path / "italy.txt"
    f.write_text("Italy, turn 1.\n1 army from Campania to Latuim, 1 army 37 -> 36\n")
    code, out, err = run(capsys, "orders", classic, "--nation", "Italy", f)
    assert code == 0, out + err
    assert "line 2: misspelt place read: 'Latuim' read as 'Latium'" in out
    assert "2 order(s) stored" in out


def test_a_misspelt_place_whose_order_is_not_allowed_stays_refused_with_its_fix(classic, tmp_path, capsys):  # noqa: F811
    f = tmp_path / "italy.txt"
    f.write_text("1 army from Campania to Latuim, 1 army 12 -> 13\n")
    code, out, err = run(capsys, "orders", classic, "--nation", "Italy", f)
    assert code == 1
    assert "misspelt place read" not in out
