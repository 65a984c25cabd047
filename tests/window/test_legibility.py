"""At fit zoom in the window at 1366x768 and 1920x1080, on every bundled map with its scenario and a
busy turn (moves typed for several nations), what the map view draws can be read: every counter
in its own region or joined to it by a leader line that stands out, none outside the map frame,
and every move arrow at least a counter wide beyond the counters it joins.

The checks read the overlay plan the view paints from (`MapDrawing.overlay_plan` at the view's
scale), so they see exactly what the window draws."""

from pathlib import Path

import pytest
import shapely
from PySide6.QtCore import QPointF, QSettings

from app.render.courses import ARROW_MARGIN, arrow_curve, contrast, leader_colours, leader_widths, visible_length
from app.render.painting import scale_of
from app.render.picture import ArrowStyle
from app.render.placement import Shift, frame_box, marker_extent
from app.session import GameSession
from app.window.main import MainWindow
from app.window.settings import Settings
from tests.window.busy_turn import enter_busy_turn

ROOT = Path(__file__).resolve().parents[2]
MAPS = sorted(p.name for p in (ROOT / "resources" / "maps").iterdir() if (p / "scenario.json").is_file())
SIZES = [(1366, 768), (1920, 1080)]
MOVES = {ArrowStyle.MOVE, ArrowStyle.SUPPORT, ArrowStyle.RETREAT, ArrowStyle.FAILED}


def problems(view) -> list[str]:
    """Everything on the view's map that a GM could not read, as sentences."""
    scene = view.map_scene()
    drawing, g = scene.drawing, scene.geometry
    s = scale_of(view.viewportTransform())
    plan = drawing.overlay_plan(s, 1.0)
    ui = drawing.ui
    fx0, fy0, fx1, fy1 = frame_box(drawing, s)
    core, halo = leader_colours(drawing.style.ink, drawing.style.halo)
    core_w, halo_w = leader_widths(ui)
    out = []
    if contrast(core, halo) < 3 or halo_w < core_w + 2:
        out.append(f"leader lines: contrast {contrast(core, halo):.1f}:1 between line and halo")
    leaders: dict[str, list] = {}
    for leader in plan.leaders:
        leaders.setdefault(leader.region, []).append(leader)
    stacks = {}
    for rid, i, block in plan.regions:
        x, y = g.anchors[i, 0] * s, g.anchors[i, 1] * s
        dx, dy = plan.shifts.get(rid, Shift()).stack
        boxes = [tuple(v + d for v, d in zip(marker_extent(m, r, ui), (x + dx, y + dy, x + dx, y + dy)))
                 for m, r in block.markers]
        if not boxes:
            continue
        stacks[rid] = (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes),
                       max(b[3] for b in boxes))
        for (m, r), (x0, y0, x1, y1) in zip(block.markers, boxes):
            name = f"{m.text or m.shape.value} of {m.colour} in {rid}"
            if x0 < fx0 - 0.5 or y0 < fy0 - 0.5 or x1 > fx1 + 0.5 or y1 > fy1 + 0.5:
                out.append(f"{name}: outside the map frame")
            # the counter's anchor: the middle of the counter itself (its badge pokes out of its corner)
            cx, cy = (x + dx + r.center().x()) / s, (y + dy + r.center().y()) / s
            if shapely.contains_xy(g.shapes[i], cx, cy):
                continue
            joined = [ld for ld in leaders.get(rid, ())
                      if shapely.contains_xy(g.shapes[i], (x + ld.end.x()) / s, (y + ld.end.y()) / s)
                      and _near_box(QPointF(x + ld.start.x(), y + ld.start.y()), stacks[rid], 1.0)]
            if not joined:
                out.append(f"{name}: outside its region and no leader line joins it")
    min_len = drawing.style.counter_size[0] * ui
    for course in plan.arrows:
        arrow = course.arrow
        if arrow.style not in MOVES:
            continue
        a = QPointF(g.anchors[course.source, 0] * s, g.anchors[course.source, 1] * s) + course.start
        b = QPointF(g.anchors[course.target, 0] * s, g.anchors[course.target, 1] * s) + course.end
        joined = [stacks[r] for r in (arrow.source, arrow.target) if r in stacks]
        seen = visible_length(a, arrow_curve(b - a, arrow.style, ui, ARROW_MARGIN, course.bend), joined)
        if seen < min_len - 0.5:
            out.append(f"arrow {arrow.source} -> {arrow.target}: {seen:.0f} px beyond its counters, "
                       f"less than a counter ({min_len:.0f} px)")
    return out


def _near_box(p: QPointF, box, slack: float) -> bool:
    return box[0] - slack <= p.x() <= box[2] + slack and box[1] - slack <= p.y() <= box[3] + slack


@pytest.fixture(scope="module", params=MAPS)
def busy_game(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp(request.param)
    return GameSession.create_from_scenario(ROOT / "resources" / "maps" / request.param / "scenario.json",
                                            folder / "game.berthier")


@pytest.mark.parametrize("size", SIZES, ids=lambda wh: f"{wh[0]}x{wh[1]}")
def test_every_counter_and_arrow_can_be_read_at_fit_zoom(qtbot, tmp_path, busy_game, size, monkeypatch):
    from app.orders import ask
    monkeypatch.setattr(ask, "unsaved_orders", lambda *a, **k: ask.DISCARD)   # on closing the window
    window = MainWindow(settings=Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)),
                        data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    game = tmp_path / "game.berthier"
    game.write_bytes(busy_game.read_bytes())
    with qtbot.waitSignal(window.gameShown, timeout=60_000):
        window.open_game(game)
    typed = enter_busy_turn(window)
    window.map_view.fit()
    qtbot.wait(1)
    view = window.map_view
    assert view.zoom() == pytest.approx(1.0)
    pic = view.picture
    assert len(pic.markers) > 25, "a busy turn has many units"
    if typed:
        assert sum(a.style in MOVES for a in pic.arrows) >= 5, "the typed moves are drawn"
    found = problems(view)
    assert found == [], "\n".join(found)
