"""Ctrl+Z and Ctrl+Y say what they did: the status bar names the GM change undone or redone (the
keys work from anywhere in the window, so the change may be far from where the GM is looking)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.window.main import MainWindow

SHOWN_MS = 10000


def undone(window: MainWindow) -> None:
    stack = window.session.undo_stack
    window.statusBar().showMessage(f"Undone: {stack.text(stack.index())}. Ctrl+Y redoes it.", SHOWN_MS)


def redone(window: MainWindow) -> None:
    stack = window.session.undo_stack
    window.statusBar().showMessage(f"Redone: {stack.text(stack.index() - 1)}. Ctrl+Z undoes it.", SHOWN_MS)


def install(window: MainWindow) -> None:
    """After the undo stack's own actions have moved it (they are connected first)."""
    window.undo_action.triggered.connect(lambda _checked=False: undone(window))
    window.redo_action.triggered.connect(lambda _checked=False: redone(window))
