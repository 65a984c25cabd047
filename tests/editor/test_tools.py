"""The editor driven as a GM would: clicks and drags on the map's viewport, keys, and undo."""

import pytest
import shapely
from PySide6.QtCore import Qt

from engine.board import EdgeKind, RegionKind
from engine.board.editing import MapDraft
from engine.board.geometry import SHARED_BORDER
from tests.editor.conftest import at, click, drag


def corners(editor, rid):
    return shapely.get_coordinates(editor.document.draft[rid].geometry).round(3).tolist()


def has_corner(editor, rid, x, y, within=0.2) -> bool:
    """A corner near (x, y): clicks land on whole pixels, a few hundredths of a map unit off."""
    return any(abs(cx - x) <= within and abs(cy - y) <= within for cx, cy in corners(editor, rid))


def shared(editor, a, b):
    draft = editor.document.draft
    return draft[a].geometry.relate_pattern(draft[b].geometry, SHARED_BORDER)


def test_a_region_is_drawn_corner_by_corner_and_closed_on_its_first_corner(qtbot, make_editor):
    editor = make_editor(MapDraft.empty("Blank", bounds=(0, 0, 100, 100)))
    editor.set_tool("polygon")
    for x, y in [(10, 10), (60, 10), (60, 50), (10, 50)]:
        click(qtbot, editor, x, y)
    assert len(editor.document.draft) == 0          # not closed yet
    click(qtbot, editor, 10, 10)                     # the first corner again closes it
    draft = editor.document.draft
    assert list(draft.regions) == ["p1"]
    assert draft["p1"].geometry.area == pytest.approx(50 * 40, rel=0.01)
    assert editor.selected == "p1"
    assert editor.undo_stack.count() == 1


def test_a_region_drawn_next_to_another_snaps_to_its_corners_and_becomes_its_neighbour(qtbot, make_editor):
    editor = make_editor(MapDraft.empty("Blank", bounds=(0, 0, 100, 100)).add_region(shapely.box(0, 0, 50, 50)))
    editor.set_tool("polygon")
    for x, y in [(50.4, 0.3), (90, 0), (90, 50), (50.3, 49.6)]:   # near p1's corners: they snap
        click(qtbot, editor, x, y)
    qtbot.keyClick(editor.view, Qt.Key_Return)
    assert shared(editor, "p1", "p2")
    assert editor.document.draft.edge("p1", "p2").kind is EdgeKind.LAND


def test_escape_cancels_and_backspace_takes_back_a_corner(qtbot, make_editor):
    editor = make_editor(MapDraft.empty("Blank", bounds=(0, 0, 100, 100)))
    editor.set_tool("polygon")
    for x, y in [(10, 10), (60, 10), (90, 90)]:
        click(qtbot, editor, x, y)
    qtbot.keyClick(editor.view, Qt.Key_Backspace)
    click(qtbot, editor, 60, 50)
    qtbot.keyClick(editor.view, Qt.Key_Return)
    assert editor.document.draft["p1"].geometry.area == pytest.approx(0.5 * 50 * 40, rel=0.02)
    click(qtbot, editor, 70, 70)
    qtbot.keyClick(editor.view, Qt.Key_Escape)
    qtbot.keyClick(editor.view, Qt.Key_Return)
    assert len(editor.document.draft) == 1


def test_dragging_a_shared_corner_moves_it_in_both_regions(qtbot, editor):
    editor.set_tool("vertex")
    click(qtbot, editor, 25, 25)                     # selects p1; its corners get handles
    assert editor.selected == "p1"
    drag(qtbot, editor, (50, 50), (56, 60))
    for rid in ("p1", "p2", "s1"):
        assert has_corner(editor, rid, 56, 60), rid
    assert shared(editor, "p1", "p2") and shared(editor, "p1", "s1") and shared(editor, "p2", "s1")
    editor.undo_stack.undo()
    for rid in ("p1", "p2", "s1"):
        assert [50, 50] in corners(editor, rid)
    editor.undo_stack.redo()
    assert has_corner(editor, "s1", 56, 60)


