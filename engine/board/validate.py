"""Checks a map for everything that would make it unplayable, naming the region at fault.

`validate_board` is what loading a map checks; `validate_map` adds what the map editor shows
while a map is drawn (gaps, groups of regions cut off, islands without a sea), and gives every
problem a place on the map to zoom to.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np
import shapely
from shapely.strtree import STRtree

from engine.board.board import Board, EdgeKind, RegionKind, name_key
from engine.board.problems import Box, MapProblem

# Overlaps smaller than this share of the smaller region are drawing noise, not errors.
OVERLAP_SHARE = 1e-6
# Gaps smaller than this share of the map's squared extent are rounding noise, not gaps.
GAP_SHARE = 1e-12


def validate_board(board: Board) -> list[MapProblem]:
    problems: list[MapProblem] = []
    problems += _geometry_problems(board)
    problems += _edge_problems(board)
    problems += _reachability_problems(board)
    problems += _name_problems(board)
    return problems


def validate_map(board: Board, tolerance: float = 0.0) -> list[MapProblem]:
    """Every problem of a map being drawn, each with a place to zoom to.

    Besides what loading checks: gaps that no region covers (wider than `tolerance`, the
    distance under which the editor treats regions as touching), groups of regions that no
    path joins to the rest, and islands with no sea around them.
    """
    problems = validate_board(board)
    problems += _gap_problems(board, tolerance)
    problems += _island_problems(board)
    problems += _cut_off_problems(board)
    return [_located(p, board) for p in problems]


def _located(p: MapProblem, board: Board) -> MapProblem:
    """The problem with its region's label point and box, when it names no place of its own."""
    if p.location is not None or p.region is None or p.region not in board:
        return p
    r = board[p.region]
    extent: Box | None = None
    if r.geometry is not None and not r.geometry.is_empty:
        if r.radius is not None:
            x, y = r.geometry.x, r.geometry.y
            extent = (x - r.radius, y - r.radius, x + r.radius, y + r.radius)
        else:
            x0, y0, x1, y1 = (float(v) for v in r.geometry.bounds)
            extent = (x0, y0, x1, y1)
    location = r.label_point
    if location is None and extent is not None:
        location = ((extent[0] + extent[2]) / 2, (extent[1] + extent[3]) / 2)
    return replace(p, location=location, extent=extent or p.extent)


def _areas(board: Board):
    return [r for r in board if r.geometry is not None and r.radius is None and not r.geometry.is_empty]


def _geometry_problems(board: Board) -> list[MapProblem]:
    out = []
    areas = [r for r in board if r.geometry is not None and r.radius is None]
    geoms = np.array([r.geometry for r in areas], dtype=object)
    valid = shapely.is_valid(geoms) if len(geoms) else np.zeros(0, bool)
    for r, ok in zip(areas, valid.tolist()):
        if r.geometry.is_empty:
            out.append(MapProblem(r.id, "the polygon is empty"))
        elif not ok:
            out.append(MapProblem(r.id, f"invalid polygon: {shapely.is_valid_reason(r.geometry)}",
                                  location=_reason_point(r.geometry)))
    keep = valid & ~shapely.is_empty(geoms) if len(geoms) else valid
    valid_regions = [r for r, k in zip(areas, keep.tolist()) if k]
    geoms = geoms[keep]
    for i, j, piece in _overlaps(geoms):
        a, b = valid_regions[i], valid_regions[j]
        point = shapely.point_on_surface(piece)
        out.append(MapProblem(a.id, f"overlaps {b.id} (area {piece.area:.6g})",
                              location=(point.x, point.y), extent=tuple(piece.bounds)))
    return out


def _overlaps(geoms: np.ndarray) -> list[tuple[int, int, Any]]:
    """(i, j, shared area) for the pairs of valid polygons whose insides overlap beyond noise.

    Only polygons whose edges do not match their neighbours' (what GEOS's coverage check
    finds in one pass) can overlap, so only those are compared pair by pair.
    """
    if len(geoms) < 2:
        return []
    suspects = np.flatnonzero(~shapely.is_empty(shapely.coverage_invalid_edges(geoms)))
    if len(suspects) == 0:
        return []
    tree = STRtree(geoms)
    hits, others = tree.query(geoms[suspects], predicate="intersects")
    first = suspects[hits]
    left, right = np.minimum(first, others), np.maximum(first, others)
    pairs = np.unique(np.stack([left, right], axis=1)[left < right], axis=0)
    if len(pairs) == 0:
        return []
    left, right = pairs[:, 0], pairs[:, 1]
    inside = shapely.relate_pattern(geoms[left], geoms[right], "T********")   # the insides meet
    left, right = left[inside], right[inside]
    shared = shapely.intersection(geoms[left], geoms[right])
    smaller = np.minimum(shapely.area(geoms[left]), shapely.area(geoms[right]))
    big = shapely.area(shared) > OVERLAP_SHARE * smaller
    return list(zip(left[big].tolist(), right[big].tolist(), shared[big]))


def _reason_point(geom) -> tuple[float, float] | None:
    """Where GEOS says a polygon is invalid ('Self-intersection[12 34]')."""
    reason = shapely.is_valid_reason(geom)
    if "[" in reason and "]" in reason:
        try:
            x, y = (float(v) for v in reason[reason.index("[") + 1:reason.index("]")].split()[:2])
            return (x, y)
        except ValueError:
            return None
    return None


