"""Map images for forum posts: the map with a title cartouche, a legend of nations and the credits.

Works without a window: `render_map` paints on a QImage, creating a QGuiApplication (offscreen
when there is no display) if the process has none.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import shapely
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPen, QPolygonF, QTransform

from app.render.geometry import IMPASSABLE, LAND, MapGeometry, geometry_for
from app.render.painting import MapDrawing, TextShapes, text_shapes
from app.render.picture import MapPicture
from app.render.png import write_png
from app.render.style import DEFAULT_STYLE, MapStyle
from app.render.symbols import paint_symbols, symbol_entries, symbols_size
from engine.board import Board

BASE_WIDTH = 1600           # the width the style's pixel sizes are meant for
MIN_UI = 0.8                # narrower images keep their text at least this big, to stay readable
_APPS: list[QCoreApplication] = []


def ensure_gui_app() -> QCoreApplication:
    """The running Qt application, or a new one (offscreen if there is no display).

    A QApplication rather than a bare QGuiApplication, so that a process which renders a map
    first can still open windows afterwards.
    """
    app = QCoreApplication.instance()
    if app is None:
        from PySide6.QtWidgets import QApplication
        headless = sys.platform.startswith("linux") and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
        if headless:
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication(sys.argv[:1] or ["berthier"])
        _APPS.append(app)     # keep it alive for the life of the process
    elif not isinstance(app, QGuiApplication):
        raise RuntimeError("rendering maps needs a QGuiApplication, but this process runs a QCoreApplication")
    return app


@dataclass(frozen=True)
class ExportLayout:
    """Where everything goes on an exported image, in image pixels."""

    width: int
    height: int
    ui: float                       # pixel sizes of the style are multiplied by this
    map_rect: QRectF
    transform: QTransform           # scene coordinates to image pixels
    cartouche: QRectF | None
    legend: QRectF | None
    credits: QRectF | None          # the band under the map holding the credit line
    credit_lines: tuple[str, ...] = ()
    title: str = ""
    subtitle: str | None = None
    notes: QRectF | None = None     # the band under the map holding the picture's notes
    note_lines: tuple[str, ...] = ()
    symbols: QRectF | None = None   # the symbols legend: counters, arrows and icons drawn
    symbol_entries: tuple = ()


def ui_scale(width: int) -> float:
    """How much bigger than on a 1600 px image text, markers and lines are drawn."""
    return max(MIN_UI, width / BASE_WIDTH)


def make_picture(picture: MapPicture | None = None, **changes: Any) -> MapPicture:
    """`picture` (or an empty one) with the keyword arguments that are not None applied."""
    picture = picture or MapPicture()
    changes = {k: v for k, v in changes.items() if v is not None}
    return picture.with_(**changes) if changes else picture


def export_layout(geometry: MapGeometry, picture: MapPicture, *, width: int = BASE_WIDTH,
                  style: MapStyle = DEFAULT_STYLE, frame: bool = True,
                  text: TextShapes | None = None) -> ExportLayout:
    """Size the image and place the map, the cartouche, the legend and the credit band."""
    ui = ui_scale(width)
    sr = geometry.scene_rect
    margin = round(16 * ui) if frame else 0
    map_w = width - 2 * margin
    map_h = max(1, round(map_w * sr.height() / max(sr.width(), 1e-12)))
    credits = tuple(picture.credits if picture.credits is not None else geometry.info.credits)
    band = round(28 * ui) if frame and credits else margin
    note_lines = _wrap_notes(text or text_shapes(style), style, ui, picture.notes, map_w) if frame else ()
    notes_h = round(_note_row(style, ui) * len(note_lines) + 16 * ui) if note_lines else 0
    height = margin + map_h + notes_h + band
    map_rect = QRectF(margin, margin, map_w, map_h)
    notes_rect = QRectF(margin, margin + map_h, map_w, notes_h) if note_lines else None
    k = map_w / max(sr.width(), 1e-12)
    transform = QTransform(k, 0, 0, k, margin - sr.left() * k, margin - sr.top() * k)
    title = picture.title if picture.title is not None else geometry.info.title
    credit_rect = QRectF(margin, margin + map_h + notes_h, map_w, band) if frame and credits else None
    layout = ExportLayout(width, height, ui, map_rect, transform, None, None, credit_rect,
                          credits, title, picture.subtitle, notes_rect, note_lines)
    if not frame:
        return layout
    text = text or text_shapes(style)
    corners = ["tl", "tr", "bl", "br"]
    cartouche = legend = None
    if title or picture.subtitle:
        size = _cartouche_size(text, style, ui, title, picture.subtitle, map_w)
        corner = _best_corner(geometry, transform, map_rect, size, corners, ui)
        corners.remove(corner)
        cartouche = _place(map_rect, size, corner, ui)
    if picture.legend:
        size = _legend_size(text, style, ui, picture, map_h)
        preferred: list[str] = [c for c in ("br", "bl", "tr", "tl") if c in corners]
        corner = _best_corner(geometry, transform, map_rect, size, preferred, ui)
        corners.remove(corner)
        legend = _place(map_rect, size, corner, ui)
    symbols, entries = None, symbol_entries(picture, any(d.style == "arrow" and d.ends is not None
                                                                 for d in geometry.decorations))
    if entries and corners:
        size = symbols_size(text, style, ui, entries)
        preferred = [str(c) for c in ("bl", "br", "tl", "tr") if c in corners]
        symbols = _place(map_rect, size, _best_corner(geometry, transform, map_rect, size, preferred, ui), ui)
    return ExportLayout(width, height, ui, map_rect, transform, cartouche, legend, layout.credits,
                        credits, title, picture.subtitle, notes_rect, note_lines, symbols, entries)


def render_map(board: Board, picture: MapPicture | None = None, *, width: int = BASE_WIDTH,
               style: MapStyle | None = None, fills: Mapping[str, str] | None = None,
               title: str | None = None, subtitle: str | None = None, legend: Any = None,
               credits: Iterable[str] | None = None, markers: Iterable | None = None,
               arrows: Iterable | None = None, battles: Iterable | None = None,
               highlights: Iterable[str] | None = None, labels: bool | None = None,
               values: bool | None = None, frame: bool = True) -> QImage:
    """The map as an image `width` pixels wide, height from the map's aspect.

    Keyword arguments override the matching fields of `picture`. `legend` may be a mapping of
    nation names to colours. With `frame=False` the image is the bare map, no margins, cartouche,
    legend or credits.
    """
    ensure_gui_app()
    picture = make_picture(picture, fills=fills, title=title, subtitle=subtitle, legend=legend,
                           credits=None if credits is None else tuple(credits), markers=markers,
                           arrows=arrows, battles=battles, highlights=highlights, labels=labels,
                           values=values)
    drawing, layout = prepare_export(board, picture, style or DEFAULT_STYLE, int(width), frame)
    style = drawing.style
    image = QImage(layout.width, layout.height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(style.paper))
    p = QPainter(image)
    try:
        paint_export(p, drawing, layout)
    finally:
        p.end()
    return image


def prepare_export(board: Board, picture: MapPicture, style: MapStyle, width: int, frame: bool):
    if width < 16:
        raise ValueError(f"an exported map must be at least 16 pixels wide, not {width}")
    geometry = geometry_for(board)
    drawing = MapDrawing(geometry, style, picture, ui=ui_scale(width))
    return drawing, export_layout(geometry, picture, width=width, style=style, frame=frame, text=drawing.text)


def save_png(board: Board, path: str | os.PathLike, picture: MapPicture | None = None, **options: Any) -> Path:
    """Render the map (same options as `render_map`) and write it as a PNG; returns the path."""
    image = render_map(board, picture, **options)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    return write_png(image, path)


def paint_export(p: QPainter, drawing: MapDrawing, layout: ExportLayout) -> None:
    """Paint the whole export: the map clipped to its rectangle, then frame, cartouche, legend, credits."""
    style, ui = drawing.style, layout.ui
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    sr = drawing.geometry.scene_rect
    p.save()
    p.setClipRect(layout.map_rect)
    p.setTransform(layout.transform)
    drawing.paint_base(p, sr)
    drawing.paint_highlights(p, sr)
    drawing.paint_labels(p, sr)
    drawing.paint_overlay(p, sr)
    p.restore()
    if layout.map_rect.top() > 0:
        _neatline(p, layout.map_rect, style, ui)
    if layout.cartouche is not None:
        _paint_cartouche(p, drawing.text, style, ui, layout.cartouche, layout.title, layout.subtitle)
    if layout.legend is not None:
        _paint_legend(p, drawing.text, style, ui, layout.legend, drawing.picture)
    if layout.symbols is not None:
        _frame(p, layout.symbols, style, ui, double=False)
        paint_symbols(p, drawing, layout.symbols, layout.symbol_entries)
    if layout.notes is not None:
        _paint_notes(p, drawing.text, style, ui, layout.notes, layout.note_lines)
    if layout.credits is not None:
        line = "  ·  ".join(layout.credit_lines)
        ink = QColor(style.ink)
        ink.setAlpha(200)
        sprite = drawing.text.get(line, "credits", style.credits_px * ui, ink)
        r = layout.credits
        sprite.draw(p, QPointF(r.right() - sprite.width / 2, r.center().y() + 1 * ui))


# -- cartouche and legend ---------------------------------------------------------------------

def _cartouche_size(text: TextShapes, style: MapStyle, ui: float, title: str, subtitle: str | None,
                    map_w: float) -> tuple[float, float]:
    pad = 16 * ui
    title_px = _title_px(text, style, ui, title, map_w)
    w = text.width(title, "title", title_px) if title else 0.0
    h = text.metrics("title", title_px).height() if title else 0.0
    if subtitle:
        w = max(w, text.width(subtitle, "subtitle", style.subtitle_px * ui))
        h += 16 * ui + text.metrics("subtitle", style.subtitle_px * ui).height()
    return (max(w + 2 * pad + 24 * ui, 180 * ui), h + 2 * pad)


def _title_px(text: TextShapes, style: MapStyle, ui: float, title: str, map_w: float) -> float:
    px = style.title_px * ui
    limit = map_w * 0.42
    while px > 12 * ui and title and text.width(title, "title", px) > limit:
        px *= 0.92
    return px


def _legend_columns(n: int, max_rows: int) -> int:
    return max(1, -(-n // max(1, max_rows)))


def _legend_size(text: TextShapes, style: MapStyle, ui: float, picture: MapPicture,
                 map_h: float) -> tuple[float, float]:
    px = style.legend_px * ui
    row = max(px * 1.55, 18 * ui)
    pad = 12 * ui
    max_rows = max(3, int((map_h * 0.55 - 2 * pad) // row))
    cols = _legend_columns(len(picture.legend), max_rows)
    rows = -(-len(picture.legend) // cols)
    name_w = max(text.width(e.name, "legend", px) for e in picture.legend)
    col_w = 18 * ui + 8 * ui + name_w
    return (cols * col_w + (cols - 1) * 18 * ui + 2 * pad, rows * row + 2 * pad - (row - px * 1.2))


def _place(map_rect: QRectF, size: tuple[float, float], corner: str, ui: float) -> QRectF:
    inset = 14 * ui
    w, h = size
    x = map_rect.left() + inset if corner[1] == "l" else map_rect.right() - inset - w
    y = map_rect.top() + inset if corner[0] == "t" else map_rect.bottom() - inset - h
    return QRectF(x, y, w, h)


def _best_corner(geometry: MapGeometry, transform: QTransform, map_rect: QRectF,
                 size: tuple[float, float], corners: list[str], ui: float) -> str:
    """The corner (first of `corners` on ties) where the box hides the least land."""
    if geometry.tree is None or len(corners) == 1:
        return corners[0]
    inverse, _ = transform.inverted()
    best, best_area = corners[0], None
    for corner in corners:
        r = inverse.mapRect(_place(map_rect, size, corner, ui))
        box = shapely.box(r.left(), r.top(), r.right(), r.bottom())
        hits = geometry.tree.query(box, predicate="intersects")
        land = hits[(geometry.kinds[hits] == LAND) | (geometry.kinds[hits] == IMPASSABLE)]
        area = float(shapely.area(shapely.intersection(geometry.shapes[land], box)).sum()) if len(land) else 0.0
        if best_area is None or area < best_area * 0.97:
            best, best_area = corner, area
    return best


def _frame(p: QPainter, rect: QRectF, style: MapStyle, ui: float, *, double: bool) -> None:
    """A paper box with a drop shadow and a border, doubled for the cartouche."""
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(30, 20, 10, 55))
    p.drawRect(rect.translated(2.5 * ui, 3 * ui))
    paper = QColor(style.paper)
    paper.setAlpha(245)
    p.setBrush(paper)
    edge = QColor(style.paper_edge)
    p.setPen(QPen(edge, (2.2 if double else 1.2) * ui, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap,
                  Qt.PenJoinStyle.MiterJoin))
    p.drawRect(rect)
    if double:
        inner = rect.adjusted(4.5 * ui, 4.5 * ui, -4.5 * ui, -4.5 * ui)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(edge, 0.8 * ui))
        p.drawRect(inner)
        p.setBrush(edge)
        p.setPen(Qt.PenStyle.NoPen)
        s = 2.4 * ui
        for c in (inner.topLeft(), inner.topRight(), inner.bottomLeft(), inner.bottomRight()):
            p.drawPolygon(QPolygonF([c + QPointF(0, -s), c + QPointF(s, 0), c + QPointF(0, s), c + QPointF(-s, 0)]))


def _paint_cartouche(p: QPainter, text: TextShapes, style: MapStyle, ui: float, rect: QRectF,
                     title: str, subtitle: str | None) -> None:
    _frame(p, rect, style, ui, double=True)
    ink = QColor(style.ink)
    pad = 16 * ui
    y = rect.top() + pad
    cx = rect.center().x()
    if title:
        px = style.title_px * ui
        while px > 12 * ui and text.width(title, "title", px) > rect.width() - 2 * pad - 24 * ui + 0.5:
            px *= 0.92
        m = text.metrics("title", px)
        text.get(title, "title", px, ink).draw(p, QPointF(cx, y + m.height() / 2))
        y += m.height()
    if subtitle:
        rule_y = y + 8 * ui
        half = min(rect.width() * 0.32, 110 * ui)
        edge = QColor(style.paper_edge)
        p.setPen(QPen(edge, 0.9 * ui))
        p.drawLine(QPointF(cx - half, rule_y), QPointF(cx - 6 * ui, rule_y))
        p.drawLine(QPointF(cx + 6 * ui, rule_y), QPointF(cx + half, rule_y))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(edge)
        d = 3.2 * ui
        p.drawPolygon(QPolygonF([QPointF(cx, rule_y - d), QPointF(cx + d, rule_y), QPointF(cx, rule_y + d),
                                 QPointF(cx - d, rule_y)]))
        y += 16 * ui
        px = style.subtitle_px * ui
        m = text.metrics("subtitle", px)
        text.get(subtitle, "subtitle", px, ink).draw(p, QPointF(cx, y + m.height() / 2))


def _paint_legend(p: QPainter, text: TextShapes, style: MapStyle, ui: float, rect: QRectF,
                  picture: MapPicture) -> None:
    _frame(p, rect, style, ui, double=False)
    px = style.legend_px * ui
    row = max(px * 1.55, 18 * ui)
    pad = 12 * ui
    rows = max(1, round((rect.height() - 2 * pad + (row - px * 1.2)) / row))
    name_w = max(text.width(e.name, "legend", px) for e in picture.legend)
    col_w = 18 * ui + 8 * ui + name_w
    ink = QColor(style.ink)
    for k, entry in enumerate(picture.legend):
        col, r = divmod(k, rows)
        x = rect.left() + pad + col * (col_w + 18 * ui)
        y = rect.top() + pad + r * row
        colour = QColor(entry.colour)
        swatch = QRectF(x, y + (px * 1.2 - 13 * ui) / 2, 18 * ui, 13 * ui)
        p.setPen(QPen(colour.darker(170), 1.0 * ui))
        p.setBrush(colour)
        p.drawRoundedRect(swatch, 2 * ui, 2 * ui)
        sprite = text.get(entry.name, "legend", px, ink)
        sprite.draw(p, QPointF(x + 26 * ui + sprite.width / 2, swatch.center().y()))


def _note_row(style: MapStyle, ui: float) -> float:
    return max(style.legend_px * ui * 1.45, 16 * ui)


def _wrap_notes(text: TextShapes, style: MapStyle, ui: float, notes: tuple[str, ...], width: float) -> tuple[str, ...]:
    """Notes broken into lines that fit under the map, at the " · " between items where possible."""
    px = style.legend_px * ui
    out: list[str] = []
    for note in notes:
        line = ""
        for item in note.split(" · "):
            candidate = f"{line} · {item}" if line else item
            if line and text.width(candidate, "legend", px) > width - 16 * ui:
                out.append(line)
                line = "    " + item
            else:
                line = candidate
        out.append(line)
    return tuple(out)


def _paint_notes(p: QPainter, text: TextShapes, style: MapStyle, ui: float, rect: QRectF,
                 lines: tuple[str, ...]) -> None:
    px = style.legend_px * ui
    row = _note_row(style, ui)
    ink = QColor(style.ink)
    y = rect.top() + 8 * ui + row / 2
    for line in lines:
        sprite = text.get(line, "legend", px, ink)
        sprite.draw(p, QPointF(rect.left() + 4 * ui + sprite.width / 2, y))
        y += row


def _neatline(p: QPainter, rect: QRectF, style: MapStyle, ui: float) -> None:
    """The map's frame: a thin line on the map's edge and a heavier one just outside it."""
    edge = QColor(style.paper_edge)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(edge, 0.9 * ui, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap, Qt.PenJoinStyle.MiterJoin))
    p.drawRect(rect)
    p.setPen(QPen(edge, 2.4 * ui, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap, Qt.PenJoinStyle.MiterJoin))
    p.drawRect(rect.adjusted(-5 * ui, -5 * ui, 5 * ui, 5 * ui))
