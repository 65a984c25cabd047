"""Errors of map tracing: each names the image and says what to do about it."""

from __future__ import annotations

from engine.errors import BerthierError


class TraceError(BerthierError):
    """An image that cannot be traced into a map."""


class ImageUnreadable(TraceError):
    """A missing, corrupt or unsupported image file."""

    def __init__(self, source: str, reason: str):
        self.source = source
        self.reason = reason
        super().__init__(f"{source}: cannot read the image: {reason}")


class ImageTooLarge(TraceError):
    """An image with more pixels than tracing allows (checked before decoding it)."""

    def __init__(self, source: str, pixels: int, limit: int, size: tuple[int, int] | None = None):
        self.source = source
        self.pixels = pixels
        self.limit = limit
        self.size = size
        dims = f" ({size[0]} x {size[1]})" if size else ""
        super().__init__(
            f"{source}: the image is too large to trace: {pixels:,} pixels{dims}, more than the "
            f"limit of {limit:,} ({limit / 1e6:g} megapixels); scale it down first")


class TraceCancelled(TraceError):
    """The GM cancelled a trace before it finished."""

    def __init__(self, stage: str = ""):
        self.stage = stage
        super().__init__(f"tracing cancelled{' while ' + stage if stage else ''}")
