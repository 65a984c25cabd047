"""Printed text on a map image: a title, a legend, province names. Their letters are not regions.

A line of text is dark shapes of about the same height standing side by side on one baseline,
closer to each other than their height, three letters or more (a word whose letters touch is one
shape). Whatever lies inside such a line and is enclosed by its letters alone (the holes of A, O
and 8, the fill of outlined letters, the space two touching letters close) is part of the text;
the regions around it grow over it.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy import ndimage as ndi

_SQUARE = np.ones((3, 3), bool)       # 8-connectivity: the strokes of one letter
_CROSS = ndi.generate_binary_structure(2, 1)

# Letters shorter than this (pixels) are too small to enclose anything worth keeping anyway.
MIN_LETTER = 5
# The widest a dark shape of text is, for its height: a word whose letters touch (serifs,
# bold type, anti-aliasing) is one shape. It counts as one letter per LETTER_WIDTH heights.
MAX_ASPECT = 14.0
LETTER_WIDTH = 0.8
# Letters of one line: the taller at most this many times the shorter, and no further apart
# (the gap between their boxes) than this share of the taller one's height.
HEIGHT_RATIO = 2.2
GAP_SHARE = 0.9
# A dark shape with less ink than this share of its box, around MIN_LETTERS letters, is a frame.
FRAME_INK = 0.15
# A line has at least this many letters (a province's two-digit number is not a line).
MIN_LETTERS = 3
# What text encloses is no larger than this many times the ink of the letters around it: the
# strokes of type are thick for what they enclose, the outline of an island or a box is thin.
ENCLOSED_PER_INK = 4.0
# ... and thin for the letters' height: the widest circle inside a letter's hole or fill is at
# most this share of the letter's height (a quarter in the loosest type measured), while an
# island or a marker drawn as an outline has room for a circle half its height.
INSCRIBED_SHARE = 0.35


def max_letter(width: int, height: int) -> int:
    """The tallest letter looked for (pixels): titles are large, but never a sixth of the map."""
    return max(48, min(width, height) // 6)


@dataclass(frozen=True)
class TextLines:
    """The lines of text found: the dark shapes (labelled), the line of each shape (0: none), and
    each line's box (rows, cols) in the image."""

    shapes: np.ndarray
    line_of: np.ndarray                   # per shape label (index 0 unused)
    boxes: list[tuple[slice, slice]]      # line n's box is boxes[n - 1]

    def __len__(self) -> int:
        return len(self.boxes)

    def letters(self, window: tuple[slice, slice]) -> np.ndarray:
        """The line number of every pixel in a window (0: no letter)."""
        return self.line_of[self.shapes[window]]


