"""The orders a refused line may mean (engine.words.meaning), each a button under the problems list:
one click writes it in place of the line (Ctrl+Z undoes it), so a refusal costs the GM a click, not
a retyping."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from engine.order_sheet import OrderProblem

MOST_SHOWN = 3          # a fourth button ran off the orders dock's edge on a 1200-pixel screen
MOST_CHARS = 36         # a longer order is shortened on its button, whole in its tooltip


class LineChoices(QWidget):
    """'Line 3 may mean: [Corps D - Baden] [Corps D - Swabia]' for the problem the GM picked."""

    chosen = Signal(int, str)           # the line, the order to write in its place

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("choices")
        self.label = QLabel()
        self.label.setObjectName("choicesLine")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.addWidget(self.label)
        self.buttons: list[QPushButton] = []
        self.hide()

    def show_for(self, problem: OrderProblem | None) -> None:
        """The choices of the problem picked; hidden when it has none."""
        for b in self.buttons:
            self._layout.removeWidget(b)
            b.deleteLater()
        self.buttons = []
        if problem is None or not problem.choices:
            self.hide()
            return
        self.label.setText(f"Line {problem.line} may mean:")
        for order in problem.choices[:MOST_SHOWN]:
            b = QPushButton(order if len(order) <= MOST_CHARS else order[:MOST_CHARS - 1] + "\u2026")
            b.setObjectName("choice")
            b.setToolTip(f"Write {order!r} in place of line {problem.line} (Ctrl+Z undoes it)")
            b.clicked.connect(lambda _=False, n=problem.line, o=order: self.chosen.emit(n, o))
            self._layout.addWidget(b)
            self.buttons.append(b)
        self._layout.addStretch(0)
        self.show()
