"""Map first: on a 1366x768 laptop screen the map keeps most of the window."""


def test_the_map_keeps_most_of_a_1366_by_768_window(window, open_game, tiny_game, qtbot):
    open_game(tiny_game)
    window.resize(1366, 768)
    window.reset_layout()
    qtbot.wait(50)
    size = window.map_view.size()
    assert size.width() >= 560 and size.height() >= 560, (size.width(), size.height())
    assert window.nations_dock in window.tabifiedDockWidgets(window.reports_dock)


def test_a_layout_saved_by_an_older_version_gives_way_to_the_map_first_one(window, settings):
    from app.window.main import LAYOUT_VERSION
    settings.save_window(window.saveGeometry(), window.saveState(LAYOUT_VERSION - 1))
    assert not window.restoreState(settings.window_state(), LAYOUT_VERSION)
