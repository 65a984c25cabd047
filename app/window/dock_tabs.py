"""The tabs of docks tabbed together are never cut short: Qt gives each tab of a narrow column
"R..." when the titles do not fit; here every dock tab bar shows its titles whole (with scroll
arrows when the column is narrower than them all), and the docks' titles stay short."""

from __future__ import annotations

from PySide6.QtCore import QChildEvent, QEvent, QObject, Qt
from PySide6.QtWidgets import QMainWindow, QTabBar


def readable(bar: QTabBar) -> None:
    bar.setElideMode(Qt.TextElideMode.ElideNone)
    bar.setUsesScrollButtons(True)
    bar.setExpanding(False)


class ReadableDockTabs(QObject):
    """Watches a main window for the tab bars it makes when docks are tabbed together (Qt makes
    them, with elided titles, whenever the docks are rearranged) and makes each readable."""

    def __init__(self, window: QMainWindow):
        super().__init__(window)
        self.window = window
        window.installEventFilter(self)
        self.apply()

    def apply(self) -> None:
        for bar in self.window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
            readable(bar)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ChildPolished and isinstance(event, QChildEvent):
            child = event.child()
            if isinstance(child, QTabBar):              # made and about to show
                readable(child)
        return False


def install(window: QMainWindow) -> ReadableDockTabs:
    return ReadableDockTabs(window)
