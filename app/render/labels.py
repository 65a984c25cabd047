"""Which region names to print at a given zoom, so labels stay readable and never pile up.

First every region whose name (or short label) fits inside it gets it; then, biggest land
first, regions too small for their name get it anyway where it hides no label already placed
(islands, small duchies). Plain numpy, no Qt: sizes come in pixels at the zoom being drawn.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

CELL = 48.0     # pixels per cell of the grid used to find labels that might overlap
SMALL = 0.82    # text size for names squeezed into crowded places


@dataclass(frozen=True)
class LabelPlan:
    """The outcome for every region: which text (-1 none, 0 name, 1 short label), and the value."""

    text: np.ndarray        # int8 per region
    value: np.ndarray       # bool per region: print the economic value under the text
    small: np.ndarray       # bool per region: the text is printed smaller to squeeze it in

    @property
    def shown(self) -> np.ndarray:
        return (self.text >= 0) | self.value


def place_labels(room: np.ndarray, text_widths: np.ndarray, line_height: float, anchors: np.ndarray,
                 priority: np.ndarray, *, value_widths: np.ndarray | None = None, value_height: float = 0.0,
                 group: np.ndarray | None = None, names: bool = True, min_room: float = 11.0,
                 slack: float = 2.0, min_size: float = 3.0, max_crowded: int = 3000) -> LabelPlan:
    """Decide the labels of n regions.

    `room` (n, 2): width and height in pixels around each anchor inside its region;
    `text_widths` (n, 2): pixel widths of the name and short label (inf where there is none);
    `anchors` (n, 2): label points in pixels; `priority` (n): higher gets a crowded spot first;
    `value_widths` (n): pixel widths of the values (inf where a region shows none);
    `group` (n): regions are labelled group by group, lowest first (land before seas), and
    only the first group's labels that fit their region are printed whatever their neighbours.
    Regions smaller than `min_size` pixels, or more than `max_crowded` of them, get no label
    unless it fits inside them.
    """
    n = len(room)
    groups = group is not None
    group = np.zeros(n, dtype=np.int8) if group is None else np.asarray(group)
    text = np.full(n, -1, dtype=np.int8)
    value = np.zeros(n, dtype=bool)
    small = np.zeros(n, dtype=bool)
    if n == 0:
        return LabelPlan(text, value, small)
    room_w, room_h = room[:, 0] * 1.05 + slack, room[:, 1]
    vw = np.full(n, np.inf) if value_widths is None else value_widths
    has_value = np.isfinite(vw)
    if not names:
        value[:] = has_value & (vw <= room_w) & (value_height <= room_h * 1.1)
        return LabelPlan(text, value, small)
    tall = room_h >= min_room
    fit_name = tall & (text_widths[:, 0] <= room_w)
    fit_short = tall & ~fit_name & (text_widths[:, 1] <= room_w)
    text[fit_name] = 0
    text[fit_short] = 1
    fits = fit_name | fit_short
    value[:] = fits & has_value & (line_height + value_height <= room_h * 1.1) & (vw <= room_w)

    crowded = ~fits & (np.maximum(room[:, 0], room[:, 1]) >= min_size) & np.isfinite(text_widths.min(axis=1))
    first = group == group.min() if groups else np.ones(n, dtype=bool)
    # labels that fit their regions cannot hide one another (bar the slack): only regions too
    # small for their names need the overlap test, and beyond max_crowded it is not worth it
    if not crowded.any() or crowded.sum() > max_crowded:
        return LabelPlan(text, value, small)

    grid: dict[tuple[int, int], list[tuple[float, float, float, float]]] = {}

    def cells(box):
        x0, y0, x1, y1 = box
        for cx in range(int(np.floor(x0 / CELL)), int(np.floor(x1 / CELL)) + 1):
            for cy in range(int(np.floor(y0 / CELL)), int(np.floor(y1 / CELL)) + 1):
                yield cx, cy

    def free(box) -> bool:
        x0, y0, x1, y1 = box
        for cell in cells(box):
            for a0, b0, a1, b1 in grid.get(cell, ()):
                if x0 < a1 and a0 < x1 and y0 < b1 and b0 < y1:
                    return False
        return True

    def add(box) -> None:
        for cell in cells(box):
            grid.setdefault(cell, []).append(box)

    def box_of(i: int, width: float, height: float):
        ax, ay = anchors[i]
        return (ax - width / 2 - 1, ay - height / 2 - 1, ax + width / 2 + 1, ay + height / 2 + 1)

    def try_place(i: int, tries) -> None:
        for choice, with_value, shrink in tries:
            w = text_widths[i, choice] * (SMALL if shrink else 1.0)
            if not np.isfinite(w):
                continue
            box = box_of(i, max(w, vw[i] if with_value else 0.0),
                         line_height * (SMALL if shrink else 1.0) + (value_height if with_value else 0.0))
            if free(box):
                add(box)
                text[i] = choice
                value[i] = with_value
                small[i] = shrink
                return
        text[i] = -1
        value[i] = False

    order = np.argsort(-priority, kind="stable")
    for g in (np.unique(group) if groups else [None]):
        mine = np.ones(n, dtype=bool) if g is None else group == g
        for i in order[(fits & mine)[order]].tolist():
            if g is None or first[i]:
                add(box_of(i, max(text_widths[i, text[i]], vw[i] if value[i] else 0.0),
                           line_height + (value_height if value[i] else 0.0)))
            else:
                try_place(i, [(int(text[i]), bool(value[i]), False)])
        for i in order[(crowded & mine)[order]].tolist():
            tries = [(c, v, shrink) for shrink in (False, True) for v in (True, False) for c in (0, 1)
                     if v is False or has_value[i]]
            try_place(i, tries)
    return LabelPlan(text, value, small)
