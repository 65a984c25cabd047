"""Qt runs without a display in these tests; small maps shared by the GUI tests."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from shapely.geometry import Point, Polygon, box

from engine.board import Board, Edge, EdgeKind, MapInfo, Region, RegionKind
from engine.board.synthetic import grid_board


@pytest.fixture
def grid():
    """Four columns by three rows; the fourth column (r3, r7, r11) is sea."""
    return grid_board(4, 3, sea_every=4)


@pytest.fixture
def node_link():
    """A map drawn as circles joined by lines: three land nodes and a sea node."""
    regions = [
        Region("1", "Alpha", RegionKind.LAND, "1", {"value": 2}, (100, 100), Point(100, 100), 30.0),
        Region("2", "Beta", RegionKind.LAND, "2", {}, (300, 100), Point(300, 100), 30.0),
        Region("3", "Gamma", RegionKind.LAND, "3", {}, (200, 260), Point(200, 260), 30.0),
        Region("S", "Sea", RegionKind.SEA, "S", {}, (380, 260), Point(380, 260), 30.0),
    ]
    edges = [Edge("1", "2", EdgeKind.LAND), Edge("2", "3", EdgeKind.LAND), Edge("1", "3", EdgeKind.LAND),
             Edge("3", "S", EdgeKind.COAST)]
    info = MapInfo("nodes", "Nodes", y_axis="down", projection="pixels", bounds=(40, 40, 440, 320))
    return Board(info, regions, edges)


@pytest.fixture
def shapes_up():
    """A projected map (y axis up) with an island region in two parts and a lake-like hole."""
    ring = Polygon([(0, 0), (100, 0), (100, 100), (0, 100)], [[(40, 40), (60, 40), (60, 60), (40, 60)]])
    north = box(0, 100, 100, 200)
    islands = box(120, 0, 150, 30).union(box(120, 170, 150, 200))
    sea = box(100, 0, 120, 200).union(box(120, 30, 200, 170)).union(box(150, 0, 200, 30)).union(
        box(150, 170, 200, 200))
    regions = [
        Region("south", "South", RegionKind.LAND, None, {"value": 1}, (20, 20), ring),
        Region("north", "North", RegionKind.LAND, None, {"value": 3}, (50, 150), north),
        Region("isles", "Isles", RegionKind.LAND, None, {}, (135, 15), islands),
        Region("sea", "Sea", RegionKind.SEA, None, {}, (160, 100), sea),
    ]
    edges = [Edge("south", "north", EdgeKind.LAND), Edge("south", "sea", EdgeKind.COAST),
             Edge("north", "sea", EdgeKind.COAST), Edge("isles", "sea", EdgeKind.COAST)]
    info = MapInfo("shapes", "Shapes", credits=("Made with Natural Earth",), y_axis="up",
                   projection="EPSG:3035", bounds=(0, 0, 200, 200))
    return Board(info, regions, edges)
