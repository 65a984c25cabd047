"""The map editor's model: a draft map whose every edit returns a new draft, so undo keeps the old.

Adjacency follows the drawing (a shared border of positive length, within a small tolerance
that closes hairline gaps; corners alone do not count), except where the GM joined two regions
by hand (straits, special links, the lines of node-link maps) or parted two that touch. A
corner shared by neighbours moves for all of them, so shared borders stay shared.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from types import MappingProxyType
from typing import Any

import numpy as np
import shapely
from shapely.geometry import LineString, MultiPolygon, Point, Polygon, shape
from shapely.ops import polylabel, split

from engine.board.board import Board, Edge, EdgeKind, MapInfo, Region, RegionKind, name_key
from engine.board.geometry import SHARED_BORDER, edge_kind
from engine.board.mapfile import FORMAT, VERSION, _read_edges, _read_info, map_to_geojson
from engine.board.validate import MapProblem, validate_map
from engine.errors import BerthierError, MapFileError
from engine.rulesets.declarations import AttributeType, RegionAttribute
from engine.words.textio import is_digits

Pair = frozenset
XY = tuple[float, float]

# The adjacency tolerance, as a share of the map's extent, when none is given.
TOLERANCE_SHARE = 1e-4
# Corners closer than this share of the tolerance are the same corner.
SAME_POINT_SHARE = 0.01
# A region whose outline is shared with neighbours but for this share is enclosed by them.
ENCLOSED_SLACK = 0.02
# What a region drawn by hand is called until the GM names it, by kind.
_PREFIX = {RegionKind.LAND: ("p", "Province"), RegionKind.SEA: ("s", "Sea"),
           RegionKind.IMPASSABLE: ("x", "Impassable")}
# Properties that are not ruleset attributes.
RESERVED = frozenset({"id", "name", "kind", "label", "label_point", "radius", "role", "style", "geometry"})
_GEOMETRIC_KINDS = (EdgeKind.LAND, EdgeKind.COAST, EdgeKind.SEA)


class EditError(BerthierError):
    """An edit that cannot be made; the message says why, naming the region."""


def pair(a: str, b: str) -> frozenset[str]:
    return frozenset((a, b))


# -- attributes -------------------------------------------------------------------------------

def known_attributes() -> Mapping[str, RegionAttribute]:
    """The region attributes the map editor offers with their own field: the ones every ruleset
    reads (home, aliases) and those the registered rulesets declare. Others are free key = value."""
    from engine.rulesets import region_attributes     # the rulesets import the board: not at import time
    return {a.name: a for a in region_attributes()}


def check_attribute(key: str, value: Any, known: Mapping[str, RegionAttribute] | None = None) -> Any:
    """The value as stored, or EditError saying what is wrong with it (None removes the attribute)."""
    if not isinstance(key, str) or not key.strip():
        raise EditError("an attribute needs a name")
    if key in RESERVED:
        raise EditError(f"{key!r} is not an attribute")
    if value is None:
        return None
    spec = (known if known is not None else known_attributes()).get(key)
    kind = spec.type if spec else None
    if kind is AttributeType.INT:
        if isinstance(value, str):
            text = value.strip()
            if not text:
                return None
            try:
                value = int(text)
            except ValueError:
                raise EditError(f"{key} must be a whole number, not {value!r}") from None
        if isinstance(value, bool) or not isinstance(value, int):
            raise EditError(f"{key} must be a whole number, not {value!r}")
        if value < 0:
            raise EditError(f"{key} cannot be negative ({value})")
        return value
    if kind is AttributeType.FLAG:
        if isinstance(value, str):
            value = {"yes": True, "true": True, "1": True, "no": False, "false": False, "0": False}.get(
                value.strip().casefold(), value)
        if not isinstance(value, bool):
            raise EditError(f"{key} must be yes or no, not {value!r}")
        return value
    if kind is AttributeType.NAMES:
        if isinstance(value, str):
            value = [v.strip() for v in value.split(",")]
        if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
            raise EditError(f"{key} must be a list of names")
        names = [v.strip() for v in value if v.strip()]
        return names or None
    if kind in (AttributeType.TEXT, AttributeType.NATION):
        if not isinstance(value, str):
            raise EditError(f"{key} must be text, not {value!r}")
        return value.strip() or None
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        raise EditError(f"{key}: {value!r} cannot be written to a map file") from None
    return value


# -- geometry helpers -------------------------------------------------------------------------

def repair_polygon(geom) -> tuple[Any, str | None]:
    """(geometry, note): a valid polygon as it is; an invalid one made valid when that is
    unambiguous (one polygon comes out, or as many as went in); otherwise the geometry unchanged
    and a note saying why it could not be repaired."""
    if geom is None or geom.is_empty or geom.geom_type not in ("Polygon", "MultiPolygon"):
        return geom, None
    if geom.is_valid:
        return geom, None
    reason = shapely.is_valid_reason(geom)
    fixed = _polygonal(shapely.make_valid(geom))
    parts = len(shapely.get_parts(fixed)) if fixed is not None else 0
    wanted = len(geom.geoms) if geom.geom_type == "MultiPolygon" else 1
    if fixed is not None and parts == wanted and fixed.area > 0:
        return fixed, f"repaired an invalid polygon ({reason})"
    return geom, (f"invalid polygon ({reason}) that cannot be repaired unambiguously: making it valid "
                  f"gives {parts} pieces; fix it by hand")


def _polygonal(geom):
    """The polygons of a geometry (make_valid may add lines and points), or None."""
    if geom is None or geom.is_empty:
        return None
    if geom.geom_type in ("Polygon", "MultiPolygon"):
        return geom
    polys = [p for p in shapely.get_parts(geom) if p.geom_type in ("Polygon", "MultiPolygon")]
    polys = [q for p in polys for q in shapely.get_parts(p)]
    if not polys:
        return None
    return polys[0] if len(polys) == 1 else MultiPolygon(polys)


def _drop_crumbs(geom, smallest: float):
    """A polygonal geometry without parts and holes smaller than `smallest` (noise of overlays)."""
    geom = _polygonal(geom)
    if geom is None:
        return None
    parts = []
    for p in shapely.get_parts(geom):
        if p.area <= smallest:
            continue
        holes = [h for h in p.interiors if Polygon(h).area > smallest]
        parts.append(Polygon(p.exterior, holes) if len(holes) != len(p.interiors) else p)
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else MultiPolygon(parts)


def _map_rings(geom, fn: Callable[[np.ndarray], np.ndarray]):
    """The polygon(s) with `fn` applied to the coordinates of every ring (closed, n x 2)."""
    if geom.geom_type == "MultiPolygon":
        return MultiPolygon([_map_rings(p, fn) for p in geom.geoms])
    shell = fn(np.asarray(geom.exterior.coords)[:, :2])
    holes = [fn(np.asarray(r.coords)[:, :2]) for r in geom.interiors]
    return Polygon(shell, holes)


def _at_point(p: np.ndarray, eps: float, ring: np.ndarray) -> np.ndarray:
    return _insert_on_ring(ring, p, eps)


def _insert_on_ring(ring: np.ndarray, p: np.ndarray, eps: float) -> np.ndarray:
    """The ring with point p added where it lies on a side (within eps) and is not a corner yet."""
    if len(ring) < 2 or (np.abs(ring - p).max(axis=1) <= eps).any():
        return ring
    a, b = ring[:-1], ring[1:]
    ab = b - a
    length2 = (ab * ab).sum(axis=1)
    t = np.clip(((p - a) * ab).sum(axis=1) / np.where(length2 > 0, length2, 1), 0, 1)
    d = np.hypot(*(a + t[:, None] * ab - p).T)
    i = int(np.argmin(d))
    if d[i] > eps:
        return ring
    return np.insert(ring, i + 1, p, axis=0)


def _coords(geom) -> np.ndarray:
    return shapely.get_coordinates(geom)


def _has_corner(geom, p: np.ndarray, eps: float) -> bool:
    c = _coords(geom)
    return bool(len(c)) and bool((np.abs(c - p).max(axis=1) <= eps).any())


def _region_box(r: Region) -> tuple[float, float, float, float] | None:
    g = r.geometry
    if g is None or g.is_empty:
        return None
    if g.geom_type == "Point":
        radius = r.radius or 0.0
        return (g.x - radius, g.y - radius, g.x + radius, g.y + radius)
    return tuple(g.bounds)


def _is_area(r: Region) -> bool:
    return r.geometry is not None and r.geometry.geom_type in ("Polygon", "MultiPolygon") and not r.geometry.is_empty


def _label_point(geom) -> XY | None:
    """The point deepest inside a region's largest part, where its name reads best."""
    if geom is None or geom.is_empty:
        return None
    if geom.geom_type == "Point":
        return (geom.x, geom.y)
    largest = max(shapely.get_parts(geom), key=lambda g: g.area)
    try:
        p = polylabel(largest, tolerance=max(math.sqrt(largest.area) / 100, 1e-9))
    except Exception:  # noqa: BLE001 - degenerate shapes: any inside point will do
        p = shapely.point_on_surface(largest)
    return (float(p.x), float(p.y))


