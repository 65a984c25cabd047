"""The map's regions as SVG paths, drawn once per viewer: coordinates scaled to a box WIDTH units wide,
simplified to what the eye can tell apart, written with one decimal."""

from __future__ import annotations

from dataclasses import dataclass

import shapely

from engine.board import Board, RegionKind
from engine.board.layout import MARGIN, laid_out

WIDTH = 1000.0
TOLERANCE = 0.25          # in viewer units: a quarter of a thousandth of the map's width


@dataclass(frozen=True)
class Place:
    id: str
    name: str
    kind: str                   # land, sea or impassable
    path: str                   # SVG path data, or "" for a point region (drawn as a circle)
    x: float                    # where its name and its pieces go
    y: float
    radius: float = 0.0


@dataclass(frozen=True)
class Outline:
    width: float
    height: float
    places: tuple[Place, ...]
    links: tuple[tuple[int, int], ...] = ()     # a map without drawings: its adjacencies, as lines


_ORDER = {RegionKind.SEA: 0, RegionKind.LAND: 1, RegionKind.IMPASSABLE: 2}


def outline(board: Board) -> Outline:
    drawn = [r for r in board if r.geometry is not None and not r.geometry.is_empty]
    drawn.sort(key=lambda r: _ORDER.get(r.kind, 1))
    if not drawn:
        return _laid_out(board)
    flip = board.info.y_axis == "up"
    geoms = [r.geometry for r in drawn]
    x0, y0, x1, y1 = shapely.total_bounds(shapely.buffer(geoms, [r.radius or 0.0 for r in drawn]))
    if flip:
        y0, y1 = -y1, -y0
    scale = WIDTH / max(x1 - x0, 1e-9)
    height = round(max((y1 - y0) * scale, 1.0), 1)

    def to_box(coords):
        coords = coords.copy()
        if flip:
            coords[:, 1] = -coords[:, 1]
        coords[:, 0] = (coords[:, 0] - x0) * scale
        coords[:, 1] = (coords[:, 1] - y0) * scale
        return coords

    places = []
    for region in drawn:
        geom = shapely.transform(region.geometry, to_box)
        if geom.geom_type == "Point":
            x, y = geom.x, geom.y
            radius = float(round(max((region.radius or 1.0) * scale, 2.0), 1))
            places.append(Place(region.id, region.name, str(region.kind), "", _tenth(x), _tenth(y), radius))
            continue
        simple = shapely.simplify(geom, TOLERANCE, preserve_topology=True)
        if region.label_point is not None:
            (x, y), = to_box(shapely.get_coordinates(shapely.points([region.label_point])))
        else:
            point = shapely.point_on_surface(geom)
            x, y = point.x, point.y
        drawing = path_data(simple)
        places.append(Place(region.id, region.name, str(region.kind), drawing, _tenth(x), _tenth(y)))
    return Outline(WIDTH, height, tuple(places))


def _tenth(value: float) -> float:
    return float(round(value, 1))


def path_data(geom) -> str:
    """SVG path data for a polygon, multipolygon or line: every ring a closed subpath, points
    relative to the one before (shorter than absolute)."""
    out: list[str] = []
    for part in getattr(geom, "geoms", [geom]):
        rings = [part.exterior, *part.interiors] if part.geom_type == "Polygon" else [part]
        for ring in rings:
            coords = shapely.get_coordinates(ring)
            if len(coords) < 2:
                continue
            pts = [(round(x * 10), round(y * 10)) for x, y in coords]    # tenths, kept exact in integers
            px, py = pts[0]
            steps = [f"M{_n(px)} {_n(py)}"]
            for x, y in pts[1:-1] if ring.geom_type == "LinearRing" else pts[1:]:
                if (x, y) != (px, py):
                    steps.append(f"{_n(x - px)} {_n(y - py)}")
                    px, py = x, y
            if len(steps) > 1 and ring.geom_type == "LinearRing":
                steps[1] = "l" + steps[1]
                out.append(" ".join(steps) + "z")
            elif len(steps) > 1:
                steps[1] = "l" + steps[1]
                out.append(" ".join(steps))
    return "".join(out)


def _n(tenths: int) -> str:
    """A number of tenths written as SVG reads it: 12 -> '1.2', -5 -> '-.5', 30 -> '3'."""
    sign = "-" if tenths < 0 else ""
    whole, tenth = divmod(abs(tenths), 10)
    if tenth == 0:
        return f"{sign}{whole}"
    return f"{sign}{whole or ''}.{tenth}"


def _laid_out(board: Board) -> Outline:
    """A map without drawings (regions and adjacencies only) laid out as circles joined by lines,
    always the same way for the same map (engine.board.layout, as the window draws it)."""
    regions = list(board)
    if not regions:
        return Outline(WIDTH, WIDTH, ())
    centres, radius = laid_out(board, WIDTH)
    places = tuple(Place(r.id, r.name, str(r.kind), "", _tenth(centres[r.id][0]), _tenth(centres[r.id][1]), radius)
                   for r in regions)
    index = {r.id: i for i, r in enumerate(regions)}
    links = tuple(sorted((index[e.a], index[e.b]) for e in board.edges() if e.a in index and e.b in index))
    height = round(max(p.y for p in places) + MARGIN, 1)
    return Outline(WIDTH, height, places, links)
