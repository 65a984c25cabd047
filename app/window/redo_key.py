"""Ctrl+Y redoes the typing of the line being edited, wherever it is (a spin box of the orders or
region dock, a dialog's line, an editable list), as Ctrl+Z undid it there.

On X11 Qt binds a line's own Redo to Ctrl+Shift+Z only: Ctrl+Y, which the Edit menu and the status
bar give as Redo, went past the line to the window's Redo and redid a GM change on the map (or
nothing), while Ctrl+Z had undone the typing. The orders' text does the same for itself
(app/orders/order_text.py). Where the platform binds Ctrl+Y to Redo already (Windows, the offscreen
tests), this does nothing: the line has the key by Qt's own rules."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QLineEdit

KEY = QKeySequence("Ctrl+Y")
WATCHED = (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress)
EDITING = (QLineEdit, QAbstractSpinBox, QComboBox)


def line_of(widget: QObject) -> QLineEdit | None:
    """The editable line a key sent to `widget` types into, or None (read only, or no line)."""
    line: QObject | None = None
    if isinstance(widget, QLineEdit):
        line = widget
    elif isinstance(widget, QAbstractSpinBox):
        line = None if widget.isReadOnly() else widget.findChild(QLineEdit)
    elif isinstance(widget, QComboBox) and widget.isEditable():
        line = widget.lineEdit()
    return line if isinstance(line, QLineEdit) and not line.isReadOnly() else None


class RedoKey(QObject):
    """Watches the key presses of each line that takes the keyboard (from the moment it first has
    the focus: not every event of the application): Ctrl+Y on an editable line, where it is not
    the line's Redo already, is kept from the window's shortcuts and redoes the line."""

    def focus_changed(self, _old: QObject | None, new: QObject | None) -> None:
        if isinstance(new, EDITING):
            new.installEventFilter(self)        # installed again, it is still called once

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in WATCHED:
            return False
        key = cast(QKeyEvent, event)
        if (key.key() != Qt.Key.Key_Y or QKeySequence(key.keyCombination()) != KEY
                or key.matches(QKeySequence.StandardKey.Redo)):
            return False
        line = line_of(watched)
        if line is None:
            return False
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()                  # the key comes to the line, not to the window's Redo
            return True
        line.redo()
        return True


def install(main: QObject) -> RedoKey | None:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return None
    keeper = RedoKey(main)
    app.focusChanged.connect(keeper.focus_changed)
    return keeper
