"""The orders a refused line may mean (engine.words.meaning), each a button under the problems list:
one click writes it in place of the line (Ctrl+Z undoes it), so a refusal costs the GM a click, not
a retyping. The buttons go on in a row below when the dock is too narrow, each order whole."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QWidget

from app.orders.flow import FlowLayout
from engine.order_sheet import OrderProblem

MOST_SHOWN = 4          # three readings and the line's whole reading (engine.words.meaning.nearest.most_of);
                        # a button that does not fit goes on in a row below
LEAST_CHARS = 14        # a button squeezed by a very narrow dock still shows this much of its order


class ChoiceButton(QPushButton):
    """One order the line may mean, whole; shortened with '…' only when it is wider than the whole
    dock (whole in its tooltip), so a long order never widens the dock or runs off it."""

    def __init__(self, order: str, parent: QWidget | None = None):
        super().__init__(order, parent)
        self.order = order
        # a push button's width never goes under its text's by default (Minimum): this one may
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def _padding(self) -> int:
        """The button's width around its text."""
        return super().sizeHint().width() - self.fontMetrics().horizontalAdvance(self.text())

    def sizeHint(self) -> QSize:
        """The width of the whole order, whatever part of it is shown."""
        hint = super().sizeHint()
        return QSize(self._padding() + self.fontMetrics().horizontalAdvance(self.order), hint.height())

    def minimumSizeHint(self) -> QSize:
        least = self.order if len(self.order) <= LEAST_CHARS else self.order[:LEAST_CHARS - 1] + "\u2026"
        width = self._padding() + self.fontMetrics().horizontalAdvance(least)
        return QSize(width, super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        room, metrics = self.width() - self._padding(), self.fontMetrics()
        # whole when its width in whole pixels fits (elidedText counts fractions of a pixel)
        self.setText(self.order if metrics.horizontalAdvance(self.order) <= room
                     else metrics.elidedText(self.order, Qt.TextElideMode.ElideRight, room))
        super().resizeEvent(event)


class LineChoices(QWidget):
    """'Line 3 may mean: [Corps D - Baden] [Corps D - Swabia]' for the problem the GM picked."""

    chosen = Signal(int, str)           # the line, the order to write in its place

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("choices")
        self.label = QLabel()
        self.label.setObjectName("choicesLine")
        self._layout = FlowLayout(self)         # a choice that does not fit goes on in a row below
        self._layout.addWidget(self.label)
        self.buttons: list[ChoiceButton] = []
        self._shown: tuple[int, tuple[str, ...]] | None = None
        self.hide()

    def show_for(self, problem: OrderProblem | None) -> None:
        """The choices of the problem picked; hidden when it has none."""
        shown = None if problem is None or not problem.choices else (problem.line,
                                                                     tuple(problem.choices[:MOST_SHOWN]))
        if shown is not None and shown == self._shown and not self.isHidden():
            return                          # the cursor moved within the line: the same buttons
        self._shown = shown
        for b in self.buttons:
            self._layout.removeWidget(b)
            b.deleteLater()
        self.buttons = []
        if problem is None or not problem.choices:
            self.hide()
            return
        self.label.setText(f"Line {problem.line} may mean:")
        for n, order in enumerate(problem.choices[:MOST_SHOWN], 1):
            b = ChoiceButton(order)
            b.setObjectName("choice")
            b.setToolTip(f"Write {order!r} in place of line {problem.line} (Alt+{n}; Ctrl+Z undoes it)")
            b.clicked.connect(lambda _=False, n=problem.line, o=order: self.chosen.emit(n, o))
            self._layout.addWidget(b)
            self.buttons.append(b)
        self.show()
