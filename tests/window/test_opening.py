"""Opening games: from a file, the recent list, a drop, a scenario, the first start; bad files say
why and leave the open game alone; a big map opens while the window keeps answering."""

import sqlite3
import sys
import types

from PySide6.QtCore import QMimeData, QPointF, Qt, QTimer, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QDockWidget, QLabel

from app.window.main import MainWindow
from engine.board.synthetic import grid_board
from engine.game.gamefile import Game
from engine.game.scenario import build_scenario

from .conftest import TINY_SCENARIO


def test_a_game_opens_with_its_turn_nations_and_history(window, open_game, tiny_game):
    open_game(tiny_game)
    assert window.session.game.title == "Tiny war"
    assert "Tiny war" in window.windowTitle()
    assert "Winter 1804" in window.turn_label.text()
    assert window.nations.row_texts("France")["Gold"] == "20"
    assert window.nations.row_texts("Austria")["Relations"] == "war: France"
    assert [i.text(0) for i in window.history.turn_items()] == ["Winter 1804: awaiting orders (now)"]
    assert window.middle.currentWidget() is window.map_view
    assert window.settings.recent_files() == [tiny_game.resolve()]


def test_clicking_a_province_shows_it_in_the_inspector(window, open_game, europe_game, qtbot):
    open_game(europe_game)
    view = window.map_view
    pos = view.viewport_pos("alsace")
    assert view.region_at(pos) == "alsace"
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=pos)
    assert window.inspector.title.text() == "Alsace"
    assert "Owner: <b>France</b>" in window.inspector.facts.text()
    assert view.picture.selected_region == "alsace"
    units = [window.inspector.units.item(i).text() for i in range(window.inspector.units.count())]
    assert any(u.startswith("France corps") and "infantry" in u for u in units)


def test_the_gm_sees_compositions_in_the_map_tooltips(window, open_game, europe_game):
    open_game(europe_game)
    state = window.session.state()
    corps = state.corps[0]
    tip = window._region_tooltip(corps.at)
    assert f"{corps.nation} corps {corps.letter}: {corps.composition()}" in tip
    marker = next(m for m in window.map_view.picture.markers if m.key == f"corps:{corps.nation}:{corps.letter}")
    assert corps.composition() in marker.tooltip


def test_hovering_a_province_names_it_in_the_status_bar(window, open_game, europe_game, qtbot):
    open_game(europe_game)
    pos = window.map_view.viewport_pos("alsace")
    qtbot.mouseMove(window.map_view.viewport(), pos)
    qtbot.waitUntil(lambda: "Alsace" in window.hover_label.text())
    assert "France" in window.hover_label.text()


def test_a_file_that_is_not_a_game_gives_a_message_and_the_open_game_stays(window, open_game, tiny_game,
                                                                             tmp_path, fake_dialogs, qtbot):
    open_game(tiny_game)
    bad = tmp_path / "notes.berthier"
    bad.write_text("my notes for the next turn")
    errors = fake_dialogs.expect_error()
    with qtbot.waitSignal(window.openFailed, timeout=30_000):
        window.open_game(bad)
    [(title, text, reason)] = errors
    assert title == "Cannot open the game"
    assert "notes.berthier" in text
    assert "not a Berthier game file" in reason and "Tiny war stays open" in reason
    assert window.session.game.title == "Tiny war"
    assert window.session.state().season == "Winter"
    assert window.middle.currentWidget() is window.map_view


def test_a_game_from_a_newer_berthier_says_so(window, tiny_game, fake_dialogs, qtbot):
    with sqlite3.connect(tiny_game) as conn:
        conn.execute("UPDATE meta SET value = '99' WHERE key = 'version'")
    errors = fake_dialogs.expect_error()
    with qtbot.waitSignal(window.openFailed, timeout=30_000):
        window.open_game(tiny_game)
    [(_, text, reason)] = errors
    assert "tiny.berthier" in text and "newer Berthier" in reason
    assert window.session.game is None
    assert window.welcome.open_button.isVisibleTo(window)


def test_a_damaged_game_says_it_is_damaged(window, tiny_game, fake_dialogs, qtbot):
    with sqlite3.connect(tiny_game) as conn:
        conn.execute("UPDATE turns SET state = '{\"ruleset\": \"napoleonic\", \"turn\": \"x\"}'")
    errors = fake_dialogs.expect_error()
    with qtbot.waitSignal(window.openFailed, timeout=30_000):
        window.open_game(tiny_game)
    [(_, text, reason)] = errors
    assert "tiny.berthier" in text and "damaged" in reason


