"""The first window fits its screen, title bar and status bar included: sized to the screen's
available area (without the panels) less the window manager's frame, which is known only once the
window is shown, so it is checked again then."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# the frame of a usual window manager, until the real one is known
TITLE_GUESS, BORDER_GUESS = 32, 4
LARGE_SCREEN = 1600               # wider than this, the window takes most of the screen, not all of it
LARGE_SHARE = 0.85


def first_geometry(area: QRect) -> QRect:
    """Where the window's inside goes on a first start, on a screen whose available area is `area`."""
    share = 1.0 if area.width() < LARGE_SCREEN else LARGE_SHARE
    width = int(area.width() * share) - 2 * BORDER_GUESS
    height = int(area.height() * share) - TITLE_GUESS - BORDER_GUESS
    left = area.x() + (area.width() - width) // 2
    top = area.y() + TITLE_GUESS + (area.height() - TITLE_GUESS - BORDER_GUESS - height) // 2
    return QRect(left, top, width, height)


def place_first_window(window: QWidget) -> bool:
    """Size and place a window shown for the first time; False when there is no screen."""
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return False
    placed = first_geometry(screen.availableGeometry())
    window.setGeometry(placed)
    KeepOnScreen(window, placed)
    return True


def fitted(frame: QRect, inside: QRect, area: QRect) -> QRect:
    """`inside` (the window without its frame) shrunk and moved so that `frame` lies within `area`."""
    left, top = frame.x() - inside.x(), frame.y() - inside.y()           # <= 0: the frame's margins
    extra_w, extra_h = frame.width() - inside.width(), frame.height() - inside.height()
    width = min(inside.width(), area.width() - extra_w)
    height = min(inside.height(), area.height() - extra_h)
    x = min(max(frame.x(), area.x()), area.right() + 1 - (width + extra_w)) - left
    y = min(max(frame.y(), area.y()), area.bottom() + 1 - (height + extra_h)) - top
    return QRect(x, y, width, height)


class KeepOnScreen(QObject):
    """Once the window is shown and framed, pulls it inside the screen if its frame overflows (unless
    it was resized meanwhile, by the GM or a script: their size stands). Fitted as soon as the window
    manager frames the window (it moves it then): fitted only at fixed delays after it was shown, the
    window jumped a pixel or two a second after the map was drawn, later still on a loaded machine
    (a test measured the map before the jump: tests/real_display/test_evening.py)."""

    FITS = 4                                  # at most: a window manager that will not have it fitted

    def __init__(self, window: QWidget, placed: QRect):
        super().__init__(window)
        self.window, self.placed = window, placed
        self.shown, self.fits = False, 0
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.window:
            return False
        if event.type() == QEvent.Type.Show and not self.shown:
            self.shown = True
            QTimer.singleShot(250, self, self.fit)           # in case the frame came with no move
            QTimer.singleShot(1000, self, self.last_fit)
        elif self.shown and event.type() in (QEvent.Type.Move, QEvent.Type.Resize):
            self.fit()                        # framed (or moved) by the window manager: fitted at once
        return False

    def last_fit(self) -> None:
        self.window.removeEventFilter(self)
        self.fit()

    def fit(self) -> None:
        if self.fits >= self.FITS:
            return
        w = self.window
        screen = w.screen()
        if (screen is None or w.isMaximized() or w.isFullScreen() or not w.isVisible()
                or w.size() != self.placed.size()):
            return
        area = screen.availableGeometry()
        frame, inside = w.frameGeometry(), w.geometry()
        if area.contains(frame):
            return
        self.placed = fitted(frame, inside, area)
        self.fits += 1
        w.setGeometry(self.placed)
