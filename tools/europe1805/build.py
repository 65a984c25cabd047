"""Builds the bundled "Europe 1805" map (resources/maps/europe1805/map.geojson) from Natural Earth.

Deterministic: the same data and tables give the same bytes. Run from the repository root:

    .venv/bin/python tools/europe1805/build.py            # writes the bundled map
    .venv/bin/python tools/europe1805/build.py --out X    # writes X/map.geojson instead

Provinces are warped Voronoi cells of seed points (provinces.py), clipped to the land of
their approximate 1805 state; seas are Voronoi cells of sea seeds clipped to the water.
Every border is cut from one noded network of lines, so neighbours share exact edges.
Made with Natural Earth.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import shapely
from pyproj import Transformer
from shapely.geometry import LineString, MultiPoint, Point, Polygon, box, mapping, shape
from shapely.ops import polylabel
from shapely.strtree import STRtree

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from provinces import CUTS, GROUPS, NATIONS, PROVINCES, SEAS, STRAITS

DATA = HERE / "data"
OUT = ROOT / "resources" / "maps" / "europe1805"

PROJECTION = "EPSG:3035"
BOUNDS = (2_400_000, 850_000, 7_000_000, 4_500_000)   # metres, EPSG:3035
WIDTH_PX = 1600
GRID = 100.0              # every coordinate is a multiple of this (metres)
SIMPLIFY = 1_000.0        # coastline tolerance: about a third of a pixel at 1600 px
MIN_ISLAND = 150e6        # islands smaller than this (m²) are left out, unless they hold a seed
FRAGMENT = 2_500e6        # detached scraps smaller than this (m²) join the neighbour they border most
SEA_FRAGMENT = 10_000e6
SEGMENT = 4_000.0         # borders are cut into pieces this long before they are warped
# Shared-border lengths below which two regions are not neighbours (corner and sliver contacts).
MIN_LAND_BORDER = 4_000.0
MIN_COAST = 6_000.0
MIN_SEA_BORDER = 10_000.0
# Warp of the province borders: (amplitude, wavelength) in metres, three plane waves each.
OCTAVES = ((30_000.0, 420_000.0), (10_000.0, 130_000.0), (2_500.0, 40_000.0))
# Lakes and rivers of 1805 (no reservoirs, no canals), with the names English players use.
LAKE_MIN_AREA = 250e6
LAKE_NAMES = {"IJsselmeer": "Zuiderzee", "L. Il’men’": "Lake Ilmen", "Pskoyskoye O.": "Lake Pskov"}
RIVER_NAMES = {
    "Rhein": "Rhine", "Rhin": "Rhine", "Rhine": "Rhine", "Lek": "Rhine", "Waal": "Waal", "Nederrijn": "Rhine",
    "Donau": "Danube", "Danube": "Danube", "Bratul Chillia": "Danube", "Bratul Sulina": "Danube",
    "Bratul Sfintu Gheorghe": "Danube", "Borcea": "Danube", "Soroksari Duna": "Danube",
    "Elbe": "Elbe", "Oder": "Oder", "Vistula": "Vistula", "Loire": "Loire", "Seine": "Seine",
    "Rhône": "Rhône", "Garonne": "Garonne", "Po": "Po", "Ebro": "Ebro", "Tajo": "Tagus", "Tejo": "Tagus",
    "Duero": "Douro", "Dnipro": "Dnieper", "Dnepre": "Dnieper", "Dniester": "Dniester", "Don": "Don",
    "Volga": "Volga", "Daugava": "Dvina", "Neva": "Neva", "Svir’": "Svir", "Tisza": "Tisza", "Tisa": "Tisza",
    "Drava": "Drava", "Thames": "Thames", "Nile": "Nile", "Rosetta Branch": "Nile", "Damietta Branch": "Nile",
    "Firat": "Euphrates", "Al Furat": "Euphrates", "Euphrates": "Euphrates", "Dicle": "Tigris",
    "Tigris": "Tigris", "Göta älv": "Göta älv", "Dalälven": "Dalälven", "Glomma": "Glomma",
    "Jordan": "Jordan", "Vuoksi": "Vuoksi",
}
RIVER_MIN_LENGTH = 25_000.0

_TO_MAP = Transformer.from_crs("EPSG:4326", PROJECTION, always_xy=True)


# -- small helpers ------------------------------------------------------------------------------

def project(geom):
    def f(coords):
        x, y = _TO_MAP.transform(coords[:, 0], coords[:, 1])
        return np.column_stack([x, y])
    return shapely.transform(geom, f)


def xy(lon: float, lat: float) -> Point:
    x, y = _TO_MAP.transform(lon, lat)
    return Point(x, y)


def projected_polygon(points) -> Polygon:
    return project(Polygon(points))


def snap(geom):
    return shapely.set_precision(geom, GRID)


def _unit(*key) -> float:
    """A number in [0, 1) that depends only on `key`: a stand-in for a seeded generator."""
    digest = hashlib.sha256(repr(key).encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2.0 ** 64


_WAVES = np.array([
    (axis, amp / 3.0, 2 * math.pi / length, 2 * math.pi * _unit("angle", o, axis, k),
     2 * math.pi * _unit("phase", o, axis, k))
    for o, (amp, length) in enumerate(OCTAVES) for axis in (0, 1) for k in range(3)
])


def warp(geom):
    """Moves every point by a smooth displacement field, so straight borders wander like real ones."""
    def f(coords):
        out = coords.copy()
        for axis, amp, k, angle, phase in _WAVES:
            along = coords[:, 0] * math.cos(angle) + coords[:, 1] * math.sin(angle)
            out[:, int(axis)] += amp * np.sin(k * along + phase)
        return out
    return shapely.transform(geom, f)


def polygons(geom) -> list[Polygon]:
    if geom.is_empty:
        return []
    if geom.geom_type == "Polygon":
        return [geom]
    return [g for g in getattr(geom, "geoms", []) if g.geom_type == "Polygon" and not g.is_empty] + [
        p for g in getattr(geom, "geoms", []) if g.geom_type in ("MultiPolygon", "GeometryCollection")
        for p in polygons(g)]


def polygonal(geom):
    """Only the areas of a geometry (overlay results can carry stray lines and points)."""
    return shapely.union_all(polygons(geom)) if not geom.is_empty else Polygon()


def line_parts(geoms) -> list:
    """The line pieces of overlay results, which may also hold points."""
    out = []
    for geom in geoms:
        for part in shapely.get_parts(geom):
            if part.geom_type in ("LineString", "LinearRing"):
                out.append(part)
            elif part.geom_type in ("MultiLineString", "GeometryCollection"):
                out.extend(line_parts([part]))
    return out


def read_layer(name: str) -> list[dict]:
    return json.loads((DATA / f"{name}.geojson").read_text(encoding="utf-8"))["features"]


# -- the land, the water and the 1805 states ----------------------------------------------------

def frame() -> Polygon:
    return box(*BOUNDS)


def build_land(seed_points: list[Point]) -> list[Polygon]:
    raw = shapely.union_all([shapely.make_valid(shape(f["geometry"])) for f in read_layer("land")])
    land = shapely.make_valid(project(raw)).intersection(frame())
    parts = []
    for poly in polygons(land):
        poly = shapely.simplify(poly, SIMPLIFY, preserve_topology=True)
        if poly.is_empty:
            continue
        holds_seed = any(poly.contains(p) for p in seed_points)
        if poly.area >= MIN_ISLAND or holds_seed:
            parts.append(poly)
    merged = snap(shapely.union_all(parts))
    return sorted(polygons(merged), key=lambda p: (-p.area, p.bounds))


def rhine_west() -> Polygon:
    """The land west of the Rhine from Basel to the Dutch border: French in 1805."""
    lines = {f["properties"]["name"]: shape(f["geometry"]) for f in read_layer("rivers")
             if f["properties"]["name"] in ("Rhin", "Rhine") and f["geometry"]["type"] == "LineString"}
    upper = [c for c in lines["Rhin"].coords if c[0] < 7.7 or c[1] > 47.65]
    course = upper + list(lines["Rhine"].coords)[1:]
    ring = [(7.56, 46.9)] + course + [(3.0, 51.9), (3.0, 46.9)]
    return projected_polygon(ring)


def build_groups() -> dict[str, object]:
    member = {code: group for group, codes in GROUPS.items() for code in codes}
    pieces: dict[str, list] = {g: [] for g in GROUPS}
    area = frame().buffer(200_000)
    for f in read_layer("countries_modern"):
        code = f["properties"]["ADM0_A3"]
        geom = shapely.make_valid(shape(f["geometry"]))
        for poly in polygons(geom):
            group = member.get(code, "east")
            if code == "TUR":
                c = poly.representative_point()
                group = "balkans" if (c.x < 29.1 and c.y > 40.4) else "anatolia"
            p = shapely.make_valid(project(poly)).intersection(area)
            if not p.is_empty:
                pieces[group].append(p)
    groups = {g: shapely.union_all(ps) if ps else Polygon() for g, ps in pieces.items()}
    cuts = [("east", "fr", rhine_west())] + [(a, b, projected_polygon(ring)) for a, b, ring in CUTS]
    for src, dst, outline in cuts:
        moved = groups[src].intersection(outline)
        groups[src] = groups[src].difference(outline)
        groups[dst] = groups[dst].union(moved)
    return {g: polygonal(geom) for g, geom in groups.items()}


# -- cells ------------------------------------------------------------------------------------

@dataclass
class Cell:
    owner: str          # region id
    shape: object       # the (warped) cell or claim, unclipped


def voronoi_cells(seeds: list[tuple[str, Point]], warped: bool) -> list[Cell]:
    if len(seeds) == 1:
        return [Cell(seeds[0][0], frame().buffer(2_000_000))]
    extent = frame().buffer(2_000_000)
    cells = shapely.voronoi_polygons(MultiPoint([p for _, p in seeds]), extend_to=extent, ordered=True)
    out = []
    for (owner, _), cell in zip(seeds, cells.geoms):
        cell = cell.intersection(extent)
        if warped:
            cell = shapely.make_valid(warp(shapely.segmentize(cell, SEGMENT)))
        out.append(Cell(owner, cell))
    return out


class Lookup:
    """Which region a point falls in: claims first, then the cells of its run."""

    def __init__(self, cells: list[Cell]):
        self.cells = cells
        self.tree = STRtree([c.shape for c in cells])

    def owner(self, p: Point) -> str:
        hits = sorted(self.tree.query(p, predicate="intersects").tolist())
        if hits:
            return self.cells[hits[0]].owner
        return self.cells[int(self.tree.nearest(p))].owner


# -- the whole partition ------------------------------------------------------------------------

def build_partition():
    province_seeds = [(p, xy(*s)) for p in PROVINCES for s in p.seeds]
    land_parts = build_land([pt for _, pt in province_seeds])
    land = shapely.union_all(land_parts)
    water = snap(frame().difference(land))
    misplaced = [f"{p.id} {pt.x:.0f},{pt.y:.0f}" for p, pt in province_seeds if not land.contains(pt)]
    misplaced += [f"{s.id} {q}" for s in SEAS for q in s.seeds if not water.contains(xy(*q))]
    if misplaced:
        raise SystemExit("seeds outside their land or water: " + "; ".join(misplaced))
    water_parts = sorted(polygons(water), key=lambda p: (-p.area, p.bounds))
    groups = build_groups()
    group_names = list(GROUPS)
    group_tree = STRtree([groups[g] for g in group_names])
    land_tree = STRtree(land_parts)
    water_tree = STRtree(water_parts)

    def group_of(p: Point) -> str:
        hits = sorted(group_tree.query(p, predicate="intersects").tolist())
        if hits:
            return group_names[hits[0]]
        return group_names[int(group_tree.nearest(p))]

    def part_of(tree: STRtree, p: Point) -> int:
        hits = sorted(tree.query(p, predicate="intersects").tolist())
        return hits[0] if hits else int(tree.nearest(p))

    # Land: claims, then one run of cells per (group, land part) holding seeds; seedless
    # islands fall back to the cells of their whole group.
    claims = [Cell(p.id, projected_polygon(p.claim)) for p in PROVINCES if p.claim]
    runs: dict[tuple[str, int | None], list[tuple[str, Point]]] = {}
    for prov, pt in province_seeds:
        if prov.claim:
            continue
        runs.setdefault((prov.group, part_of(land_tree, pt)), []).append((prov.id, pt))
        runs.setdefault((prov.group, None), []).append((prov.id, pt))
    land_lookups = {key: Lookup(voronoi_cells(seeds, warped=True)) for key, seeds in sorted(
        runs.items(), key=lambda kv: (kv[0][0], -1 if kv[0][1] is None else kv[0][1]))}
    seeded_parts = {part for (_, part) in runs if part is not None}
    claim_lookup = STRtree([c.shape for c in claims]) if claims else None

    # Seas: claims, then one run of straight Voronoi cells per body of water.
    sea_claims = [Cell(s.id, projected_polygon(s.claim)) for s in SEAS if s.claim]
    sea_runs: dict[int, list[tuple[str, Point]]] = {}
    for sea in SEAS:
        if sea.claim:
            continue
        for q in sea.seeds:
            pt = xy(*q)
            sea_runs.setdefault(part_of(water_tree, pt), []).append((sea.id, pt))
    sea_lookups = {part: Lookup(voronoi_cells(seeds, warped=False)) for part, seeds in sorted(sea_runs.items())}
    sea_claim_tree = STRtree([c.shape for c in sea_claims])

    # The line network: coasts, frame, state borders, claims and cell borders. Inner lines run
    # a little past the coast, so that noding cuts them exactly where they meet it.
    reach = 5_000.0
    land_reach = land.buffer(reach).intersection(frame())
    water_reach = water.buffer(reach).intersection(frame())
    lines = [land.boundary, frame().boundary]
    for g in group_names:
        lines.append(groups[g].boundary.intersection(land_reach))
    for c in claims:
        lines.append(c.shape.boundary.intersection(land_reach))
    for c in sea_claims:
        lines.append(c.shape.boundary.intersection(water_reach))
    for (g, part), lookup in land_lookups.items():
        clip = groups[g].buffer(20_000).intersection(land_reach if part is None else
                                                     land_parts[part].buffer(reach))
        for c in lookup.cells:
            lines.append(c.shape.boundary.intersection(clip))
    for part, lookup in sea_lookups.items():
        clip = water_parts[part].buffer(reach)
        for c in lookup.cells:
            lines.append(c.shape.boundary.intersection(clip))
    network = shapely.union_all([snap(line) for line in line_parts(lines)])
    faces = list(shapely.polygonize(shapely.get_parts(network)).geoms)

    owners: dict[str, list] = {}
    for face in faces:
        if face.area < 1.0:
            continue
        p = face.representative_point()
        if land.contains(p):
            owner = None
            if claim_lookup is not None:
                hit = sorted(claim_lookup.query(p, predicate="intersects").tolist())
                if hit:
                    owner = claims[hit[0]].owner
            if owner is None:
                part = part_of(land_tree, p)
                if part not in seeded_parts:
                    # an island without a seed goes whole to the province its centre falls in
                    p = land_parts[part].representative_point()
                g = group_of(p)
                key = (g, part)
                lookup = land_lookups.get(key) or land_lookups.get((g, None))
                if lookup is None:
                    raise SystemExit(f"land at {p.x:.0f},{p.y:.0f} lies in group {g!r}, which has no province")
                owner = lookup.owner(p)
        else:
            hit = sorted(sea_claim_tree.query(p, predicate="intersects").tolist())
            if hit:
                owner = sea_claims[hit[0]].owner
            else:
                lookup = sea_lookups.get(part_of(water_tree, p), sea_lookups[0])
                owner = lookup.owner(p)
        owners.setdefault(owner, []).append(face)

    shapes = {}
    for rid, fs in owners.items():
        shapes[rid] = shapely.union_all(fs)
    lagoons = tidy(shapes)
    return shapes, land, lagoons


def tidy(shapes: dict[str, object]) -> list:
    """Gives stray scraps of a region to the neighbour they border most.

    Warped cells and clipped outlines leave small detached pieces (a corner of a valley, a
    bit of an estuary). A piece of land or sea smaller than FRAGMENT that touches another
    region of its kind goes to that region; a scrap of water enclosed by land (a lagoon)
    becomes land of the province around it and is returned, to be drawn as a lake.
    """
    kinds = {p.id: "land" for p in PROVINCES} | {s.id: "sea" for s in SEAS}
    lagoons = []
    for rid in kinds:
        parts = sorted(polygons(shapes[rid]), key=lambda q: (-q.area, q.bounds))
        if len(parts) < 2:
            continue
        keep = [parts[0]]
        for piece in parts[1:]:
            if piece.area >= (FRAGMENT if kinds[rid] == "land" else SEA_FRAGMENT):
                keep.append(piece)
                continue
            border = {other: shared_length(piece, geom) for other, geom in shapes.items()
                      if other != rid and geom.intersects(piece)}
            same = [o for o in border if kinds[o] == kinds[rid] and border[o] > 0]
            land_around = [o for o in border if kinds[o] == "land" and border[o] > 0]
            if same:
                target = max(same, key=lambda o: (border[o], o))
            elif kinds[rid] == "sea" and land_around:
                target = max(land_around, key=lambda o: (border[o], o))
                lagoons.append(piece)
            else:
                keep.append(piece)
                continue
            shapes[target] = shapely.union_all([shapes[target], piece])
        shapes[rid] = shapely.union_all(keep) if len(keep) > 1 else keep[0]
    return lagoons


# -- regions, adjacency and decorations ---------------------------------------------------------

def label_point(geom) -> list[int]:
    biggest = max(polygons(geom), key=lambda p: p.area)
    p = polylabel(biggest, tolerance=1_000.0)   # the point farthest from the border: most room
    return [int(round(p.x / GRID) * GRID), int(round(p.y / GRID) * GRID)]


def shared_length(a, b) -> float:
    common = a.boundary.intersection(b.boundary)
    return common.length if not common.is_empty else 0.0


def adjacency(shapes: dict[str, object], kinds: dict[str, str]) -> list[dict]:
    from engine.board.board import Region, RegionKind
    from engine.board.geometry import adjacency_from_geometry

    regions = [Region(rid, rid, RegionKind(kinds[rid]), geometry=shapes[rid]) for rid in shapes]
    edges = []
    for e in adjacency_from_geometry(regions):
        length = shared_length(shapes[e.a], shapes[e.b])
        need = {"land": MIN_LAND_BORDER, "coast": MIN_COAST, "sea": MIN_SEA_BORDER}[e.kind.value]
        if length >= need:
            a, b = (e.a, e.b) if kinds[e.a] != "sea" or kinds[e.b] == "sea" else (e.b, e.a)
            edges.append({"a": a, "b": b, "kind": e.kind.value})
    return edges


def lakes(land) -> list[dict]:
    out = []
    for f in read_layer("lakes"):
        name = f["properties"].get("name")
        if not name or "Res" in name or (f["properties"].get("scalerank") or 0) > 5:
            continue
        geom = shapely.make_valid(project(shape(f["geometry"]))).intersection(land)
        geom = snap(shapely.simplify(geom, SIMPLIFY * 0.6, preserve_topology=True))
        if geom.is_empty or geom.area < LAKE_MIN_AREA:
            continue
        out.append(({"role": "decoration", "style": "lake", "name": LAKE_NAMES.get(name, name)}, geom))
    return sorted(out, key=lambda x: (x[0]["name"], x[1].bounds))


def rivers(land) -> list[dict]:
    by_name: dict[str, list] = {}
    for f in read_layer("rivers"):
        name = RIVER_NAMES.get(f["properties"].get("name"))
        if name is None:
            continue
        by_name.setdefault(name, []).append(project(shape(f["geometry"])))
    out = []
    for name in sorted(by_name):
        geom = shapely.line_merge(shapely.union_all(by_name[name])).intersection(land)
        geom = snap(shapely.simplify(geom, SIMPLIFY * 0.8))
        parts = [g for g in shapely.get_parts(geom) if g.geom_type == "LineString" and g.length >= RIVER_MIN_LENGTH]
        if parts:
            out.append(({"role": "decoration", "style": "river", "name": name},
                        shapely.MultiLineString(parts) if len(parts) > 1 else parts[0]))
    return out


def arrows(shapes) -> list[tuple[dict, object]]:
    out = []
    for s in STRAITS:
        line = snap(project(LineString(s.arrow)))
        start, end = Point(line.coords[0]), Point(line.coords[-1])
        for end_point, rid in ((start, s.a), (end, s.b)):
            if not shapes[rid].buffer(GRID).contains(end_point):
                print(f"warning: the arrow of strait {s.a}-{s.b} does not end inside {rid}", file=sys.stderr)
        out.append(({"role": "decoration", "style": "arrow", "between": [s.a, s.b], "sea": s.sea}, line))
    return out


# -- output -------------------------------------------------------------------------------------

def _ints(obj):
    if isinstance(obj, float):
        return round(obj)
    if isinstance(obj, (list, tuple)):
        return [_ints(x) for x in obj]
    if isinstance(obj, dict):
        return {k: _ints(v) for k, v in obj.items()}
    return obj


def feature_json(props: dict, geom, fid: str | None = None) -> str:
    feature = {"type": "Feature"}
    if fid is not None:
        feature["id"] = fid
    feature["properties"] = props
    feature["geometry"] = _ints(mapping(geom))
    return json.dumps(feature, ensure_ascii=False, separators=(",", ":"))


def build() -> tuple[str, dict]:
    shapes, land, lagoons = build_partition()
    kinds = {p.id: "land" for p in PROVINCES} | {s.id: "sea" for s in SEAS}
    missing = [rid for rid in kinds if rid not in shapes]
    if missing:
        raise SystemExit(f"these regions got no area: {', '.join(missing)}")
    edges = adjacency(shapes, kinds)
    pairs = {frozenset((e["a"], e["b"])) for e in edges}
    for s in STRAITS:
        if frozenset((s.a, s.b)) in pairs:
            raise SystemExit(f"strait {s.a}-{s.b} joins provinces that already share a border")
        edges.append({"a": s.a, "b": s.b, "kind": "strait", "sea": s.sea, "note": s.note})
    order = {rid: i for i, rid in enumerate(kinds)}
    edges.sort(key=lambda e: ({"land": 0, "coast": 1, "sea": 2, "strait": 3}[e["kind"]], order[e["a"]], order[e["b"]]))

    w, h = BOUNDS[2] - BOUNDS[0], BOUNDS[3] - BOUNDS[1]
    meta = {
        "format": "berthier-map", "version": 1, "id": "europe1805", "title": "Europe 1805",
        "credits": ["Made with Natural Earth"], "projection": PROJECTION, "y_axis": "up",
        "bounds": list(BOUNDS), "size": [WIDTH_PX, round(WIDTH_PX * h / w)],
        "nations": list(NATIONS),
        "adjacency": edges,
    }
    lines = []
    for p in PROVINCES:
        props = {"id": p.id, "name": p.name, "kind": "land", "value": p.value}
        if p.home:
            props["home"] = p.home
        if p.aliases:
            props["aliases"] = list(p.aliases)
        props["label_point"] = label_point(shapes[p.id])
        lines.append(feature_json(props, shapes[p.id], p.id))
    for s in SEAS:
        props = {"id": s.id, "name": s.name, "kind": "sea"}
        if s.aliases:
            props["aliases"] = list(s.aliases)
        props["label_point"] = label_point(shapes[s.id])
        lines.append(feature_json(props, shapes[s.id], s.id))
    lagoon_features = [({"role": "decoration", "style": "lake"}, geom) for geom in lagoons]
    for props, geom in lakes(land) + lagoon_features + rivers(land) + arrows(shapes):
        lines.append(feature_json(props, geom))

    return collection_text(meta, lines), {"shapes": shapes, "edges": edges}


def collection_text(meta: dict, lines: list[str]) -> str:
    """The map file's text: the collection's head, then one feature a line (diffs stay readable)."""
    head = json.dumps({"type": "FeatureCollection",
                       "crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:EPSG::3035"}},
                       "berthier": meta}, ensure_ascii=False, indent=1)
    return head[:-2] + ',\n "features": [\n' + ",\n".join(lines) + "\n ]\n}\n"


def write_checked(text: str, map_id: str, out: Path, started: float):
    """Load the map as Berthier would, print its problems, and write it only if it has no errors."""
    from engine.board.mapfile import parse_map

    board = parse_map(json.loads(text), source=map_id, strict=False)
    errors = [p for p in board.problems if getattr(p, "severity", "error") == "error"]
    for problem in board.problems:
        print(problem)
    if errors:
        raise SystemExit(f"{len(errors)} errors: the map was not written")
    out.mkdir(parents=True, exist_ok=True)
    (out / "map.geojson").write_text(text, encoding="utf-8")
    print(f"{len(board.land())} provinces, {len(board.seas())} seas, {sum(1 for _ in board.edges())} edges, "
          f"{len(text.encode()) / 1e6:.2f} MB, {time.perf_counter() - started:.1f} s")
    return board


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder to write map.geojson into")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    text, _ = build()
    board = write_checked(text, "europe1805", args.out, started)
    totals = {}
    for r in board.land():
        if r.attributes.get("home"):
            totals[r.attributes["home"]] = totals.get(r.attributes["home"], 0) + r.value
    print(", ".join(f"{n} {totals.get(n, 0)}" for n in NATIONS))


if __name__ == "__main__":
    main()

