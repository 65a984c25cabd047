"""Synthetic maps of any size for tests and benchmarks: a jittered grid of provinces and seas."""

from __future__ import annotations

import math
import random

from shapely.geometry import Polygon

from engine.board.board import Board, Edge, EdgeKind, MapInfo, Region, RegionKind


def grid_board(columns: int, rows: int, *, sea_every: int = 7, seed: int = 1,
               cell: float = 100.0, with_geometry: bool = True) -> Board:
    """A columns x rows grid of quadrilateral regions with shared corners jittered.

    Every `sea_every`-th column is sea (so there are coasts and sea lanes); neighbours share
    whole edges, so adjacency from geometry and the declared adjacency agree.
    """
    rng = random.Random(seed)
    jitter = cell * 0.25
    corner = {}
    for i in range(columns + 1):
        for j in range(rows + 1):
            edge = i in (0, columns) or j in (0, rows)
            dx = 0.0 if edge else rng.uniform(-jitter, jitter)
            dy = 0.0 if edge else rng.uniform(-jitter, jitter)
            corner[i, j] = (i * cell + dx, j * cell + dy)

    def rid(i: int, j: int) -> str:
        return f"r{j * columns + i}"

    def is_sea(i: int) -> bool:
        return sea_every > 0 and i % sea_every == sea_every - 1

    regions = []
    for j in range(rows):
        for i in range(columns):
            ring = [corner[i, j], corner[i + 1, j], corner[i + 1, j + 1], corner[i, j + 1]]
            geom = Polygon(ring) if with_geometry else None
            cx = sum(p[0] for p in ring) / 4
            cy = sum(p[1] for p in ring) / 4
            sea = is_sea(i)
            n = j * columns + i
            regions.append(Region(
                rid(i, j), f"Sea {n}" if sea else f"Province {n}",
                RegionKind.SEA if sea else RegionKind.LAND, str(n),
                {} if sea else {"value": 1 + (n * 7919) % 6}, (cx, cy), geom))
    edges = []
    for j in range(rows):
        for i in range(columns):
            for di, dj in ((1, 0), (0, 1)):
                ni, nj = i + di, j + dj
                if ni >= columns or nj >= rows:
                    continue
                a, b = is_sea(i), is_sea(ni)
                kind = EdgeKind.SEA if a and b else EdgeKind.LAND if not (a or b) else EdgeKind.COAST
                edges.append(Edge(rid(i, j), rid(ni, nj), kind))
    size = (columns * cell, rows * cell)
    scale = 1600 / max(size[0], 1)
    info = MapInfo(id=f"grid{columns}x{rows}", title=f"Synthetic {columns}x{rows}", y_axis="down",
                   projection="pixels", bounds=(0.0, 0.0, size[0], size[1]),
                   size=(1600, max(1, math.ceil(size[1] * scale))))
    return Board(info, regions, edges)
