"""The GM's forms are filled with the keys alone: they open on the first field that can be changed,
and Tab goes down the form as it reads (fields added late, a treasury in its box) before OK and Cancel."""

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from app.placing.dialogs import NationDialog, PieceDialog


@pytest.fixture
def europe(window, open_game, europe_game):
    return open_game(europe_game)


def tab_stops(dialog, count):
    stops = []
    for _ in range(count):
        dialog.focusNextChild()
        QApplication.processEvents()
        focused = QApplication.focusWidget()
        stops.append(focused.objectName() or focused.text().replace("&", ""))
    return stops


def test_a_nations_form_tabs_from_its_fields_to_its_treasury_then_ok_and_cancel(europe, qtbot):
    game = europe.session.game
    dialog = NationDialog(europe, game.rules, game.board, europe.session.state(), "France")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    first = QApplication.focusWidget().objectName()
    fields = [w.objectName() for w in dialog.form.widgets.values()]
    assert first == fields[0]
    ok, cancel = (dialog.buttons.button(b).text().replace("&", "") for b in
                  (QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel))
    assert tab_stops(dialog, len(fields) + 2) == [*fields[1:], "treasury_gold", ok, cancel]


def test_correcting_a_corps_starts_on_its_first_number_not_on_what_names_it(europe, qtbot):
    game = europe.session.game
    entry = next(e for e in game.rules.unit_entries(game.board, europe.session.state())
                 if e["type"] == "corps" and e["nation"] == "France")
    kinds = [k for k in game.rules.piece_kinds if k.type == "corps"]
    dialog = PieceDialog(europe, game.rules, game.board, europe.session.state(), entry["at"], kinds, entry=entry)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    assert QApplication.focusWidget() is dialog.form.widgets["infantry"]


def test_adding_a_unit_starts_past_the_nation_chosen_already_and_shift_tab_goes_back_to_it(europe, qtbot):
    game = europe.session.game
    kinds = [k for k in game.rules.piece_kinds if k.type == "corps"]
    dialog = PieceDialog(europe, game.rules, game.board, europe.session.state(), "paris", kinds, nation="France")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    assert QApplication.focusWidget() is dialog.form.widgets["letter"]      # the corps' own first field
    qtbot.keyClicks(QApplication.focusWidget(), "K")                          # typed over, as a GM types it
    assert dialog.entry()["letter"] == "K" and dialog.entry()["nation"] == "France"
    dialog.focusPreviousChild()
    QApplication.processEvents()
    assert QApplication.focusWidget() is dialog.nation
