"""Every dialog and second window stays on the screen, its frame included: one larger than the
screen's free area (the Resolve dialog on a 1366x768 laptop) is shrunk and moved in once the window
manager has framed it, so that its buttons never sit below the screen's edge."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from app.window.screen_fit import BORDER_GUESS, TITLE_GUESS, fitted

# the frame is the window manager's, known a moment after the window is shown
FRAME_DELAYS_MS = (0, 250, 1000)
# screens that are no screen: no window manager, no frame, a size nobody sees
HEADLESS = ("offscreen", "minimal")
KINDS = (Qt.WindowType.Dialog, Qt.WindowType.Window)


def fit_inside(window: QWidget) -> None:
    """Shrink and move `window` so that its frame lies within its screen's free area."""
    screen = window.screen()
    if screen is None or not window.isVisible() or window.isMaximized() or window.isFullScreen():
        return
    area = screen.availableGeometry()
    frame, inside = window.frameGeometry(), window.geometry()
    if frame == inside:               # not framed yet: leave room for the usual title bar and borders
        frame = inside.adjusted(-BORDER_GUESS, -TITLE_GUESS, BORDER_GUESS, BORDER_GUESS)
    if not area.contains(frame):
        window.setGeometry(fitted(frame, inside, area))


class WindowsOnScreen(QObject):
    """Watches the application for top-level windows being shown, except the main window (which
    places itself: app/window/screen_fit.py), and keeps each inside the screen."""

    def __init__(self, main: QWidget):
        super().__init__(main)
        self.main = main

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow()
                and watched is not self.main and watched.windowType() in KINDS):
            for delay in FRAME_DELAYS_MS:
                QTimer.singleShot(delay, watched, lambda w=watched: fit_inside(w))
        return False


def install(main: QWidget) -> WindowsOnScreen | None:
    app = QApplication.instance()
    if not isinstance(app, QApplication) or QGuiApplication.platformName() in HEADLESS:
        return None
    keeper = WindowsOnScreen(main)
    app.installEventFilter(keeper)
    return keeper