def test_a_corner_is_added_by_clicking_a_border_and_removed_with_shift(qtbot, editor):
    editor.set_tool("vertex")
    click(qtbot, editor, 25, 25)
    click(qtbot, editor, 25, 50)                      # on the p1 / s1 border
    assert has_corner(editor, "p1", 25, 50) and has_corner(editor, "s1", 25, 50)
    assert corners(editor, "p1") == corners(editor, "p1")
    click(qtbot, editor, 25, 50, Qt.ShiftModifier)
    assert not has_corner(editor, "p1", 25, 50) and not has_corner(editor, "s1", 25, 50)


def test_a_region_is_split_along_a_line_across_it(qtbot, editor):
    editor.set_tool("split")
    click(qtbot, editor, 30, 45)
    click(qtbot, editor, 30, 99)
    qtbot.keyClick(editor.view, Qt.Key_Return)
    draft = editor.document.draft
    assert set(draft.regions) == {"p1", "p2", "s1", "s2"}
    assert shared(editor, "s1", "s2") and draft.edge("s1", "s2").kind is EdgeKind.SEA
    assert draft.edge("p1", "s2").kind is EdgeKind.COAST


def test_two_regions_are_merged_by_clicking_one_then_the_other(qtbot, editor):
    editor.set_tool("merge")
    click(qtbot, editor, 25, 25)
    click(qtbot, editor, 75, 25)
    draft = editor.document.draft
    assert set(draft.regions) == {"p1", "s1"}
    assert draft["p1"].geometry.area == pytest.approx(5000)
    assert editor.selected == "p1"


def test_a_strait_is_joined_with_the_sea_that_controls_it(qtbot, make_editor):
    draft = MapDraft.empty("Strait", bounds=(0, 0, 100, 100))
    draft = draft.add_region(shapely.box(0, 0, 40, 100)).add_region(shapely.box(60, 0, 100, 100))
    editor = make_editor(draft.add_region(shapely.box(40, 0, 60, 100), kind="sea"))
    editor.edge_box.setCurrentIndex(editor.edge_box.findData("strait"))
    assert editor.tool is editor.tools["connect"]
    click(qtbot, editor, 20, 50)
    click(qtbot, editor, 80, 50)
    assert "sea" in editor.last_message
    click(qtbot, editor, 50, 50)
    edge = editor.document.draft.edge("p1", "p2")
    assert edge.kind is EdgeKind.STRAIT and edge.sea == "s1"


def test_parting_two_neighbours_and_deleting_a_region(qtbot, editor):
    editor.set_tool("disconnect")
    click(qtbot, editor, 25, 25)
    click(qtbot, editor, 75, 25)
    assert editor.document.draft.edge("p1", "p2") is None
    editor.set_tool("delete")
    click(qtbot, editor, 75, 25)
    assert set(editor.document.draft.regions) == {"p1", "s1"}


def test_circles_are_drawn_and_joined_by_lines(qtbot, make_editor):
    editor = make_editor(MapDraft.empty("Nodes", bounds=(0, 0, 400, 300)))
    editor.set_tool("point")
    click(qtbot, editor, 100, 100)
    click(qtbot, editor, 300, 100)
    assert [r.radius for r in editor.document.draft] == [8.0, 8.0]
    editor.set_tool("connect")
    click(qtbot, editor, 100, 100)
    click(qtbot, editor, 300, 100)
    assert editor.document.draft.edge("p1", "p2").kind is EdgeKind.LAND
    editor.set_tool("vertex")
    click(qtbot, editor, 100, 100)
    drag(qtbot, editor, (100, 100), (120, 150))
    assert editor.document.draft["p1"].geometry.coords[0] == pytest.approx((120, 150), abs=0.5)


