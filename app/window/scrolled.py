"""A dock's contents that scroll rather than push the window past the screen: the Region panel's facts, units
and GM changes asked for more height than a 1366x768 screen at 125% has beside the History (the window grew
past the screen's bottom, its status line and the docks' feet cut off, when the GM clicked a province)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLayout, QScrollArea, QVBoxLayout, QWidget


def scrolled(owner: QWidget, contents: QLayout) -> QScrollArea:
    """Lay `contents` in a vertical scroll area filling `owner` (no frame, never a sideways scroll bar)."""
    inner = QWidget()
    inner.setLayout(contents)
    area = QScrollArea(owner)
    area.setObjectName("scrolledContents")
    area.setWidget(inner)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    outer = QVBoxLayout(owner)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(area)
    return area
