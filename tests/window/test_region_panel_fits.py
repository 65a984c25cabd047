"""The Region panel scrolls its facts rather than push the window past the screen: on a 1366x768 screen at 125%
(1093x614 for Qt) a click on a province made the panel ask for more height than the left column had beside the
History, and the window grew past the screen's bottom (its status line cut off)."""

from __future__ import annotations

SCREEN_AT_125 = (1093, 614)             # 1366x768 at 125% scaling, in Qt's pixels


def test_showing_a_province_never_raises_the_windows_least_height(window, open_game, europe_game, qtbot):
    w = open_game(europe_game)
    w.resize(*SCREEN_AT_125)
    qtbot.wait(50)
    least = w.inspector.minimumSizeHint().height()
    for region in ("champagne", "paris", "tyrol", "north_sea"):
        w.show_region(region)
        qtbot.wait(20)
        assert w.inspector.minimumSizeHint().height() <= least, region
        assert w.minimumSizeHint().height() <= SCREEN_AT_125[1] - 80, region      # room to spare
    assert w.inspector.title.text() == "North Sea" and w.inspector.title.isVisibleTo(w)


def test_at_1366x768_the_panel_needs_no_scroll_bar_for_a_province(window, open_game, europe_game, qtbot):
    from PySide6.QtWidgets import QScrollArea
    w = open_game(europe_game)
    w.resize(1366, 740)                         # 1366x768 less the window manager's title bar
    qtbot.wait(50)
    area = w.inspector.findChild(QScrollArea, "scrolledContents")
    for region in (None, "champagne", "english_channel"):
        if region is not None:
            w.show_region(region)
            qtbot.wait(20)
        assert area.verticalScrollBar().maximum() == 0, region


def test_the_scrolling_panel_keeps_its_contents_width(window, open_game, europe_game, qtbot):
    """Qt's scroll area asks for a least width of a few dozen pixels: the panel's dock went from 309 to 253 pixels
    at 1366x768, the map grew wider, was fitted at another scale and its counters placed elsewhere (on a real
    screen the drags of tests/real_display/test_placing.py landed on the wrong province)."""
    from PySide6.QtWidgets import QScrollArea
    w = open_game(europe_game)
    w.resize(1358, 732)                         # 1366x768 less the window manager's frame
    qtbot.wait(50)
    area = w.inspector.findChild(QScrollArea, "scrolledContents")
    contents = area.widget()
    assert area.minimumSizeHint().width() >= contents.minimumSizeHint().width()
    assert area.sizeHint().width() >= contents.sizeHint().width()
    assert w.inspector.width() >= contents.minimumSizeHint().width()
    assert area.minimumSizeHint().height() < contents.minimumSizeHint().height()      # the height still scrolls
