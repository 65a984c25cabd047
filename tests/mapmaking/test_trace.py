"""Tracing a map image: every province and sea found, with its true neighbours and nothing else."""

from __future__ import annotations

import numpy as np
import pytest
import shapely
from PIL import Image, ImageDraw

from engine.board import EdgeKind, parse_map
from engine.board.geometry import adjacency_from_geometry
from engine.mapmaking import TraceCancelled, trace_image
from engine.mapmaking.accuracy import measure
from engine.mapmaking.synthetic import WATER

LINE_WIDTHS = [1, 2, 3, 4]


@pytest.mark.parametrize("width", LINE_WIDTHS)
def test_every_region_is_found_whatever_the_line_width(traced, width):
    truth, result = traced(border_width=width, seed=int(width * 2))
    accuracy = measure(result, truth)
    assert accuracy.recall >= 0.98, accuracy.summary()
    assert accuracy.extra_regions == 0, accuracy.summary()
    assert accuracy.worst_iou > 0.9


@pytest.mark.parametrize("width", LINE_WIDTHS)
def test_neighbours_are_the_true_neighbours(traced, width):
    truth, result = traced(border_width=width, seed=int(width * 2))
    accuracy = measure(result, truth)
    assert accuracy.missing_borders == [], accuracy.summary()
    assert accuracy.extra_borders == [], accuracy.summary()


def test_seas_are_recognised_by_their_colour(traced):
    truth, result = traced(border_width=2, seed=4)
    accuracy = measure(result, truth)
    assert accuracy.wrong_kind == []
    assert len(result.seas) == int(truth.is_sea[1:].sum())
    assert np.abs(np.subtract(result.palette.water_colour, WATER)).max() <= 4
    kinds = {e.kind for e in result.adjacency}
    assert {EdgeKind.LAND, EdgeKind.COAST} <= kinds


def test_islands_and_a_lake_are_regions_of_their_own(traced):
    truth, result = traced(width=640, height=480, regions=40, seed=3, islands=2, lakes=1)
    assert len(truth.islands) == 2 and len(truth.lakes) == 1
    accuracy = measure(result, truth)
    for t in truth.islands + truth.lakes:
        assert t in accuracy.match
        assert result.regions[accuracy.match[t] - 1].is_sea == truth.is_sea[t]
    lake = result.regions[accuracy.match[truth.lakes[0]] - 1]
    assert any(p.region == lake.id and "lake" in p.message for p in result.problems)
    island = result.regions[accuracy.match[truth.islands[0]] - 1]
    assert all(result.regions[0].kind for e in result.adjacency if island.id in (e.a, e.b))
    assert {e.kind for e in result.adjacency if island.id in (e.a, e.b)} == {EdgeKind.COAST}


def test_numbers_printed_inside_make_no_holes_or_extra_regions(traced):
    truth, result = traced(border_width=2, seed=5, font_size=30, regions=20)
    assert any(ch in text for text in truth.texts.values() for ch in "0689")
    assert len(result.regions) == truth.count
    assert not [p for p in result.problems if "letter" in p.message]
    points = [shapely.Point(r.label_point) for r in result.regions]
    for region in result.regions:
        for hole in region.polygon.interiors:
            assert any(shapely.Polygon(hole).contains(p) for p in points), f"{region.id} has an empty hole"


def test_no_slivers(traced):
    truth, result = traced(border_width=3, seed=6, noise=4)
    smallest_true = np.bincount(truth.labels.ravel())[1:].min()
    assert min(r.polygon.area for r in result.regions) > 0.5 * smallest_true
    assert all(r.area >= result.min_region_area for r in result.regions)


def test_regions_tile_the_image_without_gaps_or_overlaps(traced):
    _, result = traced(border_width=2, seed=4)
    polygons = [r.polygon for r in result.regions]
    width, height = result.size
    assert shapely.coverage_is_valid(np.asarray(polygons, dtype=object))
    assert sum(p.area for p in polygons) == pytest.approx(width * height, rel=1e-6)
    assert shapely.union_all(polygons).area == pytest.approx(width * height, rel=1e-6)


def test_the_map_file_loads_and_computes_the_same_adjacency(traced):
    _, result = traced(border_width=2, seed=4)
    data = result.to_geojson(title="Synthetic test map")
    board = parse_map(data)
    assert board.info.projection == "pixels" and board.info.y_axis == "down"
    assert board.info.size == result.size
    assert board.info.bounds == (0.0, 0.0, *map(float, result.size))
    assert len(board) == len(result.regions)
    assert {r.name for r in board.seas()} == {r.name for r in result.seas}
    del data["berthier"]["adjacency"]
    computed = {frozenset((e.a, e.b)): e.kind for e in parse_map(data).edges()}
    assert computed == {frozenset((e.a, e.b)): e.kind for e in result.adjacency}


def test_unsmoothed_borders_follow_the_pixels(traced):
    truth, _ = traced(border_width=2, seed=4)
    result = trace_image(truth.image, simplify=0)
    assert not result.simplified
    for region in result.regions[:5]:
        assert all(float(c).is_integer() for xy in region.polygon.exterior.coords for c in xy)
    regions = [r for r in parse_map(result.to_geojson()).regions.values()]
    assert len(adjacency_from_geometry(regions)) == len(result.adjacency)