def text_lines(dark: np.ndarray, tallest: int) -> TextLines:
    """The dark shapes that are letters of lines of text."""
    shapes, n = ndi.label(dark, structure=_SQUARE)
    none = TextLines(shapes, np.zeros(n + 1, np.int32), [])
    if n == 0:
        return none
    h_img, w_img = dark.shape
    boxes = ndi.find_objects(shapes)
    box = np.array([(b[0].start, b[0].stop, b[1].start, b[1].stop) for b in boxes], np.int64)
    y0, y1, x0, x1 = box.T
    height, width = y1 - y0, x1 - x0
    letter = ((height >= MIN_LETTER) & (height <= tallest) & (width <= MAX_ASPECT * height)
              & (y0 > 0) & (x0 > 0) & (y1 < h_img) & (x1 < w_img))
    # a frame around text (a cartouche) is no letter: little ink for its box, and letters inside it
    for i in np.flatnonzero(letter).tolist():
        ink = np.count_nonzero(shapes[boxes[i]] == i + 1)
        if ink < FRAME_INK * height[i] * width[i]:
            within = (y0 >= y0[i]) & (y1 <= y1[i]) & (x0 >= x0[i]) & (x1 <= x1[i]) & letter
            if np.count_nonzero(within) - 1 >= MIN_LETTERS:
                letter[i] = False
    candidates = np.flatnonzero(letter)
    if len(candidates) == 0:
        return none
    root = np.arange(n)

    def find(i: int) -> int:
        while root[i] != i:
            root[i] = root[root[i]]
            i = int(root[i])
        return i

    order = candidates[np.argsort(x0[candidates], kind="stable")]
    starts = x0[order]
    for k, i in enumerate(order.tolist()):
        last = int(np.searchsorted(starts, x1[i] + GAP_SHARE * tallest, side="right"))
        for j in order[k + 1:last].tolist():
            taller, shorter = max(height[i], height[j]), min(height[i], height[j])
            if taller > HEIGHT_RATIO * shorter or x0[j] - x1[i] > GAP_SHARE * taller:
                continue
            if min(y1[i], y1[j]) - max(y0[i], y0[j]) >= 0.5 * shorter:
                a, b = find(i), find(j)
                if a != b:
                    root[max(a, b)] = min(a, b)
    groups = np.array([find(i) for i in range(n)])
    count = np.maximum(1, np.round(width / (LETTER_WIDTH * np.maximum(height, 1))))
    members = np.bincount(groups[candidates], weights=count[candidates], minlength=n)
    line_of = np.zeros(n + 1, np.int32)
    line_boxes = []
    for number, g in enumerate(np.flatnonzero(members >= MIN_LETTERS).tolist(), start=1):
        mine = (groups == g) & letter
        top, bottom, left, right = y0[mine].min(), y1[mine].max(), x0[mine].min(), x1[mine].max()
        line_of[1:][mine] = number
        # the dots, accents and inner outlines (of a hole in an outlined letter) within the line
        inside = (y0 >= top) & (y1 <= bottom) & (x0 >= left) & (x1 <= right)
        line_of[1:][inside & (line_of[1:] == 0)] = number
        line_boxes.append((slice(int(top), int(bottom)), slice(int(left), int(right))))
    return TextLines(shapes, line_of, line_boxes)


def inside_text(labels: np.ndarray, keep: np.ndarray, text: TextLines, open_gaps: np.ndarray,
                component_boxes: list) -> np.ndarray:
    """Which labels (components kept so far) lie within a line of text, enclosed by its letters,
    by specks too small to keep and by `open_gaps` (the blended pixels along a stroke that are
    neither line nor fill): they are the text's own, not regions. `component_boxes` are the
    labels' boxes (scipy's find_objects)."""
    found = np.zeros(len(keep), bool)
    h_img, w_img = labels.shape
    for number, (rows, cols) in enumerate(text.boxes, start=1):
        window = (slice(max(0, rows.start - 1), min(h_img, rows.stop + 1)),
                  slice(max(0, cols.start - 1), min(w_img, cols.stop + 1)))
        around, gaps = labels[window], open_gaps[window]
        ink = text.letters(window) == number
        within = np.zeros(len(keep), bool)       # kept components wholly inside the line's box
        for c in np.unique(around).tolist():
            if c == 0 or not keep[c]:
                continue
            r, k = component_boxes[c - 1]
            within[c] = (r.start >= rows.start and r.stop <= rows.stop
                         and k.start >= cols.start and k.stop <= cols.stop)
        if not within.any():
            continue
        shapes, _ = ndi.label(ink, structure=_SQUARE)
        heights = [b[0].stop - b[0].start for b in ndi.find_objects(shapes)]
        # what touches a letter's inside may be another inside (a hole meeting the fill of an
        # outlined letter where the stroke is thin): the insides are judged together
        allowed = ink | gaps | ((around != 0) & (~keep[around] | within[around]))
        for c in np.flatnonzero(within).tolist():
            mine = around == c
            ring = ndi.binary_dilation(mine, _CROSS) & ~mine
            if not allowed[ring].all():
                continue                      # something else than the text touches it
            touching = np.unique(shapes[ring & ink])
            touching = touching[touching > 0]
            enclosing = np.count_nonzero(np.isin(shapes, touching)) or np.count_nonzero(ink)
            if np.count_nonzero(mine) > ENCLOSED_PER_INK * enclosing:
                continue
            tallest = max((heights[t - 1] for t in touching.tolist()), default=rows.stop - rows.start)
            r, k = component_boxes[c - 1]
            own = mine[r.start - window[0].start:r.stop - window[0].start, k.start - window[1].start:k.stop - window[1].start]
            if ndi.distance_transform_edt(np.pad(own, 1)).max() <= INSCRIBED_SHARE * tallest:
                found[c] = True
    return found


