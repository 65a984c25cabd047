"""Exported map images for forum posts: size, cartouche, legend, credits, and the map itself."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage

from app.render import MapPicture, Marker, render_map, save_png
from app.render.export import export_layout
from app.render.geometry import geometry_for
from app.render.png import write_png
from engine.board.synthetic import grid_board

ROOT = Path(__file__).resolve().parents[2]
FRANCE, AUSTRIA = "#2f5fa7", "#e3b53c"


@pytest.fixture(autouse=True)
def _qt(qapp):
    """The same QApplication as the widget tests (render_map would make one otherwise)."""
    return qapp


def close(a: QColor, b: str, tolerance: int = 12) -> bool:
    b = QColor(b)
    return all(abs(x - y) <= tolerance for x, y in
               ((a.red(), b.red()), (a.green(), b.green()), (a.blue(), b.blue())))


def colours_in(image: QImage, rect) -> set[str]:
    r = rect.toRect()
    return {image.pixelColor(x, y).name() for x in range(r.left(), r.right(), 2) for y in range(r.top(), r.bottom(), 2)}


def test_the_image_has_the_requested_width_and_the_maps_aspect(grid):
    image = render_map(grid, width=800)
    layout = export_layout(geometry_for(grid), MapPicture(), width=800)
    assert image.width() == 800 and image.height() == layout.height
    sr = geometry_for(grid).scene_rect
    assert layout.map_rect.height() / layout.map_rect.width() == pytest.approx(sr.height() / sr.width(), abs=0.01)


def test_the_default_width_is_sized_for_forums(grid):
    assert render_map(grid).width() == 1600


def test_the_legend_shows_each_nations_colour(grid):
    legend = {"France": FRANCE, "Austria": AUSTRIA}
    picture = MapPicture(fills={"r0": FRANCE}, legend=legend, title="Test game", subtitle="Spring 1805")
    image = render_map(grid, picture, width=1000)
    layout = export_layout(geometry_for(grid), picture, width=1000)
    assert layout.legend is not None and layout.cartouche is not None
    assert not layout.legend.intersects(layout.cartouche)
    inside = colours_in(image, layout.legend)
    assert QColor(FRANCE).name() in inside and QColor(AUSTRIA).name() in inside


def test_the_credit_line_is_printed_under_the_map_when_the_map_has_credits(shapes_up, grid):
    layout = export_layout(geometry_for(shapes_up), MapPicture(), width=1000)
    assert layout.credit_lines == ("Made with Natural Earth",)
    assert layout.credits is not None and layout.credits.top() >= layout.map_rect.bottom()
    image = render_map(shapes_up, width=1000)
    ink = [c for c in colours_in(image, layout.credits) if QColor(c).lightness() < 128]
    assert ink, "no text in the credit band"
    assert export_layout(geometry_for(grid), MapPicture(), width=1000).credits is None


def test_regions_are_filled_and_holes_stay_empty(shapes_up):
    image = render_map(shapes_up, fills={"south": FRANCE, "isles": AUSTRIA}, width=800, labels=False,
                       values=False)
    layout = export_layout(geometry_for(shapes_up), MapPicture(), width=800)
    geometry = geometry_for(shapes_up)

    def at(x, y):
        p = layout.transform.map(geometry.scene_point(x, y))
        return image.pixelColor(int(p.x()), int(p.y()))

    assert close(at(10, 10), FRANCE)              # south, near its bottom-left: north is down
    assert not close(at(50, 50), FRANCE)          # the hole in south
    assert close(at(135, 15), AUSTRIA) and close(at(135, 185), AUSTRIA)    # both isles
    assert close(at(50, 150), "#e9dbb5")          # north, unowned: neutral tan


def test_markers_are_drawn_on_the_export(grid):
    plain = render_map(grid, width=800)
    with_units = render_map(grid, width=800, markers=[Marker("r5", "A", FRANCE)])
    assert plain != with_units


def test_a_node_link_map_exports_its_circles(node_link):
    image = render_map(node_link, width=600, fills={"2": FRANCE})
    layout = export_layout(geometry_for(node_link), MapPicture(), width=600)
    p = layout.transform.map(QPointF(300, 120))
    assert close(image.pixelColor(int(p.x()), int(p.y())), FRANCE)


def test_save_png_writes_a_png_of_the_requested_width(tmp_path, grid):
    path = save_png(grid, tmp_path / "maps" / "turn1.png", width=640, title="Turn 1")
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = QImage(str(path))
    assert image.width() == 640 and not image.isNull()


def test_png_writer_round_trips_the_pixels(tmp_path, grid):
    image = render_map(grid, width=300)
    write_png(image, tmp_path / "a.png", workers=3)
    back = QImage(str(tmp_path / "a.png")).convertToFormat(QImage.Format_RGB888)
    assert back == image.convertToFormat(QImage.Format_RGB888)


def test_export_works_from_a_plain_command_line_process(tmp_path):
    script = (
        "from engine.board.synthetic import grid_board\n"
        "from app.render import save_png\n"
        f"save_png(grid_board(5, 4), {str(tmp_path / 'cli.png')!r}, width=400)\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert QImage(str(tmp_path / "cli.png")).width() == 400


def test_keyword_form_for_previews(grid):
    image = render_map(grid, width=500, fills={"r0": FRANCE}, title="Europe 1805", legend={"France": FRANCE})
    assert image.width() == 500


def test_a_large_map_exports_at_4096_pixels():
    board = grid_board(30, 30)
    image = render_map(board, width=4096, fills={f"r{k}": FRANCE for k in range(0, 900, 3)})
    assert image.width() == image.height() == 4096      # a square map with no credit line
