"""The first window fits a laptop screen, its frame and status bar included."""

from PySide6.QtCore import QRect

from app.window.screen_fit import first_geometry, fitted

LAPTOP = QRect(0, 0, 1366, 768)
LAPTOP_WITH_PANEL = QRect(0, 0, 1366, 740)


def frame_of(inside: QRect, title: int = 30, border: int = 3) -> QRect:
    return inside.adjusted(-border, -title, border, border)


def test_on_a_laptop_the_first_window_takes_the_screen_less_a_usual_frame():
    inside = first_geometry(LAPTOP_WITH_PANEL)
    assert LAPTOP_WITH_PANEL.contains(frame_of(inside))
    assert inside.width() >= 1350 and inside.height() >= 690


def test_on_a_large_screen_it_takes_most_of_it_in_the_middle():
    area = QRect(0, 0, 1920, 1080)
    inside = first_geometry(area)
    assert area.contains(frame_of(inside)) and 1500 < inside.width() < 1700
    assert abs(inside.center().x() - area.center().x()) <= 2


def test_a_frame_larger_than_guessed_is_pulled_inside_the_screen():
    inside = QRect(4, 32, 1358, 704)
    frame = frame_of(inside, title=60, border=10)
    new = fitted(frame, inside, LAPTOP_WITH_PANEL)
    new_frame = frame_of(new, title=60, border=10)
    assert LAPTOP_WITH_PANEL.contains(new_frame), new_frame
    assert new.width() == 1366 - 20 and new.height() == 740 - 70


def test_a_window_that_fits_is_left_where_it_is():
    inside = QRect(100, 100, 800, 600)
    assert fitted(frame_of(inside), inside, LAPTOP) == inside


def test_a_window_moved_over_the_screens_edge_once_shown_is_pulled_back_at_once(qtbot):
    # as the window manager frames and moves it: fitted then, not a second later (the window
    # jumped after its map was drawn, and a test on a loaded machine saw the map move)
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication, QWidget

    from app.window.screen_fit import KeepOnScreen
    area = QGuiApplication.primaryScreen().availableGeometry()
    window = QWidget()
    qtbot.addWidget(window)
    placed = QRect(area.x() + 10, area.y() + 10, area.width() // 2, area.height() // 2)
    window.setGeometry(placed)
    KeepOnScreen(window, placed)
    window.show()
    qtbot.waitExposed(window)
    window.move(area.right() - area.width() // 4, placed.y())        # half of it past the right edge
    QApplication.processEvents()
    assert area.contains(window.frameGeometry()), (window.frameGeometry(), area)
    assert window.size() == placed.size()
