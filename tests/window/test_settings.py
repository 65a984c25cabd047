"""What the window remembers: its geometry and dock layout, the recent games, export choices."""

from app.window.main import MainWindow


def test_the_dock_layout_and_geometry_come_back_next_time(qtbot, settings, tmp_path, fake_dialogs):
    first = MainWindow(settings=settings, data_dir=tmp_path, install_orders=False)
    qtbot.addWidget(first)
    first.resize(1100, 700)
    first.show()
    qtbot.waitExposed(first)
    first.history_dock.hide()
    first.nations_dock.setFloating(True)
    first.close()

    again = MainWindow(settings=settings, data_dir=tmp_path, install_orders=False)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert again.history_dock.isHidden()
    assert again.nations_dock.isFloating()
    assert settings.window_geometry() is not None and again.height() == 700
    again.reset_layout_action.trigger()
    assert not again.history_dock.isHidden() and not again.nations_dock.isFloating()


def test_recent_games_are_listed_newest_first_without_repeats(settings, tmp_path):
    for name in ("a", "b", "a", "c"):
        settings.add_recent(tmp_path / f"{name}.berthier")
    assert [p.name for p in settings.recent_files()] == ["c.berthier", "a.berthier", "b.berthier"]
    settings.remove_recent(tmp_path / "a.berthier")
    assert [p.name for p in settings.recent_files()] == ["c.berthier", "b.berthier"]


def test_the_recent_menu_opens_a_game(window, open_game, tiny_game, qtbot):
    open_game(tiny_game)
    window.session.close()
    [first, *_] = window.recent_menu.actions()
    assert first.text() == "&1 tiny.berthier"
    with qtbot.waitSignal(window.gameShown, timeout=30_000):
        first.trigger()
    assert window.session.game.title == "Tiny war"
