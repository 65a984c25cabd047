"""Copies the Natural Earth 1:50m layers the Europe 1805 map needs, trimmed to its area.

Run once by a map maker who has the full Natural Earth GeoJSON; the trimmed files in
`data/` are committed, so `build.py` needs nothing else. Made with Natural Earth.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import shapely
from shapely.geometry import box, mapping, shape

HERE = Path(__file__).resolve().parent
# Generous lon/lat box around the map frame (the frame itself is cut in EPSG:3035).
AREA = box(-20.0, 24.0, 60.0, 70.0)
DIGITS = 4  # about 10 m: far below the 1:50m data's own accuracy

LAYERS = {
    "land": ["featurecla", "scalerank"],
    "countries_modern": ["NAME", "ADM0_A3"],
    "lakes": ["name", "scalerank"],
    "rivers": ["name", "scalerank"],
    "marine_areas": ["name"],
}


def _round(geom):
    return shapely.set_precision(geom, 10 ** -DIGITS)


def trim(source: Path, target: Path) -> None:
    target.mkdir(parents=True, exist_ok=True)
    for layer, keep in LAYERS.items():
        data = json.loads((source / f"{layer}.geojson").read_text(encoding="utf-8"))
        features = []
        for feature in data["features"]:
            geom = shapely.make_valid(shape(feature["geometry"]))
            if not geom.intersects(AREA):
                continue
            geom = _round(geom.intersection(AREA))
            if geom.is_empty:
                continue
            props = {k: feature["properties"].get(k) for k in keep}
            features.append({"type": "Feature", "properties": props, "geometry": mapping(geom)})
        text = json.dumps({"type": "FeatureCollection", "features": features}, ensure_ascii=False,
                          separators=(",", ":"))
        (target / f"{layer}.geojson").write_text(text + "\n", encoding="utf-8")
        print(f"{layer}: {len(features)} features")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("source", type=Path, help="folder with Natural Earth 1:50m GeoJSON layers")
    parser.add_argument("--out", type=Path, default=HERE / "data")
    args = parser.parse_args()
    trim(args.source, args.out)


if __name__ == "__main__":
    main()
