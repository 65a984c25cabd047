"""Where unit stacks, battle icons and planned-order marks go so that they never cover a region's
name or value:
the labels are fixed first, then each box takes the nearest free spot around where it wants to be.
Pixel boxes (x0, y0, x1, y1) at the drawing scale; a grid of cells keeps each test local.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from typing import Protocol

import numpy as np
import shapely
from PySide6.QtCore import QPointF, QRectF

from app.render.geometry import SEA
from app.render.labels import SMALL
from app.render.marks import awaiting_reach
from app.render.picture import MarkerShape

Box = tuple[float, float, float, float]

CELL = 48.0          # pixels per grid cell
RINGS = 16           # how many rings of candidate spots are tried around a box before giving up
MOST_RINGS = 48      # ... around a big region's stack, which may go anywhere inside it
DIRECTIONS = 16      # candidate spots per ring


class BoxGrid:
    """Boxes already taken, bucketed by grid cell, to ask quickly whether a new box is free."""

    def __init__(self, boxes: Iterable[Box] = ()):
        self._cells: dict[tuple[int, int], list[Box]] = {}
        for box in boxes:
            self.add(box)

    @staticmethod
    def _cells_of(box: Box) -> Iterator[tuple[int, int]]:
        x0, y0, x1, y1 = box
        for cx in range(math.floor(x0 / CELL), math.floor(x1 / CELL) + 1):
            for cy in range(math.floor(y0 / CELL), math.floor(y1 / CELL) + 1):
                yield cx, cy

    def add(self, box: Box) -> None:
        for cell in self._cells_of(box):
            self._cells.setdefault(cell, []).append(box)

    def free(self, box: Box) -> bool:
        x0, y0, x1, y1 = box
        for cell in self._cells_of(box):
            for a0, b0, a1, b1 in self._cells.get(cell, ()):
                if x0 < a1 and a0 < x1 and y0 < b1 and b0 < y1:
                    return False
        return True


def _offsets(step: float, rings: int = RINGS) -> Iterator[tuple[float, float]]:
    """Candidate shifts, nearest first; on each ring below first, then the sides, then above
    (a stack belongs under its region's name), always in the same order."""
    yield 0.0, 0.0
    order = sorted(range(DIRECTIONS), key=lambda k: (abs(((k * 360 / DIRECTIONS) - 90 + 180) % 360 - 180), k))
    for ring in range(1, rings + 1):
        r = ring * step
        for k in order:
            a = math.radians(k * 360 / DIRECTIONS)
            yield round(r * math.cos(a), 3), round(r * math.sin(a), 3)


def place(grid: BoxGrid, box: Box, step: float, margin: float = 0.0) -> tuple[float, float]:
    """The shift that puts `box` (grown by `margin` for the test) on free ground, nearest first,
    and mark it taken; (0, 0) when no spot within RINGS * step is free (it stays where it was)."""
    x0, y0, x1, y1 = box[0] - margin, box[1] - margin, box[2] + margin, box[3] + margin
    for dx, dy in _offsets(step):
        moved = (x0 + dx, y0 + dy, x1 + dx, y1 + dy)
        if grid.free(moved):
            grid.add(moved)
            return dx, dy
    grid.add((x0, y0, x1, y1))
    return 0.0, 0.0


def overlaps(fixed: Iterable[Box], boxes: Iterable[Box]) -> list[tuple[Box, Box]]:
    """Every pair (fixed box, box) that overlap, for checking a drawing."""
    grid = BoxGrid(fixed)
    out = []
    for box in boxes:
        x0, y0, x1, y1 = box
        seen = set()
        for cell in grid._cells_of(box):
            for other in grid._cells.get(cell, ()):
                a0, b0, a1, b1 = other
                if other not in seen and x0 < a1 and a0 < x1 and y0 < b1 and b0 < y1:
                    seen.add(other)
                    out.append((other, box))
    return out


# -- the map's overlay: stacks and battle icons around the labels ----------------------------

@dataclass(frozen=True, slots=True)
class Shift:
    """How far a region's stack, battle icon and marks moved from where its block puts them (pixels)."""

    stack: tuple[float, float] = (0.0, 0.0)
    battle: tuple[float, float] = (0.0, 0.0)
    marks: tuple[float, float] = (0.0, 0.0)
    stack_inside: bool = True       # every counter's centre inside its region (else a leader line)
    battle_inside: bool = True
    marks_inside: bool = True


def battle_box(block, ui: float) -> Box:
    """The battle icon's box relative to the region's anchor: centred above the block, wide
    enough for the winner's ring round it."""
    r = 9.5 * ui
    cy = block.top - r - 2 * ui
    reach = r + 3 * ui
    return (-reach, cy - reach, reach, cy + reach)


def marks_home(block, ui: float) -> QPointF:
    """Where a region's row of marks starts (its left end, its middle height) relative to the
    anchor: just right of the region's name (or value), where the eye looks for it."""
    if not block.texts:
        return QPointF(6 * ui, 0.0)
    sprite, y = max(block.texts, key=lambda t: t[0].width)
    return QPointF(sprite.width / 2 + 4 * ui, block.texts[0][1])


def marks_box(block, row, ui: float) -> Box:
    home = marks_home(block, ui)
    return (home.x(), home.y() - row.height / 2, home.x() + row.width, home.y() + row.height / 2)


def marker_extent(m, r, ui: float) -> Box:
    """A marker's box, with the "no orders yet" badge that pokes out of its top right corner (dots
    carry theirs inside the box)."""
    right, up = awaiting_reach(ui) if m.awaiting_orders and m.shape is not MarkerShape.DOTS else (0.0, 0.0)
    return (r.left(), r.top() - up, r.right() + right, r.bottom())


def stack_box(block, ui: float = 1.0) -> Box | None:
    boxes = [marker_extent(m, r, ui) for m, r in block.markers]
    if not boxes:
        return None
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


def _moved(box: Box, x: float, y: float) -> Box:
    return (box[0] + x, box[1] + y, box[2] + x, box[3] + y)


def label_boxes(drawing, regions: list, s: float, dpr: float, *, exact: bool = False) -> list[Box]:
    """The name and value boxes of the labelled regions near `regions` (pixels at scale `s`,
    anchors at anchor * s), the ones a stack or icon could reach. Measured from the fonts
    without drawing the text, unless `exact` (the drawn text itself, for checks)."""
    g, ui, pic = drawing.geometry, drawing.ui, drawing.picture
    if not (pic.labels or pic.values) or not regions:
        return []
    plan = drawing.label_plan(s)
    reach = (RINGS * 5 + 250) * ui / s
    near = np.unique(np.concatenate([g.regions_in(QRectF(g.anchors[i, 0] - reach, g.anchors[i, 1] - reach,
                                                        2 * reach, 2 * reach)) for _, i, _ in regions]))
    blocks = {i: block for _, i, block in regions}
    out = []
    for i in near[plan.shown[near]].tolist():
        x, y = g.anchors[i, 0] * s, g.anchors[i, 1] * s
        block = blocks.get(i)
        if block is None and exact:
            block = drawing.block(i, s, dpr)
        lines = ([(sprite.width, sprite.height, dy) for sprite, dy in block.texts] if block is not None
                 else _measured_lines(drawing, plan, i))
        for w, h, dy in lines:
            out.append((x - w / 2, y + dy - h / 2, x + w / 2, y + dy + h / 2))
    return out


def _measured_lines(drawing, plan, i: int) -> list[tuple[float, float, float]]:
    """(width, height, centre y) of region `i`'s name and value, laid out as its block lays them
    out when it has no units: the name above the value, both centred on the anchor."""
    st, ui, text = drawing.style, drawing.ui, drawing.text
    lines = []
    if plan.text[i] >= 0:
        sea = drawing.geometry.kinds[i] == SEA
        role, px = ("sea", st.sea_px * ui) if sea else ("name", st.name_px * ui)
        if plan.small[i]:
            px *= SMALL
        m = text.metrics(role, px)
        lines.append((m.horizontalAdvance(drawing.texts(i)[int(plan.text[i])]), m.ascent() + m.descent()))
    if plan.value[i]:
        m = text.metrics("value", st.value_px * ui)
        lines.append((m.horizontalAdvance(str(int(drawing.geometry.values[i]))), m.ascent() + m.descent()))
    top = -sum(h for _, h in lines) / 2
    out = []
    for w, h in lines:
        out.append((w, h, top + h / 2))
        top += h
    return out


def _offset_array(step: float, rings: int) -> np.ndarray:
    """`_offsets` as an array (nearest first), for testing many spots at once: the first spots of
    the most rings, worked out once per step (a map's regions ask for some thirty ring counts)."""
    if rings > MOST_RINGS:
        return np.array(list(_offsets(step, rings)), dtype=float)
    return _most_offsets(step)[:1 + rings * DIRECTIONS]


@functools.lru_cache(maxsize=8)
def _most_offsets(step: float) -> np.ndarray:
    offsets = np.array(list(_offsets(step, MOST_RINGS)), dtype=float)
    offsets.flags.writeable = False          # shared by every caller
    return offsets


@dataclass(frozen=True, slots=True)
class Room:
    """Where a box may go: inside the map's frame, and (when `shape` is given) with the points
    `centres` (pixels, at the box's home) inside its region's shape (scene units, `s` pixels each)."""

    frame: Box
    s: float
    shape: object = None
    centres: np.ndarray | None = None
    rings: int = RINGS
    home: tuple[float, float] | None = None     # the region's anchor (pixels): a box outside leaves it clear


def _inside(room: Room, offsets: np.ndarray) -> np.ndarray:
    """Which shifts put every one of the room's centres inside its region."""
    c = room.centres
    if room.shape is None or c is None or not len(c):
        return np.ones(len(offsets), dtype=bool)
    x0, y0, x1, y1 = shapely.bounds(room.shape)
    xs = (c[None, :, 0] + offsets[:, None, 0]) / room.s
    ys = (c[None, :, 1] + offsets[:, None, 1]) / room.s
    near = ((xs >= x0) & (xs <= x1) & (ys >= y0) & (ys <= y1)).all(axis=1)
    out = np.zeros(len(offsets), dtype=bool)
    k = np.flatnonzero(near)
    if len(k):
        out[k] = shapely.contains_xy(room.shape, xs[k].ravel(), ys[k].ravel()).reshape(len(k), -1).all(axis=1)
    return out


def place_in(grid: BoxGrid, box: Box, step: float, margin: float, room: Room) -> tuple[float, float, bool]:
    """The shift that puts `box` on free ground inside the frame, its centres inside their region
    if any free spot allows it, else as near as possible outside; marked taken. Returns the shift
    and whether the centres are inside. A box with no free spot in the frame stays as near home
    as the frame allows."""
    x0, y0, x1, y1 = box[0] - margin, box[1] - margin, box[2] + margin, box[3] + margin
    offsets = _offset_array(step, max(room.rings, RINGS))
    fx0, fy0, fx1, fy1 = room.frame
    framed = ((box[0] + offsets[:, 0] >= fx0) & (box[2] + offsets[:, 0] <= fx1)
              & (box[1] + offsets[:, 1] >= fy0) & (box[3] + offsets[:, 1] <= fy1))
    inside = framed & _inside(room, offsets)
    beside = framed
    if room.home is not None:      # outside its region, a box leaves the anchor free for its leader line
        hx, hy = room.home
        pad = 4 * margin + 2
        beside = framed & ~((box[0] + offsets[:, 0] - pad < hx) & (box[2] + offsets[:, 0] + pad > hx)
                            & (box[1] + offsets[:, 1] - pad < hy) & (box[3] + offsets[:, 1] + pad > hy))
    for wanted in (inside, beside, framed):
        for k in np.flatnonzero(wanted).tolist():
            dx, dy = float(offsets[k, 0]), float(offsets[k, 1])
            moved = (x0 + dx, y0 + dy, x1 + dx, y1 + dy)
            if grid.free(moved):
                grid.add(moved)
                return dx, dy, bool(inside[k])
    dx = fx0 - box[0] if box[0] < fx0 else fx1 - box[2] if box[2] > fx1 else 0.0
    dy = fy0 - box[1] if box[1] < fy0 else fy1 - box[3] if box[3] > fy1 else 0.0
    grid.add((x0 + dx, y0 + dy, x1 + dx, y1 + dy))
    return dx, dy, bool(_inside(room, np.array([[dx, dy]]))[0])


def frame_box(drawing, s: float) -> Box:
    """The map's frame (its scene rectangle) in pixels at scale `s`, anchors at anchor * s."""
    r = drawing.geometry.scene_rect
    return (r.left() * s, r.top() * s, r.right() * s, r.bottom() * s)


def _room(drawing, i: int, s: float, frame: Box, centres: list[tuple[float, float]], step: float) -> Room:
    g = drawing.geometry
    b = g.boxes[i]
    extent = max(b[2] - b[0], b[3] - b[1]) * s
    return Room(frame, s, g.shapes[i], np.array(centres, dtype=float).reshape(-1, 2),
                rings=min(MOST_RINGS, max(RINGS, math.ceil(extent / step))), home=(g.anchors[i, 0] * s, g.anchors[i, 1] * s))


def _centre(box: Box) -> tuple[float, float]:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


class Ground(Protocol):
    """Ground a placement asks whether a box is free on: a BoxGrid, or app.render.kept_placement's grid of owners."""

    def free(self, box: Box) -> bool: ...


class LayeredGrid(BoxGrid):
    """Boxes taken over a grid left as it was: the planned orders' marks placed again over the units'
    placement, kept."""

    def __init__(self, under: Ground, boxes: Iterable[Box] = ()):
        super().__init__(boxes)
        self.under = under

    def free(self, box: Box) -> bool:
        return super().free(box) and self.under.free(box)


@dataclass(frozen=True)
class UnitsPlaced:
    """Where the stacks and battle icons went, and the ground they and the labels near them took."""
    grid: Ground
    shifts: dict[str, Shift]


def place_units(drawing, regions: list, s: float, dpr: float) -> UnitsPlaced:
    """Each region's stack, then its battle icon, moved to the nearest spot that covers no label and
    nothing placed before it, inside the map's frame and inside the region where one is free (else
    as near as can be, joined to it by a leader line); regions in the picture's order, so the result
    never varies. The planned orders' marks do not move them (`place_marks`, after them): a counter
    jumped when the GM typed an order that marks the map, and the units were placed again at each.
    (app/render/kept_placement.py gives the same, placing again only what changed since.)"""
    ui = drawing.ui
    placed = [r for r in regions if r[2].markers or r[0] in drawing.battle_regions]
    grid = BoxGrid(label_boxes(drawing, placed, s, dpr))
    step, margin = 5 * ui, 1 * ui
    frame = frame_box(drawing, s)
    out: dict[str, Shift] = {}
    for rid, i, block in placed:
        shift = place_region(grid, drawing, rid, i, block, s, frame, step, margin)
        if shift is not None:
            out[rid] = shift
    return UnitsPlaced(grid, out)


def place_region(grid, drawing, rid: str, i: int, block, s: float, frame: Box, step: float,
                 margin: float) -> Shift | None:
    """Region `i`'s stack, then its battle icon, placed on `grid` (taken there); its shift, None when
    both stay where their block puts them."""
    g, ui = drawing.geometry, drawing.ui
    x, y = g.anchors[i, 0] * s, g.anchors[i, 1] * s
    box = stack_box(block, ui)
    stack, stack_in = (0.0, 0.0), True
    if box:
        centres = [(x + r.center().x(), y + r.center().y()) for _, r in block.markers]
        dx, dy, stack_in = place_in(grid, _moved(box, x, y), step, margin,
                                    _room(drawing, i, s, frame, centres, step))
        stack = (dx, dy)
    battle, battle_in = (0.0, 0.0), True
    if rid in drawing.battle_regions:
        icon = _moved(battle_box(block, ui), x, y)
        dx, dy, battle_in = place_in(grid, icon, step, margin,
                                     _room(drawing, i, s, frame, [_centre(icon)], step))
        battle = (dx, dy)
    shift = Shift(stack, battle, (0.0, 0.0), stack_in, battle_in, True)
    return shift if shift != Shift() else None


def place_marks(drawing, units: UnitsPlaced, regions: list, s: float, dpr: float) -> dict[str, Shift]:
    """Each region's row of marks placed as `place_units` places a stack, around the units as placed
    (their grid is not changed: kept for the next marks); every region's shift."""
    g, ui = drawing.geometry, drawing.ui
    marked = [r for r in regions if r[0] in drawing.mark_rows]
    out = dict(units.shifts)
    if not marked:
        return out
    grid = LayeredGrid(units.grid, label_boxes(drawing, marked, s, dpr))
    step, margin = 5 * ui, 1 * ui
    frame = frame_box(drawing, s)
    for rid, i, block in marked:
        x, y = g.anchors[i, 0] * s, g.anchors[i, 1] * s
        marks_at = _moved(marks_box(block, drawing.mark_rows[rid], ui), x, y)
        dx, dy, marks_in = place_in(grid, marks_at, step, margin,
                                    _room(drawing, i, s, frame, [_centre(marks_at)], step))
        shift = replace(out.get(rid, Shift()), marks=(dx, dy), marks_inside=marks_in)
        if shift != Shift():
            out[rid] = shift
    return out


def place_overlay(drawing, regions: list, s: float, dpr: float) -> dict[str, Shift]:
    """Each region's stack and battle icon (`place_units`), then its row of marks (`place_marks`)."""
    return place_marks(drawing, place_units(drawing, regions, s, dpr), regions, s, dpr)


def overlay_boxes(drawing, s: float, dpr: float = 1.0) -> tuple[list[Box], list[Box]]:
    """The label boxes, and the boxes of every counter, battle icon and row of marks as drawn
    (after their shifts), at scale `s`: what a check of the drawing compares."""
    g, ui = drawing.geometry, drawing.ui
    plan = drawing.overlay_plan(s, dpr)
    drawn = []
    for rid, i, block in plan.regions:
        x, y = g.anchors[i, 0] * s, g.anchors[i, 1] * s
        shift = plan.shifts.get(rid, Shift())
        for m, r in block.markers:
            drawn.append(_moved(marker_extent(m, r, ui), x + shift.stack[0], y + shift.stack[1]))
        if rid in drawing.battle_regions:
            drawn.append(_moved(battle_box(block, ui), x + shift.battle[0], y + shift.battle[1]))
        row = drawing.mark_rows.get(rid)
        if row is not None:
            drawn.append(_moved(marks_box(block, row, ui), x + shift.marks[0], y + shift.marks[1]))
    return label_boxes(drawing, plan.regions, s, dpr, exact=True), drawn
