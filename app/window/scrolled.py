"""A dock's contents that scroll rather than push the window past the screen: the Region panel's facts, units
and GM changes asked for more height than a 1366x768 screen at 125% has beside the History (the window grew
past the screen's bottom, its status line and the docks' feet cut off, when the GM clicked a province).

Only the height scrolls: the area asks for its contents' own width, least and wished for. Qt's scroll area asks
for a least width of a few dozen pixels, and the Region panel's dock went from 309 to 253 pixels at 1366x768; the
map beside it grew 56 pixels wider, was fitted at another scale, and its counters were placed elsewhere (France's
corps in Paris drawn nearer Burgundy's point, a Picardy counter over Champagne's), so the real screen's drags
landed on the wrong province (tests/real_display/test_placing.py)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QLayout, QScrollArea, QVBoxLayout, QWidget


class _HeightScrolls(QScrollArea):
    """A scroll area as wide as its contents ask (least and wished for); only its height may be less."""

    def _inner(self, hint: QSize) -> QSize:
        frame = 2 * self.frameWidth()
        return QSize(hint.width() + frame, hint.height() + frame)

    def sizeHint(self) -> QSize:
        inner = self.widget()
        return super().sizeHint() if inner is None else self._inner(inner.sizeHint())

    def minimumSizeHint(self) -> QSize:
        inner, least = self.widget(), super().minimumSizeHint()
        return least if inner is None else QSize(self._inner(inner.minimumSizeHint()).width(), least.height())


def scrolled(owner: QWidget, contents: QLayout) -> QScrollArea:
    """Lay `contents` in a vertical scroll area filling `owner` (no frame, never a sideways scroll bar)."""
    inner = QWidget()
    inner.setLayout(contents)
    area = _HeightScrolls(owner)
    area.setObjectName("scrolledContents")
    area.setWidget(inner)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    outer = QVBoxLayout(owner)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(area)
    return area