# A framed box of text (a title's cartouche, a legend) is a rectangle: its outline filled covers at
# least this share of its bounding box ...
BOX_FILL = 0.93
# ... its lines of text cover at least this share of it ...
BOX_TEXT_SHARE = 0.1
# ... what it holds besides its text (a legend's colour swatches) is at most this share of it ...
BOX_OTHER_SHARE = 0.25
# ... it is at most this share of the image, away from the image's edge ...
BOX_MOST = 0.25
# ... and it floats in one region (the sea around it), looked for this far (pixels) beyond its frame.
BOX_AROUND = 8


Box = tuple[int, int, int, int]     # x0, y0, x1, y1 in pixels


def text_boxes(labels: np.ndarray, keep: np.ndarray, text: TextLines, component_boxes: list
               ) -> tuple[np.ndarray, list[Box]]:
    """Which labels are framed boxes of text (a cartouche with the title, a legend) or lie inside
    one (a legend's colour swatches): rectangles holding lines of text, with a single region
    around them. They are no regions; the region around them grows over them. Also the boxes."""
    boxed = np.zeros(len(keep), bool)
    found: list[Box] = []
    if not text.boxes:
        return boxed, found
    h_img, w_img = labels.shape
    line_boxes = text.boxes
    for c in np.flatnonzero(keep).tolist():
        if boxed[c]:
            continue
        rows, cols = component_boxes[c - 1]
        area = (rows.stop - rows.start) * (cols.stop - cols.start)
        if rows.start == 0 or cols.start == 0 or rows.stop == h_img or cols.stop == w_img \
                or area > BOX_MOST * h_img * w_img:
            continue
        inside = [(r, k) for r, k in line_boxes if r.start >= rows.start and r.stop <= rows.stop
                  and k.start >= cols.start and k.stop <= cols.stop]
        if not inside or sum((r.stop - r.start) * (k.stop - k.start) for r, k in inside) < BOX_TEXT_SHARE * area:
            continue
        mine = labels[rows, cols] == c
        shape = ndi.binary_fill_holes(mine)
        if np.count_nonzero(shape) < BOX_FILL * area:
            continue
        held = shape & ~mine
        for r, k in inside:
            held[r.start - rows.start:r.stop - rows.start, k.start - cols.start:k.stop - cols.start] = False
        if np.count_nonzero(held) > BOX_OTHER_SHARE * area:
            continue
        window = (slice(max(0, rows.start - BOX_AROUND), min(h_img, rows.stop + BOX_AROUND)),
                  slice(max(0, cols.start - BOX_AROUND), min(w_img, cols.stop + BOX_AROUND)))
        around = labels[window]
        within = np.zeros(around.shape, bool)
        within[rows.start - window[0].start:rows.stop - window[0].start,
               cols.start - window[1].start:cols.stop - window[1].start] = True
        outside = np.unique(around[~within & (around > 0)])
        outside = outside[keep[outside] & (outside != c)]
        if len(outside) > 1:
            continue                          # it borders several regions: a province, not a box
        contained = np.unique(around[within])
        for d in contained[(contained > 0) & keep[contained]].tolist():
            r, k = component_boxes[d - 1]
            if r.start >= rows.start and r.stop <= rows.stop and k.start >= cols.start and k.stop <= cols.stop:
                boxed[d] = True
        found.append((cols.start, rows.start, cols.stop, rows.stop))
    return boxed, found
