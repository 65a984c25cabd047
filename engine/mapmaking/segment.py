"""From classified pixels to a raster of regions: components, specks dropped, borders closed."""

from __future__ import annotations

import numpy as np
from scipy import ndimage as ndi
from skimage.measure import label as label_equal_values
from skimage.segmentation import expand_labels

from engine.mapmaking.classify import BORDER, LAND, OUTSIDE, WATER

_CROSS = ndi.generate_binary_structure(2, 1)   # 4-connectivity: a 1 px line never leaks diagonally


def find_components(classes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Connected land and water areas as labels 1..n, and whether each label is water."""
    land, n_land = ndi.label(classes == LAND, structure=_CROSS)
    water, n_water = ndi.label(classes == WATER, structure=_CROSS)
    labels = land
    np.add(labels, water + n_land, out=labels, where=water > 0)
    is_water = np.zeros(n_land + n_water + 1, bool)
    is_water[n_land + 1:] = True
    return labels, is_water


def letter_holes(classes: np.ndarray, labels: np.ndarray, is_water: np.ndarray,
                 max_glyph: int) -> np.ndarray:
    """Which components are the insides of printed letters or town markers (bool per label).

    Such a component is enclosed by one small dark shape (a letter, a number, a ring) that lies
    within a single region of the same kind, and it is not much larger than the ink around it;
    an enclave province drawn inside another has a thin ring around a large inside.
    """
    n = len(is_water) - 1
    holes = np.zeros(n + 1, bool)
    dark, _ = ndi.label(classes == BORDER, structure=np.ones((3, 3), bool))
    open_ = np.zeros(n + 1, bool)     # touches the image edge, the outside or another component
    open_[labels[0]] = open_[labels[-1]] = open_[labels[:, 0]] = open_[labels[:, -1]] = True
    codes = []
    big = np.int64(dark.max()) + 1
    for a, b, da, db, ca, cb in ((labels[:, :-1], labels[:, 1:], dark[:, :-1], dark[:, 1:],
                                  classes[:, :-1], classes[:, 1:]),
                                 (labels[:-1], labels[1:], dark[:-1], dark[1:], classes[:-1], classes[1:])):
        for x, y, dy, cy in ((a, b, db, cb), (b, a, da, ca)):
            touching = (x > 0) & (dy > 0)
            codes.append(x[touching].astype(np.int64) * big + dy[touching])
            open_[x[((x > 0) & (y > 0) & (x != y)) | ((x > 0) & (cy == OUTSIDE))]] = True
    pairs = np.unique(np.concatenate(codes))
    fill, ink_of = pairs // big, pairs % big
    darks_around = np.bincount(fill, minlength=n + 1)
    area = np.bincount(labels.ravel(), minlength=n + 1)
    candidate = (darks_around == 1) & ~open_
    candidate[0] = False
    suspects = np.unique(ink_of[candidate[fill]])
    if len(suspects) == 0:
        return holes
    ink = np.bincount(dark.ravel(), minlength=int(big))
    boxes = ndi.find_objects(dark)
    for d in suspects.tolist():
        box = boxes[d - 1]
        if box is None or box[0].stop - box[0].start > max_glyph or box[1].stop - box[1].start > max_glyph:
            continue
        shape_ = dark[box] == d
        inside = ndi.binary_fill_holes(shape_) & ~shape_
        enclosed = set(np.unique(labels[box][inside]).tolist()) - {0}
        around = set(fill[ink_of == d].tolist()) - enclosed
        if len(around) != 1:
            continue
        (host,) = around
        for c in enclosed:
            if candidate[c] and is_water[c] == is_water[host] and area[c] <= 2 * ink[d]:
                holes[c] = True
    return holes


def drop_specks(labels: np.ndarray, is_water: np.ndarray, min_area: int, min_half_width: int = 2,
                holes: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray, int]:
    """Relabel 1..k keeping only components that are large and thick enough to be regions.

    Holes in letters, the insides of town markers and the thin fringes of anti-aliased text
    are small or thin (or listed in `holes`); they become gaps that the regions around them
    grow into.
    """
    n = len(is_water) - 1
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
    if holes is not None:
        keep &= ~holes
    keep[0] = False
    renumber = np.zeros(n + 1, np.int32)
    renumber[keep] = np.arange(1, int(keep.sum()) + 1, dtype=np.int32)
    kept_water = np.concatenate([[False], is_water[keep]])
    return renumber[labels], kept_water, int(n - keep.sum())


def close_borders(labels: np.ndarray, outside: np.ndarray | None = None) -> np.ndarray:
    """Every gap (line, letter, dropped speck) given to the nearest region, so neighbours touch."""
    closed = expand_labels(labels, distance=np.inf)
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
