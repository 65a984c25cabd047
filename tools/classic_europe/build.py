"""Builds the bundled "Classic Europe" map (resources/maps/classic-europe/map.geojson) for the
classic ruleset (seed 001): numbered provinces, lettered seas, Switzerland impassable, and
Constantinople (province 48) on both sides of the strait joining sea P to sea M.

Deterministic: the same data and tables give the same bytes. Run from the repository root:

    .venv/bin/python tools/classic_europe/build.py            # writes the bundled map
    .venv/bin/python tools/classic_europe/build.py --out X    # writes X/map.geojson instead

The Natural Earth extract, the projection, the warped Voronoi cells, the line network, label
points, adjacency and lakes are Europe 1805's (tools/europe1805/build.py, imported here); the
layout (layout.py) is this map's own. Made with Natural Earth.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from pathlib import Path

import shapely
from shapely.geometry import Polygon, shape
from shapely.strtree import STRtree

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _module(name: str, path: Path):
    """A module of a tools folder (they are scripts, not packages)."""
    if name in sys.modules:
        return sys.modules[name]
    if str(path.parent) not in sys.path:
        sys.path.insert(0, str(path.parent))   # Europe 1805's build imports its tables by plain name
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module                 # dataclasses look their module up while the class is made
    spec.loader.exec_module(module)
    return module


E = _module("europe1805_build", ROOT / "tools" / "europe1805" / "build.py")
L = _module("classic_europe_layout", HERE / "layout.py")

OUT = ROOT / "resources" / "maps" / "classic-europe"
MAP_ID, TITLE = "classic-europe", "Classic Europe"
CHANNEL, LAKE = "~channel", "~lake"          # water that belongs to no sea


def province_ids() -> list[str]:
    return [str(i) for i in range(1, len(L.PROVINCES) + 1)]


def regions() -> list[tuple[str, str, str, object]]:
    """(id, name, kind, table entry) for every region, in file order."""
    out = [(rid, rid, "land", p) for rid, p in zip(province_ids(), L.PROVINCES)]
    sid, name, seeds, group = L.SWITZERLAND
    out.append((sid, name, "impassable", L.Province(name, seeds, group)))
    out += [(s.letter, s.letter, "sea", s) for s in L.SEAS]
    return out


def build_groups() -> dict[str, object]:
    """The land of each group, from modern countries; Europe 1805's way, with this map's groups."""
    member = {code: group for group, codes in L.GROUPS.items() for code in codes}
    pieces: dict[str, list] = {g: [] for g in L.GROUPS}
    area = E.frame().buffer(200_000)
    for f in E.read_layer("countries_modern"):
        code = f["properties"]["ADM0_A3"]
        for poly in E.polygons(shapely.make_valid(shape(f["geometry"]))):
            group = member.get(code, "east")
            if code == "TUR":
                c = poly.representative_point()
                group = "balkans" if (c.x < 29.1 and c.y > 40.4) else "anatolia"
            p = shapely.make_valid(E.project(poly)).intersection(area)
            if not p.is_empty:
                pieces[group].append(p)
    return {g: E.polygonal(shapely.union_all(ps)) if ps else Polygon() for g, ps in pieces.items()}


def build_partition():
    land_regions = [(rid, entry) for rid, _, kind, entry in regions() if kind != "sea"]
    seas = [(rid, entry) for rid, _, kind, entry in regions() if kind == "sea"]
    seeds = [(rid, entry, E.xy(*s)) for rid, entry in land_regions for s in entry.seeds]
    land_parts = E.build_land([pt for _, _, pt in seeds])
    land = shapely.union_all(land_parts)
    water = E.snap(E.frame().difference(land))
    groups = build_groups()
    misplaced = [f"{rid} {pt.x:.0f},{pt.y:.0f}" for rid, _, pt in seeds if not land.contains(pt)]
    misplaced += [f"{rid} {q}" for rid, s in seas for q in s.seeds if not water.contains(E.xy(*q))]
    misplaced += [f"{rid} is not in group {e.group}" for rid, e, pt in seeds
                  if not e.claim and not groups[e.group].buffer(1_000).contains(pt)]
    if misplaced:
        raise SystemExit("seeds outside their land, water or group: " + "; ".join(misplaced))
    water_parts = sorted(E.polygons(water), key=lambda p: (-p.area, p.bounds))
    group_names = list(L.GROUPS)
    group_tree = STRtree([groups[g] for g in group_names])
    land_tree, water_tree = STRtree(land_parts), STRtree(water_parts)

    def first_hit(tree: STRtree, p) -> int:
        hits = sorted(tree.query(p, predicate="intersects").tolist())
        return hits[0] if hits else int(tree.nearest(p))

    # Land: claims, then one run of warped cells per (group, land part) holding seeds, and one
    # per group for the seedless islands.
    # claims wander like the other borders (the same warp), so no border is ruler-straight
    claims = [E.Cell(rid, shapely.make_valid(E.warp(shapely.segmentize(E.projected_polygon(e.claim), E.SEGMENT))))
              for rid, e in land_regions if e.claim]
    claim_tree = STRtree([c.shape for c in claims])
    runs: dict[tuple[str, int | None], list] = {}
    for rid, e, pt in seeds:
        if not e.claim:
            runs.setdefault((e.group, first_hit(land_tree, pt)), []).append((rid, pt))
            runs.setdefault((e.group, None), []).append((rid, pt))
    lookups = {key: E.Lookup(E.voronoi_cells(s, warped=True)) for key, s in sorted(
        runs.items(), key=lambda kv: (kv[0][0], -1 if kv[0][1] is None else kv[0][1]))}
    seeded_parts = {part for (_, part) in runs if part is not None}

    # Water: the strait of Constantinople, then straight cells per body of water with seeds.
    channel = E.projected_polygon(L.CHANNEL_CLAIM)
    sea_runs: dict[int, list] = {}
    for rid, s in seas:
        for q in s.seeds:
            pt = E.xy(*q)
            sea_runs.setdefault(first_hit(water_tree, pt), []).append((rid, pt))
    sea_lookups = {part: E.Lookup(E.voronoi_cells(s, warped=False)) for part, s in sorted(sea_runs.items())}

    reach = 5_000.0
    land_reach = land.buffer(reach).intersection(E.frame())
    water_reach = water.buffer(reach).intersection(E.frame())
    lines = [land.boundary, E.frame().boundary, channel.boundary.intersection(water_reach)]
    lines += [groups[g].boundary.intersection(land_reach) for g in group_names]
    lines += [c.shape.boundary.intersection(land_reach) for c in claims]
    for (g, part), lookup in lookups.items():
        clip = groups[g].buffer(20_000).intersection(land_reach if part is None else land_parts[part].buffer(reach))
        lines += [c.shape.boundary.intersection(clip) for c in lookup.cells]
    for part, lookup in sea_lookups.items():
        clip = water_parts[part].buffer(reach)
        lines += [c.shape.boundary.intersection(clip) for c in lookup.cells]
    network = shapely.union_all([E.snap(line) for line in E.line_parts(lines)])
    faces = list(shapely.polygonize(shapely.get_parts(network)).geoms)

    owners: dict[str, list] = {}
    for face in faces:
        if face.area < 1.0:
            continue
        p = face.representative_point()
        if land.contains(p):
            hit = sorted(claim_tree.query(p, predicate="intersects").tolist())
            if hit:
                owner = claims[hit[0]].owner
            else:
                part = first_hit(land_tree, p)
                if part not in seeded_parts:
                    p = land_parts[part].representative_point()   # a seedless island goes whole
                g = group_names[first_hit(group_tree, p)]
                lookup = lookups.get((g, part)) or lookups.get((g, None))
                if lookup is None:
                    raise SystemExit(f"land at {p.x:.0f},{p.y:.0f} lies in group {g!r}, which has no province")
                owner = lookup.owner(p)
        elif channel.contains(p):
            owner = CHANNEL
        else:
            lookup = sea_lookups.get(first_hit(water_tree, p))
            owner = lookup.owner(p) if lookup else LAKE
        owners.setdefault(owner, []).append(face)
    shapes = {rid: shapely.union_all(fs) for rid, fs in owners.items()}
    lakes = E.polygons(shapes.pop(LAKE, Polygon()))
    channel_water = shapes.pop(CHANNEL)
    lakes += tidy(shapes, {rid: kind for rid, _, kind, _ in regions()})
    return shapes, land, channel_water, lakes


def tidy(shapes: dict[str, object], kinds: dict[str, str]) -> list:
    """Stray scraps of a region go to the neighbour of their kind they border most; a scrap of
    sea enclosed by land becomes land of the province around it and is returned as a lake
    (Europe 1805's rule, over this map's regions)."""
    lagoons = []
    for rid, kind in kinds.items():
        parts = sorted(E.polygons(shapes[rid]), key=lambda q: (-q.area, q.bounds))
        if len(parts) < 2 or kind == "impassable":
            continue
        keep = [parts[0]]
        for piece in parts[1:]:
            if piece.area >= (E.FRAGMENT if kind == "land" else E.SEA_FRAGMENT):
                keep.append(piece)
                continue
            border = {other: E.shared_length(piece, geom) for other, geom in shapes.items()
                      if other != rid and geom.intersects(piece)}
            same = [o for o in border if kinds[o] == kind and border[o] > 0]
            land_around = [o for o in border if kinds[o] == "land" and border[o] > 0]
            if same:
                target = max(same, key=lambda o: (border[o], o))
            elif kind == "sea" and land_around:
                target = max(land_around, key=lambda o: (border[o], o))
                lagoons.append(piece)
            else:
                keep.append(piece)
                continue
            shapes[target] = shapely.union_all([shapes[target], piece])
        shapes[rid] = shapely.union_all(keep) if len(keep) > 1 else keep[0]
    return lagoons


def build() -> tuple[str, dict]:
    shapes, land, channel_water, lakes = build_partition()
    kinds = {rid: kind for rid, _, kind, _ in regions()}
    missing = [rid for rid in kinds if rid not in shapes]
    if missing:
        raise SystemExit(f"these regions got no area: {', '.join(missing)}")
    edges = E.adjacency(shapes, kinds)
    if any({e["a"], e["b"]} == {"P", "M"} for e in edges):
        raise SystemExit("seas P and M share a border: the strait of Constantinople must part them")
    order = {rid: i for i, rid in enumerate(kinds)}
    edges.sort(key=lambda e: ({"land": 0, "coast": 1, "sea": 2}[e["kind"]], order[e["a"]], order[e["b"]]))
    edges.append({"a": "P", "b": "M", "kind": "special", "via": "48",
                  "note": "Constantinople: ships pass the Bosporus and the Dardanelles through province 48"})

    w, h = E.BOUNDS[2] - E.BOUNDS[0], E.BOUNDS[3] - E.BOUNDS[1]
    meta = {"format": "berthier-map", "version": 1, "id": MAP_ID, "title": TITLE,
            "credits": ["Made with Natural Earth"], "projection": E.PROJECTION, "y_axis": "up",
            "bounds": list(E.BOUNDS), "size": [E.WIDTH_PX, round(E.WIDTH_PX * h / w)], "adjacency": edges}
    lines = []
    for rid, name, kind, entry in regions():
        props: dict = {"id": rid, "name": name, "kind": kind}
        if kind == "land" or kind == "sea":
            props["label"] = rid
            props["historical_name"] = entry.name
            props["aliases"] = [entry.name, *entry.aliases]
        props["label_point"] = E.label_point(shapes[rid])
        lines.append(E.feature_json(props, shapes[rid], rid))
    decorations = E.lakes(land)
    decorations.append(({"role": "decoration", "style": "lake", "name": "Bosporus and Dardanelles"}, channel_water))
    decorations += [({"role": "decoration", "style": "lake"}, geom) for geom in lakes]
    decorations.append(({"role": "decoration", "style": "arrow", "between": ["P", "M"], "via": "48"},
                        E.snap(E.project(shapely.LineString(L.CHANNEL_ARROW)))))
    for props, geom in decorations:
        lines.append(E.feature_json(props, geom))
    return E.collection_text(meta, lines), {"shapes": shapes, "edges": edges}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder to write map.geojson into")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    text, _ = build()
    E.write_checked(text, MAP_ID, args.out, started)

if __name__ == "__main__":
    main()
