"""The status bar's "what to do next" line, which gives way to a passing message: the line is cut
short with an ellipsis (the whole of it in its tooltip) so that "Saved ...", "Wrote ... to FOLDER"
are read in full beside it."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

WIDEST = 16777215                 # QWIDGETSIZE_MAX: no limit
SHORTEST = 120                    # the next step never shrinks below this while a message shows
MARGIN = 24                       # around the message, as QStatusBar draws it
SPACING = 8                       # between the bar's widgets, and their frames


class ElidedLabel(QLabel):
    """A one-line label that elides its text to the width it is given ("… "), and shows it all as a
    tooltip."""

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self._text = ""
        self.setTextFormat(Qt.PlainText)
        self.setText(text)

    def setText(self, text: str) -> None:           # noqa: N802 (Qt's name)
        self._text = text
        self.setToolTip(self.tooltip_for(text))
        self._elide()

    def tooltip_for(self, text: str) -> str:
        return text

    def text(self) -> str:
        """The whole line, however much of it is shown (`shown_text`)."""
        return self._text

    def shown_text(self) -> str:
        return super().text()

    def minimumSizeHint(self) -> QSize:             # noqa: N802
        return QSize(min(SHORTEST, super().minimumSizeHint().width()), super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:                    # noqa: N802
        return QSize(self.fontMetrics().horizontalAdvance(self._text) + 8, super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:   # noqa: N802
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._text, Qt.ElideRight, max(0, self.width() - 4))
        if shown != super().text():
            super().setText(shown)


class NextStepLabel(ElidedLabel):
    """The next step, cut short when a message needs the room."""

    def tooltip_for(self, text: str) -> str:
        return f"What to do next: {text}" if text else "What to do next"


class MessageRoom:
    """While the status bar shows a message, the next-step label is narrowed so the message fits
    on its left (the bar's other permanent widgets, on its right, keep their width)."""

    def __init__(self, bar: QStatusBar, label: NextStepLabel):
        self.bar, self.label = bar, label
        bar.messageChanged.connect(self._changed)

    def _changed(self, message: str) -> None:
        if not message:
            self.label.setMaximumWidth(WIDEST)
            return
        right = self.bar.width() - self.label.geometry().right()      # turn, zoom, the size grip
        needed = self.bar.fontMetrics().horizontalAdvance(message) + MARGIN
        self.label.setMaximumWidth(max(SHORTEST, self.bar.width() - right - needed - SPACING))
