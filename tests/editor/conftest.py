"""The map editor without a display: offscreen Qt, small maps, and every dialog replaced by a fake
that fails the test unless the test expects it."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPoint, Qt
from shapely.geometry import box

from app.editor import dialogs
from app.editor.editor import MapEditor
from engine.board.editing import MapDraft

DIALOGS = ("show_error", "confirm", "unsaved_changes", "open_path", "save_path", "choose", "new_map_size",
           "image_use")


class Dialogs:
    """What the editor asked, and the answers the test gave."""

    def __init__(self, monkeypatch):
        self.calls: list[tuple[str, tuple]] = []
        self._monkeypatch = monkeypatch
        for name in DIALOGS:
            monkeypatch.setattr(dialogs, name, self._unexpected(name))

    def _unexpected(self, name):
        def fake(*args, **kwargs):
            self.calls.append((name, args[1:]))
            raise AssertionError(f"unexpected dialog {name}{args[1:]}")
        return fake

    def answer(self, name, value):
        """Let dialog `name` be asked; it returns `value` (and is recorded)."""
        def fake(*args, **kwargs):
            self.calls.append((name, args[1:]))
            return value
        self._monkeypatch.setattr(dialogs, name, fake)

    def asked(self, name):
        return [args for n, args in self.calls if n == name]


@pytest.fixture(autouse=True)
def editor_settings(tmp_path, monkeypatch):
    """The editor remembers folders and the ruleset in an INI file of the test's own."""
    from PySide6.QtCore import QSettings

    from app.editor import memory
    path = tmp_path / "editor-settings.ini"
    monkeypatch.setattr(memory, "default_settings", lambda: QSettings(str(path), QSettings.IniFormat))
    return path


@pytest.fixture
def asked(monkeypatch):
    return Dialogs(monkeypatch)


@pytest.fixture
def three():
    """Two provinces side by side under a sea: p1 | p2 over s1, on a 100 x 100 map (y down)."""
    draft = MapDraft.empty("Three", bounds=(0, 0, 100, 100))
    draft = draft.add_region(box(0, 0, 50, 50)).add_region(box(50, 0, 100, 50))
    return draft.add_region(box(0, 50, 100, 100), kind="sea")


@pytest.fixture
def make_editor(qtbot, asked):
    def make(source=None, cls=MapEditor):
        editor = cls(source)
        qtbot.addWidget(editor)
        editor.resize(1200, 800)
        editor.show()
        qtbot.waitExposed(editor)
        editor.view.fit()
        return editor
    return make


@pytest.fixture
def editor(make_editor, three):
    return make_editor(three)


def at(editor, x: float, y: float) -> QPoint:
    """Where map point (x, y) is on the view's viewport."""
    return editor.view.map_to_viewport(x, y).toPoint()


def click(qtbot, editor, x: float, y: float, modifiers=Qt.NoModifier) -> None:
    qtbot.mouseClick(editor.view.viewport(), Qt.LeftButton, modifiers, at(editor, x, y))


def drag(qtbot, editor, start, end) -> None:
    viewport = editor.view.viewport()
    qtbot.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, at(editor, *start))
    qtbot.mouseMove(viewport, at(editor, (start[0] + end[0]) / 2, (start[1] + end[1]) / 2))
    qtbot.mouseMove(viewport, at(editor, *end))
    qtbot.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, at(editor, *end))
