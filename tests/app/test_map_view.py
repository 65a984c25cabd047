"""The map widget: what the GM clicks, hovers, zooms and sees."""

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QHelpEvent, QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QToolTip

from app.mapview import MapView
from app.render import Arrow, MapPicture, Marker

FRANCE = "#2f5fa7"
BRITAIN = "#b8312f"


@pytest.fixture
def view(qtbot, grid):
    view = MapView(grid)
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    return view


def pixel(view: MapView, pos: QPoint) -> QColor:
    image = view.viewport().grab().toImage()
    return image.pixelColor(pos)


def close(a: QColor, b: QColor | str, tolerance: int = 12) -> bool:
    b = QColor(b)
    return all(abs(x - y) <= tolerance for x, y in
               ((a.red(), b.red()), (a.green(), b.green()), (a.blue(), b.blue())))


def inside(view: MapView, region_id: str, dx: float = -0.3, dy: float = -0.3) -> QPoint:
    """A point of the region away from its label: towards a corner of its box."""
    geometry = view.map_scene().geometry
    i = geometry.index[region_id]
    x0, y0, x1, y1 = geometry.boxes[i]
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return view.viewportTransform().map(QPointF(cx + dx * (x1 - x0), cy + dy * (y1 - y0))).toPoint()


def move_mouse(view: MapView, pos: QPoint) -> None:
    event = QMouseEvent(QEvent.MouseMove, QPointF(pos), view.viewport().mapToGlobal(QPointF(pos)),
                        Qt.NoButton, Qt.NoButton, Qt.NoModifier)
    QApplication.sendEvent(view.viewport(), event)


def test_clicking_a_region_emits_its_id_and_selects_it(qtbot, view):
    pos = view.viewport_pos("r5")
    with qtbot.waitSignal(view.regionClicked, timeout=1000) as clicked:
        qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=pos)
    assert clicked.args == ["r5"]
    assert view.picture.selected_region == "r5"


def test_clicking_outside_the_map_emits_nothing(qtbot, view):
    view.zoom_by(0.5)
    with qtbot.assertNotEmitted(view.regionClicked):
        qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=QPoint(3, 3))


def test_clicking_a_unit_reports_the_unit_not_the_region(qtbot, view):
    corps = Marker("r5", "A", FRANCE, key="french-1st")
    view.set_markers([corps, Marker("r5", "B", FRANCE, key="french-2nd")])
    pos = view.marker_pos(corps)
    with qtbot.assertNotEmitted(view.regionClicked), qtbot.waitSignal(view.markerClicked, timeout=1000) as clicked:
        qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=pos)
    assert clicked.args == [corps]
    assert view.picture.selected_marker == "french-1st"


def test_dragging_pans_the_map_instead_of_clicking(qtbot, view):
    view.zoom_by(3)
    before = view.scene_pos(QPoint(400, 300))
    with qtbot.assertNotEmitted(view.regionClicked):
        qtbot.mousePress(view.viewport(), Qt.LeftButton, pos=QPoint(400, 300))
        for x in range(400, 300, -10):
            event = QMouseEvent(QEvent.MouseMove, QPointF(x, 300), view.viewport().mapToGlobal(QPointF(x, 300)),
                                Qt.NoButton, Qt.LeftButton, Qt.NoModifier)
            QApplication.sendEvent(view.viewport(), event)
        qtbot.mouseRelease(view.viewport(), Qt.LeftButton, pos=QPoint(310, 300))
    after = view.scene_pos(QPoint(400, 300))
    dragged = (400 - 310) / view.transform().m11()     # pixels to scene units
    assert after.x() - before.x() == pytest.approx(dragged, abs=2 / view.transform().m11())
    assert abs(after.y() - before.y()) < 1


def test_hovering_names_the_region_and_shows_the_callers_tooltip(qtbot, view):
    view.set_tooltip_provider(lambda rid: f"{rid}: 3 corps")
    pos = inside(view, "r6")
    with qtbot.waitSignal(view.regionHovered, timeout=1000) as hovered:
        move_mouse(view, pos)
    assert hovered.args == ["r6"]
    assert view.tooltip_at(pos) == "r6: 3 corps"
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.ToolTip, pos, view.viewport().mapToGlobal(pos)))
    assert QToolTip.text() == "r6: 3 corps"
    QToolTip.hideText()


def test_default_tooltip_is_the_name_and_value_and_units_have_their_own(view, grid):
    region = grid["r1"]
    assert view.tooltip_at(inside(view, "r1")) == f"{region.name} ({region.value})"
    corps = Marker("r1", "A", FRANCE, tooltip="I Corps (Davout), 3 infantry")
    view.set_markers([corps])
    assert view.tooltip_at(view.marker_pos(corps)) == "I Corps (Davout), 3 infantry"


def test_wheel_zooms_in_around_the_cursor(view):
    anchor = inside(view, "r5")
    fixed = view.scene_pos(anchor)
    event = QWheelEvent(QPointF(anchor), view.viewport().mapToGlobal(QPointF(anchor)), QPoint(0, 0),
                        QPoint(0, 240), Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)
    assert view.zoom() == pytest.approx(1.0015 ** 240, rel=1e-3)
    moved = view.viewportTransform().map(fixed)
    assert abs(moved.x() - anchor.x()) <= 1.5 and abs(moved.y() - anchor.y()) <= 1.5