def test_a_missing_file_is_dropped_from_the_recent_list(window, open_game, tiny_game, fake_dialogs, qtbot):
    open_game(tiny_game)
    window.session.close()
    moved = tiny_game.with_name("moved.berthier")
    tiny_game.rename(moved)
    errors = fake_dialogs.expect_error()
    with qtbot.waitSignal(window.openFailed, timeout=30_000):
        window.recent_menu.actions()[0].trigger()
    assert "no such game file" in errors[0][2]
    assert window.settings.recent_files() == []


def test_the_first_start_creates_the_bundled_game_in_the_data_folder(qtbot, settings, tmp_path, fake_dialogs):
    window = MainWindow(settings=settings, data_dir=tmp_path / "data", install_orders=False)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.gameShown, timeout=60_000):
        window.open_first_game()
    assert window.session.path == tmp_path / "data" / "Europe 1805.berthier"
    assert window.session.game.title.startswith("Napoleon")
    assert len(window.session.state().nations) == 9
    window.close()
    # the next start opens the last game again
    again = MainWindow(settings=settings, data_dir=tmp_path / "elsewhere", install_orders=False)
    qtbot.addWidget(again)
    with qtbot.waitSignal(again.gameShown, timeout=60_000):
        again.open_first_game()
    assert again.session.path == tmp_path / "data" / "Europe 1805.berthier"
    assert not (tmp_path / "elsewhere").exists()


def test_dropping_a_game_file_on_the_window_opens_it(window, tiny_game, qtbot):
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(tiny_game))])
    drop = QDropEvent(QPointF(300, 300), Qt.CopyAction, data, Qt.LeftButton, Qt.NoModifier)
    with qtbot.waitSignal(window.gameShown, timeout=30_000):
        window.dropEvent(drop)
    assert drop.isAccepted()
    assert window.session.game.title == "Tiny war"


def test_ctrl_s_saves_a_copy_and_the_open_game_stays(window, open_game, tiny_game, tmp_path, fake_dialogs):
    open_game(tiny_game)
    fake_dialogs.answer("save_path", tmp_path / "backup.berthier")
    window.save_copy_action.trigger()
    with Game.open(tmp_path / "backup.berthier") as copy:
        assert copy.title == "Tiny war"
    assert window.session.path == tiny_game


def test_a_large_map_opens_while_the_window_keeps_answering(window, tmp_path, qtbot):
    board = grid_board(60, 60)
    data = {"ruleset": "napoleonic", "title": "Big", "start": {"season": "Spring", "year": 1805},
            "nations": [{"name": "North", "colour": "#3f6fc8", "home": ["r0", "r1"]}]}
    board, state = build_scenario(data, board=board)
    Game.create(tmp_path / "big.berthier", board, state, "Big", data).close()
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(window.is_loading()))
    timer.start(5)
    with qtbot.waitSignal(window.gameShown, timeout=60_000):
        window.open_game(tmp_path / "big.berthier")
        assert window.is_loading()                       # open_game returned before the game was read
        assert window.welcome.busy.isVisibleTo(window)   # and the middle of the window says so
    timer.stop()
    assert any(ticks)                                    # the event loop ran while the game was loading
    assert len(window.session.board) == 3600


def test_the_orders_package_plugs_in_its_dock_and_turn_actions(qtbot, settings, tmp_path, monkeypatch,
                                                               fake_dialogs):
    from PySide6.QtGui import QAction
    installed = []

    def install(window):
        window.add_orders_dock(QLabel("orders go here"))
        action = QAction("Resolve...", window)
        window.turn_menu.addAction(action)
        installed.append(action)
    monkeypatch.setitem(sys.modules, "app.orders", types.SimpleNamespace(install=install))
    window = MainWindow(settings=settings, data_dir=tmp_path, install_orders=True)
    qtbot.addWidget(window)
    [action] = installed
    assert window.turn_menu.actions()[0] is action          # moved to the top of the Turn menu
    assert action in window.toolbar.actions()
    dock = window.findChild(QDockWidget, "ordersDock")
    assert dock is window.orders_dock and dock.widget().text() == "orders go here"
    assert set(window.tabifiedDockWidgets(window.reports_dock)) == {window.nations_dock, dock}


def test_a_broken_orders_package_leaves_the_rest_of_the_window_working(qtbot, settings, tmp_path, monkeypatch,
                                                                       tiny_game, fake_dialogs):
    def install(window):
        raise RuntimeError("half-written")
    monkeypatch.setitem(sys.modules, "app.orders", types.SimpleNamespace(install=install))
    window = MainWindow(settings=settings, data_dir=tmp_path, install_orders=True)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: "half-written" in window.statusBar().currentMessage())
    assert window.orders_dock is None
    with qtbot.waitSignal(window.gameShown, timeout=30_000):
        window.open_game(tiny_game)
