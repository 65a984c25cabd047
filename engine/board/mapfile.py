"""Reading and writing Berthier map files: GeoJSON with a `berthier` member (docs/map-format.md)."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any, Callable, Mapping

from engine.board.board import (Board, DeferredShape, Edge, EdgeKind, MapInfo, Region, RegionKind,
                                 unbuilt_geometry)
from engine.board.kept import kept_board
from engine.board.problems import MapProblem
from engine.board.stored import StoredGeometry
from engine.errors import MapFileError

FORMAT = "berthier-map"
VERSION = 1
# Far beyond any real map (the bundled ones: under 1 MB and 300 regions); a bigger file would make
# every command on the game slow, so it is refused at once with these figures.
MAX_MAP_BYTES = 50 * 1024 * 1024
MAX_REGIONS = 10_000
MAX_DEPTH = 64            # JSON nesting: GeoJSON needs 6

# Properties with a meaning of their own; every other property is a ruleset attribute.
_RESERVED = {"id", "name", "kind", "label", "label_point", "radius", "role", "style"}


def load_map(path: str | Path, *, strict: bool = True) -> Board:
    """Load and validate a map file; MapFileError lists every problem, each naming its region."""
    path = Path(path)
    if path.is_dir():
        path = path / "map.geojson"
    try:
        content = path.read_bytes() if path.stat().st_size <= MAX_MAP_BYTES else None
    except OSError:
        content = None
    if content is None:                  # read_json says what is wrong with the file
        return parse_map(read_json(path), source=str(path), strict=strict)
    # the same file read again (another new game from the same map) gives the board already checked
    return kept_board(content, lambda: parse_map(read_json(path, content=content), source=str(path), strict=strict),
                      how=f"{path}\0{strict}")


def read_json(path: Path, what: str = "map", content: bytes | None = None) -> Any:
    """A JSON file (a map or a scenario) within the size and nesting limits; NaN and Infinity are
    not JSON numbers and are refused. MapFileError names the file and the place. `content`: the
    file's bytes, read already."""
    try:
        if content is None:
            if path.stat().st_size > MAX_MAP_BYTES:
                raise MapFileError(str(path), [f"the file is {path.stat().st_size / 2**20:.0f} MB; a {what} file "
                                               f"is at most {MAX_MAP_BYTES // 2**20} MB"])
            text = path.read_text(encoding="utf-8")
        else:                            # as read_text reads it: universal newlines
            text = content.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")
    except FileNotFoundError:
        raise MapFileError(str(path), ["the file does not exist"]) from None
    except (OSError, UnicodeDecodeError) as e:
        raise MapFileError(str(path), [f"cannot be read: {e}"]) from None
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as e:
        raise MapFileError(str(path), [f"not JSON: {e.msg} at line {e.lineno}, column {e.colno}"]) from None
    except RecursionError:
        data = None
        depth = MAX_DEPTH + 1
    except ValueError as e:
        raise MapFileError(str(path), [str(e)]) from None
    else:
        depth = _nesting(data)
    if depth > MAX_DEPTH:
        raise MapFileError(str(path), [f"lists and objects are nested more than {MAX_DEPTH} deep; "
                                       f"a {what} file needs far fewer"])
    return data


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows; write a number or null")


def _nesting(data: Any) -> int:
    """How deep lists and objects nest (without recursion), stopping once past the limit."""
    deepest, stack = 0, [(data, 0)]
    while stack:
        item, depth = stack.pop()
        if type(item) is not list and type(item) is not dict:
            continue                                # the whole document is a number or a text
        depth += 1
        if depth > MAX_DEPTH:
            return depth
        deepest = max(deepest, depth)
        children = item.values() if type(item) is dict else item
        if type(item) is list and item and type(item[0]) is list and all(map(_is_point, item)):
            deepest = max(deepest, depth + 1)     # a ring of [x, y] points, most of a map: one level more
            continue
        # numbers and texts are not pushed, only what nests further
        stack.extend([(v, depth) for v in children if type(v) is list or type(v) is dict])
    return deepest


def _is_point(item: Any) -> bool:
    return (type(item) is list and len(item) == 2 and type(item[0]) in _NUMBERS
            and type(item[1]) in _NUMBERS)


_NUMBERS = (int, float)


def parse_map(data: Any, *, source: str = "map", strict: bool = True, validate: bool = True) -> Board:
    """A Board from a map dict. `validate=False` skips the geometry and graph checks, for maps
    checked already (those stored in a game file); reading problems are still reported, and the
    drawings (shapely geometry) are built only when first used: the rules need none of them."""
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
    decorations: list[tuple[int, Any, Mapping[str, Any]]] = []
    seen: set[str] = set()
    features = data.get("features")
    if not isinstance(features, list):
        raise MapFileError(source, ["'features' must be a list"])
    if len(features) > MAX_REGIONS:
        raise MapFileError(source, [f"the map has {len(features):,} features; a map has at most "
                                    f"{MAX_REGIONS:,} regions"])
    for index, feature in enumerate(features):
        props = (feature or {}).get("properties") or {} if isinstance(feature, dict) else {}
        if not isinstance(feature, dict) or not isinstance(props, dict):
            fail(None, f"feature #{index} is not a GeoJSON feature with properties")
            continue
        if props.get("role") == "decoration":
            decorations.append((index, feature, props))
            continue
        region = _read_region(feature, props, index, fail, defer=not validate)
        if region is None:
            continue
        if region.id in seen:
            fail(region.id, "duplicate region id")
            continue
        seen.add(region.id)
        regions.append(region)

    edges = _read_edges(meta, regions, fail)
    drawn: list[dict[str, Any]] | Callable[[], list[dict[str, Any]]]
    if validate:
        drawn = _decorations(decorations, fail)
    else:       # a map stored in a game was read whole when it was made: its decorations are drawn later
        drawn = partial(_decorations, decorations, lambda region, message: None)
    board = Board(info, regions, edges, drawn)
    if validate:
        from engine.board.validate import validate_board
        problems.extend(validate_board(board))
    errors = [p for p in problems if p.severity == "error"]
    if errors and strict:
        raise MapFileError(source, errors)
    return Board(info, regions, edges, drawn, problems) if problems else board


