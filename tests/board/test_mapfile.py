"""The map file format: what loads, and the problems it names."""

import json

import pytest

from engine.board import EdgeKind, load_map, parse_map
from engine.board.mapfile import map_to_geojson
from engine.board.synthetic import grid_board
from engine.errors import MapFileError, UnknownName


def square(x, y, s=1.0):
    return {"type": "Polygon", "coordinates": [[[x, y], [x + s, y], [x + s, y + s], [x, y + s], [x, y]]]}


def feature(rid, geom, **props):
    return {"type": "Feature", "geometry": geom, "properties": {"id": rid, "name": rid.title(), **props}}


def collection(features, **meta):
    return {"type": "FeatureCollection", "berthier": {"format": "berthier-map", "version": 1, **meta},
            "features": features}


def test_adjacency_is_computed_from_shared_borders_not_corners():
    board = parse_map(collection([
        feature("a", square(0, 0)), feature("b", square(1, 0)),
        feature("c", square(1, 1)),  # touches a only at a corner
        feature("s", square(0, 1), kind="sea"),
    ]))
    assert board.edge("a", "b").kind is EdgeKind.LAND
    assert board.edge("a", "c") is None
    assert board.edge("a", "s").kind is EdgeKind.COAST
    assert board.edge("b", "c").kind is EdgeKind.LAND


def test_every_problem_names_its_region():
    data = collection(
        [feature("a", square(0, 0)), feature("a", square(5, 5)),
         feature("b", square(0.5, 0)),  # overlaps a
         feature("lonely", square(9, 9)),
         feature("bow", {"type": "Polygon", "coordinates": [[[20, 20], [22, 22], [22, 20], [20, 22], [20, 20]]]})],
        adjacency=[{"a": "a", "b": "b", "kind": "land"}, {"a": "a", "b": "nowhere"},
                   {"a": "a", "b": "bow", "kind": "strait"}])
    with pytest.raises(MapFileError) as info:
        parse_map(data)
    text = str(info.value)
    assert "a: duplicate region id" in text
    assert "overlaps b" in text
    assert "unknown region 'nowhere'" in text
    assert "strait a-bow has no controlling sea" in text
    assert "lonely: no unit can reach" in text
    assert "bow: invalid polygon" in text


def test_round_trip_through_geojson(tmp_path):
    board = grid_board(6, 4)
    path = tmp_path / "map.geojson"
    path.write_text(json.dumps(map_to_geojson(board)))
    again = load_map(path)
    assert [r.id for r in again] == [r.id for r in board]
    assert {(e.a, e.b, e.kind) for e in again.edges()} == {(e.a, e.b, e.kind) for e in board.edges()}


def test_names_are_found_forgiving_case_and_spaces_with_suggestions():
    board = grid_board(3, 3)
    assert board.find("province 0").id == "r0"
    assert board.find("PROVINCE-0").id == "r0"
    with pytest.raises(UnknownName) as info:
        board.find("Provnce 1")
    assert "did you mean 'Province 1'" in str(info.value)


def test_not_a_map(tmp_path):
    bad = tmp_path / "x.geojson"
    bad.write_text("{not json")
    with pytest.raises(MapFileError, match="not JSON"):
        load_map(bad)
    bad.write_text(json.dumps(collection([], version=99)))
    with pytest.raises(MapFileError, match="newer than this Berthier reads"):
        load_map(bad)
