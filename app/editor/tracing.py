"""Map images in the editor: reading them safely, showing them, and tracing them off the GUI thread.

Images are read by `engine.mapmaking` (its size and corruption checks give clear BerthierErrors);
tracing runs in a `TraceJob` thread that reports progress and stops when cancelled.
"""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import shapely
from PySide6.QtCore import QThread, Signal
from PySide6.QtGui import QImage

from engine.board import Region
from engine.board.validate import MapProblem
from engine.errors import BerthierError
from engine.mapmaking.errors import TraceCancelled
from engine.mapmaking.image import IMAGE_SUFFIXES, MapImage, read_image
from engine.mapmaking.trace import trace_image


def is_image_file(path: str | Path) -> bool:
    return Path(path).suffix.lower() in IMAGE_SUFFIXES


def read_map_image(path: str | Path) -> MapImage:
    """The image, checked (over 100 megapixels, damaged, not an image: ImageTooLarge/ImageUnreadable)."""
    return read_image(Path(path))


def to_qimage(picture: MapImage) -> QImage:
    """The image for the screen, in the format a pixmap is made of without a copy (made on a worker thread, the
    conversion of a big image does not stop the window: QPixmap.fromImage converted 48 megapixels there in 0.6 s);
    transparent parts stay transparent."""
    h, w = picture.rgb.shape[:2]
    if picture.outside is None:
        data = np.ascontiguousarray(picture.rgb)
        image = QImage(data.data, w, h, 3 * w, QImage.Format.Format_RGB888)
        return image.convertToFormat(QImage.Format.Format_RGB32)
    rgba = np.empty((h, w, 4), np.uint8)
    rgba[:, :, :3] = picture.rgb
    rgba[:, :, 3] = np.where(picture.outside, 0, 255)
    image = QImage(rgba.data, w, h, 4 * w, QImage.Format.Format_RGBA8888)
    return image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


class Placement:
    """Where the image lies on the map: pixel (col, row) -> scene (x + col * scale, y + row * scale)."""

    def __init__(self, x: float = 0.0, y: float = 0.0, scale: float = 1.0, *, flip: bool = False):
        self.x, self.y, self.scale, self.flip = x, y, scale, flip

    def to_map(self, coords: np.ndarray) -> np.ndarray:
        out = coords * self.scale + np.array([self.x, self.y])
        return out * np.array([1.0, -1.0]) if self.flip else out

    def geometry(self, geom):
        return shapely.transform(geom, self.to_map)

    def point(self, x: float, y: float) -> tuple[float, float]:
        px, py = self.to_map(np.array([[x, y]], float))[0]
        return (float(px), float(py))


def placed_note(note: MapProblem, placement: Placement) -> MapProblem:
    """A note of the trace with the place it names (image pixels) put on the map."""
    if note.location is None:
        return note
    extent = note.extent
    if extent is not None:
        (ax, ay), (bx, by) = placement.point(extent[0], extent[1]), placement.point(extent[2], extent[3])
        extent = (min(ax, bx), min(ay, by), max(ax, bx), max(ay, by))
    return replace(note, location=placement.point(*note.location), extent=extent)


def traced_regions(result, placement: Placement) -> list[Region]:
    """The regions of a trace, placed on the map."""
    return [Region(r.id, r.name, r.kind, None, {}, placement.point(*r.label_point), placement.geometry(r.polygon))
            for r in result.regions]


class TraceJob(QThread):
    """`trace_image` in a thread. Signals: `progressed(float, str)`, `succeeded(object)` the
    TraceResult, `failed(str)` a message for the GM, `cancelled()`."""

    progressed = Signal(float, str)
    succeeded = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, picture: MapImage, options: dict[str, Any] | None = None, parent=None):
        super().__init__(parent)
        self.picture = picture
        self.options = {k: v for k, v in (options or {}).items() if v is not None}
        self._stop = threading.Event()
        self.outcome: str | None = None        # "done", "failed" or "cancelled" once finished

    def cancel(self) -> None:
        self._stop.set()

    def run(self) -> None:
        try:
            result = trace_image(self.picture, progress=self.progressed.emit, cancel=self._stop.is_set,
                                              **self.options)
        except TraceCancelled:
            self.outcome = "cancelled"
            self.cancelled.emit()
            return
        except BerthierError as e:
            self.outcome = "failed"
            self.failed.emit(str(e))
            return
        except Exception as e:  # noqa: BLE001 - a bug in tracing must not take the GM's map with it
            self.outcome = "failed"
            self.failed.emit(f"tracing stopped on an internal error ({type(e).__name__}: {e}); nothing was changed")
            return
        if self._stop.is_set():
            self.outcome = "cancelled"
            self.cancelled.emit()
            return
        self.outcome = "done"
        self.succeeded.emit(result)
