"""Where move arrows run and where leader lines go, in pixels at the drawing's scale (anchors at
anchor * s): an arrow runs from the edge of the counters it leaves to the edge of those it reaches,
long enough to be seen; a stack that had to sit outside its region gets a leader line into it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import overload

import numpy as np
import shapely
from PySide6.QtCore import QLineF, QPointF
from PySide6.QtGui import QColor

from app.render.picture import ArrowStyle

Box = tuple[float, float, float, float]

ARROW_MARGIN = 0.25     # of arrow_curve's usual gaps: a course already starts and ends at the counters' edges
STRAIGHT_BEND, BEND = 0.0, 0.12
SAMPLES = 48


@dataclass(frozen=True, slots=True)
class Curve:
    """A drawn arrow's line, from `start` to the tip `end`, bent through `ctrl` (pixels from its origin)."""

    start: QPointF
    ctrl: QPointF
    end: QPointF

    def points(self, n: int = SAMPLES) -> np.ndarray:
        t = np.linspace(0.0, 1.0, n + 1)[:, None]
        p0 = np.array([self.start.x(), self.start.y()])
        p1 = np.array([self.ctrl.x(), self.ctrl.y()])
        p2 = np.array([self.end.x(), self.end.y()])
        return (1 - t) ** 2 * p0 + 2 * (1 - t) * t * p1 + t ** 2 * p2


def arrow_curve(to: QPointF, style: ArrowStyle, ui: float, margin: float = 1.0,
                bend: float | None = None) -> Curve | None:
    """The line of an arrow drawn from (0, 0) to `to`: set back from both ends by `margin` times
    5 and 9 pixels, bent by `bend` of its length (the style's own bend if None); None when too
    short to draw."""
    line = QLineF(QPointF(0, 0), to)
    length = line.length()
    if length < 6 * ui:
        return None
    ux, uy = line.dx() / length, line.dy() / length
    start = QPointF(ux * 5 * ui * margin, uy * 5 * ui * margin)
    end = QPointF(to.x() - ux * 9 * ui * margin, to.y() - uy * 9 * ui * margin)
    if bend is None:
        bend = STRAIGHT_BEND if style is ArrowStyle.STRAIT else BEND
    ctrl = QPointF((start.x() + end.x()) / 2 - uy * length * bend, (start.y() + end.y()) / 2 + ux * length * bend)
    return Curve(start, ctrl, end)


def _outside(points: np.ndarray, boxes: list[Box]) -> np.ndarray:
    out = np.ones(len(points), dtype=bool)
    for x0, y0, x1, y1 in boxes:
        out &= ~((points[:, 0] > x0) & (points[:, 0] < x1) & (points[:, 1] > y0) & (points[:, 1] < y1))
    return out


def visible_length(origin: QPointF, curve: Curve | None, boxes: list[Box]) -> float:
    """How much of an arrow's line (drawn from `origin`) runs outside `boxes`: the rest is under
    the counters, which are drawn over the arrows."""
    if curve is None:
        return 0.0
    pts = curve.points() + np.array([origin.x(), origin.y()])
    mids = (pts[1:] + pts[:-1]) / 2
    seg = np.hypot(*(pts[1:] - pts[:-1]).T)
    return float(seg[_outside(mids, boxes)].sum())


def _exit(box: Box, centre: QPointF, towards: QPointF) -> QPointF:
    """Where the ray from `centre` (inside `box`) towards `towards` leaves the box."""
    dx, dy = towards.x() - centre.x(), towards.y() - centre.y()
    ts = []
    if dx:
        ts.append(((box[2] if dx > 0 else box[0]) - centre.x()) / dx)
    if dy:
        ts.append(((box[3] if dy > 0 else box[1]) - centre.y()) / dy)
    t = max(0.0, min(ts)) if ts else 0.0
    return QPointF(centre.x() + dx * t, centre.y() + dy * t)


@overload
def _grown(box: Box, d: float) -> Box: ...


@overload
def _grown(box: Box | None, d: float) -> Box | None: ...


