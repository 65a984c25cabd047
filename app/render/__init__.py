"""Drawing maps: what to show (plain data), how it looks, and PNG export for forum posts.

`picture` and `style` import no Qt; `render_map`, `save_png` and the painting classes are loaded
on first use so that building a picture never starts Qt.
"""

from __future__ import annotations

from typing import Any

from app.render.picture import (
    Arrow,
    ArrowStyle,
    Battle,
    LegendEntry,
    MapPicture,
    Marker,
    MarkerShape,
    MarkKind,
    PlannedMark,
)
from app.render.style import DEFAULT_STYLE, MapStyle

_LAZY = {
    "render_map": "app.render.export", "save_png": "app.render.export",
    "export_layout": "app.render.export", "ExportLayout": "app.render.export",
    "ensure_gui_app": "app.render.export",
    "MapGeometry": "app.render.geometry", "geometry_for": "app.render.geometry",
    "MapDrawing": "app.render.painting",
}

__all__ = ["DEFAULT_STYLE", "Arrow", "ArrowStyle", "Battle", "ExportLayout", "LegendEntry", "MapDrawing",
           "MapGeometry", "MapPicture", "MapStyle", "MarkKind", "Marker", "MarkerShape", "PlannedMark", "ensure_gui_app", "export_layout",
           "geometry_for", "render_map", "save_png"]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'app.render' has no attribute {name!r}")
    import importlib
    return getattr(importlib.import_module(module), name)
