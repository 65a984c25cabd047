"""A map stored in a game is read without building its polygons; they are built, the same, when drawn."""

from __future__ import annotations

import json

from engine.board import load_map, parse_map
from engine.board.board import unbuilt_geometry
from engine.board.mapfile import map_to_geojson
from engine.game.scenario import bundled_map_path


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
