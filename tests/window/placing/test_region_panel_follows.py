"""Round 20: in the placing mode the Region panel follows the region the GM picks, as a click shows it: the region a
counter was dropped in (the map outlined it and the panel stayed on the region clicked before), the counter's own
when the drop is refused or cancelled with Esc, and the region right-clicked for its menu."""

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication

from window.placing.test_placing import corps, drag, europe  # noqa: F401 - the fixture


def _shown(window) -> tuple[str | None, str | None]:
    return window.inspector.region_id, window.map_view.picture.selected_region


def test_the_region_panel_shows_where_the_counter_was_dropped(europe, fake_dialogs):
    window = europe
    fake_dialogs.answer("ask_reason", "misplaced on the forum map")
    window.placing.action.setChecked(True)
    window.inspect_region("paris")
    drag(window, "corps:France:C", "champagne")
    assert corps(window, "France", "C")["at"] == "champagne"
    assert _shown(window) == ("champagne", "champagne")


def test_a_refused_or_cancelled_drop_shows_the_counters_own_region(europe, fake_dialogs, qtbot):
    window = europe
    window.placing.action.setChecked(True)
    errors = fake_dialogs.expect_error()
    window.inspect_region("paris")
    drag(window, "squadron:France:1", "brittany")          # refused: a squadron on land
    assert errors
    at = window.session.game.rules.unit_entries(window.session.game.board, window.session.state())
    home = next(e["at"] for e in at if e["type"] == "squadron" and e["nation"] == "France")
    assert _shown(window) == (home, home)
    window.inspect_region("paris")
    drag(window, "corps:France:C", "champagne", lambda: qtbot.keyClick(window.map_view, Qt.Key_Escape))
    assert _shown(window) == ("flanders", "flanders")


def test_a_region_right_clicked_is_the_one_the_panel_shows(europe, fake_dialogs):
    window = europe
    window.placing.action.setChecked(True)
    window.inspect_region("paris")
    view = window.map_view
    pos = view.viewport_pos("burgundy")
    point = QPoint(round(pos.x()), round(pos.y()))
    menus = []

    def close_menu():
        menu = QApplication.activePopupWidget()
        menus.append(menu)
        if menu is not None:
            menu.close()
    QTimer.singleShot(100, close_menu)
    QApplication.sendEvent(view.viewport(), QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point,
                                                              view.viewport().mapToGlobal(point)))
    assert menus and menus[0] is not None                  # the region's menu was open
    assert _shown(window) == ("burgundy", "burgundy")
