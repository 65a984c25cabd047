"""The bundled EiA map: seed 003's 34 shipyards as city records per area, the off-map West Indies
and the White Sea, and the map file as its generator writes it."""

import importlib.util
import json
from pathlib import Path

from engine.board import load_map
from engine.game.scenario import MAPS

BOARD = load_map(MAPS / "eia-europe" / "map.geojson")
ROOT = Path(__file__).resolve().parents[2]


def yards():
    return {c["name"]: (r.id, c) for r in BOARD for c in r.attributes.get("city_records", []) if "shipyard" in c}


def test_the_map_has_seed_003s_34_shipyards():
    assert len(yards()) == 34


def test_toulon_and_marseilles_are_both_in_provence():
    assert yards()["Toulon"][0] == yards()["Marseilles"][0] == "provence"


def test_the_yards_named_in_the_issue_are_where_a_gm_expects_them():
    found = yards()
    assert found["Le Havre"][0] == "normandy" and found["Hamburg"][0] == "holstein"
    assert found["Karlskrona"][0] == "smaland"
    assert found["Archangel"][0] == "archangel" and found["Archangel"][1]["ports"] == ["white_sea"]
    assert found["Havana"][0] == "west_indies"
    assert found["Danzig"][1]["shipyard"] == {"nation": "Prussia", "capacity": 4, "cost": 18, "repair_cost": 6,
                                              "time": 20, "repair_time": 6, "note": 3}


def test_the_west_indies_are_reached_from_the_western_seas():
    assert sorted(BOARD.neighbours("west_indies")) == ["atlantic_ocean", "north_atlantic", "western_approaches"]
    assert BOARD["west_indies"].is_sea and BOARD["white_sea"].is_sea


def test_every_major_power_has_a_capital_city():
    capitals = {r.attributes["capital"]: r.id for r in BOARD if "capital" in r.attributes}
    assert capitals == {"France": "paris", "Great Britain": "london", "Spain": "madrid", "Austria": "vienna",
                        "Prussia": "brandenburg", "Russia": "st_petersburg", "Turkey": "stamboul"}


def test_the_map_file_is_what_its_generator_writes():
    spec = importlib.util.spec_from_file_location("eia_europe_build", ROOT / "tools" / "eia_europe" / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    assert build.build() == json.loads((MAPS / "eia-europe" / "map.geojson").read_text(encoding="utf-8"))
