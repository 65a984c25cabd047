"""Build resources/maps/eia-europe/map.geojson from the Europe 1805 map: capitals, cities with ports,
seed 003's shipyards, the West Indies box and the White Sea with Archangel.

    python tools/eia_europe/build.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from data import BOXES, CAPITALS, SHIPYARDS, YARD_TERMS  # noqa: E402

SOURCE = ROOT / "resources" / "maps" / "europe1805" / "map.geojson"
TARGET = ROOT / "resources" / "maps" / "eia-europe" / "map.geojson"


def cities_by_area() -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for nation, (area, city) in CAPITALS.items():
        out.setdefault(area, []).append({"name": city, "capacity": 4, "fortress": True, "fort": 40, "ports": []})
    for nation, city, area, seas, size, note in SHIPYARDS:
        (new_cost, repair_cost), (new_time, repair_time) = YARD_TERMS[nation]
        yard = {"nation": nation, "capacity": size, "cost": new_cost, "repair_cost": repair_cost,
                "time": new_time, "repair_time": repair_time, **({"note": note} if note else {})}
        records = out.setdefault(area, [])
        same = next((c for c in records if c["name"] == city), None)
        if same is None:
            same = {"name": city, "capacity": 2, "fortress": False, "fort": 20, "ports": []}
            records.append(same)
        same["ports"] = sorted(set(same["ports"]) | set(seas))
        same["shipyard"] = yard
    return out


def build() -> dict:
    data = json.loads(SOURCE.read_text(encoding="utf-8"))
    head = data["berthier"]
    head.update(id="eia-europe", title="Europe for Empires in Arms (our own, from Europe 1805)",
                nations=list(CAPITALS))
    cities = cities_by_area()
    capitals = {area: nation for nation, (area, _) in CAPITALS.items()}
    x_min, y_min, x_max, y_max = head["bounds"]
    for box_id, name, kind, (x0, y0, x1, y1), links in BOXES:
        x_min, y_min, x_max, y_max = min(x_min, x0 - 20000), min(y_min, y0), max(x_max, x1), max(y_max, y1 + 20000)
        data["features"].append({"type": "Feature", "id": box_id, "properties": {
            "id": box_id, "name": name, "kind": kind, "off_map": True, "label_point": [(x0 + x1) / 2, (y0 + y1) / 2]},
            "geometry": {"type": "Polygon", "coordinates": [[[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]]]}})
        head["adjacency"] += [{"a": box_id, "b": other, "kind": k} for other, k in links]
    head["bounds"] = [x_min, y_min, x_max, y_max]
    width = head["size"][0]
    head["size"] = [width, round(width * (y_max - y_min) / (x_max - x_min))]
    for f in data["features"]:
        props = f["properties"]
        rid = f.get("id") or props.get("id")
        if rid in cities:
            props["city_records"] = cities[rid]
        if rid in capitals:
            props["capital"] = capitals[rid]
    missing = sorted(set(cities) - {f.get("id") or f["properties"].get("id") for f in data["features"]})
    if missing:
        raise SystemExit(f"cities placed in areas the map does not have: {', '.join(missing)}")
    return data


def main() -> None:
    data = build()
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    TARGET.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    yards = sum(1 for _, _, _, _, _, _ in SHIPYARDS)
    print(f"wrote {TARGET.relative_to(ROOT)}: {len(data['features'])} regions, {yards} shipyards")


if __name__ == "__main__":
    main()
