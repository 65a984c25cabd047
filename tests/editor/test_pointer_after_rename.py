"""The editor's status bar names the region under the mouse by its name now: renamed in the Region panel (the
mouse left on the map), it kept the old name until the mouse moved; undone, the old name comes back."""

from app.editor import commands


def test_the_pointer_line_follows_a_rename_and_its_undo(editor):
    editor.view.pointerMoved.emit(20.0, 20.0)                 # the mouse over p1
    before = editor.pointer_label.text()
    name = editor.document.draft["p1"].name
    assert name in before
    editor.do(lambda: commands.SetRegion(editor.document, "p1", name="Alsace"))
    assert "Alsace" in editor.pointer_label.text() and name not in editor.pointer_label.text()
    editor.undo_stack.undo()
    assert editor.pointer_label.text() == before
