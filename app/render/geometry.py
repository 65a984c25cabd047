"""A board's drawing in scene coordinates, built once: painter paths, label anchors, a spatial index.

Scene coordinates are the map's own with the y axis pointing down (maps whose `y_axis` is "up",
such as projected ones, are flipped). The map view and the PNG exporter share one `MapGeometry`.
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import shapely
from PySide6.QtCore import QByteArray, QDataStream, QLineF, QPointF, QRectF
from PySide6.QtGui import QPainterPath
from shapely.strtree import STRtree

from engine.board import Board, EdgeKind, Region, RegionKind
from engine.board.layout import as_circles

SEA, LAND, IMPASSABLE = 0, 1, 2
_KIND_CODE = {RegionKind.SEA: SEA, RegionKind.LAND: LAND, RegionKind.IMPASSABLE: IMPASSABLE}
LAYOUT_WIDTH = 1000.0                  # the square a map of names only is laid out in
_ELEMENT = np.dtype([("type", ">i4"), ("x", ">f8"), ("y", ">f8")])   # QPainterPath's stream format


@dataclass(slots=True)
class Decoration:
    """A drawn feature with no part in the rules: a river, a lake, a strait arrow, a sea's name."""

    style: str
    properties: Mapping[str, Any]
    path: QPainterPath | None = None          # lines and areas
    closed: bool = False                      # an area (lake, land) rather than a line
    anchor: QPointF | None = None             # points (labels)
    ends: tuple[QPointF, QPointF] | None = None   # first and last point of a line (arrows)
    shape: Any = None                         # the shapely geometry, in scene coordinates
    vertices: int = 0


@dataclass(slots=True)
class Links:
    """Adjacency lines of node-link maps, one path per way of drawing them."""

    land: QPainterPath = field(default_factory=QPainterPath)
    sea: QPainterPath = field(default_factory=QPainterPath)
    dashed: QPainterPath = field(default_factory=QPainterPath)

    def __bool__(self) -> bool:
        return not (self.land.isEmpty() and self.sea.isEmpty() and self.dashed.isEmpty())


class SharedBorders:
    """The lines neighbouring land regions share, worked out pair by pair when first drawn
    (only borders between different nations are drawn, and intersecting outlines is slow)."""

    def __init__(self, geometry: MapGeometry):
        self.geometry = geometry
        self.pairs = geometry.land_pairs
        a, b = geometry.boxes[self.pairs[:, 0]], geometry.boxes[self.pairs[:, 1]]
        # the shared line lies where the two regions' boxes overlap
        self.boxes = np.concatenate([np.maximum(a[:, :2], b[:, :2]), np.minimum(a[:, 2:], b[:, 2:])], axis=1)
        self._paths: dict[int, QPainterPath] = {}

    def near(self, rect: QRectF) -> np.ndarray:
        """Indices of pairs whose shared line may cross a scene rectangle."""
        b = self.boxes
        return np.flatnonzero((b[:, 0] <= rect.right()) & (b[:, 2] >= rect.left())
                              & (b[:, 1] <= rect.bottom()) & (b[:, 3] >= rect.top()))

    def paths(self, ks: list[int]) -> list[QPainterPath]:
        missing = np.array([k for k in ks if k not in self._paths], dtype=np.intp)
        if len(missing):
            shapes = self.geometry.shapes
            pairs = self.pairs[missing]
            lines = shapely.intersection(shapely.boundary(shapes[pairs[:, 0]]), shapely.boundary(shapes[pairs[:, 1]]))
            for k, path in zip(missing.tolist(), paths_from_geometries(lines, closed=False)):
                self._paths[k] = path
        return [self._paths[k] for k in ks]