def _grown(box: Box | None, d: float) -> Box | None:
    return None if box is None else (box[0] - d, box[1] - d, box[2] + d, box[3] + d)


@dataclass(frozen=True, slots=True)
class Course:
    start: QPointF     # where the arrow leaves (pixels at anchor * s)
    end: QPointF       # where its tip points
    bend: float


def arrow_course(a: QPointF, box_a: Box | None, b: QPointF, box_b: Box | None, style: ArrowStyle,
                 ui: float, min_len: float) -> Course:
    """An arrow from the counters at `a` (their box `box_a`, or a bare anchor) to those at `b`,
    with at least `min_len` of it outside both boxes if any course tried allows: straight
    between the boxes' edges, else beside them, else running on past the target."""
    boxes = [bx for bx in (box_a, box_b) if bx is not None]
    gap = 1.5 * ui
    ga, gb = _grown(box_a, gap), _grown(box_b, gap)
    start = _exit(ga, a, b) if ga is not None else a
    end = _exit(gb, b, a) if gb is not None else b
    bend = STRAIGHT_BEND if style is ArrowStyle.STRAIT else BEND
    tries = [Course(start, end, bend)]
    d = QLineF(a, b)
    n = d.length() or 1.0
    ux, uy = d.dx() / n, d.dy() / n
    for sign in (1.0, -1.0):
        px, py = -uy * sign, ux * sign

        def reach(box: Box | None) -> float:
            if box is None:
                return 0.0
            return abs(px) * (box[2] - box[0]) / 2 + abs(py) * (box[3] - box[1]) / 2 + 3 * ui

        tries.append(Course(QPointF(a.x() + px * reach(box_a), a.y() + py * reach(box_a)),
                            QPointF(b.x() + px * reach(box_b), b.y() + py * reach(box_b)), STRAIGHT_BEND))
    for k in (1.0, 1.25, 1.5, 2.0, 3.0):       # the least overshoot that shows: it points past the target
        beyond = QPointF(start.x() + ux * (min_len * k + 4 * ui), start.y() + uy * (min_len * k + 4 * ui))
        tries.append(Course(start, beyond, bend))
    best, best_len = tries[0], -1.0
    for course in tries:
        seen = visible_length(course.start, arrow_curve(course.end - course.start, style, ui, ARROW_MARGIN,
                                                        course.bend), boxes)
        if seen >= min_len:
            return course
        if seen > best_len:
            best, best_len = course, seen
    return best


# -- leader lines ---------------------------------------------------------------------------

def leader_colours(ink: str, halo: str) -> tuple[QColor, QColor]:
    """A leader line's core and the halo under it: dark on light, so it reads on any fill."""
    return QColor(ink), QColor(halo)


def leader_widths(ui: float) -> tuple[float, float]:
    """The core's and the halo's widths (pixels)."""
    return 1.5 * ui, 4.5 * ui


def luminance(c: QColor) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def leader_line(shape, s: float, box: Box, ui: float) -> tuple[QPointF, QPointF] | None:
    """A leader from the edge of `box` (pixels at scale `s`) to the nearest point well inside
    `shape` (scene units) and clear of the box; None if the box already covers the whole region."""
    inner = shape.buffer(-2.5 * ui / s)
    tiny = inner.is_empty
    clear = (shape if tiny else inner).difference(shapely.box(*(v / s for v in _grown(box, 3 * ui))))
    if clear.is_empty:
        return None
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    if tiny:     # a region a few pixels across: any point inside it (the nearest is on its edge)
        tx, ty = shapely.get_coordinates(shapely.point_on_surface(clear))[0]
    else:
        tx, ty = shapely.get_coordinates(shapely.shortest_line(shapely.Point(cx / s, cy / s), clear))[1]
    end = QPointF(tx * s, ty * s)
    centre = QPointF(cx, cy)
    if math.hypot(end.x() - cx, end.y() - cy) < 1e-6:
        return None
    return _exit(box, centre, end), end
