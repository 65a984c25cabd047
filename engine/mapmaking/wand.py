"""The magic wand: the one region under a click, traced exactly as a whole-map trace would."""

from __future__ import annotations

import numpy as np
import shapely
from shapely.affinity import translate

from engine.mapmaking.classify import RIVER, classify, make_palette
from engine.mapmaking.errors import TraceError
from engine.mapmaking.image import read_image
from engine.mapmaking.polygons import polygonise
from engine.mapmaking.segment import close_borders, find_regions, join_across_rivers
from engine.mapmaking.trace import default_min_area, max_glyph

# Pixels of neighbouring regions kept around the clicked one, so its borders are shared out
# between it and them just as in a whole-map trace (more than the widest line).
MARGIN = 24


def magic_wand(image, x: float, y: float, *, water_colour=None, find_water: bool = True,
               water_tolerance: float = 40.0, border_threshold: float = 0.4,
               min_region_area: int | None = None):
    """The polygon (pixel coordinates, y down) of the region under pixel (x, y).

    A click on a border line or on a printed letter picks the region the pixel would belong
    to; a province cut by a river comes whole. The polygon keeps its pixel steps, so it matches its neighbours' borders exactly;
    smooth a whole map at once with `shapely.coverage_simplify`. The options are those of
    `trace_image`.
    """
    picture = read_image(image)
    width, height = picture.size
    col, row = int(x), int(y)
    if not (0 <= col < width and 0 <= row < height):
        raise TraceError(f"({x}, {y}) is outside the {width} x {height} image")
    if picture.outside is not None and picture.outside[row, col]:
        raise TraceError(f"({x}, {y}) is on a transparent part of the image, not on a region")
    min_area = default_min_area(width, height) if min_region_area is None else int(min_region_area)
    palette = make_palette(picture.rgb, water_colour=water_colour, find_water=find_water,
                           water_tolerance=water_tolerance, border_threshold=border_threshold)
    classes = classify(picture.rgb, palette, picture.outside)
    labels, is_water = find_regions(classes, min_area, max_glyph(width, height))
    river = classes == RIVER
    del classes
    if labels.max() == 0:
        raise TraceError(f"{picture.source}: no regions found: the image seems to be all border line")

    target = int(labels[row, col]) or _nearest_label(labels, row, col)
    pieces = {target}       # a province cut by a river is found as pieces joined across it
    while True:
        rows, cols = np.nonzero(np.isin(labels, list(pieces)))
        top, bottom = max(0, rows.min() - MARGIN), min(height, rows.max() + MARGIN + 1)
        left, right = max(0, cols.min() - MARGIN), min(width, cols.max() + MARGIN + 1)
        window = (slice(top, bottom), slice(left, right))
        closed = close_borders(labels[window], None if picture.outside is None else picture.outside[window])
        joined = closed
        if river[window].any():
            joined, _ = join_across_rivers(closed, river[window], is_water)
        mine = joined == joined[closed == target][0]
        found = set(np.unique(closed[mine]).tolist())
        if found <= pieces:
            break
        pieces |= found
    shapes = polygonise(mine.astype(np.int32)).get(1, [])
    if not shapes:
        raise TraceError(f"no region found at ({x}, {y})")
    polygon = shapely.union_all(shapes) if len(shapes) > 1 else shapes[0]
    if polygon.geom_type == "MultiPolygon":
        polygon = max(polygon.geoms, key=lambda g: g.area)
    return translate(polygon if polygon.is_valid else shapely.make_valid(polygon), left, top)


def _nearest_label(labels: np.ndarray, row: int, col: int) -> int:
    """The region a line or letter pixel goes to: the nearest labelled pixel around it."""
    for reach in (8, 32, 128):
        top, left = max(0, row - reach), max(0, col - reach)
        window = labels[top:row + reach + 1, left:col + reach + 1]
        if window.any():
            grown = close_borders(window)
            return int(grown[row - top, col - left])
    raise TraceError(f"no region near ({col}, {row}): only border line around it")
