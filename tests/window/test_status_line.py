"""The status bar: a passing message ("Wrote 12 files to FOLDER") is read in full beside the line
that says what to do next, which is cut short meanwhile and whole again afterwards."""

from PySide6.QtWidgets import QStatusBar


def message_room(bar: QStatusBar) -> int:
    """How wide the message may be drawn: from the bar's left edge to its first permanent widget."""
    window = bar.window()
    permanent = [w for w in (window.next_label, window.turn_label, window.zoom_label) if w.isVisible()]
    return min(w.x() for w in permanent if w.width() > 0 or w is window.zoom_label)


def test_a_long_message_is_shown_in_full_beside_the_next_step(window, open_game, tiny_game, qtbot):
    open_game(tiny_game)
    window.resize(1366, 740)
    qtbot.wait(20)
    bar = window.statusBar()
    step = window.next_label.text()
    assert step.startswith("Enter the orders for")
    message = "Wrote 31 file(s) to /home/gm/games/europe-turns/003-spring-1805 (forum-post.txt, nine nations)"
    bar.showMessage(message, 5000)
    qtbot.wait(20)
    assert bar.currentMessage() == message
    assert message_room(bar) >= bar.fontMetrics().horizontalAdvance(message) + 6
    assert window.next_label.isVisible() and window.next_label.width() >= 100
    assert window.next_label.text() == step and step.startswith(window.next_label.shown_text().rstrip("…"))
    bar.clearMessage()
    qtbot.wait(20)
    assert window.next_label.maximumWidth() > 10_000


def test_the_next_step_is_cut_short_to_its_room_and_whole_in_its_tooltip(window, open_game, tiny_game, qtbot):
    open_game(tiny_game)
    window.resize(900, 700)
    qtbot.wait(20)
    label = window.next_label
    assert label.geometry().right() <= window.statusBar().width()
    assert label.fontMetrics().horizontalAdvance(label.shown_text()) <= label.width()
    assert label.text() in label.toolTip()


def test_every_message_goes_to_the_probe_file_when_a_test_asks_for_it(qtbot, settings, tmp_path, monkeypatch,
                                                                     fake_dialogs):
    from app.window.main import MainWindow
    monkeypatch.setenv("BERTHIER_TEST_PROBE", str(tmp_path / "probe"))
    w = MainWindow(settings=settings, data_dir=tmp_path / "data", install_orders=False)
    qtbot.addWidget(w)
    w.statusBar().showMessage("Saved a copy as /tmp/x.berthier", 100)
    w.statusBar().showMessage("Map sent to the printer")
    assert (tmp_path / "probe" / "status.log").read_text().splitlines() == [
        "Saved a copy as /tmp/x.berthier", "Map sent to the printer"]


def test_after_a_resolution_the_long_turn_label_gives_way_too_and_comes_back(window, open_game, tiny_game,
                                                                             qtbot):
    open_game(tiny_game)
    window.resize(1366, 740)
    bar = window.statusBar()
    window.turn_label.setText("<b>After Winter 1804 (resolved)</b> (an earlier turn: Turn \u25b8 Current turn to go "
                              "back)")
    qtbot.wait(20)
    message = ("The public update of Winter 1804 is copied for BBCode; 42 file(s) for the players are in "
               "/home/gm/Documents/Games/Napoleonic wars/europe-1805-turns/000-winter-1804")
    bar.showMessage(message, 5000)
    qtbot.wait(20)
    assert message_room(bar) >= bar.fontMetrics().horizontalAdvance(message) + 6
    assert window.zoom_label.isVisible() and window.zoom_label.width() >= 60
    bar.clearMessage()
    qtbot.wait(20)
    assert window.turn_label.width() > 300 and window.next_label.width() > 100


def test_the_probe_file_says_where_each_named_widget_is_and_what_it_reads(qtbot, settings, tmp_path, monkeypatch,
                                                                         fake_dialogs):
    import json

    from app.window.main import MainWindow
    monkeypatch.setenv("BERTHIER_TEST_PROBE", str(tmp_path / "probe"))
    w = MainWindow(settings=settings, data_dir=tmp_path / "data", install_orders=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.next_label.setText("Open a game")
    path = tmp_path / "probe" / "widgets.json"

    def next_step():
        shown = json.loads(path.read_text()) if path.exists() else []
        return next((s for s in shown if s["name"] == "nextStep" and s["text"] == "Open a game"), None)
    qtbot.waitUntil(lambda: next_step() is not None, timeout=3000)
    corner = w.next_label.mapToGlobal(w.next_label.rect().topLeft())
    assert next_step()["box"] == [corner.x(), corner.y(), w.next_label.width(), w.next_label.height()]
    w.next_label.hide()
    qtbot.waitUntil(lambda: next_step() is None, timeout=3000)