def test_every_edit_is_undone_and_redone_in_order(qtbot, editor, three):
    editor.set_tool("vertex")
    click(qtbot, editor, 25, 25)
    drag(qtbot, editor, (50, 50), (55, 55))
    editor.set_tool("split")
    for x, y in [(30, 45), (30, 99)]:
        click(qtbot, editor, x, y)
    qtbot.keyClick(editor.view, Qt.Key_Return)
    editor.set_tool("merge")
    click(qtbot, editor, 25, 25)
    click(qtbot, editor, 75, 25)
    editor.set_tool("select")
    click(qtbot, editor, 75, 80)
    editor.region_panel.fields["name"].setText("Mare Nostrum")
    editor.region_panel.fields["name"].setModified(True)
    editor.region_panel.fields["name"].editingFinished.emit()
    final = editor.document.draft
    assert editor.undo_stack.count() == 4
    assert final[editor.selected].name == "Mare Nostrum"
    while editor.undo_stack.canUndo():
        editor.undo_stack.undo()
    assert list(editor.document.draft.regions.items()) == list(three.regions.items())
    assert dict(editor.document.draft.edges) == dict(three.edges)
    while editor.undo_stack.canRedo():
        editor.undo_stack.redo()
    assert list(editor.document.draft.regions.items()) == list(final.regions.items())


def test_a_refused_attribute_is_explained_and_changes_nothing(qtbot, editor):
    editor.select("p1")
    value = editor.region_panel.fields["value"]
    value.setText("lots")
    value.setModified(True)
    value.editingFinished.emit()
    assert "whole number" in editor.region_panel.message.text()
    assert editor.undo_stack.count() == 0
    value.setText("3")
    value.setModified(True)
    value.editingFinished.emit()
    assert editor.document.draft["p1"].value == 3
    kind = editor.region_panel.fields["kind"]
    kind.setCurrentIndex(kind.findData("sea"))
    kind.activated.emit(kind.currentIndex())
    assert editor.document.draft["p1"].kind is RegionKind.SEA
    assert editor.document.draft.edge("p1", "p2").kind is EdgeKind.COAST


def test_a_big_map_is_redrawn_after_the_last_edit_with_the_edited_regions_shown_meanwhile(qtbot, make_editor,
                                                                                           monkeypatch):
    from app.editor import view as view_module
    from engine.board.synthetic import grid_board
    monkeypatch.setattr(view_module, "REDRAW_AT_ONCE", 10)
    editor = make_editor(grid_board(6, 5))
    before = editor.view.redraws
    r = editor.document.draft["r8"]
    x, y = r.geometry.exterior.coords[2]
    from app.editor import commands
    editor.do(lambda: commands.MoveVertex(editor.document, (x, y), (x + 5, y + 5)))
    assert editor.view.redraws == before                  # not yet...
    assert not editor.view.fresh.clip.isEmpty()           # ...but the edited regions are painted over
    qtbot.waitUntil(lambda: editor.view.redraws == before + 1, timeout=3000)
    assert editor.view.fresh.clip.isEmpty()
    assert at(editor, x + 5, y + 5) is not None


def test_any_other_attribute_is_added_in_the_table(qtbot, editor):
    editor.select("p1")
    panel = editor.region_panel
    qtbot.mouseClick(panel.add_other, Qt.LeftButton)
    row = panel.others.rowCount() - 1
    panel.others.item(row, 0).setText("supply")
    panel.others.item(row, 1).setText("[1, 2]")
    assert editor.document.draft["p1"].attributes["supply"] == [1, 2]
    panel.others.item(0, 1).setText("")                 # an empty value removes it
    assert "supply" not in editor.document.draft["p1"].attributes


def test_delete_deletes_the_selected_region(qtbot, editor):
    click(qtbot, editor, 75, 25)
    qtbot.keyClick(editor.view, Qt.Key_Backspace)        # not by accident
    assert "p2" in editor.document.draft
    qtbot.keyClick(editor.view, Qt.Key_Delete)
    assert "p2" not in editor.document.draft and editor.selected is None
