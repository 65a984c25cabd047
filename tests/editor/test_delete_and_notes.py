"""Delete leaves no hole: a region enclosed by others gives its area to the neighbour it shares the
longest border with; one on the map's edge goes. Notes leave the list once dealt with."""

from __future__ import annotations

from PySide6.QtCore import Qt
from shapely.geometry import box

from app.editor import commands
from engine.board import RegionKind
from engine.board.editing import MapDraft
from tests.editor.conftest import click


def lake_in_a_bay() -> MapDraft:
    """A lake l inside province a (a 100 x 60 province with a 20 x 20 hole), province b beside it,
    a sea under both; a small island i in the sea."""
    draft = MapDraft.empty("Bay", bounds=(0, 0, 200, 100))
    draft = draft.add_region(box(40, 20, 60, 40), id="l", kind="sea", name="Lake")
    draft = draft.add_region(box(0, 0, 100, 60), id="a", name="Alpha")
    draft = draft.add_region(box(100, 0, 200, 60), id="b", name="Beta")
    draft = draft.add_region(box(150, 75, 160, 85), id="i", name="Isle")
    return draft.add_region(box(0, 60, 200, 100), id="s", kind="sea", name="Sea")


def gaps(draft: MapDraft) -> list:
    return [p for p in draft.problems() if "gap" in p.message]


def test_an_enclosed_region_gives_its_area_to_the_neighbour_around_it():
    draft = lake_in_a_bay()
    assert draft.heir_of("l") == "a" and draft.heir_of("i") == "s"
    gone = draft.delete_region("l")
    assert "l" not in gone and gone["a"].geometry.area == 100 * 60
    assert gaps(gone) == []
    island_gone = draft.delete_region("i")
    assert island_gone["s"].geometry.area == 200 * 40 and gaps(island_gone) == []


def test_the_heir_is_the_neighbour_with_the_longest_shared_border():
    from shapely.geometry import Polygon
    draft = MapDraft.empty("Hooks", bounds=(0, 0, 30, 30))
    draft = draft.add_region(Polygon([(0, 0), (20, 0), (20, 10), (10, 10), (10, 30), (0, 30)]), id="w")  # left and top
    draft = draft.add_region(box(20, 0, 30, 30), id="e")
    draft = draft.add_region(box(10, 20, 20, 30), id="s")
    draft = draft.add_region(box(10, 10, 20, 20), id="m")
    assert draft.heir_of("m") == "w"                    # 20 long against w, 10 against e and s
    after = draft.delete_region("m")
    assert after["w"].geometry.area == 400 + 100 and gaps(after) == []
    assert after.edge("w", "e") is not None and after.edge("w", "s") is not None


def test_a_region_on_the_maps_edge_just_goes(three):
    assert three.heir_of("p2") is None
    gone = three.delete_region("p2")
    assert set(gone.regions) == {"p1", "s1"} and gone["s1"].geometry.area == 100 * 50


def test_delete_in_the_editor_says_where_the_area_went_and_undo_brings_both_back(qtbot, make_editor):
    editor = make_editor(lake_in_a_bay())
    before = editor.document.draft
    editor.set_tool("delete")
    click(qtbot, editor, 50, 30)
    draft = editor.document.draft
    assert "l" not in draft and draft["a"].geometry.area == 100 * 60
    assert editor.last_message == "Deleted Lake: its area is now part of Alpha."
    assert "its area to a" in editor.undo_stack.undoText()
    qtbot.waitUntil(lambda: not any("gap" in p.message for p in editor.problems), timeout=3000)
    editor.undo_stack.undo()
    assert editor.document.draft["a"].geometry.equals(before["a"].geometry) and "l" in editor.document.draft
    editor.set_tool("select")
    click(qtbot, editor, 195, 30)
    qtbot.keyClick(editor.view, Qt.Key_Delete)
    assert "b" not in editor.document.draft
    assert "map's edge" in editor.last_message


def listed(editor) -> list[str]:
    panel = editor.problems_panel
    return [panel.list.item(i).text() for i in range(panel.list.count())]


def test_a_note_leaves_the_list_once_its_region_is_dealt_with_and_comes_back_on_undo(qtbot, make_editor):
    from engine.board.validate import MapProblem
    editor = make_editor(lake_in_a_bay())
    editor._set_notes([MapProblem("l", "is a lake inside a (water with land all around)", "warning"),
                       MapProblem("i", "lies entirely inside s (100 px): an enclave, or a letter", "warning")])
    editor.check()
    assert sum("is a lake" in t for t in listed(editor)) == 1
    assert sum("enclave" in t for t in listed(editor)) == 1
    editor.problems_panel.auto.setChecked(False)           # even without checking after every edit
    editor.do(lambda: commands.SetRegion(editor.document, "l", kind=RegionKind.IMPASSABLE))
    assert not any("is a lake" in t for t in listed(editor))
    assert sum("enclave" in t for t in listed(editor)) == 1
    editor.delete_region("i")
    assert not any("enclave" in t for t in listed(editor))
    editor.undo_stack.undo()
    editor.undo_stack.undo()
    assert sum("is a lake" in t for t in listed(editor)) == 1
    assert sum("enclave" in t for t in listed(editor)) == 1
