"""Build resources/maps/eia-europe/scenario.json: an example 1805 of our own (not EiA's order of
battle) with the seven major powers, four minors, corps, fleets at their yards, leaders and depots.

    python tools/eia_europe/scenario.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.board import load_map  # noqa: E402
from engine.rulesets.eia.geography import land_neighbours  # noqa: E402

SOURCE = ROOT / "resources" / "maps" / "europe1805" / "scenario.json"
TARGET = ROOT / "resources" / "maps" / "eia-europe" / "scenario.json"

MINORS = {"Sweden": ("#6fa0d0", ["stockholm", "smaland", "gotesburg", "norrland", "swedish_pomerania", "finland"]),
          "Portugal": ("#5aa05a", ["lisbon", "oporto", "alentejo"])}

# nation -> (money, manpower, income, manpower income): our own round numbers
BOOKS = {"France": (60, 20, 25, 8), "Great Britain": (80, 10, 30, 4), "Spain": (30, 10, 12, 4),
         "Austria": (40, 18, 15, 6), "Prussia": (30, 12, 10, 4), "Russia": (35, 25, 12, 8), "Turkey": (25, 15, 10, 5)}

CORPS = [  # nation, designation, kind, area, factors
    ("France", "Guard I", "guard", "paris", {"guard": 8, "artillery": 2}),
    ("France", "I", "infantry", "rhineland", {"infantry": 10, "cavalry": 1}),
    ("France", "II", "infantry", "alsace", {"infantry": 10, "cavalry": 1}),
    ("France", "III", "infantry", "picardy", {"infantry": 9, "cavalry": 1}),
    ("France", "Cav I", "cavalry", "lorraine", {"cavalry": 6}),
    ("Austria", "I", "infantry", "bavaria", {"infantry": 8, "cavalry": 1}),
    ("Austria", "II", "infantry", "tyrol", {"infantry": 7}),
    ("Austria", "III", "infantry", "vienna", {"infantry": 6, "militia": 2}),
    ("Austria", "Cav I", "cavalry", "moravia", {"cavalry": 4}),
    ("Russia", "Guard I", "guard", "st_petersburg", {"guard": 6}),
    ("Russia", "I", "infantry", "lithuania", {"infantry": 9}),
    ("Russia", "II", "infantry", "volhynia", {"infantry": 9}),
    ("Russia", "Cossacks", "cossack", "podolia", {"cavalry": 3}),
    ("Prussia", "I", "infantry", "brandenburg", {"infantry": 8, "cavalry": 1}),
    ("Prussia", "II", "infantry", "silesia", {"infantry": 7}),
    ("Great Britain", "I", "infantry", "london", {"infantry": 5, "militia": 3}),
    ("Spain", "I", "infantry", "madrid", {"infantry": 6}),
    ("Spain", "II", "infantry", "andalusia", {"infantry": 5}),
    ("Turkey", "I", "infantry", "stamboul", {"infantry": 6, "cavalry": 2}),
    ("Turkey", "II", "infantry", "bulgaria", {"infantry": 5, "militia": 3}),
]
FLEETS = [("Great Britain", "Channel", "english_channel", 20), ("Great Britain", "Mediterranean", "western_mediterranean", 12),
          ("France", "Brest", "brittany", 12), ("France", "Toulon", "provence", 9), ("Spain", "Cadiz", "andalusia", 12),
          ("Russia", "Baltic", "st_petersburg", 8), ("Turkey", "Constantinople", "stamboul", 6),
          ("Denmark", "Copenhagen", "copenhagen", 6)]
LEADERS = [("Napoleon", "France", "rhineland", 1, True, False), ("Davout", "France", "alsace", 2, False, False),
           ("Villeneuve", "France", "provence", 3, False, True), ("Charles", "Austria", "bavaria", 1, True, False),
           ("Mack", "Austria", "tyrol", 2, False, False), ("Kutuzov", "Russia", "lithuania", 1, False, False),
           ("Nelson", "Great Britain", "western_mediterranean", 1, False, True)]


def build() -> dict:
    board = load_map(ROOT / "resources" / "maps" / "eia-europe" / "map.geojson")
    base = json.loads(SOURCE.read_text(encoding="utf-8"))
    nations = []
    for n in base["nations"]:
        n = dict(n)
        if n["name"] == "Ottoman Empire":
            n["name"], n["aliases"] = "Turkey", ["Ottoman Empire", "the Turks", "the Porte"]
        n["major"] = n["name"] in BOOKS
        nations.append(n)
    nations += [{"name": m, "colour": c, "home": h, "major": False} for m, (c, h) in MINORS.items()]
    austria = next(n for n in nations if n["name"] == "Austria")["home"]
    border = sorted(a for a in austria if any(x not in austria for x in land_neighbours(board, a)))
    units = [{"type": "corps", "nation": n, "designation": d, "kind": k, "at": a, **f} for n, d, k, a, f in CORPS]
    units += [{"type": "fleet", "nation": n, "name": name, "at": a, "ships": s} for n, name, a, s in FLEETS]
    units += [{"type": "leader", "nation": n, "name": name, "at": a, "seniority": s, "royal": r, "admiral": ad}
              for name, n, a, s, r, ad in LEADERS]
    units += [{"type": "depot", "nation": n, "at": a} for n, a in
              [("France", "rhineland"), ("Austria", "bavaria"), ("Russia", "lithuania")]]
    units += [{"type": "garrison", "nation": "Austria", "city": "Vienna", "at": "vienna", "factors": 3},
              {"type": "garrison", "nation": "France", "city": "Paris", "at": "paris", "factors": 4}]
    powers = {name: {"money": m, "manpower": mp, "income": i, "manpower_income": mi, "players": [f"{name} player"]}
              for name, (m, mp, i, mi) in BOOKS.items()}
    wars = [("France", x) for x in ("Great Britain", "Austria", "Russia")]
    allies = [("Austria", "Great Britain"), ("Austria", "Russia"), ("Great Britain", "Russia")]
    return {"format": "berthier-scenario", "version": 1, "title": "Empires in Arms 1805 (example of our own)",
            "ruleset": "eia", "map": "eia-europe", "start": {"month": "January", "year": 1805},
            "params": {"modules": ["eia_sop"], "land_move_allowance": 3, "sea_move_allowance": 5,
                       "austrian_border": border, "chits": []},
            "nations": nations, "powers": powers,
            "relations": [{"nations": list(w), "status": "war"} for w in wars]
                       + [{"nations": list(a), "status": "alliance"} for a in allies],
            "units": units}


def main() -> None:
    TARGET.write_text(json.dumps(build(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