def test_jpeg_grain_and_hairlines(traced):
    truth, result = traced(border_width=1.5, seed=7, noise=4, jpeg_quality=80)
    accuracy = measure(result, truth)
    assert accuracy.recall >= 0.98, accuracy.summary()
    assert accuracy.missing_borders == [] and accuracy.extra_borders == []


def test_a_coast_shown_by_colour_alone(traced):
    truth, result = traced(border_width=2, coast_width=0, seed=8)
    accuracy = measure(result, truth)
    assert accuracy.recall >= 0.98, accuracy.summary()
    assert accuracy.wrong_kind == [] and accuracy.missing_borders == []


def test_rivers_in_the_water_colour_neither_split_nor_join_provinces(traced):
    truth, result = traced(border_width=2, seed=3, rivers=4)
    accuracy = measure(result, truth)
    assert accuracy.recall >= 0.98, accuracy.summary()
    assert accuracy.extra_regions == 0 and accuracy.wrong_kind == []


def test_the_gm_can_name_the_water_colour_or_say_there_is_none(traced):
    truth, result = traced(border_width=2, seed=4)
    named = trace_image(truth.image, water_colour="#a0c8f0")
    assert len(named.seas) == len(result.seas)
    dry = trace_image(truth.image, find_water=False)
    assert dry.seas == [] and dry.palette.water_colour is None
    assert all(e.kind is EdgeKind.LAND for e in dry.adjacency)


def test_progress_is_reported_and_a_trace_can_be_cancelled(traced):
    truth, _ = traced(border_width=2, seed=4)
    seen = []
    trace_image(truth.image, progress=lambda fraction, stage: seen.append((fraction, stage)))
    fractions = [f for f, _ in seen]
    assert fractions == sorted(fractions) and fractions[0] == 0.0 and fractions[-1] == 1.0
    calls = []

    def cancel_on_third_check():
        calls.append(1)
        return len(calls) >= 3

    with pytest.raises(TraceCancelled) as cancelled:
        trace_image(truth.image, cancel=cancel_on_third_check)
    assert "cancelled" in str(cancelled.value)


def test_regions_are_numbered_in_rows_from_the_top_left(traced):
    _, result = traced(border_width=2, seed=4)
    assert result.regions[0].id == "p1" or result.regions[0].id == "s1"
    firsts = [r.label_point[1] for r in result.regions[:3]]
    lasts = [r.label_point[1] for r in result.regions[-3:]]
    assert max(firsts) < min(lasts)
    assert [r.name for r in result.land][:2] == ["Province 1", "Province 2"]


def _picture(size=(300, 200), fill=(236, 224, 180)):
    picture = Image.new("RGB", size, fill)
    return picture, ImageDraw.Draw(picture)


def test_a_dark_province_stays_whole():
    picture, draw = _picture()
    draw.rectangle((0, 0, 149, 199), fill=(60, 90, 50))
    draw.line((150, 0, 150, 199), fill=(0, 0, 0), width=2)
    draw.line((150, 100, 299, 100), fill=(0, 0, 0), width=2)
    result = trace_image(np.asarray(picture), find_water=False)
    assert len(result.regions) == 3
    dark = result.region_at(40, 100)
    assert dark.area == pytest.approx(150 * 200, rel=0.03)


def test_an_enclave_is_kept_and_a_town_marker_is_not():
    picture, draw = _picture()
    draw.line((150, 0, 150, 199), fill=(0, 0, 0), width=2)
    draw.ellipse((40, 60, 110, 130), outline=(0, 0, 0), width=2)       # an enclave province
    draw.ellipse((220, 95, 230, 105), outline=(0, 0, 0), width=2)      # a town
    draw.ellipse((240, 40, 246, 46), fill=(0, 0, 0))                   # a dot
    result = trace_image(np.asarray(picture), find_water=False, min_region_area=20)
    assert len(result.regions) == 3
    enclave = result.region_at(75, 95)
    assert enclave.area == pytest.approx(np.pi * 34 ** 2, rel=0.1)
    assert any(p.region == enclave.id and "inside" in p.message for p in result.problems)
    assert result.region_at(225, 100) is result.region_at(200, 150)


def test_transparent_pixels_are_no_region(tmp_path, traced):
    truth, _ = traced(border_width=2, seed=4)
    rgba = np.dstack([truth.image, np.full(truth.labels.shape, 255, np.uint8)])
    rgba[:, :40, 3] = 0
    path = tmp_path / "old_game_map.png"
    Image.fromarray(rgba).save(path)
    result = trace_image(path)
    assert (result.raster[:, :40] == 0).all() and (result.raster[:, 40:] > 0).all()
    assert all(r.polygon.bounds[0] >= 40 for r in result.regions)
    data = result.to_geojson()
    assert data["berthier"]["source_image"] == "old_game_map.png"
    assert data["berthier"]["title"] == "Old Game Map"
    parse_map(data)
