"""Issue 22, round 21: a line read with a misspelt place's one sure fix (engine/words/place_typos.py) is accepted in
the window, and its note beside the line says what the name was read as."""

import pytest

from tests.orders_gui.test_letter_verdicts import checked, paste


@pytest.fixture
def editor(dock):
    return dock.editors["France"]


def test_the_window_shows_a_misspelt_place_read_as_the_map_names_it(qtbot, editor):
    text = "Dear GM,\n1 infantry in Alsase"
    paste(editor, text)
    checked(qtbot, editor, text)
    sheet = editor.sheet
    assert sheet.problems == () and sheet.lines == (2,)
    assert 2 in editor.text.accepted
    assert "'Alsase' read as 'Alsace'" in editor.text.readings[2]
    assert editor.text.readings[2].startswith("read as: build infantry in Alsace")
