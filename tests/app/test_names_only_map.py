"""A map of names only (regions and adjacencies, no drawing) is drawn as circles joined by lines,
laid out by the graph, in the window, in exported images and in the players' viewer alike: never a
blank map the GM cannot click."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from app.render import MapPicture, render_map
from app.render.geometry import LAYOUT_WIDTH, geometry_for
from engine.board.board import Board, Edge, EdgeKind, MapInfo, Region, RegionKind
from engine.board.layout import has_drawing, laid_out
from engine.viewer.outline import outline

NAMES = ("Alpha", "Beta", "Gamma", "Delta", "Epsilon")


@pytest.fixture
def names_only() -> Board:
    regions = [Region(n.lower(), n, RegionKind.SEA if n == "Epsilon" else RegionKind.LAND) for n in NAMES]
    ids = [r.id for r in regions]
    edges = [Edge(a, b, EdgeKind.LAND) for a, b in zip(ids[:3], ids[1:4])] + [Edge("delta", "epsilon", EdgeKind.COAST)]
    return Board(MapInfo("names", "Names only", bounds=(0.0, 0.0, 5.0, 5.0)), regions, edges)


@pytest.fixture(autouse=True)
def _qt(qapp):
    return qapp


def test_the_layout_puts_every_region_apart_inside_the_square_the_same_way_each_time(names_only):
    assert not has_drawing(names_only)
    centres, radius = laid_out(names_only, 1000.0)
    assert set(centres) == {n.lower() for n in NAMES}
    for x, y in centres.values():
        assert radius <= x <= 1000.0 - radius and radius <= y <= 1000.0 - radius
    points = sorted(centres.values())
    assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) > radius for a, b in zip(points, points[1:]))
    assert laid_out(names_only, 1000.0) == (centres, radius)


def test_the_window_can_click_each_region_at_its_circle(names_only):
    g = geometry_for(names_only)
    assert g.laid_out and sorted(g.ids) == sorted(n.lower() for n in NAMES)
    for rid in g.ids:
        anchor = g.anchor(rid)
        assert anchor is not None and g.region_at(anchor.x(), anchor.y()) == rid
    rect = g.scene_rect          # the square of the layout, not the file's bounds of 5 x 5
    assert (rect.width(), rect.height()) == (LAYOUT_WIDTH, LAYOUT_WIDTH)
    assert g.links.land.elementCount() == 2 * 4           # a line per adjacency (coast ones too)


def test_an_exported_image_shows_the_circles_in_their_owners_colour(names_only):
    g = geometry_for(names_only)
    image = render_map(names_only, MapPicture(fills={"alpha": "#2f5fa7"}), width=400)
    anchor = g.anchor("alpha")
    assert anchor is not None
    seen = {QColor(image.pixel(x, y)).name() for x in range(image.width()) for y in range(0, image.height(), 4)}
    assert "#2f5fa7" in seen


def test_the_players_viewer_lays_it_out_the_same_way(names_only):
    centres, radius = laid_out(names_only, 1000.0)
    places = {p.id: p for p in outline(names_only).places}
    for rid, (x, y) in centres.items():
        assert abs(places[rid].x - x) < 0.1 and abs(places[rid].y - y) < 0.1 and places[rid].radius == radius
