"""Where to draw a map that has no drawing (regions and adjacencies only, such as a map typed as a
list of names): each region a circle, joined by lines to its neighbours, laid out by the graph
(networkx's spring layout with a fixed seed), always the same way for the same map."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from shapely.geometry import Point

from engine.board.board import Board

MARGIN = 60.0


def has_drawing(board: Board) -> bool:
    """Whether any region of the board is drawn (a polygon or a circle)."""
    return any(r.geometry is not None and not r.geometry.is_empty for r in board)


def laid_out(board: Board, width: float = 1000.0) -> tuple[Mapping[str, tuple[float, float]], float]:
    """Each region's centre in a square `width` units wide (y downwards, centred, a margin around
    the widest side), and the radius of the circles."""
    regions = list(board)
    if not regions:
        return {}, 0.0
    if len(regions) == 1:
        return {regions[0].id: (width / 2, width / 2)}, 40.0
    import networkx as nx

    points = nx.spring_layout(board.graph, seed=1)
    xs = [float(points[r.id][0]) for r in regions]
    ys = [float(points[r.id][1]) for r in regions]
    span = max(max(xs) - min(xs), max(ys) - min(ys), 1e-9)
    scale = (width - 2 * MARGIN) / span
    radius = max(12.0, min(40.0, width / (2 * len(regions) ** 0.5 + 2)))
    left = (width - (max(xs) - min(xs)) * scale) / 2         # centred in the square
    top = (width - (max(ys) - min(ys)) * scale) / 2
    return ({r.id: ((x - min(xs)) * scale + left, (y - min(ys)) * scale + top)
             for r, x, y in zip(regions, xs, ys)}, radius)


def as_circles(board: Board, width: float = 1000.0) -> Board:
    """The board with every region drawn as a circle where `laid_out` puts it, in a square of
    `width` units with y downwards: what the map editor starts from on a map of names only."""
    centres, radius = laid_out(board, width)
    regions = [dataclasses.replace(r, geometry=Point(*centres[r.id]), radius=radius, label_point=None) for r in board]
    info = dataclasses.replace(board.info, y_axis="down", bounds=(0.0, 0.0, width, width), projection="pixels",
                               size=None)
    return Board(info, regions, board.edges(), board.decorations)
