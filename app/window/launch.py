"""Starting the window: the Qt application (high-DPI aware), a splash while the engine loads, the
window, and the first game.

The splash imports nothing but Qt, so something is on screen a few tenths of a second after the
process starts; the engine's libraries (shapely, networkx, numpy) then load behind it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QApplication, QLabel

PAPER, INK, EDGE = "#f3ead3", "#2a2018", "#5a4630"
# the program's icon (the bundles' menu entries use the same file)
ICON = Path(__file__).resolve().parents[2] / "resources" / "icons" / "berthier.svg"


class NoDisplay(RuntimeError):
    """There is no screen to show the window on."""


def has_display() -> bool:
    """False on Linux with no X11 or Wayland display and no Qt platform chosen by hand."""
    if not sys.platform.startswith("linux"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or os.environ.get("QT_QPA_PLATFORM"))


def application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if app is None:
        # fractional scaling (150 %) draws the map at the screen's real resolution
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication(argv if argv is not None else sys.argv[:1])
        app.setApplicationName("Berthier")
        app.setApplicationDisplayName("Berthier")
        app.setDesktopFileName("berthier")          # Wayland and the X task bars find the menu entry's icon
        if ICON.is_file():
            app.setWindowIcon(QIcon(str(ICON)))
    assert isinstance(app, QApplication), "Berthier's window needs a QApplication, not a QCoreApplication"
    return app


class Splash(QLabel):
    """A small paper card with the program's name and what it is doing.

    Not a QSplashScreen: with Qt 6.11 its show() waits up to a second for the window to be exposed.
    """

    def __init__(self, text: str):
        super().__init__(None, Qt.WindowType.SplashScreen
                         | Qt.WindowType.FramelessWindowHint | Qt.WindowType.WindowStaysOnTopHint)
        self.setPixmap(card(text))
        self.adjustSize()
        screen = QGuiApplication.primaryScreen()
        if screen is not None:
            self.move(screen.availableGeometry().center() - self.rect().center())


def card(text: str) -> QPixmap:
    screen = QGuiApplication.primaryScreen()
    ratio = screen.devicePixelRatio() if screen is not None else 1.0
    w, h = 460, 170
    pixmap = QPixmap(int(w * ratio), int(h * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(QColor(PAPER))
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(EDGE), 2))
    p.drawRect(QRectF(3, 3, w - 6, h - 6))
    p.setPen(QPen(QColor(EDGE), 0.8))
    p.drawRect(QRectF(9, 9, w - 18, h - 18))
    title = QFont("DejaVu Serif")
    title.setPixelSize(40)
    p.setFont(title)
    p.setPen(QColor(INK))
    p.drawText(QRectF(0, 28, w, 56), Qt.AlignmentFlag.AlignCenter, "Berthier")
    small = QFont("DejaVu Sans")
    small.setPixelSize(13)
    p.setFont(small)
    p.drawText(QRectF(0, 86, w, 22), Qt.AlignmentFlag.AlignCenter, "the game master's adjudicator")
    p.setPen(QColor(EDGE))
    p.drawText(QRectF(0, 124, w, 22), Qt.AlignmentFlag.AlignCenter, text)
    p.end()
    return pixmap


def run(game: str | Path | None = None, argv: list[str] | None = None, on_window=None) -> int:
    """Show the window on `game` (default: the last game, or the bundled Europe 1805) until it closes.

    `on_window(window)` is called once the window exists (benchmarks and scripts watch it).
    """
    if not has_display():
        raise NoDisplay("there is no display to show the window on (neither $DISPLAY nor $WAYLAND_DISPLAY "
                        "is set); use the command-line verbs, or run under Xvfb")
    # numpy's linear algebra starts a thread per core on import, which costs the start about 0.02 s of
    # CPU and gains the window nothing (its arrays are small); a GM may still ask for them
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    app = application(argv)
    clock = None
    if os.environ.get("BERTHIER_START_CLOCK"):
        from app.window import start_clock
        clock = start_clock.install(app)
    splash = Splash(f"Opening {Path(game).name}…" if game is not None else "Starting…")
    splash.show()
    app.processEvents()
    from app.window.main import MainWindow  # the engine and its libraries load here, behind the splash
    window = MainWindow()
    from app import gc_pauses
    gc_pauses.start()                       # the program's modules and window: out of later collections' sight
    if clock is not None:
        clock.built(window)
    if on_window is not None:
        on_window(window)
    window.show()
    splash.close()
    if game is not None:
        window.open_game(Path(game))
    else:
        window.open_first_game()
    return app.exec()
