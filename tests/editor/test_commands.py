"""Every undo command of the editor on a bare QUndoStack, with no widget: redo does, undo undoes."""

import pytest
import shapely
from PySide6.QtGui import QUndoStack
from shapely.geometry import box

from app.editor import commands
from app.editor.document import MapDocument
from engine.board import EdgeKind, Region, RegionKind
from engine.board.editing import EditError, MapDraft


@pytest.fixture
def document(three):
    return MapDocument(three)


@pytest.fixture
def stack():
    return QUndoStack()


def state(document):
    d = document.draft
    return list(d.regions.items()), dict(d.edges), d.manual, d.blocked, d.info, d.tolerance


CASES = {
    "add a region": lambda doc: commands.AddRegion(doc, box(0, 100, 100, 120)),
    "add a circle": lambda doc: commands.AddPointRegion(doc, 50, 150, 5, "sea"),
    "add traced regions": lambda doc: commands.AddRegions(doc, [Region("p1", "X", RegionKind.LAND,
                                                                       geometry=box(0, 100, 50, 120))], "Trace"),
    "update regions": lambda doc: commands.UpdateRegions(doc, [Region("p2", "Beta", RegionKind.LAND,
                                                                      geometry=box(50, 0, 100, 50))]),
    "delete": lambda doc: commands.DeleteRegion(doc, "p2"),
    "set attributes": lambda doc: commands.SetRegion(doc, "p1", name="Alsace", value=3, id="alsace"),
    "move a corner": lambda doc: commands.MoveVertex(doc, (50, 50), (40, 60)),
    "add a corner": lambda doc: commands.InsertVertex(doc, 25, 50, 1.0),
    "remove a corner": lambda doc: commands.RemoveVertex(doc, 0, 0),
    "split": lambda doc: commands.SplitRegion(doc, "s1", [(30, 40), (30, 110)]),
    "merge": lambda doc: commands.MergeRegions(doc, "p1", "p2"),
    "join": lambda doc: commands.Connect(doc, "p1", "p2", "special", note="a bridge"),
    "part": lambda doc: commands.Disconnect(doc, "p1", "p2"),
    "recompute": lambda doc: commands.RecomputeAdjacency(MapDocument(MapDraft(doc.draft.info, list(doc.draft)))),
    "map info": lambda doc: commands.SetMapInfo(doc, title="Europa"),
    "tolerance": lambda doc: commands.SetTolerance(doc, 0.5),
}


@pytest.mark.parametrize("name", CASES)
def test_a_command_redoes_and_undoes_exactly(stack, document, name):
    command = CASES[name](document)
    document = command.document
    before = state(document)
    assert not command.empty
    stack.push(command)
    after = state(document)
    assert after != before
    stack.undo()
    assert state(document) == before
    stack.redo()
    assert state(document) == after


def test_a_refused_edit_raises_before_anything_is_pushed(stack, document):
    with pytest.raises(EditError, match="already used"):
        stack.push(commands.SetRegion(document, "p1", id="p2"))
    assert stack.count() == 0


def test_commands_tell_the_documents_listeners(document, stack):
    heard = []
    document.subscribe(lambda draft, change: heard.append(sorted(change.regions) if change else None))
    stack.push(commands.MoveVertex(document, (50, 50), (45, 55)))
    stack.undo()
    assert heard == [["p1", "p2", "s1"], ["p1", "p2", "s1"]]


def test_a_run_of_commands_undoes_back_to_the_start(document, stack, three):
    stack.push(commands.AddRegion(document, box(0, 100, 100, 120)))
    stack.push(commands.SplitRegion(document, "s1", [(30, 40), (30, 110)]))
    stack.push(commands.MoveVertex(document, (30, 50), (35, 55)))
    stack.push(commands.MergeRegions(document, "p1", "p2"))
    stack.push(commands.Connect(document, "p1", "p3", "strait", sea="s1"))
    assert document.draft.edge("p1", "p3").kind is EdgeKind.STRAIT
    assert shapely.get_coordinates(document.draft["p1"].geometry).tolist().count([35, 55]) >= 1
    while stack.canUndo():
        stack.undo()
    assert list(document.draft.regions.items()) == list(three.regions.items())
    assert dict(document.draft.edges) == dict(three.edges)
