"""EiA's window at 1920x1080: the docks tabbed together in the right column show their titles
whole ("Reports", "Books"), never "R..." and "B..."; the turn the orders are for is written out in
the panels themselves."""

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QTabBar

from app.session import GameSession
from app.window.main import MainWindow
from app.window.settings import Settings
from engine.game.scenario import MAPS


def eia_window(qtbot, tmp_path, size=(1920, 1080)):
    path = GameSession.create_from_scenario(MAPS / "eia-europe" / "scenario.json", tmp_path / "eia.berthier")
    window = MainWindow(settings=Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)),
                        data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    with qtbot.waitSignal(window.gameShown, timeout=60_000):
        window.open_game(path)
    return window


def dock_tabs(window):
    return [bar for bar in window.findChildren(QTabBar, options=Qt.FindDirectChildrenOnly)
            if bar.isVisible() and bar.count()]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_every_dock_tab_shows_its_whole_title(qtbot, tmp_path, size):
    window = eia_window(qtbot, tmp_path, size)
    window.books_dock.show()                     # a game keeping books (module afa_naval) has four tabs here
    qtbot.wait(50)
    bars = dock_tabs(window)
    titles = [bar.tabText(i) for bar in bars for i in range(bar.count())]
    assert {"Orders", "Reports", "Nations", "Books"} <= set(titles)
    for bar in bars:
        for i in range(bar.count()):
            text = bar.tabText(i)
            assert bar.tabRect(i).width() >= bar.fontMetrics().horizontalAdvance(text), f"tab {text!r} is cut"
    assert "January 1805: political step" in window.orders_dock.turn.text()
    assert "January 1805: political step" in window.nations.turn.text()
