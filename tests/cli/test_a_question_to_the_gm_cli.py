"""Issue 22, round 15: a line filed as a question to the GM (engine.words.meaning.questions) is printed by
'berthier orders' with why, like a remark: the GM sees the question he has to answer; the orders are stored."""

from tests.cli.test_classic_cli import classic, run  # noqa: F401  (the fixture, by its name)


def test_a_question_to_the_gm_is_named_when_orders_are_stored(classic, tmp_path, capsys):  # noqa: F811
    f = tmp_path / "italy.txt"
    f.write_text("Italy, turn 1.\n2 armies 37 -> 36\nDoes a fleet in the Tyrrhenian Sea block Rome?\n")
    code, out, err = run(capsys, "orders", classic, "--nation", "Italy", f)
    assert code == 0, out + err
    assert "line 3: set aside ('Does a fleet in the Tyrrhenian Sea block Rome?'): not an order: a question to the GM" \
        in out
    assert "1 order(s) stored" in out


def test_every_question_of_no_order_is_named(classic, tmp_path, capsys):  # noqa: F811
    """A question filed as plain talk ('Is Rome safe?') or by the older readers of talk ('Question for the GM: ...')
    is named on the receipt too: the GM answers it, whichever reader set it aside. A greeting is not."""
    f = tmp_path / "italy.txt"
    f.write_text("Hello GM.\n2 armies 37 -> 36\nIs Rome safe?\nQuestion for the GM: can a ship carry two armies?\n")
    code, out, err = run(capsys, "orders", classic, "--nation", "Italy", f)
    assert code == 0, out + err
    assert "line 3: set aside ('Is Rome safe?'): not an order" in out
    assert "line 4: set aside ('Question for the GM: can a ship carry two armies?'): not an order: a question" in out
    assert "Hello GM" not in out
    assert "1 order(s) stored" in out