class MapGeometry:
    """Everything about a board's drawing that does not change during a game.

    Regions are numbered in drawing order (seas, then land, then impassable); `ids[i]`,
    `paths[i]`, `anchors[i]` and the arrays below all use that numbering.
    """

    def __init__(self, board: Board):
        self.info = board.info          # not the board itself: the geometry cache is keyed weakly on it
        self.flip = board.info.y_axis == "up"
        drawn = [r for r in board if r.geometry is not None and not r.geometry.is_empty]
        self.laid_out = not drawn and len(board) > 0     # a map of names only: circles the graph lays out
        if self.laid_out:
            drawn, self.flip = _circles(board), False
        drawn.sort(key=lambda r: _KIND_CODE[r.kind])            # stable: file order within a kind
        self.regions: list[Region] = drawn
        self.ids: list[str] = [r.id for r in drawn]
        self.index: dict[str, int] = {rid: i for i, rid in enumerate(self.ids)}
        n = len(drawn)
        self.kinds = np.array([_KIND_CODE[r.kind] for r in drawn], dtype=np.int8)
        self.is_point = np.array([r.geometry.geom_type == "Point" for r in drawn], dtype=bool)
        self.values = np.array([r.value for r in drawn], dtype=np.int64)

        geoms = self.to_scene(np.array([r.geometry for r in drawn], dtype=object))
        shapes = geoms.copy()
        if self.is_point.any():
            radii = np.array([r.radius or 1.0 for r in drawn], dtype=float)[self.is_point]
            shapes[self.is_point] = shapely.buffer(geoms[self.is_point], radii, quad_segs=16)
        self.shapes = shapes                         # what a click hits, in scene coordinates
        self.tree = STRtree(shapes) if n else None
        self.boxes = shapely.bounds(shapes).reshape(n, 4) if n else np.zeros((0, 4))
        self.areas = shapely.area(shapes) if n else np.zeros(0)
        self.vertex_counts = shapely.get_num_coordinates(shapes) if n else np.zeros(0, dtype=np.int64)
        self.anchors = self._anchors(drawn, geoms)
        self.anchor_points = [QPointF(x, y) for x, y in self.anchors.tolist()]
        self.room = self._label_room()
        self.paths: list[QPainterPath] = self._region_paths(drawn, geoms)
        self.coastal = self._coastal(board)
        self.land_pairs = self._land_pairs(board)
        self._borders: SharedBorders | None = None
        self.decorations = [d for d in (self._decoration(d) for d in board.decorations) if d is not None]
        self.links = self._links(board)
        self.scene_rect = self._scene_rect()
        self.cache: dict = {}                        # per-style figures computed on first use
        self.has_areas = bool(n and not self.is_point.all()) or any(
            d.closed for d in self.decorations)

    # -- coordinates ----------------------------------------------------------------------
    def to_scene(self, geoms: np.ndarray) -> np.ndarray:
        if not self.flip or len(geoms) == 0:
            return geoms
        return shapely.transform(geoms, lambda c: c * np.array([1.0, -1.0]))

    def scene_point(self, x: float, y: float) -> QPointF:
        """A point in map coordinates, in scene coordinates."""
        return QPointF(x, -y if self.flip else y)

    def map_point(self, p: QPointF) -> tuple[float, float]:
        """A scene point, in map coordinates."""
        return (p.x(), -p.y() if self.flip else p.y())

    # -- lookup ---------------------------------------------------------------------------
    def region_at(self, x: float, y: float) -> str | None:
        """The id of the region drawn at scene point (x, y), or None (the smallest if several)."""
        if self.tree is None:
            return None
        hits = self.tree.query(shapely.Point(x, y), predicate="intersects")
        if len(hits) == 0:
            return None
        if len(hits) > 1:
            hits = hits[np.argsort(self.areas[hits], kind="stable")]
        return self.ids[int(hits[0])]

    def regions_in(self, rect: QRectF) -> np.ndarray:
        """Indices (in drawing order) of regions whose bounding boxes meet a scene rectangle."""
        n = len(self.ids)
        if n == 0 or self.tree is None:
            return np.zeros(0, dtype=np.intp)
        x0, y0, x1, y1 = rect.left(), rect.top(), rect.right(), rect.bottom()
        b = self.bounds
        if x0 <= b[0] and y0 <= b[1] and x1 >= b[2] and y1 >= b[3]:
            return np.arange(n)
        return np.sort(self.tree.query(shapely.box(x0, y0, x1, y1)))

    def anchor(self, region_id: str) -> QPointF | None:
        i = self.index.get(region_id)
        if i is None:
            return None
        return QPointF(float(self.anchors[i, 0]), float(self.anchors[i, 1]))

    @property
    def bounds(self) -> tuple[float, float, float, float]:
        """Bounding box of all drawn regions in scene coordinates."""
        if not len(self.boxes):
            return (0.0, 0.0, 0.0, 0.0)
        return (float(self.boxes[:, 0].min()), float(self.boxes[:, 1].min()),
                float(self.boxes[:, 2].max()), float(self.boxes[:, 3].max()))

    # -- building -------------------------------------------------------------------------
    def _anchors(self, drawn: list[Region], geoms: np.ndarray) -> np.ndarray:
        anchors = np.zeros((len(drawn), 2))
        missing = []
        for i, r in enumerate(drawn):
            if self.is_point[i]:
                anchors[i] = shapely.get_coordinates(geoms[i])[0]
            elif r.label_point is not None:
                anchors[i] = (r.label_point[0], -r.label_point[1] if self.flip else r.label_point[1])
            else:
                missing.append(i)
        if missing:
            anchors[missing] = shapely.get_coordinates(shapely.point_on_surface(geoms[missing]))
        return anchors

    def _label_room(self) -> np.ndarray:
        """Width and height (scene units) of the space around each anchor, for fitting labels.

        Measured along the horizontal and vertical lines through the anchor, centred on it; an
        anchor outside its region (an island labelled in the sea) gets the size of its box.
        """
        n = len(self.ids)
        room = np.zeros((n, 2))
        if n == 0:
            return room
        w = self.boxes[:, 2] - self.boxes[:, 0]
        h = self.boxes[:, 3] - self.boxes[:, 1]
        fallback = np.minimum(w, h)
        ax, ay = self.anchors[:, 0], self.anchors[:, 1]
        for axis in (0, 1):
            if axis == 0:
                ends = np.stack([np.stack([self.boxes[:, 0] - 1, ay], 1), np.stack([self.boxes[:, 2] + 1, ay], 1)], 1)
            else:
                ends = np.stack([np.stack([ax, self.boxes[:, 1] - 1], 1), np.stack([ax, self.boxes[:, 3] + 1], 1)], 1)
            lines = shapely.linestrings(ends)
            cuts = shapely.intersection(lines, self.shapes)
            parts, owner = shapely.get_parts(cuts, return_index=True)
            if len(parts) == 0:
                room[:, axis] = fallback
                continue
            pb = shapely.bounds(parts)
            lo, hi = pb[:, axis], pb[:, axis + 2]
            a = self.anchors[owner, axis]
            eps = 1e-9 * (1 + np.abs(a))
            inside = (lo <= a + eps) & (hi >= a - eps)
            best = np.full(n, -1.0)
            np.maximum.at(best, owner[inside], 2 * np.minimum(a - lo, hi - a)[inside])
            room[:, axis] = np.where(best > 0, best, fallback)
        return room

    def _region_paths(self, drawn: list[Region], geoms: np.ndarray) -> list[QPainterPath]:
        paths: list[QPainterPath] = [QPainterPath() for _ in drawn]
        polys = np.flatnonzero(~self.is_point)
        for i, path in zip(polys.tolist(), paths_from_geometries(geoms[polys], closed=True)):
            paths[i] = path
        for i in np.flatnonzero(self.is_point).tolist():
            r = drawn[i].radius or 1.0
            path = QPainterPath()
            path.addEllipse(QPointF(*self.anchors[i]), r, r)
            paths[i] = path
        return paths

    def _coastal(self, board: Board) -> np.ndarray:
        """Land regions that touch a sea: the ones whose coast gets a band of darker water."""
        coastal = np.zeros(len(self.ids), dtype=bool)
        for e in board.edges():
            if e.kind is EdgeKind.COAST:
                for rid in (e.a, e.b):
                    i = self.index.get(rid)
                    if i is not None and self.kinds[i] == LAND:
                        coastal[i] = True
        return coastal

    def _land_pairs(self, board: Board) -> np.ndarray:
        """Pairs of drawn land regions that share a border (indices), for borders between nations."""
        pairs = []
        for e in board.edges():
            if e.kind is EdgeKind.LAND:
                ia, ib = self.index.get(e.a), self.index.get(e.b)
                if ia is not None and ib is not None and not (self.is_point[ia] or self.is_point[ib]):
                    pairs.append((ia, ib))
        return np.array(pairs, dtype=np.intp).reshape(-1, 2)

    def shared_borders(self) -> SharedBorders:
        if self._borders is None:
            self._borders = SharedBorders(self)
        return self._borders

    def _decoration(self, d: Mapping[str, Any]) -> Decoration | None:
        geom = d.get("geometry")
        if geom is None or geom.is_empty:
            return None
        style = str(d.get("style", "decoration"))
        props = d.get("properties", {}) or {}
        geom = self.to_scene(np.array([geom], dtype=object))[0]
        kind = geom.geom_type
        if kind in ("Point", "MultiPoint"):
            x, y = shapely.get_coordinates(geom)[0]
            return Decoration(style, props, anchor=QPointF(x, y))
        closed = kind in ("Polygon", "MultiPolygon")
        if not closed and kind not in ("LineString", "MultiLineString", "LinearRing"):
            return None
        path = paths_from_geometries(np.array([geom], dtype=object), closed=closed)[0]
        coords = shapely.get_coordinates(geom)
        ends = (QPointF(*coords[0]), QPointF(*coords[-1])) if len(coords) >= 2 else None
        return Decoration(style, props, path=path, closed=closed, ends=ends, shape=geom, vertices=len(coords))

    def _links(self, board: Board) -> Links:
        links = Links()
        for e in board.edges():
            ia, ib = self.index.get(e.a), self.index.get(e.b)
            if ia is None or ib is None or not (self.is_point[ia] and self.is_point[ib]):
                continue
            path = (links.dashed if e.kind in (EdgeKind.STRAIT, EdgeKind.SPECIAL)
                    else links.sea if e.kind is EdgeKind.SEA else links.land)
            line = QLineF(QPointF(*self.anchors[ia]), QPointF(*self.anchors[ib]))
            path.moveTo(line.p1())
            path.lineTo(line.p2())
        return links

    def _scene_rect(self) -> QRectF:
        if self.laid_out:                            # the square the layout fills, whatever the file's bounds
            return QRectF(0, 0, LAYOUT_WIDTH, LAYOUT_WIDTH)
        b = self.info.bounds
        if b is not None:
            x0, y0, x1, y1 = b
            if self.flip:
                y0, y1 = -y1, -y0
            return QRectF(x0, y0, x1 - x0, y1 - y0)
        x0, y0, x1, y1 = self.bounds
        rect = QRectF(x0, y0, x1 - x0, y1 - y0)
        for d in self.decorations:
            if d.path is not None:
                rect = rect.united(d.path.boundingRect())
        if rect.isEmpty():
            rect = QRectF(0, 0, 1, 1)
        pad = 0.02 * max(rect.width(), rect.height())
        return rect.adjusted(-pad, -pad, pad, pad)


