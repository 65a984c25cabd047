"""Where the docks of the GM's window go, kept between sessions; map only and full screen.
Mixed into `MainWindow`."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QWidget

from app.window.host import WindowHost
from app.window.screen_fit import place_first_window

ORDERS_DOCK_AREA = Qt.DockWidgetArea.RightDockWidgetArea
LAYOUT_VERSION = 2        # the map-first layout; a layout saved by an older version gives way to it once


class Layout(WindowHost):
    """Mixed into `MainWindow`; what it uses of the window is typed in `app.window.host`."""

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    def toggle_map_only(self) -> None:
        """Hide the docks (remembering which were shown), or bring those back."""
        docks = self.findChildren(QDockWidget)
        if self.map_only_action.isChecked():
            self._hidden_by_map_only = [d for d in docks if d.isVisible()]
            for dock in self._hidden_by_map_only:
                dock.hide()
        else:
            for dock in getattr(self, "_hidden_by_map_only", []):
                dock.show()
            self._hidden_by_map_only = []

    def _dock(self, title: str, name: str, widget: QWidget, area) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(area, dock)
        return dock

    def _default_layout(self) -> None:
        width = max(self.width(), 1024)
        left, right = (250, 400) if width < 1600 else (290, 480)
        self.resizeDocks([self.inspector_dock, self.reports_dock], [left, right], Qt.Orientation.Horizontal)
        height = max(self.height(), 600)
        self.resizeDocks([self.inspector_dock, self.history_dock], [int(height * 0.62), int(height * 0.3)],
                         Qt.Orientation.Vertical)
        (self.orders_dock or self.reports_dock).raise_()

    def reset_layout(self) -> None:
        for dock in self.findChildren(QDockWidget):
            dock.setFloating(False)
            dock.show()
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.inspector_dock)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.history_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.reports_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.nations_dock)
        self.tabifyDockWidget(self.reports_dock, self.nations_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.books_dock)
        self.tabifyDockWidget(self.nations_dock, self.books_dock)
        self.books_dock.setVisible(self.books.kept)
        if self.orders_dock is not None:
            self.addDockWidget(ORDERS_DOCK_AREA, self.orders_dock)
            self.tabifyDockWidget(self.reports_dock, self.orders_dock)
        self._default_layout()

    def _restore_layout(self) -> None:
        geometry, state = self.settings.window_geometry(), self.settings.window_state()
        if geometry is None or not self.restoreGeometry(geometry):
            # a laptop screen is all needed for the map and two columns; a large one, most of it
            if not place_first_window(self):
                self.resize(1400, 900)
        if state is None or not self.restoreState(state, LAYOUT_VERSION):
            self._default_layout()

    def save_layout(self) -> None:
        self.settings.save_window(self.saveGeometry(), self.saveState(LAYOUT_VERSION))
