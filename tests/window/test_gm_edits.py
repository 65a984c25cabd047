"""The GM's hand in the window: owner and treasury changes ask why, are recorded, and Ctrl+Z /
Ctrl+Y undo and redo them; an earlier turn cannot be changed."""

import pytest
from PySide6.QtCore import Qt


@pytest.fixture
def tiny(window, open_game, tiny_game):
    return open_game(tiny_game)


def choose_owner(window, region, nation):
    window.show_region(region)
    combo = window.inspector.owner
    combo.setCurrentIndex(combo.findData(nation))


def test_giving_a_province_asks_why_and_ctrl_z_ctrl_y_undo_and_redo_it(tiny, fake_dialogs, qtbot):
    window = tiny
    fake_dialogs.answer("ask_reason", "treaty of Lunéville, agreed on the forum")
    choose_owner(window, "baden", "France")
    assert window.inspector.change_owner.isEnabled()
    qtbot.mouseClick(window.inspector.change_owner, Qt.LeftButton)
    [(change,)] = fake_dialogs.asked("ask_reason")
    assert change == "Baden given to France"
    assert window.session.state().owner("baden") == "France"
    assert window.map_view.picture.fills["baden"] == window.map_view.picture.fills["paris"]
    assert window.nations.row_texts("France")["Provinces"] == "3 (10)"
    assert "Owner: <b>France</b>" in window.inspector.facts.text()
    edit = window.history.turn_items()[0].child(0).text(0)
    assert edit == "GM: Baden given to France (treaty of Lunéville, agreed on the forum)"

    qtbot.keyClick(window, Qt.Key_Z, Qt.ControlModifier)
    assert window.session.state().owner("baden") is None
    assert "baden" not in window.map_view.picture.fills
    assert "Owner: <b>neutral</b>" in window.inspector.facts.text()

    qtbot.keyClick(window, Qt.Key_Y, Qt.ControlModifier)
    assert window.session.state().owner("baden") == "France"
    assert [e["summary"] for e in window.session.game.edits()] == [
        "Baden given to France", "undo of: Baden given to France", "Baden given to France"]


def test_a_cancelled_reason_changes_nothing(tiny, fake_dialogs):
    window = tiny
    fake_dialogs.answer("ask_reason", None)
    choose_owner(window, "baden", "Austria")
    window.inspector.change_owner.click()
    assert window.session.state().owner("baden") is None
    assert window.session.game.edits() == []
    assert window.inspector.owner.currentData() is None      # the combo shows the real owner again
    assert not window.session.undo_stack.canUndo()


def test_setting_a_treasury_shows_in_the_nations_dock(tiny, fake_dialogs):
    window = tiny
    fake_dialogs.answer("ask_reason", "loan from the Rothschilds")
    window.inspector.select_treasury_nation("Austria")
    window.inspector.amount.setValue(40)
    window.inspector.set_treasury.click()
    assert window.session.state().nation("Austria").gold() == 40
    assert window.nations.row_texts("Austria")["Gold"] == "40"
    assert fake_dialogs.asked("ask_reason") == [("Austria's treasury set to 40 gold (was 15)",)]
    window.undo_action.trigger()
    assert window.nations.row_texts("Austria")["Gold"] == "15"


def test_double_clicking_a_nation_goes_to_its_treasury(tiny):
    window = tiny
    row = next(r for r in range(window.nations.table.rowCount()) if window.nations.nation_at(r) == "Austria")
    window.nations.table.cellDoubleClicked.emit(row, 1)
    assert window.inspector.treasury_nation.currentData() == "Austria"
    assert window.inspector.amount.value() == 15


def test_a_sea_has_no_owner_to_change(tiny):
    window = tiny
    window.show_region("channel")
    assert window.inspector.title.text() == "Channel"
    assert not window.inspector.owner.isEnabled()
    assert not window.inspector.change_owner.isEnabled()
    units = window.inspector.units.item(0).text()
    assert units == "France squadron 1"
