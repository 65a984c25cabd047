"""Issue 22, round 18: the lines a letter gives that are not read as orders are counted with one word, the game's
'refused' (the receipt's "Lines refused", the mail summary's "line(s) refused"), by the status under the letter, the
nations' list, what the paste gave, and the command line. They said "2 rejected", "2 problems" and "2 refused" of the
same two lines."""

from __future__ import annotations

import re

from app.cli.main import main as berthier
from app.orders.letter_verdicts import paste_summary

LETTER = "build 2 infantry in Paris\nbuild 1 cavalry in Vienna\ndeclare war on Austria\n"


def counts(text: str) -> list[str]:
    """Each 'N word' that counts lines in a message, with its word."""
    return re.findall(r"\b\d+ (?:line\(s\) )?(rejected|refused|problems?)\b", text)


def test_the_window_and_the_command_line_count_refused_lines_with_one_word(qtbot, dock, session, tmp_path, capsys):
    editor = dock.editors["France"]
    with qtbot.waitSignal(editor.checked, timeout=2000):
        editor.text.setPlainText(LETTER)
    sheet = session.check_orders("France", LETTER)
    said = [editor.status.text(), dock.status_of("France").text, paste_summary(sheet, {}, None)]
    letter = tmp_path / "france.txt"
    letter.write_text(LETTER, encoding="utf-8")
    assert berthier(["orders", str(session.game.path), "--nation", "France", str(letter)]) == 1
    said.append(capsys.readouterr().err)
    assert [counts(text) for text in said] == [["refused"]] * 4, said
    assert all(" 2 " in text for text in said), said
