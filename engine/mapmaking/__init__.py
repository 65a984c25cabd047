"""Turning a map image into a Berthier map: tracing provinces, seas and their borders.

    result = trace_image("old_game.png", progress=print)     # or a numpy array
    data = result.to_geojson(title="Old Game")               # a map file engine.board reads
    polygon = magic_wand("old_game.png", x, y)               # one region under a click

The command line is `berthier trace IMAGE --out MAP.geojson` (engine/mapmaking/cli.py).
"""

from typing import Any

# Loaded on first use: scipy and scikit-image take most of a second to import, and the
# command line must not pay that for every verb.
_LAZY = {
    "ImageTooLarge": "errors", "ImageUnreadable": "errors", "TraceCancelled": "errors", "TraceError": "errors",
    "TracedRegion": "result", "TraceResult": "result", "trace_image": "trace", "magic_wand": "wand",
}

__all__ = sorted(_LAZY)


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'engine.mapmaking' has no attribute {name!r}")
    import importlib
    return getattr(importlib.import_module(f"engine.mapmaking.{module}"), name)
