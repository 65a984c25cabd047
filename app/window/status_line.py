"""The status bar's "what to do next" line, which gives way to a passing message: the line is cut
short with an ellipsis (the whole of it in its tooltip) so that "Saved ...", "Wrote ... to FOLDER"
are read in full beside it."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

WIDEST = 16777215                 # QWIDGETSIZE_MAX: no limit
SHORTEST = 120                    # narrower than this, a label giving way to a message is put out of sight
MARGIN = 32                       # around the message, as QStatusBar draws it, and the bar's spacing


class ElidedLabel(QLabel):
    """A one-line label that elides its text to the width it is given ("… "), and shows it all as a
    tooltip."""

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self._text = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
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
        shown = self.fontMetrics().elidedText(self._text, Qt.TextElideMode.ElideRight,
                                              max(0, self.width() - 4))
        if shown != super().text():
            super().setText(shown)


class NextStepLabel(ElidedLabel):
    """The next step, cut short when a message needs the room."""

    def tooltip_for(self, text: str) -> str:
        return f"What to do next: {text}" if text else "What to do next"


class MessageRoom:
    """While the status bar shows a message, the labels beside it give way so that it is read in
    full, in the order of `yielding`: the next step cut short (or out of sight if little would be
    left of it), then the turn shown out of sight; all come back when the message goes."""

    def __init__(self, bar: QStatusBar, yielding: list[QLabel]):
        self.bar, self.yielding = bar, yielding
        bar.messageChanged.connect(self._changed)

    def _changed(self, message: str) -> None:
        for label in self.yielding:
            label.setMaximumWidth(WIDEST)
        layout = self.bar.layout()
        if not message or layout is None:
            return
        layout.activate()                                      # the labels where they stand without it
        shown = [w for w in self.yielding if w.isVisible()]
        if not shown:
            return
        room = min(w.x() for w in shown)
        deficit = self.bar.fontMetrics().horizontalAdvance(message) + MARGIN - room
        widths = {label: label.width() for label in shown}
        for label in shown:
            if deficit <= 0:
                break
            # a label cut short with "…" may shrink; one in rich text would be cut mid-letter: all or nothing
            width = max(0, widths[label] - deficit) if isinstance(label, ElidedLabel) else 0
            if width < SHORTEST:
                width = 0                                      # a stub says nothing: out of sight
            deficit -= widths[label] - width
            widths[label] = width
        shrunk = next((w for w in shown if isinstance(w, ElidedLabel) and widths[w] < w.width()), None)
        if deficit < 0 and shrunk is not None and widths[shrunk] - deficit >= SHORTEST:
            widths[shrunk] -= deficit                          # room given back by a label put out of sight
        for label in shown:
            if widths[label] < label.width():
                label.setMaximumWidth(widths[label])
