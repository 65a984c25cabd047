"""The bundled Classic Europe map and its scenario: numbered provinces, lettered seas,
Switzerland impassable, Constantinople joining sea P to sea M, every province reachable."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import networkx as nx
import pytest
import shapely

from engine.board import EdgeKind, load_map
from engine.board.board import RegionKind
from engine.game.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[2]
MAP_DIR = ROOT / "resources" / "maps" / "classic-europe"
TOOLS = ROOT / "tools" / "classic_europe"
NATIONS = ["Britain", "France", "Spain", "Carthage", "Italy", "Austria", "Prussia", "Vikings", "Russia", "Turkey"]


def _tool(name: str):
    spec = importlib.util.spec_from_file_location(f"classic_europe_{name}", TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def board():
    return load_map(MAP_DIR / "map.geojson")


def test_the_generator_rebuilds_the_committed_map_byte_for_byte():
    pytest.importorskip("pyproj")   # the generator needs the `mapmaking` extra
    build = _tool("build")
    text, _ = build.build()
    # the committed file was written by an earlier run: the same bytes again is determinism
    assert text == (MAP_DIR / "map.geojson").read_text(encoding="utf-8"), \
        "run tools/classic_europe/build.py and commit the map"


def test_the_scenario_writer_rebuilds_the_committed_scenario():
    assert _tool("scenario").render() == (MAP_DIR / "scenario.json").read_text(encoding="utf-8")


def test_the_map_loads_without_errors_or_warnings(board):
    assert board.info.id == "classic-europe" and "Made with Natural Earth" in board.info.credits
    assert list(board.problems) == []


def test_provinces_are_numbered_and_seas_lettered(board):
    land, seas = board.land(), board.seas()
    assert 80 <= len(land) <= 110 and 20 <= len(seas) <= 26
    assert [r.id for r in land] == [str(i) for i in range(1, len(land) + 1)]
    assert all(r.name == r.label == r.id for r in land + seas)
    assert [r.id for r in seas] == [chr(ord("A") + i) for i in range(len(seas))]
    assert board.find("Constantinople").id == "48" and board.find("Carthage").id == "108"
    assert board.find("P").id == "P" and board.find("Black Sea").id == "P"


def test_switzerland_is_impassable_and_not_a_province(board):
    swiss = board["switzerland"]
    assert swiss.kind is RegionKind.IMPASSABLE and not swiss.is_land
    assert board.adjacent["switzerland"] == {}
    assert swiss.geometry.area > 30_000e6


def test_sea_p_meets_sea_m_only_through_province_48(board):
    edge = board.edge("P", "M")
    assert edge.kind is EdgeKind.SPECIAL and edge.via == "48"
    assert {"P", "M"} <= set(board.adjacent["48"])
    assert not board["P"].geometry.intersects(board["M"].geometry)


def test_province_48_lies_on_both_sides_of_the_strait(board):
    c48 = board["48"].geometry
    europe = shapely.Point(*_xy(28.6, 41.2))      # Thrace, west of the Bosporus
    asia = shapely.Point(*_xy(29.06, 40.18))      # Bithynia (Bursa), south of the Sea of Marmara
    assert c48.contains(europe) and c48.contains(asia)
    strait = next(d for d in board.decorations if d["properties"].get("name") == "Bosporus and Dardanelles")
    assert strait["geometry"].intersects(c48.buffer(5_000))
    assert c48.geom_type == "MultiPolygon" or c48.buffer(1).intersects(strait["geometry"])


def _xy(lon: float, lat: float) -> tuple[float, float]:
    pyproj = pytest.importorskip("pyproj")
    return pyproj.Transformer.from_crs("EPSG:4326", "EPSG:3035", always_xy=True).transform(lon, lat)


def test_every_province_and_sea_can_be_reached(board):
    g = nx.Graph()
    g.add_nodes_from(r.id for r in board if r.kind is not RegionKind.IMPASSABLE)
    g.add_edges_from((e.a, e.b) for e in board.edges())
    assert nx.is_connected(g)
    walk = nx.Graph((e.a, e.b) for e in board.edges() if board[e.a].is_land and board[e.b].is_land)
    mainland = max(nx.connected_components(walk), key=len)
    islands = {r.id for r in board.land()} - mainland
    for island in islands:                              # an island is reached by ship
        assert any(board[m].is_sea for m in board.adjacent[island]), island


def test_the_seeds_examples_fit_the_map(board):
    assert "40" in board.adjacent["39"]                 # meeting halfway between 39 and 40
    assert "47" in board.adjacent["48"]
    assert {"E"} <= {m for m in board.adjacent["59"]} & {m for m in board.adjacent["69"]}   # 59 to 69 by ship
    assert all(any(board[m].is_sea for m in board.adjacent[p]) for p in ("67", "68", "69"))


def test_the_scenario_has_the_seeds_ten_nations_in_distinct_colours_none_white():
    board, state, data = load_scenario(MAP_DIR / "scenario.json")
    assert state.nation_names() == NATIONS
    colours = [n.colour for n in state.nations]
    assert len(set(colours)) == 10 and "#ffffff" not in colours
    for n in state.nations:
        assert len(list(state.provinces_of(n.name))) == 4
        assert state.army_count(n.name) > 0 and state.ship_count(n.name) > 0 and n.gold() > 0
    assert state.owner("48") == "Turkey" and state.owner("108") == "Carthage"
    assert {state.owner(p) for p in ("67", "68", "69")} == {"Vikings"}
    assert state.find_nation("the Viking").name == "Vikings"
