"""Picking places on the main map from an open order dialog: while its "Pick on the map" button is
down, a click in a region goes to the dialog, the places it holds are lit, and the rest of the
window waits; Esc, or the button again, ends it."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QWindow
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QWidget

from app.mapview import MapView

IDLE_TEXT = "Pick on the &map"          # Alt+M
PICKING_TEXT = "Picking (Esc ends)"
# what the rest of the window must not receive while the map is lent to a dialog
HELD = {QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick,
        QEvent.Type.KeyPress,
        QEvent.Type.KeyRelease, QEvent.Type.Shortcut, QEvent.Type.Wheel}


def _owner(target: QObject) -> QWidget | None:
    """The widget an event's target belongs to: itself, or the widget holding a shortcut or an action."""
    o: QObject | None = target
    while o is not None and not isinstance(o, QWidget):
        o = o.parent()
    return o


def _within(widget: QWidget | None, roots: tuple[QWidget, ...]) -> bool:
    """`widget` is one of `roots` or inside one (popups such as a combo's list included)."""
    w: QWidget | None = widget
    while w is not None:
        if w in roots:
            return True
        w = w.parentWidget()
    return False


class MapPicking(QObject):
    """One spell of picking: lends the map's clicks to `pick`, lights `lit()` on the map, lifts the
    dialog's modality so the map can be clicked, and puts everything back in `stop()`."""

    def __init__(self, dialog: QDialog, view: MapView, pick: Callable[[str], None],
                 lit: Callable[[], Iterable[str]], on_stop: Callable[[], None]):
        super().__init__(dialog)
        self.dialog, self.view, self.pick, self.lit, self.on_stop = dialog, view, pick, lit, on_stop
        self.active = False
        self._highlights: frozenset[str] = frozenset()
        self._modality = Qt.WindowModality.NonModal

    def start(self) -> None:
        if self.active:
            return
        self.active = True
        self._highlights = self.view.picture.highlights
        self.view.set_place_picking(self._picked)
        self.light()
        self._modality = self.dialog.windowModality()
        if self._modality != Qt.WindowModality.NonModal:
            self._reshow(Qt.WindowModality.NonModal)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self.dialog.finished.connect(self.stop)

    def stop(self, *_args) -> None:
        if not self.active:
            return
        self.active = False
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.dialog.finished.disconnect(self.stop)
        self.view.set_place_picking(None)
        self.view.set_highlights(self._highlights)
        if self._modality != Qt.WindowModality.NonModal and self.dialog.isVisible():
            self._reshow(self._modality)
        self.on_stop()

    def light(self) -> None:
        self.view.set_highlights(self.lit())

    def _picked(self, region: str) -> None:
        self.pick(region)
        if self.active:
            self.light()

    def _reshow(self, modality: Qt.WindowModality) -> None:
        """A shown window takes a new modality only when shown again (the dialog runs in a loop of
        its own, see `ask.run_dialog`, so hiding it does not end it)."""
        where = self.dialog.pos()
        self.dialog.hide()
        self.dialog.setWindowModality(modality)
        self.dialog.show()
        self.dialog.move(where)
        self.dialog.raise_()
        self.dialog.activateWindow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in HELD or isinstance(watched, QWindow):
            # on a real screen each press reaches the window system's window first and is then handed
            # to the widget under it (or with the focus): judged there, not here
            return False
        inside = _within(_owner(watched), (self.dialog, self.view))
        escape = isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape
        if kind == QEvent.Type.KeyPress and escape and inside:
            self.stop()
            return True
        return not inside


class PickButton(QPushButton):
    """A checkable "Pick on the map" button: down, the main map's clicks call `pick(region)`;
    `single` ends picking after the first place taken. Disabled when there is no map."""

    def __init__(self, view: MapView | None, pick: Callable[[str], bool | None],
                 lit: Callable[[], Iterable[str]], single: bool = False, parent: QWidget | None = None):
        super().__init__(IDLE_TEXT, parent)
        self.view, self._pick, self._lit, self.single = view, pick, lit, single
        self.picking: MapPicking | None = None
        self.setCheckable(True)
        # as wide as its longer text, so that a narrow dialog never clips the button while picking
        self.setMinimumWidth(max(self.fontMetrics().horizontalAdvance(t.replace("&", "")) for t in (IDLE_TEXT, PICKING_TEXT)) + 24)
        self.setEnabled(view is not None)
        self.setToolTip("Click places on the main map to choose them here; Esc or this button again ends it"
                        if view is not None else "There is no map to pick on here")
        self.toggled.connect(self._toggled)

    def _toggled(self, down: bool) -> None:
        if down and self.view is not None and self.view.scene() is not None:
            dialog = self.window()
            if not isinstance(dialog, QDialog):
                self.setChecked(False)
                return
            self.picking = MapPicking(dialog, self.view, self._picked, self._lit, self._ended)
            self.setText(PICKING_TEXT)
            self.picking.start()
        elif not down and self.picking is not None:
            self.picking.stop()

    def _picked(self, region: str) -> None:
        taken = self._pick(region)
        if self.single and taken:
            self.setChecked(False)

    def _ended(self) -> None:
        self.picking = None
        self.setText(IDLE_TEXT)
        if self.isChecked():
            self.blockSignals(True)
            self.setChecked(False)
            self.blockSignals(False)
