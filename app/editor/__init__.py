"""The map editor: draw regions, trace them from a map image, join them, check the map, save it.

`install(window)` gives the GM's main window an "Edit map" mode (see `app.editor.mode`);
`MapEditorWindow(board_or_path)` is the editor as a window of its own (`berthier edit-map`).
"""

from __future__ import annotations

from typing import Any

_LAZY = {"MapEditor": "app.editor.editor", "MapEditorWindow": "app.editor.window",
         "EditMapMode": "app.editor.mode", "MapDocument": "app.editor.document"}

__all__ = ["EditMapMode", "MapDocument", "MapEditor", "MapEditorWindow", "install"]


def install(window) -> Any:
    """Add the "Edit map" mode to the GM's window (a Map menu with Edit map, Ctrl+Shift+M); returns
    the `EditMapMode`, whose `editor` is the MapEditor while the mode is on."""
    from app.editor.mode import EditMapMode
    return EditMapMode(window)


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'app.editor' has no attribute {name!r}")
    import importlib
    return getattr(importlib.import_module(module), name)
