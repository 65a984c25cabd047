"""Printed text on a map image: a title, a legend, province names. Their letters are not regions.

A line of text is dark shapes of about the same height standing side by side on one baseline,
closer to each other than their height, three letters or more (a word whose letters touch is one
shape). Whatever lies inside such a line and is enclosed by its letters alone (the holes of A, O
and 8, the fill of outlined letters, the space two touching letters close) is part of the text;
the regions around it grow over it.
"""

from __future__ import annotations

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


def text_lines(dark: np.ndarray, tallest: int) -> tuple[np.ndarray, int]:
    """The dark shapes that are letters of a line of text, labelled by line 1..n (0: not a letter)."""
    shapes, n = ndi.label(dark, structure=_SQUARE)
    if n == 0:
        return np.zeros_like(shapes), 0
    h_img, w_img = dark.shape
    boxes = ndi.find_objects(shapes)
    box = np.array([(b[0].start, b[0].stop, b[1].start, b[1].stop) for b in boxes], np.int64)
    y0, y1, x0, x1 = box.T
    height, width = y1 - y0, x1 - x0
    letter = ((height >= MIN_LETTER) & (height <= tallest) & (width <= MAX_ASPECT * height)
              & (y0 > 0) & (x0 > 0) & (y1 < h_img) & (x1 < w_img))
    candidates = np.flatnonzero(letter)
    if len(candidates) == 0:
        return np.zeros_like(shapes), 0
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
    lines = np.flatnonzero(members >= MIN_LETTERS)
    for number, g in enumerate(lines.tolist(), start=1):
        mine = (groups == g) & letter
        line_of[1:][mine] = number
        # the dots, accents and inner outlines (of a hole in an outlined letter) within the line
        inside = (y0 >= y0[mine].min()) & (y1 <= y1[mine].max()) & (x0 >= x0[mine].min()) & (x1 <= x1[mine].max())
        line_of[1:][inside & (line_of[1:] == 0)] = number
    return line_of[shapes], len(lines)


def inside_text(labels: np.ndarray, keep: np.ndarray, letters: np.ndarray, lines: int,
                open_gaps: np.ndarray) -> np.ndarray:
    """Which labels (components kept so far) lie within a line of text, enclosed by its letters,
    by specks too small to keep and by `open_gaps` (the blended pixels along a stroke that are
    neither line nor fill): they are the text's own, not regions."""
    text = np.zeros(len(keep), bool)
    if lines == 0:
        return text
    h_img, w_img = labels.shape
    component_boxes = ndi.find_objects(labels)
    ink_of = np.bincount(letters.ravel(), minlength=lines + 1)
    for number, box in enumerate(ndi.find_objects(letters), start=1):
        if box is None:
            continue
        rows, cols = box
        window = (slice(max(0, rows.start - 1), min(h_img, rows.stop + 1)),
                  slice(max(0, cols.start - 1), min(w_img, cols.stop + 1)))
        around, ink, gaps = labels[window], letters[window] == number, open_gaps[window]
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
            enclosing = np.count_nonzero(np.isin(shapes, touching)) or ink_of[number]
            if np.count_nonzero(mine) > ENCLOSED_PER_INK * enclosing:
                continue
            tallest = max((heights[t - 1] for t in touching.tolist()), default=rows.stop - rows.start)
            r, k = component_boxes[c - 1]
            own = mine[r.start - window[0].start:r.stop - window[0].start, k.start - window[1].start:k.stop - window[1].start]
            if ndi.distance_transform_edt(np.pad(own, 1)).max() <= INSCRIBED_SHARE * tallest:
                text[c] = True
    return text
