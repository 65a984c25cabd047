"""The frame every order dialog shares: its choices above, the line it will write and the
ruleset's verdict on it below, OK only when the order is allowed."""

from __future__ import annotations

from typing import Any, Generic, Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QFrame, QLabel, QVBoxLayout, QWidget)

from app.orders.context import O, OrderContext, S
from engine.errors import BerthierError
from engine.order_sheet import Order


def fill(combo: QComboBox, items: Iterable[tuple[str, Any]]) -> None:
    """Replace a combo's entries by (label, value) pairs, keeping the chosen value if it is still there."""
    current = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    for label, value in items:
        combo.addItem(label, value)
    index = combo.findData(current) if current is not None else -1
    combo.setCurrentIndex(index if index >= 0 else (0 if combo.count() else -1))
    combo.blockSignals(False)


def pick(combo: QComboBox, value: Any) -> None:
    """Choose the entry holding `value` (tests fill dialogs this way)."""
    index = combo.findData(value)
    if index < 0:
        offered = [combo.itemData(i) for i in range(combo.count())]
        raise ValueError(f"{value!r} is not offered; the choices are {offered}")
    combo.setCurrentIndex(index)


class OrderDialog(QDialog, Generic[S, O]):
    """Subclasses add their fields to `self.form`, call `self.refresh()` when a choice changes,
    and answer `order()` with the order the choices make (None while incomplete). A ruleset's
    dialog names its state and options (`OrderDialog[ClassicState, ClassicOptions]`)."""

    def __init__(self, context: OrderContext[S, O], title: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.context = context
        self.setWindowTitle(f"{title} \u2014 {context.nation}")
        self.setMinimumWidth(420)
        self.form = QFormLayout()
        self.preview = QLabel()
        self.preview.setObjectName("line")
        self.preview.setStyleSheet("QLabel { font-family: monospace; }")
        self.preview.setWordWrap(True)          # a conditional order is a long line
        self.verdict = QLabel()
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)
        ok_cancel = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        self.buttons = QDialogButtonBox(ok_cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Add to the orders")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(line)
        layout.addWidget(QLabel("The line added to the orders:"))
        layout.addWidget(self.preview)
        layout.addWidget(self.verdict)
        layout.addWidget(self.buttons)

    def order(self) -> Order | None:
        raise NotImplementedError

    def refresh(self) -> None:
        order = self.order()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if order is None:
            self.preview.setText("\u2014")
            self.verdict.setText(self.incomplete())
            self.verdict.setStyleSheet("QLabel { color: #6b5d4f; }")
            ok.setEnabled(False)
            self._grow()
            return
        placed, replaces = self.context.placed(order)
        self.preview.setText(self.context.line(placed))
        try:
            problem = self.context.problem(order)
        except BerthierError as e:
            problem = str(e)
        if problem:
            self.verdict.setText(f"Not allowed: {problem}")
            self.verdict.setStyleSheet("QLabel { color: #a4261b; }")
        else:
            where = f"replaces line {replaces}" if replaces else "a new line at the end"
            note = self.note()
            self.verdict.setText(f"<span style='color:#2c6e2f'>Allowed ({where}).</span>"
                                 + (f"<br><span style='color:#8a5300'>{note}</span>" if note else ""))
            self.verdict.setStyleSheet("")
        ok.setEnabled(not problem)
        self._grow()

    def _grow(self) -> None:
        """A longer line or verdict wraps onto more rows: the dialog grows to show them, never shrinks
        under the GM's hand."""
        layout = self.layout()
        needed = self.sizeHint().height()
        if layout is not None and layout.hasHeightForWidth():
            needed = layout.totalHeightForWidth(self.width())
        if self.isVisible() and needed > self.height():
            self.resize(self.width(), needed)

    def incomplete(self) -> str:
        return "Choose what to order."

    def note(self) -> str:
        """Something the GM should know about an allowed order (a cost above the treasury...)."""
        return ""

    def accept(self) -> None:
        if self.order() is not None and self.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled():
            super().accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:       # noqa: N802 (Qt's name)
        """Return in a drop-down opens it, in a list it stays there: only elsewhere (a count, a button)
        does it add the order, so a GM choosing a place never adds one half-made."""
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and plain:
            focus = self.focusWidget()
            if isinstance(focus, QComboBox) and not focus.isEditable():
                focus.showPopup()
                return
            if isinstance(focus, QAbstractItemView):
                return
        super().keyPressEvent(event)
