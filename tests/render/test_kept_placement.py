"""The units' placement kept from one picture to the next (app/render/kept_placement.py) is the one a
full placement gives (app/render/placement.place_units), whatever changed: a unit moved, removed,
added, a battle fought, a new turn's every unit moved; and it places again only what changed."""

from __future__ import annotations

import dataclasses
import random

import pytest

from app.render.geometry import MapGeometry
from app.render.kept_placement import KeptPlacement
from app.render.painting import MapDrawing
from app.render.picture import Battle, Marker
from app.render.placement import place_units
from benchmarks.bench_mapview import EUROPE, picture_for
from engine.board import load_map
from engine.board.synthetic import grid_board


def regions_of(drawing, s):
    return [(rid, drawing.geometry.index[rid], drawing.block(drawing.geometry.index[rid], s))
            for rid in [*drawing.stacks, *sorted(r for r in drawing.battle_regions if r not in drawing.stacks)]]


def grid_boxes(grid) -> list:
    return sorted({entry[0] if isinstance(entry[0], tuple) else entry
                   for cell in grid._cells.values() for entry in cell})


def same_as_a_full_placement(drawing, kept, s):
    regions = regions_of(drawing, s)
    full = place_units(drawing, regions, s, 1.0)
    kept_units = kept.update(regions)
    assert kept_units.shifts == full.shifts
    assert grid_boxes(kept_units.grid) == grid_boxes(full.grid)


def moved(picture, rng, land, n=1):
    markers = list(picture.markers)
    for _ in range(n):
        k = rng.randrange(len(markers))
        markers[k] = dataclasses.replace(markers[k], region=rng.choice(land))
    return dataclasses.replace(picture, markers=tuple(markers))


def removed(picture, rng, land):
    markers = list(picture.markers)
    del markers[rng.randrange(len(markers))]
    return dataclasses.replace(picture, markers=tuple(markers))


def added(picture, rng, land):
    m = picture.markers[0]
    return dataclasses.replace(picture, markers=(*picture.markers, dataclasses.replace(
        m, region=rng.choice(land), key=f"new{rng.random()}")))


def fought(picture, rng, land):
    return dataclasses.replace(picture, battles=(*picture.battles, Battle(rng.choice(land))))


def fit(drawing, zoom: float = 1.0) -> float:
    """The scale at which the whole map fills a 1366x768 window's map (times `zoom`)."""
    r = drawing.geometry.scene_rect
    return min(1000 / r.width(), 650 / r.height()) * zoom


@pytest.mark.parametrize("board, units, zoom", [
    (lambda: load_map(EUROPE), 200, 1.0), (lambda: load_map(EUROPE), 200, 3.0), (lambda: load_map(EUROPE), 60, 1.0),
    (lambda: grid_board(30, 30), 400, 1.0), (lambda: grid_board(30, 30), 400, 2.0)],
    ids=["europe", "europe-zoomed", "europe-few", "grid", "grid-zoomed"])
def test_the_placement_kept_is_the_full_placement_after_every_change(qapp, board, units, zoom):
    board = board()
    rng = random.Random(7)
    picture = picture_for(board, rng, units)
    land = [r.id for r in board if r.is_land]
    drawing = MapDrawing(MapGeometry(board), picture=picture)
    s = fit(drawing, zoom)
    kept = KeptPlacement(drawing, s, 1.0)
    same_as_a_full_placement(drawing, kept, s)
    assert len(kept.units.shifts) > 5          # a crowded map: stacks moved off labels and each other
    for change in [moved, moved, removed, added, fought, moved, removed, fought, added, moved] * 2:
        picture = change(picture, rng, land)
        drawing.picture = picture
        same_as_a_full_placement(drawing, kept, s)
    picture = moved(picture, rng, land, n=len(picture.markers) // 2)      # a new turn
    drawing.picture = picture
    same_as_a_full_placement(drawing, kept, s)


def test_a_unit_moved_places_again_only_the_ground_around_it(qapp):
    board = load_map(EUROPE)
    rng = random.Random(3)
    picture = picture_for(board, rng, 200)
    land = [r.id for r in board if r.is_land]
    drawing = MapDrawing(MapGeometry(board), picture=picture)
    s = fit(drawing)
    kept = KeptPlacement(drawing, s, 1.0)
    kept.update(regions_of(drawing, s))
    everything = kept.replaced
    drawing.picture = moved(picture, rng, land)
    same_as_a_full_placement(drawing, kept, s)
    assert kept.replaced < everything / 4, (kept.replaced, everything)
