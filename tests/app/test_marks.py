"""Planned-order marks on the map: one disc per kind, nation and place with the count beside it,
drawn right of the place's name; the "no orders yet" badge never hides a unit's dots."""

import pytest
from PySide6.QtGui import QColor

from app.render import MapPicture, Marker, render_map
from app.render.export import export_layout
from app.render.geometry import geometry_for
from app.render.marks import merged
from app.render.painting import MapDrawing
from app.render.picture import MarkerShape, MarkKind, PlannedMark
from engine.board.synthetic import grid_board


@pytest.fixture(autouse=True)
def _qt(qapp):
    return qapp


def test_three_builds_of_one_nation_in_one_place_are_one_mark_counting_them():
    marks = [PlannedMark("r1", MarkKind.BUILD, "#0000ff", "2 infantry", 2),
             PlannedMark("r1", MarkKind.BUILD, "#0000ff", "1 cavalry"),
             PlannedMark("r1", MarkKind.BUILD, "#ff0000", "Austria's"),
             PlannedMark("r1", MarkKind.SCOUT, "#0000ff")]
    out = merged(marks)
    assert [(m.kind, m.colour, m.count) for m in out] == [
        (MarkKind.BUILD, "#0000ff", 3), (MarkKind.BUILD, "#ff0000", 1), (MarkKind.SCOUT, "#0000ff", 1)]
    assert out[0].tooltip == "2 infantry\n1 cavalry"


def test_a_mark_is_drawn_in_the_nations_colour_right_of_the_places_name():
    board = grid_board(4, 3)
    picture = MapPicture(marks=[PlannedMark("r5", MarkKind.BUILD, "#00c000")])
    image = render_map(board, picture, width=800)
    anchor = export_layout(geometry_for(board), picture, width=800).transform.map(geometry_for(board).anchor("r5"))
    greens = [(x, y) for x in range(image.width()) for y in range(image.height())
              if image.pixelColor(x, y) == QColor("#00c000")]
    assert greens, "the disc is filled with the nation's colour"
    assert min(x for x, _ in greens) > anchor.x() + 15          # beyond the name, centred on the anchor
    assert all(abs(y - anchor.y()) < 15 for _, y in greens)      # on the name's line


def test_dots_without_orders_make_room_for_their_badge_instead_of_hiding_under_it():
    drawing = MapDrawing(geometry_for(grid_board(2, 2)))
    one = Marker("r0", shape=MarkerShape.DOTS, count=1)
    waiting = Marker("r0", shape=MarkerShape.DOTS, count=1, awaiting_orders=True)
    assert drawing.marker_size(waiting)[0] > drawing.marker_size(one)[0] + 8
    counter = Marker("r0", "A")
    assert drawing.marker_size(Marker("r0", "A", awaiting_orders=True)) == drawing.marker_size(counter)
