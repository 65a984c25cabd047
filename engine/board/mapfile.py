"""Reading and writing Berthier map files: GeoJSON with a `berthier` member (docs/map-format.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Mapping

import shapely
from shapely.geometry import mapping, shape

from engine.board.board import Board, Edge, EdgeKind, MapInfo, Region, RegionKind
from engine.board.geometry import adjacency_from_geometry
from engine.board.validate import MapProblem, validate_board
from engine.errors import MapFileError

FORMAT = "berthier-map"
VERSION = 1
MAX_MAP_BYTES = 200 * 1024 * 1024

# Properties with a meaning of their own; every other property is a ruleset attribute.
_RESERVED = {"id", "name", "kind", "label", "label_point", "radius", "role", "style"}


def load_map(path: str | Path, *, strict: bool = True) -> Board:
    """Load and validate a map file; MapFileError lists every problem, each naming its region."""
    path = Path(path)
    if path.is_dir():
        path = path / "map.geojson"
    try:
        if path.stat().st_size > MAX_MAP_BYTES:
            raise MapFileError(str(path), [f"the file is larger than {MAX_MAP_BYTES // 2**20} MB"])
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise MapFileError(str(path), ["the file does not exist"]) from None
    except (OSError, UnicodeDecodeError) as e:
        raise MapFileError(str(path), [f"cannot be read: {e}"]) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise MapFileError(str(path), [f"not JSON: {e.msg} at line {e.lineno}, column {e.colno}"]) from None
    return parse_map(data, source=str(path), strict=strict)


def parse_map(data: Any, *, source: str = "map", strict: bool = True, validate: bool = True) -> Board:
    """A Board from a map dict. `validate=False` skips the geometry and graph checks, for maps
    checked already (those stored in a game file); reading problems are still reported."""
    problems: list[MapProblem] = []

    def fail(region: str | None, message: str) -> None:
        problems.append(MapProblem(region, message))

    if not isinstance(data, dict) or data.get("type") != "FeatureCollection":
        raise MapFileError(source, ["not a GeoJSON FeatureCollection"])
    meta = data.get("berthier") or {}
    if not isinstance(meta, dict):
        raise MapFileError(source, ["the 'berthier' member must be an object"])
    if meta.get("format", FORMAT) != FORMAT:
        raise MapFileError(source, [f"format is {meta.get('format')!r}, expected {FORMAT!r}"])
    version = meta.get("version", VERSION)
    if not isinstance(version, int) or version > VERSION:
        raise MapFileError(source, [f"map format version {version!r} is newer than this Berthier reads ({VERSION})"])
    info = _read_info(meta, source)

    regions: list[Region] = []
    decorations: list[dict[str, Any]] = []
    seen: set[str] = set()
    features = data.get("features")
    if not isinstance(features, list):
        raise MapFileError(source, ["'features' must be a list"])
    for index, feature in enumerate(features):
        props = (feature or {}).get("properties") or {} if isinstance(feature, dict) else {}
        if not isinstance(feature, dict) or not isinstance(props, dict):
            fail(None, f"feature #{index} is not a GeoJSON feature with properties")
            continue
        if props.get("role") == "decoration":
            geom = _geometry(feature, f"decoration #{index}", fail)
            if geom is not None:
                decorations.append({"style": props.get("style", "decoration"), "geometry": geom,
                                    "properties": {k: v for k, v in props.items() if k not in ("role", "geometry")}})
            continue
        region = _read_region(feature, props, index, fail)
        if region is None:
            continue
        if region.id in seen:
            fail(region.id, "duplicate region id")
            continue
        seen.add(region.id)
        regions.append(region)

    edges = _read_edges(meta, regions, fail)
    board = Board(info, regions, edges, decorations)
    if validate:
        problems.extend(validate_board(board))
    errors = [p for p in problems if p.severity == "error"]
    if errors and strict:
        raise MapFileError(source, errors)
    return Board(info, regions, edges, decorations, problems) if problems else board


def _read_info(meta: Mapping[str, Any], source: str) -> MapInfo:
    def tup(key, n):
        v = meta.get(key)
        if v is None:
            return None
        if not isinstance(v, list) or len(v) != n or not all(isinstance(x, (int, float)) for x in v):
            raise MapFileError(source, [f"'{key}' must be a list of {n} numbers"])
        return tuple(v)

    known = {"format", "version", "id", "title", "credits", "projection", "y_axis", "bounds", "size", "adjacency"}
    y_axis = meta.get("y_axis", "up")
    if y_axis not in ("up", "down"):
        raise MapFileError(source, ["'y_axis' must be \"up\" or \"down\""])
    return MapInfo(
        id=str(meta.get("id") or Path(source).parent.name or "map"),
        title=str(meta.get("title") or meta.get("id") or "Untitled map"),
        credits=tuple(str(c) for c in meta.get("credits", ())),
        projection=meta.get("projection"),
        y_axis=y_axis,
        bounds=tup("bounds", 4),
        size=tup("size", 2),
        extra={k: v for k, v in meta.items() if k not in known},
    )


def _geometry(feature: Mapping[str, Any], where: str, fail) -> Any:
    raw = feature.get("geometry")
    if raw is None:
        return None
    try:
        geom = shape(raw)
    except Exception as e:  # shapely raises several kinds for malformed GeoJSON
        fail(where, f"geometry cannot be read: {e}")
        return None
    return geom


def _read_region(feature, props, index, fail) -> Region | None:
    rid = props.get("id", feature.get("id"))
    if rid is None or (isinstance(rid, str) and not rid.strip()):
        fail(None, f"feature #{index} has no id")
        return None
    rid = str(rid)
    name = str(props.get("name") or rid)
    try:
        kind = RegionKind(props.get("kind", "land"))
    except ValueError:
        fail(rid, f"kind {props.get('kind')!r} is not one of land, sea, impassable")
        return None
    geom = _geometry(feature, rid, fail)
    radius = props.get("radius")
    if radius is not None and not isinstance(radius, (int, float)):
        fail(rid, "radius must be a number")
        radius = None
    if geom is not None and geom.geom_type not in ("Polygon", "MultiPolygon", "Point"):
        fail(rid, f"a region must be a Polygon, MultiPolygon or Point, not {geom.geom_type}")
        geom = None
    if geom is not None and geom.geom_type == "Point" and radius is None:
        radius = 1.0
    lp = props.get("label_point")
    if lp is not None:
        if isinstance(lp, list) and len(lp) == 2 and all(isinstance(x, (int, float)) for x in lp):
            lp = (float(lp[0]), float(lp[1]))
        else:
            fail(rid, "label_point must be [x, y]")
            lp = None
    if lp is None and geom is not None and not geom.is_empty:
        p = geom if geom.geom_type == "Point" else shapely.point_on_surface(geom)
        lp = (p.x, p.y)
    attributes = {k: v for k, v in props.items() if k not in _RESERVED}
    label = props.get("label")
    return Region(rid, name, kind, None if label is None else str(label), attributes, lp, geom,
                  float(radius) if radius is not None else None)


def _read_edges(meta, regions: list[Region], fail) -> list[Edge]:
    raw = meta.get("adjacency")
    if raw is None:
        return adjacency_from_geometry(regions)
    if not isinstance(raw, list):
        fail(None, "'adjacency' must be a list")
        return []
    ids = {r.id for r in regions}
    edges: dict[frozenset, Edge] = {}
    for i, item in enumerate(raw):
        if isinstance(item, list) and len(item) in (2, 3):
            item = {"a": item[0], "b": item[1], "kind": item[2] if len(item) == 3 else None}
        if not isinstance(item, dict) or "a" not in item or "b" not in item:
            fail(None, f"adjacency entry #{i} must be {{\"a\": ..., \"b\": ..., \"kind\": ...}}")
            continue
        a, b = str(item["a"]), str(item["b"])
        bad = [x for x in (a, b) if x not in ids]
        if bad:
            for x in bad:
                fail(x, f"adjacency {a}-{b} names an unknown region {x!r}")
            continue
        if a == b:
            fail(a, "a region cannot border itself")
            continue
        kind_name = item.get("kind") or _default_kind(regions, a, b)
        try:
            kind = EdgeKind(kind_name)
        except ValueError:
            fail(a, f"adjacency {a}-{b} has unknown kind {kind_name!r}")
            continue
        sea = item.get("sea")
        if sea is not None and str(sea) not in ids:
            fail(a, f"strait {a}-{b} is controlled from an unknown sea {sea!r}")
            sea = None
        via = item.get("via")
        key = frozenset((a, b))
        if key in edges:
            fail(a, f"adjacency {a}-{b} is listed twice")
            continue
        edges[key] = Edge(a, b, kind, None if sea is None else str(sea),
                          None if via is None else str(via), item.get("note"))
    return list(edges.values())


def _default_kind(regions: list[Region], a: str, b: str) -> str:
    by = {r.id: r for r in regions}
    ra, rb = by[a], by[b]
    if ra.is_land and rb.is_land:
        return "land"
    if ra.is_sea and rb.is_sea:
        return "sea"
    return "coast"


def map_to_geojson(board: Board, *, include_adjacency: bool = True) -> dict[str, Any]:
    """The map as a GeoJSON dict in the Berthier format (what `load_map` reads back)."""
    info = board.info
    meta: dict[str, Any] = {"format": FORMAT, "version": VERSION, "id": info.id, "title": info.title,
                            "credits": list(info.credits)}
    if info.projection:
        meta["projection"] = info.projection
    meta["y_axis"] = info.y_axis
    if info.bounds:
        meta["bounds"] = list(info.bounds)
    if info.size:
        meta["size"] = list(info.size)
    meta.update(info.extra)
    if include_adjacency:
        meta["adjacency"] = [_edge_json(e) for e in board.edges()]
    features = []
    for r in board:
        props: dict[str, Any] = {"id": r.id, "name": r.name, "kind": r.kind.value}
        if r.label is not None:
            props["label"] = r.label
        props.update(r.attributes)
        if r.label_point is not None:
            props["label_point"] = [r.label_point[0], r.label_point[1]]
        if r.radius is not None:
            props["radius"] = r.radius
        features.append({"type": "Feature", "id": r.id, "properties": props,
                         "geometry": mapping(r.geometry) if r.geometry is not None else None})
    for d in board.decorations:
        props = {"role": "decoration", "style": d["style"], **d.get("properties", {})}
        props["style"] = d["style"]
        features.append({"type": "Feature", "properties": props, "geometry": mapping(d["geometry"])})
    out: dict[str, Any] = {"type": "FeatureCollection"}
    if info.projection and info.projection.upper().startswith("EPSG:"):
        code = info.projection.split(":", 1)[1]
        out["crs"] = {"type": "name", "properties": {"name": f"urn:ogc:def:crs:EPSG::{code}"}}
    out["berthier"] = meta
    out["features"] = features
    return out


def _edge_json(e: Edge) -> dict[str, Any]:
    d: dict[str, Any] = {"a": e.a, "b": e.b, "kind": e.kind.value}
    if e.sea:
        d["sea"] = e.sea
    if e.via:
        d["via"] = e.via
    if e.note:
        d["note"] = e.note
    return d


def dump_map(board: Board, path: str | Path) -> None:
    Path(path).write_text(json.dumps(map_to_geojson(board), ensure_ascii=False, indent=1) + "\n",
                          encoding="utf-8")
