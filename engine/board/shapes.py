"""GeoJSON polygons turned into shapely ones in a few array calls: shapely's `shape()` visits every
point in Python, which was half the time of opening a game whose map is then drawn."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def geojson_shape(raw: Mapping[str, Any]) -> Any:
    """The shapely geometry of a GeoJSON geometry: the same as `shapely.geometry.shape(raw)` (which
    reads anything else, and says what is wrong with a malformed one), faster for polygons."""
    from shapely.geometry import shape
    kind = raw.get("type")
    try:
        if kind == "Polygon":
            return _polygon(raw["coordinates"])
        if kind == "MultiPolygon" and raw["coordinates"]:
            import shapely
            return shapely.multipolygons([_polygon(p) for p in raw["coordinates"]])
    except Exception:  # anything unusual (no rings, 3-D points, too few points): shape() says what
        pass
    return shape(raw)


def _polygon(rings: Any) -> Any:
    import numpy as np
    import shapely
    if not rings:
        raise ValueError("no rings")
    arrays = [np.asarray(ring, dtype=float) for ring in rings]
    if any(a.ndim != 2 or a.shape[1] != 2 for a in arrays):
        raise ValueError("not rings of x, y points")
    shells = [shapely.linearrings(a) for a in arrays]
    return shapely.polygons(shells[0], shells[1:] or None)
