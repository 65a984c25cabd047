"""The problems list: every problem of the map, and a click that zooms to it."""

from PySide6.QtCore import QRectF, Qt
from shapely.geometry import box

from engine.board import Region, RegionKind
from engine.board.editing import MapDraft


def overlapping():
    draft = MapDraft.empty("Overlaps", bounds=(0, 0, 1000, 1000))
    return draft.add_regions([Region("a", "Alpha", RegionKind.LAND, geometry=box(0, 0, 500, 500)),
                              Region("b", "Beta", RegionKind.LAND, geometry=box(480, 200, 1000, 500)),
                              Region("c", "Gamma", RegionKind.SEA, geometry=box(0, 500, 1000, 1000))], clip=False)


def test_the_problems_list_shows_each_problem_and_a_click_zooms_to_it(qtbot, make_editor):
    editor = make_editor(overlapping())
    panel = editor.problems_panel
    texts = [panel.list.item(i).text() for i in range(panel.list.count())]
    assert any("Alpha: overlaps b" in t for t in texts), texts
    assert "1 error" in panel.summary.text()
    row = next(i for i, t in enumerate(texts) if "overlaps" in t)
    zoom = editor.view.zoom()
    item = panel.list.item(row)
    qtbot.mouseClick(panel.list.viewport(), Qt.LeftButton, pos=panel.list.visualItemRect(item).center())
    assert editor.view.zoom() > 1.5 * zoom
    shown = editor.view.mapToScene(editor.view.viewport().rect()).boundingRect()
    assert shown.contains(QRectF(480, 200, 20, 300))           # the overlap, framed
    assert shown.height() < 600
    centre = shown.center()
    assert abs(centre.x() - 490) < 15 and abs(centre.y() - 350) < 15
    assert editor.selected == "a"
    assert editor.view.marker.where is not None


def test_fixing_the_problem_clears_it_after_the_edit(qtbot, make_editor):
    editor = make_editor(overlapping())
    from app.editor import commands
    editor.do(lambda: commands.MoveVertex(editor.document, (480, 200), (500, 200)))
    editor.do(lambda: commands.MoveVertex(editor.document, (480, 500), (500, 500)))
    qtbot.waitUntil(lambda: "No problems" in editor.problems_panel.summary.text(), timeout=3000)
    assert editor.problems == []


def test_a_clean_drawing_is_not_yet_a_playable_map(make_editor, three):
    editor = make_editor(three)
    assert editor.problems_panel.summary.text() == "No problems in the drawing"
    assert "can be played" not in editor.problems_panel.summary.text()
