"""The GM's evening by keyboard: find a place, save the orders, step through the nations, and an
F1 list that names every shortcut the menus have."""

import shutil

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMenu

from app.orders import ask
from app.window.keys import FindPlaceDialog, place_names, shortcut_rows
from app.window.main import MainWindow


@pytest.fixture
def gm_window(qtbot, settings, tmp_path, fake_dialogs, europe_game, monkeypatch):
    """The window with its orders panel on the bundled Europe 1805 game."""
    monkeypatch.setattr(ask, "unsaved_orders", lambda parent, nations: ask.DISCARD)
    w = MainWindow(settings=settings, data_dir=tmp_path / "data")
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    with qtbot.waitSignal(w.gameShown, timeout=60_000):
        w.open_game(europe_game)
    return w


def menu_actions(window):
    return window.menu_actions()


def shortcut(window, keys):
    found = [a for a in menu_actions(window) if QKeySequence(keys) in a.shortcuts()]
    assert len(found) == 1, f"{keys} is bound to {[a.text() for a in found]}"
    return found[0]


def test_ctrl_s_saves_the_orders_not_a_copy_of_the_game(gm_window, qtbot):
    dock = gm_window.orders_dock
    editor = dock.show_nation("France")
    editor.text.setPlainText("build 1 infantry in Paris\n")
    shortcut(gm_window, "Ctrl+S").trigger()
    assert gm_window.session.orders_text("France") == "build 1 infantry in Paris\n"
    assert "Save a copy" in shortcut(gm_window, "Ctrl+Shift+S").text().replace("&", "")


def test_alt_down_and_alt_up_step_through_the_nations(gm_window):
    dock = gm_window.orders_dock
    names = [n.name for n in gm_window.session.state().nations]
    dock.show_nation(names[0])
    shortcut(gm_window, "Alt+Down").trigger()
    assert dock.current_nation() == names[1]
    shortcut(gm_window, "Alt+Up").trigger()
    shortcut(gm_window, "Alt+Up").trigger()
    assert dock.current_nation() == names[-1]


def test_scout_and_resolve_have_mnemonics_and_every_shortcut_is_bound_once(gm_window):
    texts = [a.text() for a in gm_window.turn_menu.actions()]
    assert "&Scout..." in texts and "&Resolve..." in texts
    keys = [k.toString() for a in menu_actions(gm_window) for k in a.shortcuts()]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)


def test_f1_lists_every_shortcut_of_the_menus(gm_window):
    rows = dict((what, keys) for keys, what in shortcut_rows(menu_actions(gm_window)))
    assert "Ctrl+S" in rows["Save the orders"] and "Ctrl+F" in rows["Find a province or sea"]
    assert "Alt+Down" in rows["Next nation"] and "F11" in rows["Full screen"] and "Ctrl+R" in rows["Resolve"]


def test_ctrl_f_finds_a_place_by_any_of_its_names_and_centres_it(gm_window, monkeypatch):
    from app.window import dialogs
    board = gm_window.session.board
    assert "Paris" in place_names(board) and "Helvetia" in place_names(board)

    def type_name(dialog):
        dialog.edit.setText("helvetia")
        dialog.accept()
        return dialog.result() == 1
    monkeypatch.setattr(dialogs, "run_dialog", type_name)
    assert shortcut(gm_window, "Ctrl+F") is gm_window.find_action
    assert gm_window.find_place() == board.find("Switzerland").id
    assert gm_window.map_view.picture.selected_region == board.find("Switzerland").id


def test_an_unknown_place_is_said_in_the_dialog_and_nothing_moves(gm_window, qtbot):
    dialog = FindPlaceDialog(gm_window.session.board, gm_window)
    qtbot.addWidget(dialog)
    dialog.edit.setText("Pariss")
    dialog.accept()
    assert dialog.region_id is None and "Paris" in dialog.message.text()


def test_map_only_hides_the_docks_and_brings_the_same_ones_back(gm_window):
    from PySide6.QtWidgets import QDockWidget
    shown = {d.objectName() for d in gm_window.findChildren(QDockWidget) if d.isVisible()}
    gm_window.map_only_action.trigger()
    assert not any(d.isVisible() for d in gm_window.findChildren(QDockWidget))
    gm_window.map_only_action.trigger()
    assert {d.objectName() for d in gm_window.findChildren(QDockWidget) if d.isVisible()} == shown


def test_enter_takes_the_first_completion_offered_and_shows_the_place(gm_window, qtbot):
    dialog = FindPlaceDialog(gm_window.session.board, gm_window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClicks(dialog.edit, "Tve")
    popup = dialog.completer.popup()
    qtbot.waitUntil(popup.isVisible)
    assert not popup.currentIndex().isValid()                 # nothing highlighted yet
    qtbot.keyClick(popup, Qt.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert dialog.result() == 1 and dialog.region_id == "tver"


def test_an_unknown_place_is_said_in_full_under_the_name(gm_window, qtbot):
    dialog = FindPlaceDialog(gm_window.session.board, gm_window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.edit.setText("Saint Petersbourgh on the Neva")
    dialog.accept()
    message = dialog.message
    assert dialog.isVisible() and message.isVisible() and message.text()
    assert message.height() >= message.heightForWidth(message.width())      # no line cut off
    assert message.geometry().bottom() < dialog.findChild(QDialogButtonBox).geometry().top()
