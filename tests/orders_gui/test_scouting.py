"""Scouting before the deadline: each nation's results from the orders stored so far."""

from PySide6.QtWidgets import QPushButton

from app.orders import ask
from app.orders.scouting import ScoutingDialog


def test_scouting_results_per_nation_from_the_stored_orders(qtbot, summer):
    summer.store_orders("France", "A scout Bavaria\n")
    dialog = ScoutingDialog(summer)
    qtbot.addWidget(dialog)
    assert list(dialog.texts) == ["France"]
    assert "Not scouting: Austria" in dialog.summary.text()
    text = dialog.report_text("France")
    assert "Corps A scouted Bavaria: Austria corps A: 2 infantry" in text
    assert "[list]" in text                            # BBCode for the forums by default
    dialog.format.setCurrentIndex(dialog.format.findData("md"))
    assert dialog.report_text("France").startswith("# Scouting of France, Summer 1805")


def test_a_report_is_copied_for_its_player(qtbot, summer, monkeypatch):
    copied = []
    monkeypatch.setattr(ask, "copy_text", copied.append)
    summer.store_orders("France", "A scout Bavaria\n")
    dialog = ScoutingDialog(summer)
    qtbot.addWidget(dialog)
    button = dialog.tabs.widget(0).findChild(QPushButton)
    assert button.text() == "Copy France's report"
    button.click()
    assert copied == [dialog.report_text("France")]


def test_scouting_reads_only_saved_orders(qtbot, window, dock, summer, monkeypatch):
    # The GM wrote a scouting order but did not save it: the Scout action asks first.
    dock.editors["France"].text.setPlainText("A scout Bavaria\n")
    monkeypatch.setattr(ask, "unsaved_orders", lambda parent, nations: ask.SAVE)
    shown = []
    monkeypatch.setattr(ask, "run_dialog", lambda d: shown.append(d) or True)
    window.installed.scout.trigger()
    assert summer.orders_text("France") == "A scout Bavaria\n"
    assert "Austria corps A: 2 infantry" in shown[0].report_text("France")


def test_nobody_scouts_in_winter(qtbot, session):
    dialog = ScoutingDialog(session)
    qtbot.addWidget(dialog)
    assert dialog.texts == {} and "Winter" in dialog.summary.text()
