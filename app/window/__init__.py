"""The GM's desktop window: the map, the docks around it, exports, first start and settings.

`MainWindow` and `run` are loaded on first use, so that `app.window.export` and
`app.window.pictures` (which the command line uses) import no widgets.
"""

from __future__ import annotations

from typing import Any

__all__ = ["MainWindow", "run"]


def __getattr__(name: str) -> Any:
    if name == "MainWindow":
        from app.window.main import MainWindow
        return MainWindow
    if name == "run":
        from app.window.launch import run
        return run
    raise AttributeError(f"module 'app.window' has no attribute {name!r}")
