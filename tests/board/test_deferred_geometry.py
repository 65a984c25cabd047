"""A map stored in a game is read without building its polygons; they are built, the same, when drawn."""

from __future__ import annotations

import json

import pytest

from engine.board import kept, load_map, parse_map
from engine.board import board as board_module
from engine.board.board import DeferredShape, Region, unbuilt_geometry
from engine.board.mapfile import map_to_geojson
from engine.board.stored import StoredGeometry, stored_map_data
from engine.errors import MapFileError
from engine.game.gamefile import Game
from engine.game.scenario import bundled_map_path, load_scenario


def test_a_checked_map_keeps_its_geometry_unbuilt_until_it_is_drawn():
    checked = load_map(bundled_map_path("europe1805"))
    stored = json.loads(json.dumps(map_to_geojson(checked)))
    board = parse_map(stored, source="the map row", validate=False)
    assert all(unbuilt_geometry(r) is not None for r in board)
    first = next(iter(board))
    assert unbuilt_geometry(first) is not None
    assert first.geometry.equals(checked[first.id].geometry)
    assert unbuilt_geometry(first) is None              # built once, then kept
    assert [r.id for r in board] == [r.id for r in checked]
    assert sorted(map(str, board.edges())) == sorted(map(str, checked.edges()))
    assert len(board.decorations) == len(checked.decorations)


def test_an_unbuilt_map_is_written_back_as_it_was_read():
    checked = load_map(bundled_map_path("classic-europe"))
    stored = json.loads(json.dumps(map_to_geojson(checked)))
    board = parse_map(stored, source="the map row", validate=False)
    assert json.loads(json.dumps(map_to_geojson(board))) == stored


# -- the map row of a game file: read without decoding its points (engine/board/stored.py) ------------------

def test_a_game_map_row_is_read_with_its_points_left_as_text_and_gives_the_same_board():
    checked = load_map(bundled_map_path("europe1805"))
    row = json.dumps(map_to_geojson(checked))
    data = stored_map_data(row)
    assert data is not None
    geometries = [f["geometry"] for f in data["features"]]
    assert all(isinstance(g, StoredGeometry) for g in geometries)
    assert {g.type for g in geometries} <= {"Polygon", "MultiPolygon", "Point", "LineString", "MultiLineString"}
    board = parse_map(data, source="the map row", validate=False)
    whole = parse_map(json.loads(row), source="the map row", validate=False)
    assert [(r.id, r.name, r.kind, dict(r.attributes), r.label_point) for r in board] == \
           [(r.id, r.name, r.kind, dict(r.attributes), r.label_point) for r in whole]
    assert sorted(map(str, board.edges())) == sorted(map(str, whole.edges()))
    assert all(unbuilt_geometry(r) is not None for r in board)
    assert all(r.geometry.equals_exact(w.geometry, 0) for r, w in zip(board, whole))
    assert [d["geometry"].wkb for d in board.decorations] == [d["geometry"].wkb for d in whole.decorations]
    assert map_to_geojson(board) == map_to_geojson(whole)


def test_a_row_msgspec_cannot_read_is_left_to_the_whole_reading():
    assert stored_map_data('{"type": "FeatureCollection", "features": [{"geometry": NaN}]}') is None
    assert stored_map_data('{"type": "FeatureCollection", "features": [3]}') is None
    assert stored_map_data("not json") is None


def test_a_region_whose_stored_geometry_is_no_object_is_named_as_before():
    row = json.dumps({"type": "FeatureCollection", "berthier": {"adjacency": []},
                      "features": [{"type": "Feature", "properties": {"id": "a", "label_point": [0, 0]},
                                    "geometry": [1, 2]}]})
    data = stored_map_data(row)
    assert data is not None and data["features"][0]["geometry"] == [1, 2]
    with pytest.raises(MapFileError) as stored_error:
        parse_map(data, source="the map row", validate=False)
    with pytest.raises(MapFileError) as whole_error:
        parse_map(json.loads(row), source="the map row", validate=False)
    assert str(stored_error.value) == str(whole_error.value)


def test_a_game_opens_its_map_without_building_a_polygon(tmp_path):
    board, state, data = load_scenario(bundled_map_path("classic-europe").parent / "scenario.json")
    Game.create(tmp_path / "g.berthier", board, state, "Classic", data).close()
    kept.forget()           # read from the game's map row, not the board kept from the scenario
    reopened = Game.open(tmp_path / "g.berthier")
    try:
        unbuilt = [board_module._GEOMETRY_SLOT.__get__(r, Region) for r in reopened.board]
        assert all(isinstance(g, DeferredShape) and isinstance(g.raw, StoredGeometry) for g in unbuilt)
        assert reopened.board[unbuilt_region(reopened)].geometry.area > 0       # drawn when asked
    finally:
        reopened.close()


def unbuilt_region(game: Game) -> str:
    return next(r.id for r in game.board if r.is_land)
