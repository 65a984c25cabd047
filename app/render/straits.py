"""A strait marker drawn on the map: where units may cross between two coasts. Not an arrow (a
move would look the same): a line of dots between two rings, in the sea's ink."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker

STRAIT_WORDS = "strait: units cross between the two coasts"


def strait_shapes(to: QPointF, colour: QColor, ui: float, halo: QColor) -> list[tuple[QPainterPath, QColor]]:
    """The outlines to fill, in order, for a strait marker from (0, 0) to `to` (device pixels)."""
    length = QLineF(QPointF(0, 0), to).length()
    if length < 2 * ui:
        return []
    r = 2.6 * ui
    ux, uy = to.x() / length, to.y() / length
    line = QPainterPath(QPointF(ux * r, uy * r))
    line.lineTo(to.x() - ux * r, to.y() - uy * r)
    rings = QPainterPath()
    for c in (QPointF(0, 0), to):
        rings.addEllipse(c, r, r)

    def stroke(path: QPainterPath, width: float, dashes: list[float] | None = None) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(width)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        if dashes:
            stroker.setDashPattern(dashes)
        return stroker.createStroke(path)

    dots = [0.01, 1.9]
    return [(stroke(line, 4.2 * ui), halo), (stroke(rings, 3.6 * ui), halo),
            (stroke(line, 2.0 * ui, dots), colour), (stroke(rings, 1.3 * ui), colour)]


def draw_strait(p: QPainter, a: QPointF, b: QPointF, colour: QColor, ui: float, halo: QColor) -> None:
    p.translate(a)
    for path, fill in strait_shapes(b - a, colour, ui, halo):
        p.fillPath(path, fill)
    p.translate(-a)
