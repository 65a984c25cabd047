"""Planned-order marks and the "no orders yet" badge: small discs in the nation's colour, each with
a glyph for what the order does (a plus for a build, a ladder for an assault, an eye for scouting).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from app.render.picture import MarkKind, PlannedMark

DISC = 13.0          # a mark's diameter in pixels (ui = 1)
GAP = 2.0            # between two marks of a row, and between a mark and its count
BADGE = 4.5          # the "no orders yet" badge's radius
AWAITING_WORDS = "no orders yet"


@dataclass(frozen=True, slots=True)
class MarkRow:
    """The marks of one region side by side: boxes relative to the row's left end, centred on y = 0."""

    boxes: tuple[tuple[PlannedMark, QRectF], ...]
    width: float
    height: float


def merged(marks: Sequence[PlannedMark]) -> list[PlannedMark]:
    """One mark per (place, kind, colour), counts added and tooltips joined, in first-seen order:
    three builds in Paris are one badge with a 3."""
    out: dict[tuple[str, MarkKind, str], PlannedMark] = {}
    for m in marks:
        key = (m.region, m.kind, m.colour)
        seen = out.get(key)
        if seen is None:
            out[key] = m
            continue
        tips = [t for t in (seen.tooltip, m.tooltip) if t]
        out[key] = PlannedMark(m.region, m.kind, m.colour, "\n".join(tips) or None, seen.count + m.count)
    return list(out.values())


def mark_row(marks: Sequence[PlannedMark], count_width: Callable[[str], float], ui: float) -> MarkRow:
    """Lay a region's marks out left to right; a count beyond one takes `count_width(text)` more."""
    d, gap = DISC * ui, GAP * ui
    boxes, x = [], 0.0
    for m in marks:
        w = d + (gap + count_width(str(m.count)) if m.count > 1 else 0.0)
        boxes.append((m, QRectF(x, -d / 2, w, d)))
        x += w + gap
    return MarkRow(tuple(boxes), max(0.0, x - gap), d)


