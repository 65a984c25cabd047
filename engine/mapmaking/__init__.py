"""Turning a map image into a Berthier map: tracing provinces, seas and their borders."""

from engine.mapmaking.errors import ImageTooLarge, ImageUnreadable, TraceCancelled, TraceError
from engine.mapmaking.trace import TracedRegion, TraceResult, trace_image

__all__ = [
    "ImageTooLarge",
    "ImageUnreadable",
    "TraceCancelled",
    "TraceError",
    "TraceResult",
    "TracedRegion",
    "trace_image",
]
