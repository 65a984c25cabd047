"""Writes resources/maps/classic-europe/scenario.json: seed 001's ten nations on the Classic
Europe map at the start of Turn 1.

    .venv/bin/python tools/classic_europe/scenario.py [--out FOLDER]

Each nation holds four provinces (its home) with armies in them and a few ships off its coast;
everything else is neutral (white). Colours are distinct and none is white.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "resources" / "maps" / "classic-europe"

TREASURY = 10

# name, colour, aliases, {province: armies}, {sea: ships}; the first province is the capital
NATIONS = [
    ("Britain", "#e41a1c", ["the British", "England", "Britons", "Great Britain"],
     {"3": 3, "2": 2, "5": 2, "1": 1}, {"I": 3}),
    ("France", "#377eb8", ["the French", "Gaul", "Franks", "the Franks"],
     {"21": 3, "20": 2, "24": 2, "25": 1}, {"I": 2}),
    ("Spain", "#ffd92f", ["the Spanish", "Hispania", "Castile"],
     {"14": 3, "13": 2, "16": 2, "17": 1}, {"N": 2}),
    ("Carthage", "#a65628", ["the Carthaginians", "Carthaginians", "Punic"],
     {"108": 3, "109": 2, "107": 2, "31": 1}, {"T": 3}),
    ("Italy", "#4daf4a", ["the Italians", "Rome", "Romans"],
     {"37": 3, "36": 2, "38": 2, "34": 1}, {"S": 2}),
    ("Austria", "#ff7f00", ["the Austrians", "Habsburg"],
     {"76": 3, "75": 2, "79": 2, "80": 1}, {"U": 1}),
    ("Prussia", "#984ea3", ["the Prussians", "Brandenburg-Prussia"],
     {"58": 3, "59": 2, "63": 2, "61": 1}, {"E": 2}),
    ("Vikings", "#17becf", ["Viking", "the Viking", "the Vikings", "Norse", "Danes"],
     {"68": 3, "67": 2, "69": 2, "70": 1}, {"D": 4}),
    ("Russia", "#7f0000", ["the Russians", "Rus", "Muscovy"],
     {"89": 3, "87": 2, "86": 2, "90": 1}, {"H": 1}),
    ("Turkey", "#1b5e20", ["the Turks", "Turks", "Ottomans", "Ottoman Empire"],
     {"48": 3, "98": 2, "97": 2, "99": 1}, {"M": 2}),
]


def scenario() -> dict:
    nations, units = [], []
    for name, colour, aliases, armies, ships in NATIONS:
        nations.append({"name": name, "colour": colour, "treasury": {"gold": TREASURY}, "home": list(armies),
                        "aliases": aliases})
        units += [{"type": "armies", "nation": name, "at": at, "count": n} for at, n in armies.items()]
        units += [{"type": "ships", "nation": name, "at": at, "count": n} for at, n in ships.items()]
    return {
        "format": "berthier-scenario", "version": 1,
        "title": "Classic NES",
        "ruleset": "classic",
        "map": "classic-europe",
        "start": {"turn": 1},
        "nations": nations,
        "units": units,
    }


def render() -> str:
    return json.dumps(scenario(), ensure_ascii=False, indent=1) + "\n"


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder to write scenario.json into")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "scenario.json").write_text(render(), encoding="utf-8")
    print(f"wrote {args.out / 'scenario.json'}")


if __name__ == "__main__":
    main()
