"""Writes resources/maps/europe1805/scenario.json: Napoleon's Wars as it stands in Winter 1804.

Home provinces come from provinces.py, so the scenario and the map cannot disagree.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from provinces import (
    AUSTRIA,
    BRITAIN,
    DENMARK,
    FRANCE,
    NAPLES,
    NATIONS,
    OTTOMANS,
    PROVINCES,
    PRUSSIA,
    RUSSIA,
    SPAIN,
)

OUT = HERE.parents[1] / "resources" / "maps" / "europe1805"

# Colours are mid-light so black corps letters read on them; none is tan (neutral).
NATION_INFO = {
    FRANCE: {"colour": "#5f8fd8", "treasury": 20, "aliases": ["the French", "French Empire"]},
    BRITAIN: {"colour": "#e0594f", "treasury": 20,
             "aliases": ["Britain", "England", "the British", "GB", "the King of Great Britain", "the King of England"]},
    RUSSIA: {"colour": "#7dba5e", "treasury": 15,
             "aliases": ["the Russians", "Russian Empire", "the Tsar of all the Russias", "the Tsar"]},
    PRUSSIA: {"colour": "#a3aab6", "treasury": 12, "aliases": ["the Prussians", "the King of Prussia"]},
    AUSTRIA: {"colour": "#f1d94f", "treasury": 15, "aliases": ["the Austrians", "Habsburg", "the Emperor of Austria"]},
    SPAIN: {"colour": "#f29a3c", "treasury": 12,
             "aliases": ["the Spanish", "the King of Spain", "His Catholic Majesty"]},
    OTTOMANS: {"colour": "#3fb0a5", "treasury": 10,
             "aliases": ["Ottomans", "Turkey", "the Porte", "Ottoman", "the Sublime Porte"]},
    DENMARK: {"colour": "#ef9cc4", "treasury": 8,
             "aliases": ["Denmark-Norway", "the Danes", "the King of Denmark"], "major": False},
    NAPLES: {"colour": "#b48be0", "treasury": 8, "aliases": ["Two Sicilies", "Kingdom of Naples", "the King of Naples"],
             "major": False},
}

# Corps: letter, province, infantry, cavalry, artillery, scouting cavalry.
CORPS = {
    FRANCE: [("A", "picardy", 2, 0, 1, True), ("B", "picardy", 3, 0, 0, False), ("C", "flanders", 2, 1, 0, False),
             ("D", "alsace", 2, 0, 1, True), ("E", "paris", 1, 2, 0, True), ("F", "piedmont", 2, 1, 0, False),
             ("G", "brittany", 2, 0, 0, False)],
    BRITAIN: [("A", "london", 2, 0, 1, False), ("B", "dublin", 2, 0, 0, False), ("C", "gibraltar", 1, 0, 0, False),
              ("D", "malta", 1, 0, 0, False)],
    RUSSIA: [("A", "st_petersburg", 2, 0, 1, False), ("B", "lithuania", 3, 0, 0, False),
             ("C", "volhynia", 2, 1, 0, True), ("D", "moscow", 2, 0, 1, False), ("E", "podolia", 2, 1, 0, False),
             ("F", "sevastopol", 1, 1, 0, False), ("G", "don_cossacks", 0, 3, 0, True)],
    PRUSSIA: [("A", "brandenburg", 2, 0, 1, True), ("B", "silesia", 2, 1, 0, False),
              ("C", "east_prussia", 3, 0, 0, False), ("D", "westphalia", 2, 0, 0, False),
              ("E", "magdeburg", 1, 2, 0, False)],
    AUSTRIA: [("A", "vienna", 2, 0, 1, True), ("B", "prague", 3, 0, 0, False), ("C", "venice", 2, 1, 0, False),
              ("D", "tyrol", 2, 0, 0, False), ("E", "buda", 1, 2, 0, True), ("F", "lemberg", 2, 0, 0, False)],
    SPAIN: [("A", "madrid", 2, 1, 0, False), ("B", "andalusia", 2, 0, 1, False), ("C", "catalonia", 2, 0, 0, False),
            ("D", "galicia", 2, 0, 0, False)],
    OTTOMANS: [("A", "stamboul", 3, 0, 0, False), ("B", "bulgaria", 1, 2, 0, True), ("C", "bosnia", 2, 0, 0, False),
               ("D", "smyrna", 2, 0, 0, False), ("E", "damascus", 1, 1, 0, False)],
    DENMARK: [("A", "holstein", 2, 1, 0, False), ("B", "christiania", 2, 0, 0, False)],
    NAPLES: [("A", "naples", 2, 1, 0, False), ("B", "sicily", 2, 0, 0, False)],
}

# Squadrons, numbered per nation, by sea.
SQUADRONS = {
    BRITAIN: ["english_channel", "english_channel", "english_channel", "north_sea", "north_sea",
              "western_approaches", "bay_of_biscay", "strait_of_gibraltar", "gulf_of_lion", "western_mediterranean",
              "irish_sea"],
    FRANCE: ["english_channel", "bay_of_biscay", "bay_of_biscay", "gulf_of_lion", "gulf_of_lion"],
    SPAIN: ["gulf_of_cadiz", "gulf_of_cadiz", "balearic_sea", "bay_of_biscay"],
    RUSSIA: ["gulf_of_finland", "gulf_of_finland", "western_black_sea", "ionian_sea"],
    OTTOMANS: ["sea_of_marmara", "aegean_sea"],
    DENMARK: ["kattegat", "kattegat"],
    NAPLES: ["western_mediterranean"],
    AUSTRIA: ["gulf_of_venice"],
    PRUSSIA: [],
}


def scenario() -> dict:
    nations = []
    for name in NATIONS:
        info = NATION_INFO[name]
        nation = {"name": name, "colour": info["colour"], "treasury": {"gold": info["treasury"]},
                  "home": [p.id for p in PROVINCES if p.home == name]}
        if info.get("major") is False:
            nation["major"] = False
        nation["aliases"] = info["aliases"]
        nations.append(nation)
    units = []
    for name in NATIONS:
        for letter, at, inf, cav, art, scout in CORPS[name]:
            units.append({"type": "corps", "nation": name, "letter": letter, "at": at,
                          "infantry": inf, "cavalry": cav, "artillery": art, "scout": scout})
    for name in NATIONS:
        for number, sea in enumerate(SQUADRONS[name], start=1):
            units.append({"type": "squadron", "nation": name, "number": number, "at": sea})
    return {
        "format": "berthier-scenario",
        "version": 1,
        "title": "Napoleon's Wars 1805-1815",
        "ruleset": "napoleonic",
        "map": "europe1805",
        "start": {"season": "Winter", "year": 1804},
        "nations": nations,
        "owners": {},
        "relations": [],
        "units": units,
    }


def render() -> str:
    data = scenario()
    units = data.pop("units")
    text = json.dumps(data, ensure_ascii=False, indent=1)
    unit_lines = ",\n".join("  " + json.dumps(u, ensure_ascii=False) for u in units)
    return text[:-2] + ',\n "units": [\n' + unit_lines + "\n ]\n}\n"


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "scenario.json").write_text(render(), encoding="utf-8")
    print(f"wrote {args.out / 'scenario.json'}")


if __name__ == "__main__":
    main()