def _relabelled(r: Region, geom) -> XY | None:
    """A region's label point after its drawing changed: kept while it stays inside."""
    lp = r.label_point
    if lp is not None and geom is not None and not geom.is_empty and geom.geom_type != "Point" \
            and geom.contains(Point(lp)):
        return lp
    return _label_point(geom)


def bordering(a: np.ndarray, b: np.ndarray, tolerance: float) -> np.ndarray:
    """For pairs of polygons a[i], b[i]: do they share a border of positive length?

    Exactly shared borders are found by DE-9IM; with a tolerance, the others are grown by half
    of it and count when their overlap is longer than a few tolerances (so a hairline gap
    closes, and a corner, whose overlap is a small square, does not).
    """
    if len(a) == 0:
        return np.zeros(0, bool)
    exact = shapely.relate_pattern(a, b, SHARED_BORDER)
    if tolerance <= 0:
        return exact
    rest = np.flatnonzero(~exact)
    if len(rest):
        grown_a = shapely.buffer(a[rest], tolerance / 2, quad_segs=2)
        grown_b = shapely.buffer(b[rest], tolerance / 2, quad_segs=2)
        overlap = shapely.area(shapely.intersection(grown_a, grown_b))
        exact[rest] = overlap > 4 * tolerance * tolerance
    return exact


def default_tolerance(bounds: tuple[float, float, float, float] | None) -> float:
    if not bounds:
        return 0.0
    x0, y0, x1, y1 = bounds
    return TOLERANCE_SHARE * max(x1 - x0, y1 - y0, 0.0)


# -- the spatial index ------------------------------------------------------------------------

class _Boxes:
    """Bounding boxes of the drawn regions, to find what lies near a point without a tree."""

    __slots__ = ("boxes", "ids", "row")

    def __init__(self, ids: list[str], boxes: np.ndarray):
        self.ids = ids
        self.row = {rid: i for i, rid in enumerate(ids)}
        self.boxes = boxes

    @classmethod
    def of(cls, regions: Iterable[Region]) -> _Boxes:
        ids, boxes = [], []
        for r in regions:
            box = _region_box(r)
            if box is not None:
                ids.append(r.id)
                boxes.append(box)
        return cls(ids, np.array(boxes, float).reshape(-1, 4))

    def updated(self, changes: Mapping[str, Region | None]) -> _Boxes:
        ids = list(self.ids)
        boxes = self.boxes.copy()
        added = []
        for rid, r in changes.items():
            box = None if r is None else _region_box(r)
            i = self.row.get(rid)
            if i is not None:
                boxes[i] = box if box is not None else (np.nan,) * 4
            elif box is not None:
                ids.append(rid)
                added.append(box)
        if added:
            boxes = np.concatenate([boxes, np.array(added, float)])
        dead = int(np.isnan(boxes[:, 0]).sum())
        if dead > 64 and dead > len(ids) // 2:
            keep = ~np.isnan(boxes[:, 0])
            ids = [rid for rid, k in zip(ids, keep.tolist()) if k]
            boxes = boxes[keep]
        return _Boxes(ids, boxes)

    def near(self, x0: float, y0: float, x1: float, y1: float) -> list[str]:
        b = self.boxes
        hit = (b[:, 0] <= x1) & (b[:, 2] >= x0) & (b[:, 1] <= y1) & (b[:, 3] >= y0)
        return [self.ids[i] for i in np.flatnonzero(hit).tolist()]


# -- changes, for undo ------------------------------------------------------------------------

@dataclass(frozen=True)
class _Side:
    """One side of a change: the values before, or after."""

    regions: Mapping[str, Region | None]
    edges: Mapping[frozenset, Edge | None]
    order: tuple[str, ...] | None
    manual: frozenset
    blocked: frozenset
    info: MapInfo
    tolerance: float
    decorations: tuple


@dataclass(frozen=True)
class DraftChange:
    """What one edit changed, small enough to keep hundreds for undo on a 10,000-region map."""

    before: _Side
    after: _Side

    @property
    def regions(self) -> set[str]:
        """Ids of the regions added, removed or changed (either side)."""
        return set(self.before.regions) | set(self.after.regions)

    @property
    def empty(self) -> bool:
        b, a = self.before, self.after
        return not b.regions and not b.edges and b.order == a.order and b.manual == a.manual \
            and b.blocked == a.blocked and b.info == a.info and b.tolerance == a.tolerance \
            and b.decorations == a.decorations


@dataclass(frozen=True)
class Snap:
    """Where a pointer lands after snapping: on a corner, on a border, or where it is."""

    point: XY
    kind: str = "none"            # "vertex", "edge" or "none"
    region: str | None = None


# -- the draft --------------------------------------------------------------------------------

