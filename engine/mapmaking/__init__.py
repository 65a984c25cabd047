"""Turning a map image into a Berthier map: tracing provinces, seas and their borders.

    result = trace_image("old_game.png", progress=print)     # or a numpy array
    data = result.to_geojson(title="Old Game")               # a map file engine.board reads
    polygon = magic_wand("old_game.png", x, y)               # one region under a click

The command line is `berthier trace IMAGE --out MAP.geojson` (engine/mapmaking/cli.py).
"""

from engine.mapmaking.errors import ImageTooLarge, ImageUnreadable, TraceCancelled, TraceError
from engine.mapmaking.result import TracedRegion, TraceResult
from engine.mapmaking.trace import trace_image
from engine.mapmaking.wand import magic_wand

__all__ = [
    "ImageTooLarge",
    "ImageUnreadable",
    "TraceCancelled",
    "TraceError",
    "TraceResult",
    "TracedRegion",
    "magic_wand",
    "trace_image",
]
