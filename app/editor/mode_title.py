"""The window's title while the map editor is its middle: the map edited ("*europe.json – map editor —
Berthier"), not the game left aside (the title named the game while the GM drew, saved and renamed a map)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

SEPARATOR = " \u2014 "
APP_NAME = "Berthier"                  # as the window's own titles end (app/window/showing.py)


def _titled(editor_title: str) -> str:
    return editor_title if editor_title.endswith(APP_NAME) else f"{editor_title}{SEPARATOR}{APP_NAME}"


class TitleFollows:
    """`follow(window, editor)` while the editor is on; `stop()` gives the window back the title it had."""

    def __init__(self, window: QWidget, editor: QWidget):
        self.window, self.editor = window, editor
        self.before = window.windowTitle()
        editor.windowTitleChanged.connect(self._changed)
        self._changed(editor.windowTitle())

    def _changed(self, title: str) -> None:
        self.shown = _titled(title)
        self.window.setWindowTitle(self.shown)

    def stop(self) -> None:
        self.editor.windowTitleChanged.disconnect(self._changed)
        if self.window.windowTitle() == self.shown:        # a game shown meanwhile has titled the window itself
            self.window.setWindowTitle(self.before)