class MapDraft:
    """A map being drawn. Immutable: every operation returns a new draft.

    `edges` are the map's adjacency; `manual` are pairs the GM joined by hand (kept even where
    the drawing does not join them), `blocked` pairs the GM parted though their drawings touch.
    """

    __slots__ = ("_boxes", "_edges", "_regions", "blocked", "decorations", "info", "manual", "tolerance")

    def __init__(self, info: MapInfo, regions: Iterable[Region] = (), edges: Iterable[Edge] = (), *,
                 manual: Iterable[frozenset] = (), blocked: Iterable[frozenset] = (),
                 tolerance: float | None = None, decorations: Iterable[Mapping[str, Any]] = ()):
        self.info = info
        self._regions: dict[str, Region] = {}
        for r in regions:
            if r.id in self._regions:
                raise EditError(f"two regions have the id {r.id!r}")
            self._regions[r.id] = r
        self._edges: dict[frozenset, Edge] = {}
        for e in edges:
            self._check_edge_ends(e)
            self._edges[pair(e.a, e.b)] = e
        self.manual = frozenset(manual)
        self.blocked = frozenset(blocked)
        if tolerance is None:
            tolerance = default_tolerance(info.bounds or self._drawn_bounds())
        self.tolerance = float(tolerance)
        self.decorations = tuple(decorations)
        self._boxes: _Boxes | None = None

    def _check_edge_ends(self, e: Edge) -> None:
        for end in (e.a, e.b):
            if end not in self._regions:
                raise EditError(f"the edge {e.a}-{e.b} names an unknown region {end!r}")

    @classmethod
    def _make(cls, info, regions, edges, manual, blocked, tolerance, decorations, boxes) -> MapDraft:
        draft = cls.__new__(cls)
        draft.info = info
        draft._regions = regions
        draft._edges = edges
        draft.manual = frozenset(manual)
        draft.blocked = frozenset(blocked)
        draft.tolerance = tolerance
        draft.decorations = tuple(decorations)
        draft._boxes = boxes
        return draft

    # -- making drafts ----------------------------------------------------------------------
    @classmethod
    def empty(cls, title: str = "New map", *, map_id: str = "new_map",
              bounds: tuple[float, float, float, float] | None = None, y_axis: str = "down",
              projection: str | None = "pixels", tolerance: float | None = None) -> MapDraft:
        size = None if bounds is None else (round(bounds[2] - bounds[0]), round(bounds[3] - bounds[1]))
        info = MapInfo(id=map_id, title=title, projection=projection, y_axis=y_axis, bounds=bounds,
                       size=size if projection == "pixels" else None)
        return cls(info, tolerance=tolerance)

    @classmethod
    def from_board(cls, board: Board, *, tolerance: float | None = None) -> MapDraft:
        """A draft of a loaded map: its edges that the drawing does not give are kept as drawn by
        hand, and the drawing's borders it lacks as parted by hand, so nothing changes."""
        draft = cls(board.info, board, board.edges(), tolerance=tolerance, decorations=board.decorations)
        geometric = {pair(a, b) for a, b in draft._bordering_pairs()}
        listed = set(draft._edges)
        manual = {p for p in listed if p not in geometric or draft._edges[p].kind not in _GEOMETRIC_KINDS}
        blocked = {p for p in geometric - listed if draft._kind_for(*p) is not None}
        return cls._make(draft.info, draft._regions, draft._edges, manual, blocked, draft.tolerance,
                         draft.decorations, None)

    # -- reading ----------------------------------------------------------------------------
    @property
    def regions(self) -> Mapping[str, Region]:
        return MappingProxyType(self._regions)

    @property
    def edges(self) -> Mapping[frozenset, Edge]:
        return MappingProxyType(self._edges)

    def __len__(self) -> int:
        return len(self._regions)

    def __contains__(self, region_id: str) -> bool:
        return region_id in self._regions

    def __getitem__(self, region_id: str) -> Region:
        try:
            return self._regions[region_id]
        except KeyError:
            raise EditError(f"there is no region {region_id!r}") from None

    def __iter__(self):
        return iter(self._regions.values())

    def edge(self, a: str, b: str) -> Edge | None:
        return self._edges.get(pair(a, b))

    def neighbours(self, region_id: str) -> dict[str, Edge]:
        return {e.b if e.a == region_id else e.a: e for p, e in self._edges.items() if region_id in p}

    @property
    def eps(self) -> float:
        """Corners closer than this are one corner (map units)."""
        scale = self.tolerance or default_tolerance(self.bounds()) or 1.0
        return scale * SAME_POINT_SHARE

    def bounds(self) -> tuple[float, float, float, float] | None:
        """The box of the drawing and the map's own bounds together."""
        drawn = self._drawn_bounds()
        own = self.info.bounds
        if drawn is None:
            return own
        if own is None:
            return drawn
        return (min(drawn[0], own[0]), min(drawn[1], own[1]), max(drawn[2], own[2]), max(drawn[3], own[3]))

    def _drawn_bounds(self) -> tuple[float, float, float, float] | None:
        boxes = [b for b in (_region_box(r) for r in self._regions.values()) if b is not None]
        if not boxes:
            return None
        a = np.array(boxes)
        return (float(a[:, 0].min()), float(a[:, 1].min()), float(a[:, 2].max()), float(a[:, 3].max()))

    def _index(self) -> _Boxes:
        if self._boxes is None:
            self._boxes = _Boxes.of(self._regions.values())
        return self._boxes

    def near(self, x: float, y: float, reach: float = 0.0) -> list[str]:
        """Ids of the regions whose boxes come within `reach` of (x, y)."""
        return self._index().near(x - reach, y - reach, x + reach, y + reach)

    def region_at(self, x: float, y: float) -> str | None:
        """The region drawn at (x, y), the smallest if several overlap there."""
        p = Point(x, y)
        hits = []
        for rid in self.near(x, y):
            r = self._regions[rid]
            if r.geometry.geom_type == "Point":
                if math.hypot(r.geometry.x - x, r.geometry.y - y) <= (r.radius or 0):
                    hits.append((math.pi * (r.radius or 0) ** 2, rid))
            elif r.geometry.covers(p):
                hits.append((r.geometry.area, rid))
        return min(hits)[1] if hits else None

    def corners(self, region_id: str) -> np.ndarray:
        """The corners of a region's drawing (n x 2), each once."""
        g = self[region_id].geometry
        if g is None or g.geom_type == "Point":
            return np.zeros((0, 2))
        parts = []
        for poly in shapely.get_parts(g):
            for ring in [poly.exterior, *poly.interiors]:
                parts.append(np.asarray(ring.coords)[:-1, :2])
        return np.concatenate(parts) if parts else np.zeros((0, 2))

    def snap(self, x: float, y: float, reach: float, *, skip: Iterable[str] = ()) -> Snap:
        """The nearest corner within `reach`, else the nearest point of a border, else (x, y)."""
        p = np.array([x, y])
        skip = set(skip)
        best_corner: tuple[float, tuple[float, float] | None, str | None] = (reach, None, None)
        best_edge: tuple[float, tuple[float, float] | None, str | None] = (reach, None, None)
        for rid in self.near(x, y, reach):
            r = self._regions[rid]
            if rid in skip or not _is_area(r):
                continue
            c = _coords(r.geometry)
            d = np.hypot(*(c - p).T)
            i = int(np.argmin(d))
            if d[i] <= best_corner[0]:
                best_corner = (float(d[i]), (float(c[i, 0]), float(c[i, 1])), rid)
            boundary = r.geometry.boundary
            q = boundary.interpolate(boundary.project(Point(x, y)))
            dq = math.hypot(q.x - x, q.y - y)
            if dq <= best_edge[0]:
                best_edge = (dq, (q.x, q.y), rid)
        if best_corner[1] is not None:
            return Snap(best_corner[1], "vertex", best_corner[2])
        if best_edge[1] is not None:
            return Snap(best_edge[1], "edge", best_edge[2])
        return Snap((x, y))

    def free_id(self, kind: RegionKind | str = RegionKind.LAND, *, taken: Iterable[str] = ()) -> str:
        """The next unused id in the series of the kind (p1, p2... for land, s1... for seas)."""
        prefix, word = _PREFIX[RegionKind(kind)]
        taken = set(taken)
        names = {name_key(r.name) for r in self._regions.values()}
        n = 1
        while f"{prefix}{n}" in self._regions or f"{prefix}{n}" in taken or name_key(f"{word} {n}") in names:
            n += 1
        return f"{prefix}{n}"

    def _default_name(self, rid: str, kind: RegionKind) -> str:
        prefix, word = _PREFIX[kind]
        return f"{word} {rid[len(prefix):]}" if rid.startswith(prefix) and is_digits(rid[len(prefix):]) else rid

    # -- output -----------------------------------------------------------------------------
    def to_board(self) -> Board:
        return Board(self.info, self._regions.values(), self._edges.values(), self.decorations)

    def to_geojson(self) -> dict[str, Any]:
        """The map as a Berthier map file (plain GeoJSON that QGIS opens, with its adjacency)."""
        info = self.info
        if info.bounds is None and self.bounds() is not None:
            info = replace(info, bounds=self.bounds())
        return map_to_geojson(Board(info, self._regions.values(), self._edges.values(), self.decorations))

    def save(self, path: str | Path) -> None:
        text = json.dumps(self.to_geojson(), ensure_ascii=False, indent=1) + "\n"
        Path(path).write_text(text, encoding="utf-8")

    def problems(self) -> list[MapProblem]:
        """Every problem of the map, each with its region and a place to zoom to."""
        return validate_map(self.to_board(), self.tolerance)

    # -- deriving ---------------------------------------------------------------------------
    def _derive(self, changed: Mapping[str, Region | None], *, relink: Iterable[str] = (),
                edges: Mapping[frozenset, Edge | None] | None = None, manual=None, blocked=None,
                info: MapInfo | None = None, order: list[str] | None = None) -> MapDraft:
        """A new draft with regions changed (None removes), then adjacency redone around `relink`."""
        regions = dict(self._regions)
        for rid, r in changed.items():
            if r is None:
                regions.pop(rid, None)
            else:
                regions[rid] = r
        if order is not None:
            regions = {rid: regions[rid] for rid in order}
        new_edges = dict(self._edges)
        gone = {rid for rid, r in changed.items() if r is None}
        if gone:
            new_edges = {p: e for p, e in new_edges.items() if not (p & gone)}
        for p, e in (edges or {}).items():
            if e is None:
                new_edges.pop(p, None)
            else:
                new_edges[p] = e
        manual = set(self.manual if manual is None else manual)
        blocked = set(self.blocked if blocked is None else blocked)
        if gone:
            manual = {p for p in manual if not (p & gone)}
            blocked = {p for p in blocked if not (p & gone)}
        boxes = self._boxes.updated(changed) if self._boxes is not None and order is None else None
        draft = MapDraft._make(info or self.info, regions, new_edges, manual, blocked, self.tolerance,
                               self.decorations, boxes)
        relink = [rid for rid in relink if rid in regions]
        if relink:
            draft._relink(relink)
        return draft

    def _kind_for(self, a: str, b: str) -> EdgeKind | None:
        return edge_kind(self._regions[a], self._regions[b])

    def _relink(self, ids: Iterable[str]) -> None:
        """Redo (in place, on a draft not yet handed out) the drawn adjacency of some regions."""
        ids = [rid for rid in dict.fromkeys(ids) if rid in self._regions]
        t = self.tolerance
        left, right = [], []
        for rid in ids:
            r = self._regions[rid]
            if not _is_area(r):
                continue
            x0, y0, x1, y1 = r.geometry.bounds
            for other in self._index().near(x0 - t, y0 - t, x1 + t, y1 + t):
                if other != rid and _is_area(self._regions[other]):
                    left.append(rid)
                    right.append(other)
        found = set()
        if left:
            a = np.array([self._regions[i].geometry for i in left], dtype=object)
            b = np.array([self._regions[i].geometry for i in right], dtype=object)
            for i, j, yes in zip(left, right, bordering(a, b, t).tolist()):
                if yes:
                    found.add(pair(i, j))
        touched = set(ids)
        for p in [p for p in self._edges if p & touched]:
            if p not in found and p not in self.manual:
                del self._edges[p]
        for p in found:
            self._set_drawn_edge(p)

    def _set_drawn_edge(self, p: frozenset) -> None:
        """Give a pair whose drawings share a border its edge (unless the GM parted them)."""
        if p in self.blocked or p in self.manual:
            return
        a, b = sorted(p)
        kind = self._kind_for(a, b)
        old = self._edges.get(p)
        if kind is None:
            self._edges.pop(p, None)
        elif old is None or old.kind in _GEOMETRIC_KINDS and old.kind != kind:
            self._edges[p] = Edge(a, b, kind) if old is None else replace(old, kind=kind)

    def _bordering_pairs(self) -> list[tuple[str, str]]:
        areas = [r for r in self._regions.values() if _is_area(r)]
        if len(areas) < 2:
            return []
        geoms = np.array([r.geometry for r in areas], dtype=object)
        tree = shapely.STRtree(geoms)
        if self.tolerance > 0:
            left, right = tree.query(geoms, predicate="dwithin", distance=self.tolerance)
        else:
            left, right = tree.query(geoms, predicate="intersects")
        keep = left < right
        left, right = left[keep], right[keep]
        yes = bordering(geoms[left], geoms[right], self.tolerance)
        return [(areas[i].id, areas[j].id) for i, j in zip(left[yes].tolist(), right[yes].tolist())]

    # -- adding and removing regions --------------------------------------------------------
    def add_region(self, geometry, *, id: str | None = None, name: str | None = None,
                   kind: RegionKind | str = RegionKind.LAND, label: str | None = None,
                   attributes: Mapping[str, Any] | None = None, clip: bool = True) -> MapDraft:
        """A new region drawn as a polygon. With `clip`, the parts that cover regions already
        drawn are cut away, so a sea drawn roughly around provinces fills exactly the space left;
        a polygon drawn wholly inside one region is cut out of it instead (an island in a sea
        traced over it, a lake, an enclave)."""
        kind = RegionKind(kind)
        rid = self._new_id(id, kind)
        geom = self._usable_polygon(geometry, name or rid)
        host = None
        if clip:
            try:
                geom = self._clipped(geom, name or rid)
            except EditError:
                host = self._carved(geom)          # drawn inside one region: cut out of it
                if host is None:
                    raise
                geom = geom.intersection(self._regions[host.id].geometry)
        region = Region(rid, name or self._default_name(rid, kind), kind, label,
                        dict(self._checked_attributes(attributes or {})), _label_point(geom), geom)
        changed = {rid: region}
        changed.update(self._noded_around([region]))
        if host is not None:
            changed[host.id] = host
        return self._derive(changed, relink=[rid, *changed])

    def _carved(self, geom) -> Region | None:
        """The one region a polygon lies inside (an enclave, a lake, an island the sea was traced
        over), with the polygon cut out of it; None if it lies over several or would leave nothing."""
        x0, y0, x1, y1 = geom.bounds
        under = [rid for rid in self._index().near(x0, y0, x1, y1) if _is_area(self._regions[rid])
                 and self._regions[rid].geometry.is_valid
                 and self._regions[rid].geometry.intersection(geom).area > self.eps ** 2]
        if len(under) != 1:
            return None
        r = self._regions[under[0]]
        if r.geometry.intersection(geom).area < (1 - ENCLOSED_SLACK) * geom.area:
            return None
        rest = _drop_crumbs(r.geometry.difference(geom), max(self.tolerance ** 2, self.eps ** 2))
        if rest is None or not rest.is_valid:
            return None
        return replace(r, geometry=rest, label_point=_relabelled(r, rest))

    def add_point_region(self, x: float, y: float, radius: float, *, id: str | None = None,
                         name: str | None = None, kind: RegionKind | str = RegionKind.LAND,
                         label: str | None = None, attributes: Mapping[str, Any] | None = None) -> MapDraft:
        """A region drawn as a circle (node-link maps): its neighbours are the lines drawn to it."""
        kind = RegionKind(kind)
        if not (radius > 0 and math.isfinite(radius)):
            raise EditError(f"a circle's radius must be positive, not {radius}")
        rid = self._new_id(id, kind)
        region = Region(rid, name or self._default_name(rid, kind), kind, label,
                        dict(self._checked_attributes(attributes or {})), (float(x), float(y)),
                        Point(float(x), float(y)), float(radius))
        return self._derive({rid: region})

    def add_regions(self, regions: Iterable[Region], *, clip: bool = True) -> MapDraft:
        """Regions traced or imported, added at once: an id already used gets the next free one,
        and with `clip` nothing already drawn is covered (what is left of them is added)."""
        changed: dict[str, Region] = {}
        taken: set[str] = set()
        for r in regions:
            rid = r.id if r.id not in self._regions and r.id not in taken else self.free_id(r.kind, taken=taken)
            taken.add(rid)
            geom = r.geometry
            if _is_area(r):
                geom, _ = repair_polygon(geom)
                if clip and geom.is_valid:
                    try:
                        geom = self._clipped(geom, r.name)
                    except EditError:
                        continue          # wholly under regions already drawn
            # a name that only said what the old id was ("Province 1" for p1) follows the new id
            named_by_id = r.name in (r.id, self._default_name(r.id, r.kind))
            name = self._default_name(rid, r.kind) if rid != r.id and named_by_id else r.name
            lp = r.label_point if geom is r.geometry and r.label_point is not None else _label_point(geom)
            changed[rid] = replace(r, id=rid, name=name, geometry=geom, label_point=lp)
        if not changed:
            return self
        added = list(changed.values())
        if clip and self._regions:
            changed.update(self._noded_around(added))
        return self._derive(changed, relink=list(changed))

    def update_regions(self, regions: Iterable[Region]) -> MapDraft:
        """Regions read back from a file another tool edited (QGIS): a known id takes the new
        drawing and properties, keeping the edges drawn by hand; an unknown one is added."""
        changed: dict[str, Region] = {}
        kinds_changed = []
        for r in regions:
            geom = r.geometry
            if _is_area(r):
                geom, _ = repair_polygon(geom)
            old = self._regions.get(r.id)
            if old is not None and old.kind != r.kind:
                kinds_changed.append(r.id)
            changed[r.id] = replace(r, geometry=geom, label_point=r.label_point or _label_point(geom))
        if not changed:
            return self
        draft = self._derive(changed, relink=changed)
        for rid in kinds_changed:
            draft._rekind(rid)
        return draft

    def delete_region(self, region_id: str) -> MapDraft:
        """The map without a region, and without a hole where it was: a region enclosed by others
        gives its area to its heir (`heir_of`), as a merge would; one on the map's outer edge goes
        and the map ends where its neighbours end. Its edges go with it."""
        r = self[region_id]
        heir = self.heir_of(region_id)
        if heir is None:
            return self._derive({region_id: None})
        h = self._regions[heir]
        geom = _drop_crumbs(shapely.union(h.geometry, r.geometry), max(self.tolerance ** 2, self.eps ** 2))
        if geom is None or not geom.is_valid:
            return self._derive({region_id: None})
        heir_region = replace(h, geometry=geom, label_point=_relabelled(h, geom))
        return self._derive({heir: heir_region, region_id: None}, relink=[heir])

    def heir_of(self, region_id: str) -> str | None:
        """Who takes over a deleted region's area: None for a circle or a region on the map's outer
        edge (deleting it leaves no hole), else the neighbour it shares the longest border with."""
        r = self[region_id]
        if not _is_area(r):
            return None
        reach = max(self.tolerance, self.eps)
        x0, y0, x1, y1 = r.geometry.bounds
        outline = r.geometry.boundary
        shared: dict[str, float] = {}
        for other in self._index().near(x0 - reach, y0 - reach, x1 + reach, y1 + reach):
            o = self._regions[other]
            if other != region_id and _is_area(o) and o.geometry.dwithin(r.geometry, reach):
                length = outline.intersection(o.geometry.buffer(reach)).length
                if length > reach:
                    shared[other] = length
        if not shared or sum(shared.values()) < (1 - ENCLOSED_SLACK) * outline.length:
            return None
        return max(shared, key=lambda k: (shared[k], k))

    def _new_id(self, rid: str | None, kind: RegionKind) -> str:
        if rid is None:
            return self.free_id(kind)
        rid = str(rid).strip()
        if not rid:
            raise EditError("a region needs an id")
        if rid in self._regions:
            raise EditError(f"the id {rid!r} is already used by {self._regions[rid].name}")
        return rid

    def _usable_polygon(self, geometry, what: str):
        geom = geometry if not isinstance(geometry, (list, tuple)) else Polygon(geometry)
        if geom is None or geom.is_empty or geom.geom_type not in ("Polygon", "MultiPolygon"):
            raise EditError(f"{what}: a region is drawn with at least three corners")
        geom, _ = repair_polygon(geom)
        if not geom.is_valid:
            raise EditError(f"{what}: the outline crosses itself; draw it again without crossing")
        if geom.area <= self.eps ** 2:
            raise EditError(f"{what}: the outline encloses no area")
        return geom

    def _clipped(self, geom, what: str):
        """The polygon without what the regions already drawn cover."""
        x0, y0, x1, y1 = geom.bounds
        under = [self._regions[rid].geometry for rid in self._index().near(x0, y0, x1, y1)
                 if _is_area(self._regions[rid]) and self._regions[rid].geometry.is_valid]
        if under:
            covered = [g for g in under if g.intersects(geom)]
            if covered:
                geom = geom.difference(shapely.union_all(covered))
        left = _drop_crumbs(geom, max(self.tolerance ** 2, self.eps ** 2))
        if left is None:
            raise EditError(f"{what}: it lies entirely over regions already drawn")
        if not left.is_valid:
            left = _polygonal(shapely.make_valid(left))
        return left

    def _noded_around(self, regions: list[Region]) -> dict[str, Region]:
        """Neighbours with the new regions' corners added where they lie on their borders, so
        that shared borders have the very same corners on both sides."""
        out: dict[str, Region] = {}
        new_ids = {r.id for r in regions}
        eps = self.eps
        for r in regions:
            if not _is_area(r):
                continue
            x0, y0, x1, y1 = r.geometry.bounds
            for rid in self._index().near(x0 - eps, y0 - eps, x1 + eps, y1 + eps):
                if rid in new_ids:
                    continue
                other = out.get(rid, self._regions[rid])
                if not _is_area(other) or not other.geometry.dwithin(r.geometry, eps):
                    continue
                snapped = shapely.snap(other.geometry, r.geometry, eps)
                if snapped.is_valid and not snapped.equals_exact(other.geometry, 0):
                    out[rid] = replace(other, geometry=snapped)
        return out

    # -- corners ----------------------------------------------------------------------------
    def _owners(self, p: np.ndarray, eps: float) -> tuple[list[str], list[str]]:
        """Regions with a corner at p, and regions whose border passes through p between corners."""
        corner, side = [], []
        point = Point(p)
        for rid in self.near(p[0], p[1], eps):
            r = self._regions[rid]
            if not _is_area(r):
                continue
            if _has_corner(r.geometry, p, eps):
                corner.append(rid)
            elif r.geometry.boundary.dwithin(point, eps):
                side.append(rid)
        return corner, side

    def move_vertex(self, old: XY, new: XY) -> MapDraft:
        """Move the corner at `old` to `new` in every region that has it (or whose border passes
        through it), so borders shared before are shared after."""
        p, q = np.asarray(old, float), np.asarray(new, float)
        eps = self.eps
        corner, side = self._owners(p, eps)
        if not corner:
            raise EditError(f"there is no corner at ({old[0]:.6g}, {old[1]:.6g})")
        changed: dict[str, Region] = {}
        for rid in corner + side:
            r = self._regions[rid]
            geom = r.geometry
            if rid in side:
                geom = _map_rings(geom, lambda c: _insert_on_ring(c, p, eps))

            def move(c: np.ndarray) -> np.ndarray:
                c = c.copy()
                c[np.abs(c - p).max(axis=1) <= eps] = q
                return c

            geom = _map_rings(geom, move)
            if not geom.is_valid or geom.area <= 0:
                raise EditError(f"moving this corner would make the border of {r.name} cross itself")
            changed[rid] = replace(r, geometry=geom, label_point=_relabelled(r, geom))
        # the corner may land on the border of a region that did not have it
        for rid in self.near(q[0], q[1], eps):
            r = self._regions[rid]
            if rid in changed or not _is_area(r) or _has_corner(r.geometry, q, eps):
                continue
            if r.geometry.boundary.dwithin(Point(q), eps):
                geom = _map_rings(r.geometry, lambda c: _insert_on_ring(c, q, eps))
                if geom.is_valid:
                    changed[rid] = replace(r, geometry=geom)
        return self._derive(changed, relink=changed)

    def insert_vertex(self, x: float, y: float, reach: float | None = None) -> MapDraft:
        """A new corner on the border nearest (x, y) (within `reach`), in every region along it."""
        reach = self.eps if reach is None else reach
        snap = self.snap(x, y, reach)
        if snap.kind == "vertex":
            raise EditError("there is a corner there already")
        if snap.kind != "edge":
            raise EditError("click on a border to add a corner to it")
        p = np.asarray(snap.point)
        eps = self.eps
        changed = {}
        for rid in self.near(p[0], p[1], eps):
            r = self._regions[rid]
            if _is_area(r) and r.geometry.boundary.dwithin(Point(p), eps):
                geom = _map_rings(r.geometry, lambda c: _insert_on_ring(c, p, eps))
                if geom.is_valid:
                    changed[rid] = replace(r, geometry=geom)
        return self._derive(changed, relink=changed)

    def remove_vertex(self, x: float, y: float) -> MapDraft:
        """Take the corner at (x, y) out of every region that has it."""
        p = np.array([x, y], float)
        eps = self.eps
        corner, _ = self._owners(p, eps)
        if not corner:
            raise EditError(f"there is no corner at ({x:.6g}, {y:.6g})")
        changed = {}
        for rid in corner:
            r = self._regions[rid]

            def drop(c: np.ndarray, name: str = r.name) -> np.ndarray:
                keep = np.abs(c[:-1] - p).max(axis=1) > eps
                ring = c[:-1][keep]
                if len(ring) < 3:
                    raise EditError(f"{name} would have fewer than three corners")
                return np.concatenate([ring, ring[:1]])

            geom = _map_rings(r.geometry, drop)
            if not geom.is_valid or geom.area <= 0:
                raise EditError(f"without this corner the border of {r.name} would cross itself")
            changed[rid] = replace(r, geometry=geom, label_point=_relabelled(r, geom))
        return self._derive(changed, relink=changed)

    def move_region(self, region_id: str, dx: float, dy: float) -> MapDraft:
        """Move a circle (node-link maps) by (dx, dy)."""
        r = self[region_id]
        if r.geometry is None or r.geometry.geom_type != "Point":
            raise EditError(f"{r.name} is drawn as a polygon: move its corners instead")
        p = Point(r.geometry.x + dx, r.geometry.y + dy)
        return self._derive({region_id: replace(r, geometry=p, label_point=(p.x, p.y))})

    # -- split and merge --------------------------------------------------------------------
    def split_region(self, region_id: str, line: Iterable[XY], *, new_id: str | None = None) -> MapDraft:
        """Cut a region in two along a line drawn across it, from border to border. The larger
        piece keeps the region's id and attributes; the other becomes a new region of its kind."""
        r = self[region_id]
        if not _is_area(r):
            raise EditError(f"{r.name} is not drawn as a polygon")
        points = np.array(list(line), float).reshape(-1, 2)
        if len(points) < 2 or LineString(points).length <= 0:
            raise EditError("draw a line across the region to split it")
        # a line ending on the border (snapped to it) is taken a little further, so that it crosses
        reach = max(self.tolerance, self.eps * 10)
        for end, before in ((0, 1), (-1, -2)):
            step = points[end] - points[before]
            if np.hypot(*step) > 0:
                points[end] = points[end] + step / np.hypot(*step) * reach
        cut = LineString(points)
        crossed: list[list[Polygon]] = []
        kept: list[Polygon] = []
        for part in shapely.get_parts(r.geometry):
            pieces = [g for g in split(part, cut).geoms if g.area > self.eps ** 2]
            (crossed if len(pieces) > 1 else kept).append(pieces if len(pieces) > 1 else part)
        if not crossed:
            raise EditError(f"the line must cross {r.name} from border to border")
        pieces = [p for group in crossed for p in group]
        if len(pieces) != 2:
            raise EditError(f"the line cuts {r.name} into {len(pieces)} pieces: draw a line that cuts it in two")
        big, small = sorted(pieces, key=lambda g: g.area, reverse=True)
        if kept:
            big = MultiPolygon([big, *kept])
        rid = self._new_id(new_id, r.kind)
        first = replace(r, geometry=big, label_point=_relabelled(r, big))
        second = Region(rid, self._default_name(rid, r.kind), r.kind, None, {}, _label_point(small), small)
        changed: dict[str, Region] = {region_id: first, rid: second}
        # the cut's ends are new corners on borders that neighbours share
        had = {tuple(c) for c in _coords(r.geometry).tolist()}
        ends = [c for c in _coords(small).tolist() if tuple(c) not in had]
        eps = self.eps
        for x, y in ends:
            point = np.array([x, y])
            for other in self.near(x, y, eps):
                o = changed.get(other, self._regions[other])
                if other in (region_id, rid) or not _is_area(o) or _has_corner(o.geometry, np.array([x, y]), eps):
                    continue
                if o.geometry.boundary.dwithin(Point(x, y), eps):
                    changed[other] = replace(o, geometry=_map_rings(o.geometry, partial(_at_point, point, eps)))
        return self._derive(changed, relink=changed)

    def merge_regions(self, keep: str, other: str) -> MapDraft:
        """One region of two: `keep` keeps its id and attributes and takes over the other's
        drawing and edges; references to the other (straits' seas, special links' via) follow."""
        a, b = self[keep], self[other]
        if keep == other:
            raise EditError("choose two different regions to merge")
        if (a.radius is None) != (b.radius is None) or a.radius is not None:
            raise EditError("only two regions drawn as polygons can be merged")
        geom = None
        if a.geometry is not None and b.geometry is not None:
            geom = _drop_crumbs(shapely.union(a.geometry, b.geometry), max(self.tolerance ** 2, self.eps ** 2))
            if geom is None or not geom.is_valid:
                raise EditError(f"{a.name} and {b.name} cannot be merged into one valid polygon")
        merged = replace(a, geometry=geom, label_point=_relabelled(a, geom) if geom is not None else a.label_point)
        edges, manual, blocked = self._moved_edges(other, keep)
        return self._derive({keep: merged, other: None}, relink=[keep], edges=edges, manual=manual, blocked=blocked)

    def _moved_edges(self, old: str, new: str):
        """Edges, hand-made pairs and parted pairs with every mention of `old` turned into `new`
        (an edge that would join `new` to itself goes; where `new` already has an edge, it stays)."""

        def swap(x: str) -> str:
            return new if x == old else x

        def swap_optional(x: str | None) -> str | None:
            return new if x == old else x

        mentions = {p: e for p, e in self._edges.items() if old in p or e.sea == old or e.via == old}
        edges: dict[frozenset, Edge | None] = dict.fromkeys(mentions)
        for e in mentions.values():
            a, b = swap(e.a), swap(e.b)
            if a == b:
                continue
            q = pair(a, b)
            if edges.get(q, self._edges.get(q)) is not None:
                continue
            edges[q] = replace(e, a=a, b=b, sea=swap_optional(e.sea), via=swap_optional(e.via))
        manual = {q for q in (pair(*map(swap, p)) for p in self.manual) if len(q) == 2}
        blocked = {q for q in (pair(*map(swap, p)) for p in self.blocked) if len(q) == 2}
        return edges, manual, blocked

    # -- attributes -------------------------------------------------------------------------
    def set_region(self, region_id: str, **changes: Any) -> MapDraft:
        """Change a region's id, name, label, kind, label_point, radius or any ruleset attribute
        (None removes an attribute). EditError names what is wrong; nothing changes then."""
        r = self[region_id]
        new = r
        attributes = dict(r.attributes)
        new_id = region_id
        for key, value in changes.items():
            if key == "id":
                new_id = str(value or "").strip()
                if not new_id:
                    raise EditError("a region needs an id")
                if new_id != region_id and new_id in self._regions:
                    raise EditError(f"the id {new_id!r} is already used by {self._regions[new_id].name}")
            elif key == "name":
                name = str(value or "").strip()
                if not name:
                    raise EditError("a region needs a name")
                new = replace(new, name=name)
            elif key == "label":
                label = None if value is None or not str(value).strip() else str(value).strip()
                new = replace(new, label=label)
            elif key == "kind":
                try:
                    kind = RegionKind(value)
                except ValueError:
                    raise EditError(f"kind must be land, sea or impassable, not {value!r}") from None
                new = replace(new, kind=kind)
            elif key == "label_point":
                if value is not None:
                    value = (float(value[0]), float(value[1]))
                new = replace(new, label_point=value)
            elif key == "radius":
                if r.radius is None:
                    raise EditError(f"{r.name} is drawn as a polygon: it has no radius")
                if not (isinstance(value, (int, float)) and value > 0):
                    raise EditError(f"a circle's radius must be positive, not {value!r}")
                new = replace(new, radius=float(value))
            else:
                checked = check_attribute(key, value)
                if checked is None:
                    attributes.pop(key, None)
                else:
                    attributes[key] = checked
        new = replace(new, attributes=attributes)
        if new_id != region_id:
            return self._renamed(region_id, new_id, new)
        draft = self._derive({region_id: new})
        if new.kind != r.kind:
            draft._rekind(region_id)
        return draft

    def _rekind(self, rid: str) -> None:
        """Edges of a region whose kind changed get the kinds its neighbours now make with it."""
        for p in [p for p in self._edges if rid in p]:
            e = self._edges[p]
            if e.kind not in _GEOMETRIC_KINDS:
                continue
            kind = self._kind_for(e.a, e.b)
            if kind is None:
                if p not in self.manual:
                    del self._edges[p]
            elif kind != e.kind:
                self._edges[p] = replace(e, kind=kind)
        self._relink([rid])

    def _renamed(self, old: str, new: str, region: Region) -> MapDraft:
        region = replace(region, id=new)
        order = [new if rid == old else rid for rid in self._regions]
        edges, manual, blocked = self._moved_edges(old, new)
        draft = self._derive({old: None, new: region}, edges=edges, manual=manual, blocked=blocked, order=order)
        if region.kind != self._regions[old].kind:
            draft._rekind(new)
        return draft

    def _checked_attributes(self, attributes: Mapping[str, Any]) -> dict[str, Any]:
        out = {}
        for key, value in attributes.items():
            checked = check_attribute(key, value)
            if checked is not None:
                out[key] = checked
        return out

    def with_info(self, **changes: Any) -> MapDraft:
        """The map's id, title, credits... changed."""
        if "id" in changes and not str(changes["id"] or "").strip():
            raise EditError("the map needs an id")
        if "title" in changes and not str(changes["title"] or "").strip():
            raise EditError("the map needs a title")
        return self._derive({}, info=replace(self.info, **changes))

    def with_tolerance(self, tolerance: float) -> MapDraft:
        """The same map with another adjacency tolerance, its adjacency redone."""
        if not (tolerance >= 0 and math.isfinite(tolerance)):
            raise EditError(f"the tolerance must be zero or more, not {tolerance}")
        draft = MapDraft._make(self.info, dict(self._regions), dict(self._edges), self.manual, self.blocked,
                               float(tolerance), self.decorations, self._boxes)
        return draft.recompute_adjacency()

    # -- adjacency --------------------------------------------------------------------------
    def connect(self, a: str, b: str, kind: EdgeKind | str | None = None, *, sea: str | None = None,
                via: str | None = None, note: str | None = None) -> MapDraft:
        """Join two regions by hand: a strait names the sea that controls it, a special link may
        run via a region. Replaces the edge they had."""
        ra, rb = self[a], self[b]
        if a == b:
            raise EditError("a region cannot border itself")
        if kind is None:
            kind = self._kind_for(a, b)
            if kind is None:
                raise EditError("an impassable region has no neighbours")
        try:
            kind = EdgeKind(kind)
        except ValueError:
            raise EditError(f"unknown kind of edge {kind!r}") from None
        if RegionKind.IMPASSABLE in (ra.kind, rb.kind):
            raise EditError("an impassable region has no neighbours")
        if kind is EdgeKind.LAND and not (ra.is_land and rb.is_land):
            raise EditError(f"a land border joins two land regions; {(rb if ra.is_land else ra).name} is a sea")
        if kind is EdgeKind.SEA and not (ra.is_sea and rb.is_sea):
            raise EditError(f"a sea lane joins two seas; {(rb if ra.is_sea else ra).name} is land")
        if kind is EdgeKind.COAST and ra.is_land == rb.is_land:
            raise EditError("a coast joins a land region and a sea")
        if kind is EdgeKind.STRAIT:
            if not (ra.is_land and rb.is_land):
                raise EditError("a strait joins two land regions across water")
            if sea is not None and (sea not in self._regions or not self._regions[sea].is_sea):
                raise EditError(f"a strait is controlled from a sea, and {sea!r} is not one")
        elif sea is not None:
            raise EditError("only a strait has a controlling sea")
        if via is not None and via not in self._regions:
            raise EditError(f"there is no region {via!r} for the link to run via")
        p = pair(a, b)
        edge = Edge(a, b, kind, sea, via, note)
        return self._derive({}, edges={p: edge}, manual=self.manual | {p}, blocked=self.blocked - {p})

    def disconnect(self, a: str, b: str) -> MapDraft:
        """Part two regions: their edge goes, and stays gone even where their drawings touch."""
        p = pair(a, b)
        if p not in self._edges:
            raise EditError(f"{self[a].name} and {self[b].name} are not neighbours")
        touching = False
        ra, rb = self._regions[a], self._regions[b]
        if _is_area(ra) and _is_area(rb):
            touching = bool(bordering(np.array([ra.geometry], dtype=object), np.array([rb.geometry], dtype=object),
                                      self.tolerance)[0])
        return self._derive({}, edges={p: None}, manual=self.manual - {p},
                            blocked=self.blocked | {p} if touching else self.blocked)

    def recompute_adjacency(self) -> MapDraft:
        """Adjacency from the drawing again: shared borders, plus what was joined by hand, minus
        what was parted by hand."""
        found = {pair(a, b) for a, b in self._bordering_pairs()}
        edges = {p: e for p, e in self._edges.items() if p in self.manual}
        draft = MapDraft._make(self.info, dict(self._regions), edges, self.manual, self.blocked, self.tolerance,
                               self.decorations, self._boxes)
        for p in found:
            if p in draft.manual or p in draft.blocked:
                continue
            a, b = sorted(p)
            kind = draft._kind_for(a, b)
            if kind is None:
                continue
            old = self._edges.get(p)
            draft._edges[p] = old if old is not None and old.kind == kind else Edge(a, b, kind)
        return draft

    # -- undo -------------------------------------------------------------------------------
    def change_to(self, after: MapDraft) -> DraftChange:
        """What turns this draft into `after` (regions and edges compared by identity)."""
        regions_before: dict[str, Region | None] = {}
        regions_after: dict[str, Region | None] = {}
        for rid in self._regions.keys() | after._regions.keys():
            old, new = self._regions.get(rid), after._regions.get(rid)
            if old is not new:
                regions_before[rid], regions_after[rid] = old, new
        edges_before: dict[frozenset, Edge | None] = {}
        edges_after: dict[frozenset, Edge | None] = {}
        for p in self._edges.keys() | after._edges.keys():
            was, now = self._edges.get(p), after._edges.get(p)
            if was is not now and was != now:
                edges_before[p], edges_after[p] = was, now
        def order(start: MapDraft, end: MapDraft) -> tuple[str, ...] | None:
            """The end's order, if patching the start's regions would not give it by itself."""
            patched = [rid for rid in start._regions if rid in end._regions] + \
                      [rid for rid in end._regions if rid not in start._regions]
            return None if patched == list(end._regions) else tuple(end._regions)

        before = _Side(regions_before, edges_before, order(after, self), self.manual, self.blocked, self.info,
                       self.tolerance, self.decorations)
        after_side = _Side(regions_after, edges_after, order(self, after), after.manual, after.blocked, after.info,
                           after.tolerance, after.decorations)
        return DraftChange(before, after_side)

    def apply(self, change: DraftChange) -> MapDraft:
        return self._patch(change.after)

    def revert(self, change: DraftChange) -> MapDraft:
        return self._patch(change.before)

    def _patch(self, side: _Side) -> MapDraft:
        regions = dict(self._regions)
        for rid, r in side.regions.items():
            if r is None:
                regions.pop(rid, None)
            else:
                regions[rid] = r
        if side.order is not None:
            regions = {rid: regions[rid] for rid in side.order}
        edges = dict(self._edges)
        for p, e in side.edges.items():
            if e is None:
                edges.pop(p, None)
            else:
                edges[p] = e
        boxes = self._boxes.updated(side.regions) if self._boxes is not None else None
        return MapDraft._make(side.info, regions, edges, side.manual, side.blocked, side.tolerance,
                              side.decorations, boxes)


