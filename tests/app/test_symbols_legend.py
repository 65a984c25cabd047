"""The symbols legend of an exported map lists exactly the counters, arrows and icons the map
draws, each with its meaning, in a box of its own that covers no other box."""

import pytest
from PySide6.QtGui import QColor

from app.render import MapPicture, Marker, render_map
from app.render.export import export_layout
from app.render.geometry import geometry_for
from app.render.picture import Arrow, ArrowStyle, Battle, MarkerShape, MarkKind, PlannedMark
from app.render.style import DEFAULT_STYLE
from app.render.symbols import symbol_entries
from engine.board.synthetic import grid_board


@pytest.fixture(autouse=True)
def _qt(qapp):
    return qapp


def test_the_legend_lists_only_the_symbols_the_map_uses_in_a_fixed_order():
    pic = MapPicture(markers=[Marker("r0", "A"), Marker("r1", shape=MarkerShape.SQUADRON)],
                     arrows=[Arrow("r0", "r1", style="retreat"), Arrow("r1", "r2")], battles=["r2"])
    assert [words for _, words in symbol_entries(pic)] == ["unit counter", "fleet", "move", "retreat", "battle"]
    assert symbol_entries(MapPicture()) == ()


def test_the_legend_names_each_kind_of_planned_mark_shown_and_the_units_without_orders():
    pic = MapPicture(markers=[Marker("r0", "A", awaiting_orders=True)],
                     marks=[PlannedMark("r1", MarkKind.SCOUT), PlannedMark("r2", MarkKind.BUILD),
                            PlannedMark("r3", MarkKind.BUILD, "#ff0000")])
    assert [words for _, words in symbol_entries(pic)] == ["unit counter", "units raised, bought or repaired", "scouting",
                                                           "no orders yet"]


def test_a_map_with_no_units_arrows_or_battles_has_no_symbols_legend():
    layout = export_layout(geometry_for(grid_board(4, 3)), MapPicture(legend={"France": "#2f5fa7"}), width=800)
    assert layout.symbols is None


def test_the_symbols_legend_has_its_own_corner_apart_from_the_nations_legend_and_title():
    pic = MapPicture(legend={"France": "#2f5fa7"}, title="Test", markers=[Marker("r0", "A")],
                     arrows=[Arrow("r0", "r1", style=ArrowStyle.FAILED)], battles=[Battle("r5")])
    layout = export_layout(geometry_for(grid_board(4, 3)), pic, width=800)
    assert layout.symbols is not None and len(layout.symbol_entries) == 3
    for other in (layout.legend, layout.cartouche):
        assert not layout.symbols.intersects(other)
    assert layout.map_rect.contains(layout.symbols)


def test_the_symbols_legend_is_drawn_on_the_exported_image():
    board = grid_board(4, 3)
    pic = MapPicture(battles=["r5"])
    layout = export_layout(geometry_for(board), pic, width=800)
    image = render_map(board, pic, width=800)
    r = layout.symbols
    # the battle sample sits in the box's left part: its red disc shows there
    reds = [image.pixelColor(x, y) for x in range(int(r.left()), int(r.left() + 60))
            for y in range(int(r.top()), int(r.bottom()))]
    battle = QColor(DEFAULT_STYLE.battle)
    assert any(abs(c.red() - battle.red()) < 60 and c.green() < 90 and c.blue() < 90 for c in reds)


def test_a_map_with_strait_markers_explains_them_in_the_legend_and_draws_them_unlike_arrows():
    from pathlib import Path

    from app.render.painting import arrow_shapes
    from app.render.straits import STRAIT_WORDS, strait_shapes
    from engine.board import load_map as load_board

    root = Path(__file__).resolve().parents[2] / "resources" / "maps"
    europe = load_board(root / "europe1805" / "map.geojson")
    layout = export_layout(geometry_for(europe), MapPicture(markers=[Marker("paris", "A")]), width=1600)
    assert STRAIT_WORDS in [words for _, words in layout.symbol_entries]
    layout = export_layout(geometry_for(grid_board(4, 3)), MapPicture(markers=[Marker("r0", "A")]), width=800)
    assert STRAIT_WORDS not in [words for _, words in layout.symbol_entries]
    # a move arrow ends in a head; a strait marker in a ring at each coast, the same at both ends
    from PySide6.QtCore import QPointF
    to = QPointF(60, 0)
    strait = strait_shapes(to, QColor("#2d5b82"), 1.0, QColor("#ffffff"))
    ring_ends = [path.contains(QPointF(0, 2.6)) for path, _ in strait]
    assert any(ring_ends)
    heads = arrow_shapes(to, QColor("#2d5b82"), ArrowStyle.MOVE, 1.0, QColor("#ffffff"))
    assert [p.boundingRect().height() for p, _ in strait] != [p.boundingRect().height() for p, _ in heads]