def draw_mark(p: QPainter, kind: MarkKind, colour: QColor, centre: QPointF, ui: float, ink: QColor) -> None:
    """A disc in the nation's colour, edged darker, with the kind's glyph in `ink` on it."""
    r = DISC * ui / 2
    p.save()
    p.setPen(QPen(QColor(0, 0, 0, 60), 1.0 * ui))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(centre + QPointF(0.7 * ui, 0.9 * ui), r, r)
    p.setPen(QPen(colour.darker(175), 1.0 * ui))
    p.setBrush(colour)
    p.drawEllipse(centre, r, r)
    p.translate(centre)
    g = r * 0.55
    p.setPen(QPen(ink, 1.5 * ui, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    p.setBrush(Qt.BrushStyle.NoBrush)
    GLYPHS[kind](p, g, ink)
    p.restore()


def badge_room(ui: float) -> float:
    """The width a badge takes beside a group of dots (too small to carry it on a corner)."""
    return 2 * BADGE * ui + 1.0 * ui


def awaiting_badge(dots: bool, box: QRectF, unit: tuple[float, float], ui: float) -> tuple[QRectF, QPointF]:
    """The unit's own box within the marker's `box`, and the badge's centre: beside dots (the
    marker was made wider for it), on the top right corner of anything else."""
    if dots:
        w, h = unit
        return (QRectF(box.left(), box.center().y() - h / 2, w, h),
                QPointF(box.right() - BADGE * ui, box.center().y()))
    return box, QPointF(box.right() - 1.0 * ui, box.top() + 1.0 * ui)


def draw_awaiting(p: QPainter, centre: QPointF, ui: float, ink: QColor) -> None:
    """A "?" in a small white disc: nothing ordered for this unit yet."""
    r = BADGE * ui
    p.save()
    p.setPen(QPen(ink, 1.0 * ui))
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(centre, r, r)
    p.setPen(QPen(ink, 1.3 * ui, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    p.setBrush(Qt.BrushStyle.NoBrush)
    k = r * 0.42
    hook = QPainterPath(QPointF(centre.x() - k, centre.y() - k * 0.7))
    hook.cubicTo(QPointF(centre.x() - k, centre.y() - 2.0 * k), QPointF(centre.x() + k * 1.1, centre.y() - 2.0 * k),
                 QPointF(centre.x() + k, centre.y() - k * 0.6))
    hook.quadTo(QPointF(centre.x() + k * 0.9, centre.y()), QPointF(centre.x(), centre.y() + k * 0.35))
    p.drawPath(hook)
    p.setBrush(ink)
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(QPointF(centre.x(), centre.y() + k * 1.45), 0.8 * ui, 0.8 * ui)
    p.restore()


def awaiting_reach(ui: float) -> tuple[float, float]:
    """How far a badge on a corner reaches beyond the unit's box: (right, up), for placing and checking."""
    return BADGE * ui - 1.0 * ui + 0.5 * ui, BADGE * ui - 1.0 * ui + 0.5 * ui


# -- the glyphs, drawn round (0, 0) within a radius g -----------------------------------------

def _line(p: QPainter, *points: tuple[float, float]) -> None:
    path = QPainterPath(QPointF(*points[0]))
    for pt in points[1:]:
        path.lineTo(QPointF(*pt))
    p.drawPath(path)


def _plus(p, g, ink):
    _line(p, (-g, 0), (g, 0))
    _line(p, (0, -g), (0, g))


def _wall(p, g, ink):                                   # two merlons on a wall, filled
    s = g * 2 / 3
    path = QPainterPath(QPointF(-g, g * 0.8))
    for x, y in [(-g, -g), (-g + s, -g), (-g + s, -g * 0.2), (g - s, -g * 0.2), (g - s, -g), (g, -g),
                 (g, g * 0.8)]:
        path.lineTo(QPointF(x, y))
    path.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawPath(path)


def _siege(p, g, ink):
    p.drawEllipse(QPointF(0, 0), g, g)                 # the place encircled
    p.setBrush(ink)
    p.drawEllipse(QPointF(0, 0), g * 0.25, g * 0.25)


def _assault(p, g, ink):                                # a scaling ladder
    _line(p, (-g * 0.6, g), (-g * 0.6, -g))
    _line(p, (g * 0.6, g), (g * 0.6, -g))
    for y in (-g * 0.45, g * 0.45):
        _line(p, (-g * 0.6, y), (g * 0.6, y))


def _attack(p, g, ink):                                 # crossed blades
    _line(p, (-g, -g), (g, g))
    _line(p, (g, -g), (-g, g))


def _scout(p, g, ink):                                  # an eye
    eye = QPainterPath(QPointF(-g * 1.1, 0))
    eye.quadTo(QPointF(0, -g * 1.2), QPointF(g * 1.1, 0))
    eye.quadTo(QPointF(0, g * 1.2), QPointF(-g * 1.1, 0))
    p.drawPath(eye)
    p.setBrush(ink)
    p.drawEllipse(QPointF(0, 0), g * 0.3, g * 0.3)


def _blockade(p, g, ink):                               # a boom across, between two posts
    _line(p, (-g, 0), (g, 0))
    _line(p, (-g, -g * 0.7), (-g, g * 0.7))
    _line(p, (g, -g * 0.7), (g, g * 0.7))


def _reorganise(p, g, ink):                             # units passing both ways
    _line(p, (-g, -g * 0.4), (g, -g * 0.4), (g * 0.5, -g * 0.85))
    _line(p, (g, g * 0.4), (-g, g * 0.4), (-g * 0.5, g * 0.85))


def _flag(p, g, ink, side=1.0):
    """A flag raised (annexed); turned the other way and hollow, handed over (ceded)."""
    pole = -g * 0.7 * side
    _line(p, (pole, g), (pole, -g))
    cloth = QPainterPath(QPointF(pole, -g))
    cloth.lineTo(QPointF(g * side, -g * 0.5))
    cloth.lineTo(QPointF(pole, 0))
    cloth.closeSubpath()
    if side > 0:
        p.setBrush(ink)
    p.drawPath(cloth)


def _develop(p, g, ink):                                # rising
    _line(p, (0, g), (0, -g))
    _line(p, (-g * 0.7, -g * 0.3), (0, -g), (g * 0.7, -g * 0.3))


def _supply(p, g, ink):                                 # a crate
    p.drawRect(QRectF(-g * 0.8, -g * 0.8, g * 1.6, g * 1.6))
    _line(p, (-g * 0.8, -g * 0.8), (g * 0.8, g * 0.8))


def _passage(p, g, ink):                                # through
    _line(p, (-g, -g * 0.7), (-g * 0.2, 0), (-g, g * 0.7))
    _line(p, (0, -g * 0.7), (g * 0.8, 0), (0, g * 0.7))


GLYPHS: dict[MarkKind, Callable[[QPainter, float, QColor], None]] = {
    MarkKind.BUILD: _plus, MarkKind.FORTIFY: _wall, MarkKind.SIEGE: _siege, MarkKind.ASSAULT: _assault,
    MarkKind.ATTACK: _attack, MarkKind.SCOUT: _scout, MarkKind.BLOCKADE: _blockade,
    MarkKind.REORGANISE: _reorganise, MarkKind.ANNEX: _flag, MarkKind.CEDE: lambda p, g, ink: _flag(p, g, ink, -1.0),
    MarkKind.DEVELOP: _develop, MarkKind.SUPPLY: _supply, MarkKind.PASSAGE: _passage,
}
