"""From classified pixels to a raster of regions: components, specks dropped, borders closed."""

from __future__ import annotations

import numpy as np
from scipy import ndimage as ndi
from skimage.measure import label as label_equal_values

from engine.mapmaking.classify import BORDER, LAND, RIVER, WATER
from engine.mapmaking.text import inside_text, text_boxes, text_lines

_CROSS = ndi.generate_binary_structure(2, 1)   # 4-connectivity: a 1 px line never leaks diagonally
_SQUARE = np.ones((3, 3), bool)                 # 8-connectivity: the strokes of one letter


def find_components(classes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Connected land and water areas as labels 1..n, and whether each label is water."""
    land, n_land = ndi.label(classes == LAND, structure=_CROSS)
    water, n_water = ndi.label(classes == WATER, structure=_CROSS)
    labels = land
    np.add(labels, water + n_land, out=labels, where=water > 0)
    is_water = np.zeros(n_land + n_water + 1, bool)
    is_water[n_land + 1:] = True
    return labels, is_water


def find_regions(classes: np.ndarray, min_area: int, max_glyph: int,
                 tallest_letter: int | None = None, boxes: list | None = None) -> tuple[np.ndarray, np.ndarray]:
    """The components that are regions, labelled 1..n, and whether each label is water.

    Holes in letters, the insides of town markers and the thin fringes of anti-aliased text
    are small, thin or enclosed by a letter; they become gaps that the regions around them
    grow into. So does whatever a line of text (a title, a legend) encloses with its letters,
    up to letters `tallest_letter` pixels high, and a framed box of text (a cartouche, a legend):
    the boxes left out are added to `boxes` as (x0, y0, x1, y1).
    """
    labels, is_water = find_components(classes)
    keep, area = substantial(labels, len(is_water) - 1, min_area)
    suspects = keep & (area <= max_glyph * max_glyph // 4)
    if suspects.any():
        keep &= ~letter_holes(classes, labels, is_water, keep, suspects, area, max_glyph)
    if tallest_letter:
        text = text_lines(classes == BORDER, tallest_letter)
        if len(text):
            component_boxes = ndi.find_objects(labels)
            keep &= ~inside_text(labels, keep, text, classes == RIVER, component_boxes)
            boxed, found = text_boxes(labels, keep, text, component_boxes)
            keep &= ~boxed
            if boxes is not None:
                boxes.extend(found)
    return renumber(labels, is_water, keep)


def substantial(labels: np.ndarray, n: int, min_area: int, min_half_width: int = 2):
    """Which labels are large enough and thick enough (somewhere) to be a region, and their areas."""
    area = np.bincount(labels.ravel(), minlength=n + 1)
    core = labels > 0
    core[:, 1:] &= labels[:, 1:] == labels[:, :-1]
    core[:, :-1] &= labels[:, :-1] == labels[:, 1:]
    core[1:] &= labels[1:] == labels[:-1]
    core[:-1] &= labels[:-1] == labels[1:]
    if min_half_width > 1:
        core = ndi.binary_erosion(core, _CROSS, iterations=min_half_width - 1, border_value=1)
    thick = np.bincount(labels[core], minlength=n + 1) > 0
    keep = thick & (area >= min_area)
    keep[0] = False
    return keep, area


def letter_holes(classes: np.ndarray, labels: np.ndarray, is_water: np.ndarray, keep: np.ndarray,
                 suspects: np.ndarray, area: np.ndarray, max_glyph: int) -> np.ndarray:
    """Which of the suspect components are the insides of printed letters or markers.

    Such a component touches nothing but one small dark shape (a letter, a number, a ring)
    and specks too small to keep,
    lies inside it, is not much larger than its ink, and the shape sits within one region of
    the same kind. An enclave province drawn inside another has a thin ring around a large
    inside, and a lake or an island is of the other kind than the region around it.
    """
    holes = np.zeros(len(is_water), bool)
    height, width = labels.shape
    boxes = ndi.find_objects(labels)
    for c in np.flatnonzero(suspects).tolist():
        rows, cols = boxes[c - 1]
        if rows.start == 0 or cols.start == 0 or rows.stop == height or cols.stop == width:
            continue
        if rows.stop - rows.start > max_glyph or cols.stop - cols.start > max_glyph:
            continue
        window = (slice(max(0, rows.start - max_glyph), rows.stop + max_glyph),
                  slice(max(0, cols.start - max_glyph), cols.stop + max_glyph))
        around, dark = labels[window], classes[window] == BORDER
        mine = around == c
        ring = ndi.binary_dilation(mine, _CROSS) & ~mine
        if not (dark[ring] | ~keep[around[ring]]).all():
            continue                      # it touches another region or the outside directly
        shapes, _ = ndi.label(dark, structure=_SQUARE)
        touching = np.unique(shapes[ring & dark])
        if len(touching) != 1:
            continue
        glyph = shapes == touching[0]
        if glyph[0].any() or glyph[-1].any() or glyph[:, 0].any() or glyph[:, -1].any():
            continue                      # too large for a letter: a border line
        if area[c] > 2 * np.count_nonzero(glyph):
            continue
        filled = ndi.binary_fill_holes(glyph)
        if not filled[mine].all():
            continue
        hosts = {h for h in np.unique(around[ndi.binary_dilation(glyph, _SQUARE) & ~filled]).tolist() if keep[h]}
        if len(hosts) == 1 and is_water[hosts.pop()] == is_water[c]:
            holes[c] = True
    return holes


def renumber(labels: np.ndarray, is_water: np.ndarray, keep: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Labels 1..k for the kept components (0 elsewhere), and whether each is water."""
    new = np.zeros(len(keep), np.int32)
    new[keep] = np.arange(1, int(keep.sum()) + 1, dtype=np.int32)
    return new[labels], np.concatenate([[False], is_water[keep]])


def close_borders(labels: np.ndarray, outside: np.ndarray | None = None) -> np.ndarray:
    """Every gap (line, letter, dropped speck) given to the nearest region, so neighbours touch.

    This is skimage's `expand_labels` with no distance limit, minus the distance array it
    would build and throw away: on a 12 megapixel map that saves time and 100 MB.
    """
    if not labels.any():
        return labels.copy()
    nearest = ndi.distance_transform_edt(labels == 0, return_distances=False, return_indices=True)
    closed = labels[nearest[0], nearest[1]]
    del nearest
    if outside is not None:
        closed[outside] = 0
    return closed


def split_fragments(labels: np.ndarray, outside: np.ndarray | None = None) -> tuple[np.ndarray, int]:
    """Give pieces of a region cut off from its main body to the regions around them.

    Growing into gaps by nearest distance can, at pixel scale, leave a few pixels of a region
    that touch the rest of it only at a corner; they would become islands of one region in
    another. Returns the repaired raster and how many pieces were moved.
    """
    moved_total = 0
    for _ in range(3):
        pieces = label_equal_values(labels, background=0, connectivity=1)
        n_pieces = int(pieces.max())
        owner = np.zeros(n_pieces + 1, np.int64)
        owner[pieces.ravel()] = labels.ravel()
        size = np.bincount(pieces.ravel(), minlength=n_pieces + 1)
        size[0] = 0
        order = np.lexsort((size, owner))         # by region, then by size
        last_of_region = np.r_[owner[order][1:] != owner[order][:-1], True]
        stray = np.ones(n_pieces + 1, bool)
        stray[order[last_of_region]] = False      # the largest piece of each region stays
        stray[0] = False
        moved = int(stray.sum())
        if moved == 0:
            break
        moved_total += moved
        labels = labels.copy()
        labels[stray[pieces]] = 0
        labels = close_borders(labels, outside)
    return labels, moved_total


def join_across_rivers(labels: np.ndarray, river: np.ndarray, is_water: np.ndarray,
                       share: float = 0.8, min_length: int = 24) -> tuple[np.ndarray, int]:
    """Join land regions whose shared border runs (almost) all along a river.

    A river that crosses a province from the coast to a border line cuts it in two; the two
    halves touch only along the river. Provinces separated by a border line stay apart even
    where a river follows or crosses the line, and so do provinces that touch only for a few
    pixels where a river crosses a corner. Returns the raster and how many joins were made.
    """
    big = np.int64(labels.max()) + 1
    codes, wet = [], []
    for a, b, ra, rb in ((labels[:, :-1], labels[:, 1:], river[:, :-1], river[:, 1:]),
                         (labels[:-1], labels[1:], river[:-1], river[1:])):
        differ = (a != b) & (a > 0) & (b > 0)
        x, y = a[differ].astype(np.int64), b[differ].astype(np.int64)
        codes.append(np.minimum(x, y) * big + np.maximum(x, y))
        wet.append((ra | rb)[differ])
    pairs, which = np.unique(np.concatenate(codes), return_inverse=True)
    length = np.bincount(which)
    along_river = (np.bincount(which, weights=np.concatenate(wet)) >= share * length) & (length >= min_length)
    root = np.arange(big)

    def find(x: int) -> int:
        while root[x] != x:
            root[x] = root[root[x]]
            x = int(root[x])
        return x

    joins = 0
    for code in pairs[along_river].tolist():
        one, other = find(code // int(big)), find(code % int(big))
        if one != other and not is_water[one] and not is_water[other]:
            root[max(one, other)] = min(one, other)
            joins += 1
    if joins == 0:
        return labels, 0
    return np.array([find(x) for x in range(int(big))], labels.dtype)[labels], joins


def shared_borders(labels: np.ndarray) -> dict[tuple[int, int], int]:
    """Pairs of labels whose pixels touch along an edge, with the length of the edge in pixels."""
    codes = []
    big = np.int64(labels.max()) + 1
    for a, b in ((labels[:, :-1], labels[:, 1:]), (labels[:-1], labels[1:])):
        differ = (a != b) & (a > 0) & (b > 0)
        x, y = a[differ].astype(np.int64), b[differ].astype(np.int64)
        codes.append(np.minimum(x, y) * big + np.maximum(x, y))
    found, counts = np.unique(np.concatenate(codes), return_counts=True)
    return {(int(c // big), int(c % big)): int(n) for c, n in zip(found, counts)}