# -- GeoJSON in -------------------------------------------------------------------------------

def draft_from_geojson(data: Any, *, source: str = "map", tolerance: float | None = None
                       ) -> tuple[MapDraft, list[MapProblem]]:
    """A draft from a Berthier map file or any GeoJSON FeatureCollection (from QGIS, say).

    Nothing drawn is dropped: an invalid polygon is repaired where that is unambiguous and kept
    as it is otherwise, a missing or repeated id gets a new one, an unknown kind becomes land;
    each of these is reported, naming the region.
    """
    notes: list[MapProblem] = []

    def note(region: str | None, message: str, severity: str = "warning") -> None:
        notes.append(MapProblem(region, message, severity))

    if not isinstance(data, dict) or data.get("type") != "FeatureCollection":
        raise MapFileError(source, ["not a GeoJSON FeatureCollection"])
    given = data.get("berthier")
    plain = not isinstance(given, dict)
    meta: dict[str, Any] = given if isinstance(given, dict) else {}
    if meta.get("format", FORMAT) != FORMAT:
        raise MapFileError(source, [f"format is {meta.get('format')!r}, expected {FORMAT!r}"])
    version = meta.get("version", VERSION)
    if not isinstance(version, int) or version > VERSION:
        raise MapFileError(source, [f"map format version {version!r} is newer than this Berthier reads ({VERSION})"])
    if plain:
        crs = ((data.get("crs") or {}).get("properties") or {}).get("name", "")
        meta = {"y_axis": "up", "title": Path(source).stem.replace("_", " ").title() or "Imported map",
                "id": Path(source).stem or "imported"}
        if "EPSG::" in str(crs):
            meta["projection"] = "EPSG:" + str(crs).rsplit("::", 1)[1]
    try:
        info = _read_info(meta, source)
    except MapFileError as e:
        for p in e.problems:
            note(None, f"{p} (ignored)")
        info = _read_info({k: v for k, v in meta.items() if k in ("id", "title", "y_axis", "projection")}, source)

    features = data.get("features")
    if not isinstance(features, list):
        raise MapFileError(source, ["'features' must be a list"])
    regions: list[Region] = []
    decorations: list[dict[str, Any]] = []
    seen: set[str] = set()
    later: list[tuple[int, dict, dict]] = []        # features whose id must be made up
    for index, feature in enumerate(features):
        if not isinstance(feature, dict):
            note(None, f"feature #{index} is not a GeoJSON feature and was skipped", "error")
            continue
        props = feature.get("properties") or {}
        if not isinstance(props, dict):
            props = {}
        geom = _read_geometry(feature, index, note)
        if props.get("role") == "decoration" or (geom is not None and geom.geom_type in
                                                 ("LineString", "MultiLineString", "MultiPoint")):
            if geom is not None:
                style = props.get("style", "decoration" if props.get("role") == "decoration" else "line")
                decorations.append({"style": style, "geometry": geom,
                                    "properties": {k: v for k, v in props.items() if k not in ("role", "geometry")}})
                if props.get("role") != "decoration":
                    note(props.get("id"), f"feature #{index} is a line, kept as a decoration (not a region)")
            continue
        rid = props.get("id", feature.get("id"))
        if rid is None or not str(rid).strip():
            later.append((index, feature, props))
            continue
        rid = str(rid).strip()
        if rid in seen:
            later.append((index, feature, dict(props, _was=rid)))
            continue
        seen.add(rid)
        regions.append(_read_region(rid, props, geom, note))
    for index, feature, props in later:
        was = props.pop("_was", None)
        n = 1
        while f"f{n}" in seen:
            n += 1
        rid = f"f{n}"
        seen.add(rid)
        geom = _read_geometry(feature, index, lambda *a, **k: None)
        if was:
            note(rid, f"feature #{index} repeats the id {was!r}; it is now {rid!r}")
        else:
            note(rid, f"feature #{index} has no id; it is now {rid!r}")
        regions.append(_read_region(rid, props, geom, note))

    edge_problems: list[MapProblem] = []
    if meta.get("adjacency") is not None:
        edges = _read_edges(meta, regions, lambda region, message: edge_problems.append(MapProblem(region, message)))
        for p in edge_problems:
            note(p.region, f"{p.message} (left out)")
        draft = MapDraft.from_board(Board(info, regions, edges, decorations), tolerance=tolerance)
    else:
        draft = MapDraft(info, regions, decorations=decorations, tolerance=tolerance).recompute_adjacency()
    if draft.info.bounds is None and draft.bounds() is not None:
        draft = draft.with_info(bounds=draft.bounds())
    return draft, notes


