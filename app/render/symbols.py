"""The symbols legend of an exported map: a sample of each kind of counter, arrow, icon and
planned-order mark the picture actually draws, with its meaning, in a paper box beside the nations
legend."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter

from app.render.marks import AWAITING_WORDS, draw_mark
from app.render.painting import MapDrawing, TextShapes, contrast_ink, draw_arrow, draw_battle
from app.render.picture import MARK_WORDS, ArrowStyle, MapPicture, Marker, MarkerShape, MarkKind
from app.render.straits import STRAIT_WORDS, draw_strait
from app.render.style import MapStyle

SAMPLE_COLOUR = "#8a8f98"        # a neutral grey: the nations legend gives the colours
MARKER_WORDS = {MarkerShape.CORPS: "unit counter", MarkerShape.SQUADRON: "fleet",
                MarkerShape.DOTS: "units, one dot each", MarkerShape.FORT: "fort"}
ARROW_WORDS = {ArrowStyle.MOVE: "move", ArrowStyle.SUPPORT: "support", ArrowStyle.RETREAT: "retreat",
               ArrowStyle.FAILED: "move that bounced", ArrowStyle.STRAIT: "strait crossing"}
SAMPLE_W = 34.0                  # sample column width (ui = 1)


def symbol_entries(picture: MapPicture, straits: bool = False) -> tuple[tuple[object, str], ...]:
    """(symbol, meaning) for each marker shape, arrow style, the battle icon and each kind of
    planned-order mark the picture uses, in a fixed order: counters, arrows, battles, marks; the
    map's strait markers (`straits`) after the arrows."""
    shapes = {m.shape for m in picture.markers}
    styles = {a.style for a in picture.arrows}
    out: list[tuple[object, str]] = [(s, w) for s, w in MARKER_WORDS.items() if s in shapes]
    out += [(s, w) for s, w in ARROW_WORDS.items() if s in styles]
    if straits:
        out.append(("strait", STRAIT_WORDS))
    if any(m.destroyed for m in picture.markers):
        out.append(("destroyed", "destroyed this turn"))
    if picture.battles:
        out.append(("battle", "battle, ringed in the winner's colour" if any(b.winner for b in picture.battles)
                    else "battle"))
    kinds = {m.kind for m in picture.marks}
    out += [(k, w) for k, w in MARK_WORDS.items() if k in kinds]
    if any(m.awaiting_orders for m in picture.markers):
        out.append(("awaiting", AWAITING_WORDS))
    return tuple(out)


def _row(style: MapStyle, ui: float) -> float:
    return max(style.legend_px * ui * 1.55, 22 * ui)


def symbols_size(text: TextShapes, style: MapStyle, ui: float, entries) -> tuple[float, float]:
    px, pad = style.legend_px * ui, 12 * ui
    words_w = max(text.width(w, "legend", px) for _, w in entries)
    return (SAMPLE_W * ui + 8 * ui + words_w + 2 * pad, len(entries) * _row(style, ui) + 2 * pad - 4 * ui)


def paint_symbols(p: QPainter, drawing: MapDrawing, rect: QRectF, entries) -> None:
    """Each symbol drawn as on the map, its meaning beside it (the box is framed by the caller)."""
    style, ui, text = drawing.style, drawing.ui, drawing.text
    px, pad, row = style.legend_px * ui, 12 * ui, _row(style, ui)
    ink, halo = QColor(style.ink), QColor(style.halo)
    for k, (symbol, words) in enumerate(entries):
        x, cy = rect.left() + pad, rect.top() + pad + k * row + (row - 4 * ui) / 2
        if isinstance(symbol, MarkKind):
            colour = QColor(SAMPLE_COLOUR)
            draw_mark(p, symbol, colour, QPointF(x + SAMPLE_W * ui / 2, cy), ui, contrast_ink(colour))
        elif isinstance(symbol, MarkerShape) or symbol in ("destroyed", "awaiting"):
            shape = MarkerShape.CORPS if symbol in ("destroyed", "awaiting") else symbol
            m = Marker("", "A" if shape is MarkerShape.CORPS else "", SAMPLE_COLOUR, shape,
                       count=3 if shape is MarkerShape.DOTS else 1, destroyed=symbol == "destroyed",
                       awaiting_orders=symbol == "awaiting")
            w, h = drawing.marker_size(m)
            drawing.draw_marker(p, m, QRectF(x + (SAMPLE_W * ui - w) / 2, cy - h / 2, w, h))
        elif symbol == "strait":
            draw_strait(p, QPointF(x + 3 * ui, cy + 3 * ui), QPointF(x + SAMPLE_W * ui - 3 * ui, cy - 3 * ui),
                        QColor(style.sea_ink), ui, halo)
        elif isinstance(symbol, ArrowStyle):
            draw_arrow(p, QPointF(x, cy + 3 * ui), QPointF(x + SAMPLE_W * ui, cy - 3 * ui), ink, symbol, ui, halo)
        else:
            draw_battle(p, QPointF(x + SAMPLE_W * ui / 2, cy), 8.5 * ui, QColor(style.battle), ui)
        sprite = text.get(words, "legend", px, ink)
        sprite.draw(p, QPointF(x + SAMPLE_W * ui + 8 * ui + sprite.width / 2, cy))
