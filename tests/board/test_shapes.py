"""Polygons read from GeoJSON in array calls are exactly shapely's own, and anything else is read
(or refused, in shapely's words) as before."""

from __future__ import annotations

import json

import pytest
from shapely.geometry import shape

from engine.board.shapes import geojson_shape
from engine.game.scenario import bundled_map_path

MAPS = ("europe1805", "classic-europe", "eia-europe", "mausropa")     # polygons; and points, on Mausropa


@pytest.mark.parametrize("name", MAPS)
def test_every_drawing_of_a_bundled_map_is_read_point_for_point_as_shapely_reads_it(name):
    data = json.loads(bundled_map_path(name).read_text(encoding="utf-8"))
    geometries = [f["geometry"] for f in data["features"] if f.get("geometry")]
    assert geometries
    for raw in geometries:
        ours, theirs = geojson_shape(raw), shape(raw)
        assert type(ours) is type(theirs)
        assert ours.wkb == theirs.wkb


def test_a_polygon_with_a_hole_keeps_its_hole_and_an_unclosed_ring_is_closed():
    raw = {"type": "Polygon", "coordinates": [[[0, 0], [10, 0], [10, 10], [0, 10]],
                                              [[2, 2], [4, 2], [4, 4], [2, 4], [2, 2]]]}
    polygon = geojson_shape(raw)
    assert polygon.wkb == shape(raw).wkb
    assert len(polygon.interiors) == 1 and polygon.area == 96


@pytest.mark.parametrize("raw", [
    {"type": "Polygon", "coordinates": [[[0, 0, 1], [1, 0, 1], [1, 1, 1], [0, 0, 1]]]},     # 3-D points
    {"type": "Polygon", "coordinates": []},                                                  # empty
    {"type": "MultiPolygon", "coordinates": []},
    {"type": "Point", "coordinates": [3, 4]},
    {"type": "LineString", "coordinates": [[0, 0], [5, 5]]},
])
def test_other_geometries_are_read_by_shapely_itself(raw):
    assert geojson_shape(raw).wkb == shape(raw).wkb


@pytest.mark.parametrize("raw", [
    {"type": "Polygon", "coordinates": [[[0, 0], [1, 1]]]},                                  # too few points
    {"type": "Polygon", "coordinates": [[[0, 0], [1, "x"], [1, 1], [0, 0]]]},
])
def test_a_malformed_polygon_is_refused_with_shapelys_own_reason(raw):
    with pytest.raises(Exception) as ours:
        geojson_shape(raw)
    with pytest.raises(Exception) as theirs:
        shape(raw)
    assert type(ours.value) is type(theirs.value) and str(ours.value) == str(theirs.value)