def paths_from_geometries(geoms: np.ndarray, *, closed: bool) -> list[QPainterPath]:
    """One QPainterPath per shapely geometry (polygons with holes, multi-parts, lines).

    The coordinates are packed with numpy into QPainterPath's binary stream format and read
    back by Qt, so building thousands of paths costs one Python step per path, not per vertex.
    """
    n = len(geoms)
    if n == 0:
        return []
    if closed:
        polygons, polygon_owner = shapely.get_parts(geoms, return_index=True)   # multipolygons apart
        parts, ring_owner = shapely.get_rings(polygons, return_index=True)
        owner = polygon_owner[ring_owner]
    else:
        parts, owner = shapely.get_parts(geoms, return_index=True)
        lines = np.isin(shapely.get_type_id(parts), (1, 2))     # LineString, LinearRing
        parts, owner = parts[lines], owner[lines]
    coords, part_of = shapely.get_coordinates(parts, return_index=True)
    elements = np.empty(len(coords), dtype=_ELEMENT)
    elements["x"] = coords[:, 0]
    elements["y"] = coords[:, 1]
    starts = np.ones(len(coords), dtype=bool)
    starts[1:] = part_of[1:] != part_of[:-1]
    elements["type"] = np.where(starts, 0, 1)                  # MoveTo, LineTo
    geom_of = owner[part_of]
    cut = np.searchsorted(geom_of, np.arange(n + 1))
    raw = elements.tobytes()
    size = _ELEMENT.itemsize
    chunks = []
    start_positions = np.flatnonzero(starts)
    for g in range(n):
        a, b = int(cut[g]), int(cut[g + 1])
        if a == b:
            chunks.append(b"\0\0\0\0")                          # an empty path
            continue
        last = start_positions[np.searchsorted(start_positions, b) - 1] - a
        chunks.append(np.array([b - a], ">i4").tobytes())
        chunks.append(raw[a * size:b * size])
        chunks.append(np.array([last, 0], ">i4").tobytes())     # start of last subpath, OddEvenFill
    stream = QDataStream(QByteArray(b"".join(chunks)))
    paths = []
    for _ in range(n):
        path = QPainterPath()
        stream >> path
        paths.append(path)
    return paths


_CACHE: weakref.WeakKeyDictionary[Board, MapGeometry] = weakref.WeakKeyDictionary()


def _circles(board: Board) -> list[Region]:
    """The regions of a map with no drawing as circles joined by lines (engine.board.layout, as the
    players' viewer lays them out)."""
    return list(as_circles(board, LAYOUT_WIDTH))


def geometry_for(board: Board) -> MapGeometry:
    """The board's MapGeometry, built on first use and kept as long as the board lives."""
    geometry = _CACHE.get(board)
    if geometry is None:
        geometry = _CACHE[board] = MapGeometry(board)
    return geometry
