"""Writing a map in the format its file name asks for: PNG, JPEG, or SVG through QtSvg."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtGui import QColor, QPainter, QPaintDevice

from app.render.export import (
    BASE_WIDTH, prepare_export, ensure_gui_app, make_picture, paint_export, render_map)
from app.render.picture import MapPicture
from app.render.png import write_png
from app.render.style import DEFAULT_STYLE
from engine.board import Board

# the formats a map is written in, by the file name's ending
IMAGE_FORMATS = {".png": "PNG", ".jpg": "JPEG", ".jpeg": "JPEG", ".svg": "SVG"}


class UnknownImageFormat(ValueError):
    """A file name whose ending names no format the maps are written in."""


def save_image(board: Board, path: str | os.PathLike, picture: MapPicture | None = None, *,
               width: int = BASE_WIDTH) -> Path:
    """Write the map in the format its name asks for: PNG, JPEG, or SVG (vector, through QtSvg).
    The folder must exist: a typo in it must not create folders."""
    path = Path(path)
    kind = IMAGE_FORMATS.get(path.suffix.lower())
    if kind is None:
        raise UnknownImageFormat(f"{path.name}: maps are written as {', '.join(sorted(IMAGE_FORMATS))}, "
                                 f"not {path.suffix or 'a file without an ending'}")
    if kind == "PNG":
        return write_png(render_map(board, picture, width=width), path)
    if kind == "JPEG":
        # PySide6's stubs type the format as bytes, but it takes only a str (bytes raise ValueError)
        if not render_map(board, picture, width=width).save(str(path), "JPEG", 92):  # type: ignore[call-overload]
            raise OSError(f"Qt could not write {path}")
        return path
    from PySide6.QtCore import QRect, QSize
    from PySide6.QtSvg import QSvgGenerator

    ensure_gui_app()
    drawing, layout = prepare_export(board, make_picture(picture), DEFAULT_STYLE, int(width), True)
    svg = QSvgGenerator()
    svg.setFileName(str(path))
    svg.setSize(QSize(layout.width, layout.height))
    svg.setViewBox(QRect(0, 0, layout.width, layout.height))
    svg.setTitle(drawing.picture.title or board.info.title)
    _paint_on(svg, drawing, layout)
    return path


def print_map(board: Board, printer: QPaintDevice, picture: MapPicture | None = None, *,
              width: int = BASE_WIDTH) -> None:
    """Print the map as it is exported (cartouche, legends, credits) on one page of `printer`,
    as big as the page's printable area allows and centred on it; vector, like the SVG."""
    ensure_gui_app()
    drawing, layout = prepare_export(board, make_picture(picture), DEFAULT_STYLE, int(width), True)
    page_w, page_h = printer.width(), printer.height()
    scale = min(page_w / layout.width, page_h / layout.height)
    _paint_on(printer, drawing, layout, scale=scale,
              offset=((page_w - layout.width * scale) / 2, (page_h - layout.height * scale) / 2))


def _paint_on(device: QPaintDevice, drawing, layout, *, scale: float = 1.0,
              offset: tuple[float, float] = (0.0, 0.0)) -> None:
    """Paint the whole export on a vector device (SVG file, printer), at `scale` from `offset`."""
    p = QPainter()
    if not p.begin(device):
        raise OSError("the drawing could not start: the file or printer refused it")
    try:
        p.translate(*offset)
        p.scale(scale, scale)
        p.fillRect(0, 0, layout.width, layout.height, QColor(drawing.style.paper))
        paint_export(p, drawing, layout)
    finally:
        p.end()
