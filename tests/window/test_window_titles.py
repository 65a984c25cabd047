"""The export's progress and the busy bar say in their titles what the window does (they were titled only
"Berthier", one more window of that name among the GM's)."""

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog

from app.window import off_thread


@pytest.fixture
def played(window, open_game, tiny_game):
    open_game(tiny_game)
    window.session.store_orders("France", "build 2 infantry in Paris")
    window.session.commit(seed=7)
    return window


def _titles(window) -> list[str]:
    return [d.windowTitle() for d in window.findChildren(QProgressDialog)]


def test_the_export_progress_names_the_turn_exported(played, tmp_path, monkeypatch):
    seen: list[str] = []
    original = QProgressDialog.setValue

    def noted(self, value):
        seen.append(self.windowTitle())
        original(self, value)
    monkeypatch.setattr(QProgressDialog, "setValue", noted)
    played.export_whole_turn(tmp_path / "turn", width=300)
    label = played.session.game.label(played._export_turn())
    assert seen and all(t.startswith(f"Exporting {label}") and t.endswith("Berthier") for t in seen), seen


def test_the_busy_bar_names_what_the_window_does(window, qtbot):
    titles: list[str] = []
    QTimer.singleShot(off_thread.SHOW_AFTER_MS + 200, lambda: titles.extend(_titles(window)))
    off_thread.run_off_thread(window, "Reading campaign.png: its pixels", lambda: __import__("time").sleep(1.0))
    QApplication.processEvents()
    assert "Reading campaign.png \u2014 Berthier" in titles, titles
