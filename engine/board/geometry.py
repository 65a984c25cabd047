"""Adjacency from drawn regions: neighbours share a border of positive length, not a corner."""

from __future__ import annotations

from typing import Iterable

import shapely
from shapely.strtree import STRtree

from engine.board.board import Edge, EdgeKind, Region, RegionKind

# DE-9IM: the boundaries meet in a line (dimension 1) and the interiors do not overlap.
SHARED_BORDER = "F***1****"


def shared_border_pairs(regions: list[Region], tolerance: float = 0.0) -> list[tuple[str, str]]:
    """Pairs of region ids whose drawings share a border of positive length.

    With a tolerance, regions are grown by it first so hairline gaps close; then a shared
    border is any overlap whose area is at least tolerance * (a short border length).
    """
    drawn = [r for r in regions if r.geometry is not None and r.radius is None]
    geoms = [r.geometry for r in drawn]
    if not geoms:
        return []
    tree = STRtree(geoms)
    pairs: set[tuple[str, str]] = set()
    if tolerance <= 0:
        left, right = tree.query(geoms, predicate="touches")
        for i, j in zip(left.tolist(), right.tolist()):
            if i < j and geoms[i].relate_pattern(geoms[j], SHARED_BORDER):
                pairs.add((drawn[i].id, drawn[j].id))
    else:
        grown = list(shapely.buffer(geoms, tolerance / 2))
        left, right = tree.query(grown, predicate="intersects")
        for i, j in zip(left.tolist(), right.tolist()):
            if i < j and grown[i].intersection(grown[j]).area > tolerance * tolerance * 4:
                pairs.add((drawn[i].id, drawn[j].id))
    return sorted(pairs)


def edge_kind(a: Region, b: Region) -> EdgeKind | None:
    """The kind of edge two bordering regions make, or None if one is impassable."""
    if RegionKind.IMPASSABLE in (a.kind, b.kind):
        return None
    if a.is_land and b.is_land:
        return EdgeKind.LAND
    if a.is_sea and b.is_sea:
        return EdgeKind.SEA
    return EdgeKind.COAST


def adjacency_from_geometry(regions: Iterable[Region], tolerance: float = 0.0) -> list[Edge]:
    regions = list(regions)
    by_id = {r.id: r for r in regions}
    edges = []
    for a, b in shared_border_pairs(regions, tolerance):
        kind = edge_kind(by_id[a], by_id[b])
        if kind is not None:
            edges.append(Edge(a, b, kind))
    return edges