def load_draft(path: str | Path, *, tolerance: float | None = None) -> tuple[MapDraft, list[MapProblem]]:
    """A map file (or any GeoJSON file) as a draft, with what had to be repaired on the way."""
    path = Path(path)
    if path.is_dir():
        path = path / "map.geojson"
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise MapFileError(str(path), ["the file does not exist"]) from None
    except (OSError, UnicodeDecodeError) as e:
        raise MapFileError(str(path), [f"cannot be read: {e}"]) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise MapFileError(str(path), [f"not JSON: {e.msg} at line {e.lineno}, column {e.colno}"]) from None
    return draft_from_geojson(data, source=str(path), tolerance=tolerance)


def _read_geometry(feature: Mapping[str, Any], index: int, note):
    raw = feature.get("geometry")
    if raw is None:
        return None
    try:
        return shape(raw)
    except Exception as e:  # noqa: BLE001 - shapely raises several kinds for malformed GeoJSON
        note(str(feature.get("id") or (feature.get("properties") or {}).get("id") or f"#{index}"),
             f"the geometry of feature #{index} cannot be read ({e}); the region is kept without a drawing",
             "error")
        return None


def _read_region(rid: str, props: Mapping[str, Any], geom, note) -> Region:
    name = str(props.get("name") or props.get("NAME") or rid)
    try:
        kind = RegionKind(props.get("kind", "land"))
    except ValueError:
        note(rid, f"kind {props.get('kind')!r} is not land, sea or impassable; it is now land")
        kind = RegionKind.LAND
    radius = props.get("radius")
    if radius is not None and not (isinstance(radius, (int, float)) and not isinstance(radius, bool) and radius > 0):
        note(rid, f"radius {radius!r} is not a positive number; it is now 1")
        radius = 1.0
    if geom is not None and geom.geom_type == "Point":
        radius = float(radius or 1.0)
    else:
        radius = None
    if geom is not None and geom.geom_type in ("Polygon", "MultiPolygon"):
        geom, repaired = repair_polygon(geom)
        if repaired:
            note(rid, repaired, "warning" if geom.is_valid else "error")
    elif geom is not None and geom.geom_type != "Point":
        note(rid, f"a {geom.geom_type} cannot be a region's drawing; the region is kept without one", "error")
        geom = None
    lp = props.get("label_point")
    if isinstance(lp, list) and len(lp) == 2 and all(isinstance(v, (int, float)) for v in lp):
        lp = (float(lp[0]), float(lp[1]))
    else:
        lp = _label_point(geom) if geom is not None and geom.is_valid else None
    attributes = {}
    for key, value in props.items():
        if key in RESERVED or key == "NAME":
            continue
        try:
            checked = check_attribute(key, value)
        except EditError as e:
            note(rid, f"{e}; kept as it is")
            checked = value
        if checked is not None:
            attributes[key] = checked
    label = props.get("label")
    return Region(rid, name, kind, None if label is None else str(label), attributes, lp, geom, radius)


# -- GeoJSON out, for GIS tools ---------------------------------------------------------------

def region_features(draft: MapDraft) -> list[dict[str, Any]]:
    """The regions as plain GeoJSON features (what `to_geojson` writes, without the adjacency)."""
    return [f for f in draft.to_geojson()["features"] if (f.get("properties") or {}).get("role") != "decoration"]


__all__ = [
    "DraftChange", "EditError", "MapDraft", "Snap",
    "bordering", "check_attribute", "default_tolerance", "known_attributes", "draft_from_geojson", "load_draft", "pair",
    "region_features", "repair_polygon",
]