def test_keys_zoom_and_f_fits_the_whole_map(qtbot, view):
    qtbot.keyClick(view, Qt.Key_Plus)
    qtbot.keyClick(view, Qt.Key_Plus)
    assert view.zoom() == pytest.approx(1.25 ** 2)
    qtbot.keyClick(view, Qt.Key_Minus)
    assert view.zoom() == pytest.approx(1.25)
    qtbot.keyClick(view, Qt.Key_F)
    assert view.zoom() == pytest.approx(1.0)
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(view.scene().sceneRect())


def test_zoom_stops_at_its_limits(view):
    view.zoom_by(0.01)
    assert view.zoom() == pytest.approx(0.5)
    view.zoom_by(1e6)
    assert view.zoom() == pytest.approx(view.max_zoom())


def test_new_fills_are_drawn_without_rebuilding_the_geometry(view):
    scene = view.map_scene()
    geometry, paths = scene.geometry, list(scene.geometry.paths)
    pos = inside(view, "r5")
    assert not close(pixel(view, pos), FRANCE)
    view.set_fills({"r5": FRANCE, "r6": BRITAIN})
    assert close(pixel(view, pos), FRANCE)
    assert close(pixel(view, inside(view, "r6")), BRITAIN)
    assert scene.geometry is geometry and scene.geometry.paths == paths


def test_units_appear_in_their_region_side_by_side(view):
    first, second = Marker("r5", "A", FRANCE), Marker("r5", "B", BRITAIN)
    view.set_markers([first, second])
    a, b = view.marker_pos(first), view.marker_pos(second)
    assert view.region_at(a) == view.region_at(b) == "r5"
    assert abs(a.x() - b.x()) >= 15                  # two counters, not one on top of the other
    assert close(pixel(view, a + QPoint(-6, -4)), FRANCE, 20)
    assert close(pixel(view, b + QPoint(-6, -4)), BRITAIN, 20)


def test_legal_destinations_are_tinted_and_cleared(view):
    pos = inside(view, "r9")
    plain = pixel(view, pos)
    view.set_highlights(["r9", "r10"])
    tinted = pixel(view, pos)
    assert tinted != plain and tinted.green() > tinted.red()
    view.set_highlights([])
    assert close(pixel(view, pos), plain, 2)


def test_arrows_and_battles_change_the_picture(view):
    before = view.viewport().grab().toImage()
    view.set_picture(view.picture.with_(arrows=[Arrow("r4", "r6", BRITAIN)], battles=["r6"]))
    after = view.viewport().grab().toImage()
    assert before != after


def test_a_node_link_map_draws_circles_and_links_and_is_clickable(qtbot, node_link):
    view = MapView(node_link, MapPicture(fills={"1": FRANCE}))
    qtbot.addWidget(view)
    view.resize(600, 450)
    view.show()
    qtbot.waitExposed(view)
    t = view.viewportTransform()
    inside_circle = t.map(QPointF(100, 118)).toPoint()        # below the label, inside the circle
    assert close(pixel(view, inside_circle), FRANCE)
    on_link = t.map(QPointF(200, 100)).toPoint()               # halfway between 1 and 2
    assert close(pixel(view, on_link), view.map_scene().map_style.link, 40)
    with qtbot.waitSignal(view.regionClicked, timeout=1000) as clicked:
        qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=t.map(QPointF(300, 80)).toPoint())
    assert clicked.args == ["2"]
    assert view.region_at(on_link) is None


def test_a_map_with_the_y_axis_up_is_drawn_north_up(qtbot, shapes_up):
    view = MapView(shapes_up)
    qtbot.addWidget(view)
    view.resize(500, 500)
    view.show()
    qtbot.waitExposed(view)
    top, bottom = view.viewport().rect().top() + 60, view.viewport().rect().bottom() - 60
    assert view.region_at(QPoint(60, top)) == "north"         # north of the map at the top
    assert view.region_at(QPoint(60, bottom)) == "south"
    to_view = view.viewportTransform()
    hole = to_view.map(view.map_scene().geometry.scene_point(50, 50)).toPoint()
    assert view.region_at(hole) is None
    assert not close(pixel(view, hole), view.map_scene().map_style.neutral)
    for x, y in ((135, 15), (135, 185)):                        # both parts of the isles
        part = to_view.map(view.map_scene().geometry.scene_point(x, y)).toPoint()
        assert view.region_at(part) == "isles"


def test_hit_testing_needs_no_qt_items(view):
    scene = view.map_scene()
    assert len(scene.items()) <= 3        # layers, not one item per region
    assert scene.region_at(QPointF(-1e6, -1e6)) is None


def test_a_panned_view_shows_what_a_fresh_paint_shows(qtbot, grid):
    picture = MapPicture(fills={"r5": FRANCE}, markers=[Marker("r5", "A", FRANCE), Marker("r6", "3", BRITAIN,
                                                                                      "squadron")],
                         arrows=[Arrow("r5", "r6", FRANCE)])
    view = MapView(grid, picture)
    qtbot.addWidget(view)
    view.resize(640, 480)
    view.show()
    qtbot.waitExposed(view)
    view.zoom_by(3)
    view.viewport().grab()
    view.center_on_region("r0")
    view.viewport().grab()
    for dx, dy in ((57, 31), (61, 40), (-23, 44), (70, 12)):
        view.pan_by(dx, dy)
        view.viewport().grab()                   # each pan paints only what came into view
    panned = view.viewport().grab().toImage()
    view.resetCachedContent()                    # forget every cached pixel and paint afresh
    view._foreground.invalidate()
    fresh = view.viewport().grab().toImage()
    differing = sum(1 for x in range(0, 640, 2) for y in range(0, 480, 2)
                    if not close(panned.pixelColor(x, y), fresh.pixelColor(x, y).name(), 24))
    assert differing <= 0.001 * (640 // 2) * (480 // 2)
