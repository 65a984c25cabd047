"""The Reports panel's forum drop-down shows the forum's name whole at 1366x768 ("BBCode (any forum)" was cut to
"BBCode (an…"), and the report's own list beside it still shows a nation's whole name."""

import pytest

from app.window.combo_fit import width_for

SHORT = ["BBCode (any forum)", "vBulletin / XenForo", "Plain text (e-mail)", "phpBB", "Discord"]


@pytest.mark.parametrize("title", SHORT)
def test_the_forum_chosen_is_shown_whole_beside_the_report_chosen(window, open_game, europe_game, qtbot, title):
    w = open_game(europe_game)
    w.session.commit(seed=7)
    w.show_results(w.session.game.current_turn - 1)
    w.resize(1358, 732)
    w.reports_dock.show()
    w.reports_dock.raise_()
    qtbot.wait(50)
    combo = w.reports.format
    combo.setCurrentIndex(combo.findText(title))
    qtbot.wait(20)
    assert combo.width() >= width_for(combo, title), (title, combo.width())
    which = w.reports.which
    longest = max((which.itemText(i) for i in range(which.count())), key=len)
    assert which.width() >= width_for(which, longest) * 0.9, (longest, which.width())


def test_a_long_forum_name_is_whole_in_its_tooltip(window, qtbot):
    from PySide6.QtCore import Qt
    combo = window.reports.format
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert all(combo.itemData(i, Qt.ItemDataRole.ToolTipRole) == t for i, t in enumerate(texts))
