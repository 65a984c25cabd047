"""On an exported map no unit counter, battle icon or planned-order mark covers a region's name or
value: stacks, icons and marks move to the nearest free spot, with a leader line, on both bundled maps."""

from pathlib import Path

import pytest

from app.render.export import prepare_export
from app.render.painting import scale_of
from dataclasses import replace

from app.render.picture import Battle, MarkKind, PlannedMark
from app.render.placement import BoxGrid, overlaps, overlay_boxes, place
from app.render.style import DEFAULT_STYLE
from app.session import GameSession
from app.window.pictures import picture, turn_view
from engine.game.gamefile import Game

ROOT = Path(__file__).resolve().parents[2]
MAPS = ["europe1805", "classic-europe"]


@pytest.fixture(autouse=True)
def _qt(qapp):
    return qapp


@pytest.fixture(scope="module", params=MAPS)
def bundled(request, tmp_path_factory):
    path = tmp_path_factory.mktemp(request.param) / "game.berthier"
    GameSession.create_from_scenario(ROOT / "resources" / "maps" / request.param / "scenario.json", path)
    with Game.open(path) as game:
        yield game


def covered(board, pic, width=1600):
    drawing, layout = prepare_export(board, pic, DEFAULT_STYLE, width, True)
    labels, drawn = overlay_boxes(drawing, scale_of(layout.transform))
    assert len(labels) > 50
    return overlaps(labels, drawn), drawn


def test_no_counter_covers_a_label_in_the_opening_position(bundled):
    pic = picture(bundled, turn_view(bundled))
    hits, drawn = covered(bundled.board, pic)
    assert len(drawn) > 30
    assert hits == []


def test_no_counter_or_battle_icon_covers_a_label_when_every_stack_fights(bundled):
    pic = picture(bundled, turn_view(bundled))
    battles = sorted({m.region for m in pic.markers})
    hits, drawn = covered(bundled.board, pic.with_(battles=[Battle(r) for r in battles]))
    assert len(drawn) > 30 + len(battles)
    assert hits == []


def test_no_mark_or_no_orders_badge_covers_a_label_when_every_stack_has_planned_orders(bundled):
    pic = picture(bundled, turn_view(bundled))
    places = sorted({m.region for m in pic.markers})
    marks = [PlannedMark(r, kind, "#3f6fc8", count=k % 3 + 1)
             for k, r in enumerate(places) for kind in (MarkKind.BUILD, MarkKind.SIEGE, MarkKind.SCOUT)]
    waiting = [replace(m, awaiting_orders=True) for m in pic.markers]
    hits, drawn = covered(bundled.board, pic.with_(marks=marks, markers=waiting))
    assert len(drawn) > 30 + len(places)
    assert hits == []


def test_a_box_on_free_ground_stays_where_it_is():
    grid = BoxGrid([(0, 0, 10, 10)])
    assert place(grid, (20, 0, 30, 10), step=5) == (0.0, 0.0)


def test_a_box_over_a_label_moves_to_the_nearest_free_spot_below_first():
    grid = BoxGrid([(0, 0, 40, 10)])
    assert place(grid, (10, 5, 30, 15), step=5) == (0.0, 5.0)


def test_boxes_placed_one_after_another_never_cover_each_other():
    grid = BoxGrid([(0, 0, 40, 10)])
    first = place(grid, (10, 5, 30, 15), step=5)
    second = place(grid, (10, 5, 30, 15), step=5)
    assert first != second
    assert overlaps([(10 + first[0], 5 + first[1], 30 + first[0], 15 + first[1])],
                    [(10 + second[0], 5 + second[1], 30 + second[0], 15 + second[1])]) == []