def _decorations(features: list[tuple[int, Any, Mapping[str, Any]]], fail) -> list[dict[str, Any]]:
    out = []
    for index, feature, props in features:
        geom = _geometry(feature, f"decoration #{index}", fail)
        if geom is not None:
            out.append({"style": props.get("style", "decoration"), "geometry": geom,
                        "properties": {k: v for k, v in props.items() if k not in ("role", "geometry")}})
    return out


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
    for key in ("id", "title", "projection"):
        if meta.get(key) is not None and not isinstance(meta[key], str):
            raise MapFileError(source, [f"'{key}' must be text, not {json.dumps(meta[key])[:40]}"])
    credits = meta.get("credits", [])
    credits = [credits] if isinstance(credits, str) else credits
    if not isinstance(credits, list) or not all(isinstance(c, str) for c in credits):
        raise MapFileError(source, ["'credits' must be a list of texts, such as [\"drawn by Ann\"]"])
    return MapInfo(
        id=str(meta.get("id") or Path(source).parent.name or "map"),
        title=str(meta.get("title") or meta.get("id") or "Untitled map"),
        credits=tuple(credits),
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
    if isinstance(raw, StoredGeometry):
        raw = raw.mapping()
    from engine.board.shapes import geojson_shape
    try:
        geom = geojson_shape(raw)
    except Exception as e:  # shapely raises several kinds for malformed GeoJSON
        fail(where, f"geometry cannot be read: {e}")
        return None
    return geom


def _read_region(feature, props, index, fail, defer: bool = False) -> Region | None:
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
    raw = feature.get("geometry")
    stored = isinstance(raw, StoredGeometry)     # a game's map: its points still JSON text
    lazy = defer and (stored or isinstance(raw, dict)) and isinstance(props.get("label_point"), list)
    # deferred: the kind of shape is read from the GeoJSON, the shape itself built on first use
    geom: Any = DeferredShape(raw) if lazy else _geometry(feature, rid, fail)
    geom_type = (raw.type if stored else raw.get("type")) if lazy else None if geom is None else geom.geom_type
    radius = props.get("radius")
    if radius is not None and (isinstance(radius, bool) or not isinstance(radius, (int, float)) or not radius > 0):
        fail(rid, "radius must be a number above 0")
        radius = None
    if geom is not None and geom_type not in ("Polygon", "MultiPolygon", "Point"):
        fail(rid, f"a region must be a Polygon, MultiPolygon or Point, not {geom_type}")
        geom = None
    if geom is not None and geom_type == "Point" and radius is None:
        radius = 1.0
    lp = props.get("label_point")
    if lp is not None:
        if isinstance(lp, list) and len(lp) == 2 and all(isinstance(x, (int, float)) for x in lp):
            lp = (float(lp[0]), float(lp[1]))
        else:
            fail(rid, "label_point must be [x, y]")
            lp = None
    if lp is None and isinstance(geom, DeferredShape):
        geom = geom.build()
    if lp is None and geom is not None and not geom.is_empty:
        import shapely
        p = geom if geom.geom_type == "Point" else shapely.point_on_surface(geom)
        lp = (p.x, p.y)
    attributes = {k: v for k, v in props.items() if k not in _RESERVED}
    for key, (kinds, expected) in _ATTRIBUTE_TYPES.items():
        value = attributes.get(key)
        if key == "aliases" and isinstance(value, str):
            attributes[key] = value = [a.strip() for a in value.split(",") if a.strip()]
        if value is None:
            continue
        if not _is(value, kinds) or (key == "aliases" and not all(isinstance(a, str) for a in value)):
            fail(rid, f"{key} must be {expected}, not {json.dumps(value)[:40]}")
            del attributes[key]
    label = props.get("label")
    return Region(rid, name, kind, None if label is None else str(label), attributes, lp, geom,
                  float(radius) if radius is not None else None)


# region attributes the rules read, and what each must be (others are the ruleset's own)
_ATTRIBUTE_TYPES = {"value": (int, "a whole number"), "cities": (int, "a whole number"),
                    "home": (str, "a nation's name"), "terrain": (str, "a name such as \"forest\""),
                    "port": (bool, "true or false"), "fort": (bool, "true or false"),
                    "aliases": (list, "a list of names such as [\"Wien\", \"Vienne\"]")}


def _is(value: Any, kind: type) -> bool:
    return isinstance(value, kind) and not (kind is int and isinstance(value, bool))


def _read_edges(meta, regions: list[Region], fail) -> list[Edge]:
    raw = meta.get("adjacency")
    if raw is None:
        from engine.board.geometry import adjacency_from_geometry
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
    from shapely.geometry import mapping
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
        raw = unbuilt_geometry(r)
        geometry = raw if raw is not None else mapping(r.geometry) if r.geometry is not None else None
        features.append({"type": "Feature", "id": r.id, "properties": props, "geometry": geometry})
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
