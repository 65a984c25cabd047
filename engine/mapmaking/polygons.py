"""From a raster of regions to polygons that share their borders exactly, and label points."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable

import numpy as np
import shapely
from rasterio.features import shapes
from shapely.geometry import shape
from shapely.ops import polylabel


def polygonise(labels: np.ndarray, check: Callable[[], None] = lambda: None) -> dict[int, list]:
    """Each label's polygons in pixel coordinates (x right, y down), pieces listed separately.

    rasterio traces pixel edges, so two neighbours get exactly the same border vertices.
    """
    pieces: dict[int, list] = defaultdict(list)
    for i, (geometry, value) in enumerate(shapes(labels, mask=labels > 0, connectivity=4)):
        if i % 64 == 0:
            check()
        pieces[int(value)].append(shape(geometry))
    return pieces


def simplify_coverage(polygons: list, tolerance: float) -> tuple[list, bool]:
    """Smooth the pixel stairs away without tearing shared borders; (polygons, done)."""
    if tolerance <= 0 or not polygons:
        return polygons, False
    # rasterio drops the vertex where a third region's border meets a straight edge, and GEOS
    # needs every such node on both sides; a vertex at every pixel corner restores them.
    noded = shapely.transform(shapely.segmentize(np.asarray(polygons, dtype=object), 1.0), np.rint)
    smoothed = list(shapely.coverage_simplify(noded, tolerance))
    if all(not g.is_empty and g.is_valid for g in smoothed):
        return smoothed, True
    return polygons, False


def label_point(polygon, precision: float = 2.0) -> tuple[float, float]:
    """The point deepest inside the region (its largest part), where its name reads best."""
    if polygon.geom_type == "MultiPolygon":
        polygon = max(polygon.geoms, key=lambda g: g.area)
    try:
        p = polylabel(polygon, tolerance=precision)
    except (ValueError, shapely.errors.GEOSException):  # degenerate shapes: any inside point will do
        p = shapely.point_on_surface(polygon)
    return round(p.x, 1), round(p.y, 1)
