"""Builds the bundled Mausropa map (resources/maps/mausropa/map.geojson) for the succheesion
ruleset (seed 004): numbered circles joined by lines, as on the seed's map.

Deterministic: the same tables (layout.py) give the same bytes. From the repository root:

    .venv/bin/python tools/mausropa/build.py            # writes the bundled map
    .venv/bin/python tools/mausropa/build.py --out X    # writes X/map.geojson instead
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for p in (ROOT, HERE):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

import layout as L  # noqa: E402

OUT = ROOT / "resources" / "maps" / "mausropa"
RADIUS = {"land": 34, "sea": 40}


def features() -> list[dict]:
    coast = {a for a, b in _links("~")} | {b for a, b in _links("~")}
    out = []
    for number, name, kind, x, y, nation, cities, cheese, terrain in sorted(L.REGIONS, key=lambda r: r[0]):
        rid = str(number)
        props = {"id": rid, "name": name, "kind": kind, "label": rid, "radius": RADIUS[kind],
                 "label_point": [x, y]}
        if kind == "land":
            props.update(cities=cities, cheese=cheese, terrain=terrain,
                         port=rid in coast and rid not in L.NOT_PORTS and cities > 0)
            z = L.zone(y)
            if z:
                props["zone"] = z
        out.append({"type": "Feature", "id": rid, "geometry": {"type": "Point", "coordinates": [x, y]},
                    "properties": props})
    return out


def _links(sep: str | None = None) -> list[tuple[str, str]]:
    out = []
    for word in L.LINKS.split():
        s = "~" if "~" in word else "-"
        if sep is None or s == sep:
            a, b = word.split(s)
            out.append((a, b))
    return out


def adjacency() -> list[dict]:
    kinds = {str(r[0]): r[2] for r in L.REGIONS}
    out = []
    for a, b in _links():
        ka, kb = kinds[a], kinds[b]
        kind = "land" if ka == kb == "land" else "sea" if ka == kb == "sea" else "coast"
        out.append({"a": a, "b": b, "kind": kind})
    return out


def build() -> dict:
    return {"type": "FeatureCollection",
            "berthier": {"format": "berthier-map", "version": 1, "id": "mausropa",
                         "title": "Mausropa", "credits": ["After the seed's map of the War of Succheesion"],
                         "projection": "pixels", "y_axis": "down", "bounds": [-20, -170, 1880, 1240],
                         "size": [1800, 1340], "adjacency": adjacency()},
            "features": features()}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    from engine.board import parse_map
    data = build()
    board = parse_map(data, source="Mausropa")          # refuses a broken map before writing it
    args.out.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
    (args.out / "map.geojson").write_text(text, encoding="utf-8")
    land, seas = len(board.land()), len(board.seas())
    lines = len(data["berthier"]["adjacency"])
    print(f"wrote {args.out / 'map.geojson'}: {land} land regions, {seas} seas, {lines} lines")


if __name__ == "__main__":
    main()