def _edge_problems(board: Board) -> list[MapProblem]:
    out = []
    for e in board.edges():
        a, b = board.regions[e.a], board.regions[e.b]
        pair = f"{e.kind.value} {e.a}-{e.b}"
        if RegionKind.IMPASSABLE in (a.kind, b.kind):
            out.append(MapProblem(e.a, f"{pair} touches an impassable region"))
        elif e.kind is EdgeKind.LAND and not (a.is_land and b.is_land):
            out.append(MapProblem(e.a, f"{pair} must join two land regions"))
        elif e.kind is EdgeKind.SEA and not (a.is_sea and b.is_sea):
            out.append(MapProblem(e.a, f"{pair} must join two seas"))
        elif e.kind is EdgeKind.COAST and a.is_land == b.is_land:
            out.append(MapProblem(e.a, f"{pair} must join a land region and a sea"))
        elif e.kind is EdgeKind.STRAIT:
            if not (a.is_land and b.is_land):
                out.append(MapProblem(e.a, f"{pair} must join two land regions"))
            if e.sea is None:
                out.append(MapProblem(e.a, f"strait {e.a}-{e.b} has no controlling sea"))
            elif e.sea not in board or not board[e.sea].is_sea:
                out.append(MapProblem(e.a, f"strait {e.a}-{e.b} is controlled from {e.sea!r}, which is not a sea"))
        if e.via is not None and e.via not in board:
            out.append(MapProblem(e.a, f"{pair} runs via an unknown region {e.via!r}"))
    return out


def _reachability_problems(board: Board) -> list[MapProblem]:
    out = []
    for r in board:
        if r.kind is RegionKind.IMPASSABLE:
            continue
        kinds = {e.kind for e in board.adjacent[r.id].values()}
        if r.is_land and not kinds:
            out.append(MapProblem(r.id, "no unit can reach this land region: it has no neighbours"))
        if r.is_sea and EdgeKind.COAST not in kinds:
            out.append(MapProblem(r.id, "this sea touches no coast", "warning"))
    return out


def _name_problems(board: Board) -> list[MapProblem]:
    out = []
    seen: dict[str, str] = {}
    for r in board:
        for label in {n for n in (r.name, r.label) if n is not None}:
            key = name_key(label)
            other = seen.get(key)
            if other is not None and other != r.id:
                out.append(MapProblem(r.id, f"name or label {label!r} is also used by {other}"))
            else:
                seen[key] = r.id
    return out


# -- what the editor adds ---------------------------------------------------------------------

def _gap_problems(board: Board, tolerance: float) -> list[MapProblem]:
    """Holes in the drawing: places enclosed by regions that belong to none of them."""
    areas = [r for r in _areas(board) if r.geometry.is_valid]
    if len(areas) < 2:
        return []
    geoms = np.array([r.geometry for r in areas], dtype=object)
    union = _union(geoms)
    x0, y0, x1, y1 = union.bounds
    smallest = max(tolerance * tolerance, GAP_SHARE * max(x1 - x0, y1 - y0) ** 2)
    holes = [shapely.Polygon(ring) for part in shapely.get_parts(union) for ring in part.interiors]
    holes = [h for h in holes if h.area > smallest]
    if not holes:
        return []
    tree = STRtree(geoms)
    out = []
    for hole in holes:
        around = sorted({areas[i].id for i in tree.query(hole, predicate="intersects").tolist()})
        names = ", ".join(around[:4]) + (f" and {len(around) - 4} more" if len(around) > 4 else "")
        point = shapely.point_on_surface(hole)
        out.append(MapProblem(around[0] if around else None,
                              f"a gap (area {hole.area:.6g}) that no region covers, between {names}",
                              "warning", location=(point.x, point.y), extent=tuple(hole.bounds)))
    return out


def _union(geoms: np.ndarray):
    """The union of the regions: the fast coverage union when they do not overlap, else the full one."""
    total = float(shapely.area(geoms).sum())
    try:
        union = shapely.coverage_union_all(geoms)
        if union.is_valid and abs(union.area - total) <= 1e-9 * max(total, 1e-300):
            return union
    except shapely.errors.GEOSException:
        pass
    return shapely.union_all(geoms)


def _island_problems(board: Board) -> list[MapProblem]:
    """Land drawn apart from every other region and joined to no sea: fleets cannot reach it."""
    out = []
    has_seas = any(r.is_sea for r in board)
    for r in board:
        if not r.is_land or r.geometry is None or r.radius is not None:
            continue
        kinds = {e.kind for e in board.adjacent[r.id].values()}
        if kinds and not kinds & {EdgeKind.LAND, EdgeKind.COAST}:
            what = "draw the sea around it or join it to one" if has_seas else "the map has no sea"
            out.append(MapProblem(r.id, f"an island with no sea neighbour ({what})", "warning"))
    return out


def _cut_off_problems(board: Board) -> list[MapProblem]:
    """Groups of regions that no path (of any kind of edge) joins to the rest of the map."""
    passable = {r.id for r in board if r.kind is not RegionKind.IMPASSABLE}
    seen: set[str] = set()
    groups: list[list[str]] = []
    for start in (r.id for r in board if r.id in passable):
        if start in seen:
            continue
        seen.add(start)
        group, todo = [start], [start]
        while todo:
            for other in board.adjacent.get(todo.pop(), {}):
                if other in passable and other not in seen:
                    seen.add(other)
                    group.append(other)
                    todo.append(other)
        groups.append(group)
    groups.sort(key=len, reverse=True)
    out = []
    # single regions with no neighbour at all are reported already (land) or harmless (a lone sea)
    for group in groups[1:]:
        if len(group) < 2:
            continue
        main = groups[0][0]
        for rid in sorted(group):
            out.append(MapProblem(rid, f"cut off from the rest of the map: no path leads from this group of "
                                       f"{len(group)} regions to {board.name(main)}", "warning"))
    return out
