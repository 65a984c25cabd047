"""Drawing a map with a QPainter: regions, decorations, labels, highlights, markers, arrows, battles.

The map view's layers and the PNG exporter call the same `MapDrawing` methods, so the screen and
the exported image look alike. Regions are drawn in scene coordinates; text, markers and arrows
in device pixels (times `ui`), so they stay the same readable size at any zoom.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath,
                           QPainterPathStroker, QPen, QPolygonF, QTransform)

from app.render.geometry import IMPASSABLE, LAND, SEA, MapGeometry
from app.render.picture import ArrowStyle, Marker, MarkerShape, MapPicture
from app.render.style import DEFAULT_STYLE, MapStyle

# Beyond this many regions in one paint, zoomed-out views draw a pre-rendered image instead.
VECTOR_LIMIT = 1500
# Beyond this many coastal regions in one paint, the band of darker coastal water is left out.
COAST_BAND_LIMIT = 3000
MAX_DOTS = 12


def scale_of(t: QTransform) -> float:
    """Device pixels per scene unit of a (rotation-free) transform."""
    return math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21())) or 1e-12


def contrast_ink(colour: QColor) -> QColor:
    """Black-ish or white text, whichever reads better on `colour`."""
    r, g, b = colour.redF(), colour.greenF(), colour.blueF()
    lum = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return QColor("#1e1812") if lum > 0.5 else QColor("#ffffff")


def cosmetic_pen(colour: QColor | str, width: float, style: Qt.PenStyle = Qt.SolidLine,
                 cap: Qt.PenCapStyle = Qt.RoundCap) -> QPen:
    pen = QPen(QColor(colour), width, style, cap, Qt.RoundJoin)
    pen.setCosmetic(True)
    return pen


# -- text --------------------------------------------------------------------------------------

@dataclass(slots=True)
class TextShape:
    """A line of text as outlines centred on (0, 0), with its halo."""

    path: QPainterPath
    halo: QPainterPath
    width: float
    height: float

    def draw(self, p: QPainter, centre: QPointF, ink: QColor, halo: QColor | None) -> None:
        p.translate(centre)
        if halo is not None:
            p.fillPath(self.halo, halo)
        p.fillPath(self.path, ink)
        p.translate(-centre)


class TextShapes:
    """Text outlines built once per (text, role, size): maps repeat the same few hundred words."""

    def __init__(self, style: MapStyle):
        self.style = style
        self._shapes: dict[tuple[str, str, int], TextShape] = {}
        self._metrics: dict[tuple[str, int], QFontMetricsF] = {}

    def font(self, role: str, px: float) -> QFont:
        st = self.style
        families = {"title": st.title_font, "subtitle": st.title_font, "decoration": st.title_font,
                    "legend_head": st.title_font, "marker": st.marker_font, "legend": st.marker_font,
                    "credits": st.marker_font}.get(role, st.label_font)
        font = QFont()
        font.setFamilies(list(families))
        font.setPixelSize(max(1, round(px)))
        font.setHintingPreference(QFont.PreferNoHinting)
        if role in ("value", "marker", "title", "legend_head"):
            font.setBold(True)
        if role in ("sea", "subtitle", "decoration", "credits"):
            font.setItalic(True)
        if role in ("title", "decoration", "legend_head"):
            font.setLetterSpacing(QFont.PercentageSpacing, 108)
        if role == "title":
            font.setCapitalization(QFont.SmallCaps)
        return font

    def metrics(self, role: str, px: float) -> QFontMetricsF:
        key = (role, max(1, round(px)))
        m = self._metrics.get(key)
        if m is None:
            m = self._metrics[key] = QFontMetricsF(self.font(role, px))
        return m

    def width(self, text: str, role: str, px: float) -> float:
        return self.metrics(role, px).horizontalAdvance(text)

    def get(self, text: str, role: str, px: float, halo_width: float = 0.0) -> TextShape:
        key = (text, role, max(1, round(px)), round(halo_width * 4))
        shape = self._shapes.get(key)
        if shape is None:
            if len(self._shapes) > 50_000:
                self._shapes.clear()
            font = self.font(role, px)
            m = self.metrics(role, px)
            width = m.horizontalAdvance(text)
            path = QPainterPath()
            path.addText(QPointF(-width / 2, (m.ascent() - m.descent()) / 2), font, text)
            halo = QPainterPath()
            if halo_width > 0:
                stroker = QPainterPathStroker()
                stroker.setWidth(halo_width)
                stroker.setJoinStyle(Qt.RoundJoin)
                stroker.setCapStyle(Qt.RoundCap)
                halo = stroker.createStroke(path)
            shape = self._shapes[key] = TextShape(path, halo, width, m.ascent() + m.descent())
        return shape


# -- what goes where in a region ------------------------------------------------------------

@dataclass(slots=True)
class RegionBlock:
    """The label, value and unit markers of one region, stacked and centred on its anchor.

    Offsets are device pixels from the anchor; `markers` holds each marker's box.
    """

    name: TextShape | None = None
    name_y: float = 0.0
    value: TextShape | None = None
    value_y: float = 0.0
    markers: list[tuple[Marker, QRectF]] = field(default_factory=list)
    top: float = 0.0
    bottom: float = 0.0
    sea: bool = False


@dataclass(slots=True)
class MarkerStack:
    """The markers of one region laid out in rows: boxes relative to the stack's top centre."""

    boxes: list[tuple[Marker, QRectF]]
    width: float
    height: float


class MapDrawing:
    """Draws one board with one style; the picture (fills, markers, ...) can be replaced at will.

    `ui` multiplies every pixel size (text, markers, line widths): 1 on screen, width/1600 for
    exports, so a 4096 px export looks like a sharper 1600 px one.
    """

    def __init__(self, geometry: MapGeometry, style: MapStyle = DEFAULT_STYLE,
                 picture: MapPicture | None = None, ui: float = 1.0):
        self.geometry = geometry
        self.style = style
        self.ui = ui
        self.text = TextShapes(style)
        self._brushes: dict[str, QBrush] = {}
        self._label_widths: np.ndarray | None = None
        self._value_widths: np.ndarray | None = None
        self.picture = picture or MapPicture()

    # -- picture --------------------------------------------------------------------------
    @property
    def picture(self) -> MapPicture:
        return self._picture

    @picture.setter
    def picture(self, picture: MapPicture) -> None:
        self._picture = picture
        by_region: dict[str, list[Marker]] = {}
        for m in picture.markers:
            if m.region in self.geometry.index:
                by_region.setdefault(m.region, []).append(m)
        self.stacks = {rid: self._stack(ms) for rid, ms in by_region.items()}
        self.battle_regions = {b.region for b in picture.battles if b.region in self.geometry.index}

    def brush(self, colour: str) -> QBrush:
        b = self._brushes.get(colour)
        if b is None:
            b = self._brushes[colour] = QBrush(QColor(colour))
        return b

    # -- regions and decorations ------------------------------------------------------------
    def paint_base(self, p: QPainter, exposed: QRectF, rasters: "RasterPyramid | None" = None) -> None:
        """Sea, land, borders, rivers, lakes, links and strait arrows within `exposed` (scene)."""
        g = self.geometry
        exposed = exposed.intersected(g.scene_rect)
        if exposed.isEmpty():
            return
        idx = g.regions_in(exposed)
        if rasters is not None and len(idx) > VECTOR_LIMIT:
            found = rasters.image(scale_of(p.worldTransform()))
            if found is not None:
                image, level = found
                sr = g.scene_rect
                source = QRectF((exposed.left() - sr.left()) * level, (exposed.top() - sr.top()) * level,
                                exposed.width() * level, exposed.height() * level)
                p.save()
                p.setRenderHint(QPainter.SmoothPixmapTransform, True)
                p.drawImage(exposed, image, source)
                p.restore()
                return
        self.paint_vector(p, exposed, idx)

    def paint_vector(self, p: QPainter, exposed: QRectF, idx: np.ndarray) -> None:
        g, st, ui = self.geometry, self.style, self.ui
        fills = self._picture.fills
        p.save()
        p.setRenderHint(QPainter.Antialiasing, True)
        p.fillRect(exposed, QColor(st.sea if g.has_areas else st.paper))
        decorations = [d for d in g.decorations
                       if d.path is None or d.path.controlPointRect().intersects(exposed)]
        for d in decorations:
            if d.style == "land" and d.closed:
                p.setPen(cosmetic_pen(st.coastline, st.coastline_width * ui))
                p.setBrush(self.brush(st.neutral))
                p.drawPath(d.path)
            elif d.style == "graticule":
                p.setPen(cosmetic_pen(QColor(255, 255, 255, 110), 0.7 * ui))
                p.setBrush(Qt.NoBrush)
                p.drawPath(d.path)
        if g.links:
            p.setBrush(Qt.NoBrush)
            p.setPen(cosmetic_pen(st.link, st.link_width * ui))
            p.drawPath(g.links.land)
            p.setPen(cosmetic_pen(st.sea_ink, st.link_width * ui))
            p.drawPath(g.links.sea)
            p.setPen(cosmetic_pen(st.link, st.link_width * ui, Qt.DashLine, Qt.FlatCap))
            p.drawPath(g.links.dashed)

        kinds = g.kinds[idx]
        points = g.is_point[idx]
        ids, paths = g.ids, g.paths
        seas = idx[(kinds == SEA) & ~points].tolist()
        land = idx[(kinds == LAND) & ~points].tolist()
        rocks = idx[(kinds == IMPASSABLE) & ~points].tolist()

        p.setPen(cosmetic_pen(st.sea_border, st.sea_border_width * ui))
        self._fill_regions(p, seas, st.sea, fills)
        coastal = [i for i in land if g.coastal[i]]
        if seas or coastal:
            if len(coastal) <= COAST_BAND_LIMIT:
                p.setBrush(Qt.NoBrush)
                p.setPen(cosmetic_pen(st.coast_water, st.coast_water_width * ui))
                for i in coastal:
                    p.drawPath(paths[i])
        p.setPen(cosmetic_pen(st.border, st.border_width * ui))
        self._fill_regions(p, land, st.neutral, fills)
        if rocks:
            self._fill_regions(p, rocks, st.impassable, {})
            p.setPen(Qt.NoPen)
            hatch = QBrush(QColor(st.impassable_hatch), Qt.BDiagPattern)
            hatch.setTransform(QTransform.fromScale(1 / scale_of(p.worldTransform()), 1 / scale_of(p.worldTransform())))
            p.setBrush(hatch)
            for i in rocks:
                p.drawPath(paths[i])

        for d in decorations:
            if d.path is None:
                continue
            if d.style == "lake":
                p.setPen(cosmetic_pen(st.coastline, st.coastline_width * ui * 0.8))
                p.setBrush(self.brush(st.sea))
                p.drawPath(d.path)
            elif d.style == "river":
                width = float(d.properties.get("width", 1.0)) * st.river_width * ui
                p.setPen(cosmetic_pen(st.river, width))
                p.setBrush(Qt.NoBrush)
                p.drawPath(d.path)
            elif d.style == "coastline":
                p.setPen(cosmetic_pen(st.coastline, st.coastline_width * ui))
                p.setBrush(Qt.NoBrush)
                p.drawPath(d.path)

        circles = idx[points].tolist()
        if circles:
            p.setPen(cosmetic_pen(st.link, st.link_width * ui))
            for i in circles:
                kind = g.kinds[i]
                default = st.sea if kind == SEA else st.impassable if kind == IMPASSABLE else st.neutral
                p.setBrush(self.brush(fills.get(ids[i], default)))
                p.drawPath(paths[i])

        straits = [d for d in decorations if d.style == "arrow" and d.ends is not None]
        if straits:
            t = p.worldTransform()
            p.resetTransform()
            for d in straits:
                colour = QColor(str(d.properties.get("colour", st.ink)))
                draw_arrow(p, t.map(d.ends[0]), t.map(d.ends[1]), colour, ArrowStyle.STRAIT, ui,
                           QColor(st.halo), margin=0.0)
            p.setWorldTransform(t)
        p.restore()

    def _fill_regions(self, p: QPainter, indices: list[int], default: str, fills) -> None:
        ids, paths = self.geometry.ids, self.geometry.paths
        current = None
        for i in indices:
            colour = fills.get(ids[i], default)
            if colour is not current:
                p.setBrush(self.brush(colour))
                current = colour
            p.drawPath(paths[i])

    # -- highlights -------------------------------------------------------------------------
    def paint_highlights(self, p: QPainter, exposed: QRectF) -> None:
        """Legal destinations (tinted, outlined) and the selected region (a bright outline)."""
        g, st, ui, pic = self.geometry, self.style, self.ui, self._picture
        p.save()
        p.setRenderHint(QPainter.Antialiasing, True)
        tint = QColor(st.highlight)
        tint.setAlpha(85)
        p.setBrush(tint)
        p.setPen(cosmetic_pen(st.highlight, 2.0 * ui))
        for rid in pic.highlights:
            i = g.index.get(rid)
            if i is not None and g.paths[i].controlPointRect().intersects(exposed):
                p.drawPath(g.paths[i])
        i = g.index.get(pic.selected_region) if pic.selected_region else None
        if i is not None:
            p.setBrush(Qt.NoBrush)
            p.setPen(cosmetic_pen(QColor(40, 30, 10, 200), 5.0 * ui))
            p.drawPath(g.paths[i])
            p.setPen(cosmetic_pen(st.selection, 2.6 * ui))
            p.drawPath(g.paths[i])
        p.restore()

    # -- labels -----------------------------------------------------------------------------
    def paint_labels(self, p: QPainter, exposed: QRectF) -> None:
        """Region names and values that fit at this zoom, and the map's own text decorations."""
        g, st, ui = self.geometry, self.style, self.ui
        t = p.worldTransform()
        s = scale_of(t)
        pad = 150 * ui / s
        wide = exposed.adjusted(-pad, -pad, pad, pad)
        p.save()
        p.setRenderHint(QPainter.Antialiasing, True)
        p.resetTransform()
        halo = QColor(st.halo)
        halo.setAlpha(215)
        ink, sea_ink = QColor(st.ink), QColor(st.sea_ink)
        for d in g.decorations:
            if d.style == "label" and d.anchor is not None and wide.contains(d.anchor):
                text = str(d.properties.get("text", ""))
                if not text:
                    continue
                px = float(d.properties.get("size", st.sea_px + 2)) * ui
                shape = self.text.get(text, "decoration", px, st.halo_width * ui)
                centre = t.map(d.anchor)
                angle = float(d.properties.get("angle", 0.0))
                colour = QColor(str(d.properties.get("colour", st.sea_ink)))
                p.save()
                p.translate(centre)
                p.rotate(-angle)
                shape.draw(p, QPointF(0, 0), colour, halo)
                p.restore()
        idx = self._label_candidates(g.regions_in(wide), s)
        for i in idx.tolist():
            block = self.block(i, s)
            if block.name is None and block.value is None:
                continue
            a = t.map(QPointF(float(g.anchors[i, 0]), float(g.anchors[i, 1])))
            if block.name is not None:
                block.name.draw(p, QPointF(a.x(), a.y() + block.name_y), sea_ink if block.sea else ink, halo)
            if block.value is not None:
                block.value.draw(p, QPointF(a.x(), a.y() + block.value_y), ink, halo)
        p.restore()

    def _label_candidates(self, idx: np.ndarray, s: float) -> np.ndarray:
        """Regions whose room on screen might hold their shortest label (a quick numpy cut)."""
        g, st, ui, pic = self.geometry, self.style, self.ui, self._picture
        if len(idx) == 0 or not (pic.labels or pic.values):
            return idx[:0]
        room = g.room[idx] * s
        tall = room[:, 1] >= st.min_label_room * ui
        if pic.labels:
            need = self.label_widths()[idx] * ui
        else:
            need = np.where(g.values[idx] > 0, self.value_widths()[idx] * ui, np.inf)
        wide = room[:, 0] * 1.05 + 2 * ui >= need
        keep = idx[tall & wide]
        if self.stacks:
            with_markers = np.array([g.index[r] for r in self.stacks], dtype=np.intp)
            keep = np.union1d(keep, np.intersect1d(idx, with_markers))
        return keep

    def label_widths(self) -> np.ndarray:
        """Width in pixels (ui = 1) of the shortest of each region's name and short label."""
        if self._label_widths is None:
            g, st = self.geometry, self.style
            out = np.empty(len(g.ids))
            for i, r in enumerate(g.regions):
                role = "sea" if g.kinds[i] == SEA else "name"
                px = st.sea_px if role == "sea" else st.name_px
                widths = [self.text.width(x, role, px) for x in (r.name, r.label) if x]
                out[i] = min(widths) if widths else np.inf
            self._label_widths = out
        return self._label_widths

    def value_widths(self) -> np.ndarray:
        if self._value_widths is None:
            g, st = self.geometry, self.style
            self._value_widths = np.array(
                [self.text.width(str(v), "value", st.value_px) if v > 0 else np.inf for v in g.values.tolist()])
        return self._value_widths

    def block(self, i: int, s: float) -> RegionBlock:
        """What region `i` shows at scale `s` (pixels per scene unit) and where, from its anchor."""
        g, st, ui, pic = self.geometry, self.style, self.ui, self._picture
        region = g.regions[i]
        sea = g.kinds[i] == SEA
        room_w, room_h = g.room[i, 0] * s, g.room[i, 1] * s
        block = RegionBlock(sea=bool(sea))
        halo = st.halo_width * ui
        if pic.labels and room_h >= st.min_label_room * ui:
            role = "sea" if sea else "name"
            px = (st.sea_px if sea else st.name_px) * ui
            texts = (region.label, region.name) if g.is_point[i] else (region.name, region.label)
            for text in texts:
                if text and self.text.width(text, role, px) <= room_w * 1.05 + 2 * ui:
                    block.name = self.text.get(text, role, px, halo)
                    break
        value = int(g.values[i])
        if pic.values and value > 0 and g.kinds[i] == LAND and (block.name is not None or not pic.labels):
            shape = self.text.get(str(value), "value", st.value_px * ui, halo)
            used = block.name.height if block.name is not None else 0.0
            if used + shape.height <= room_h * 1.1 and shape.width <= room_w * 1.05 + 2 * ui:
                block.value = shape
        stack = self.stacks.get(g.ids[i])
        heights = [block.name.height if block.name else 0.0, block.value.height if block.value else 0.0]
        gap = 3 * ui if stack and (block.name or block.value) else 0.0
        total = heights[0] + heights[1] + gap + (stack.height if stack else 0.0)
        top = -total / 2
        block.top, block.bottom = top, top + total
        block.name_y = top + heights[0] / 2
        block.value_y = top + heights[0] + heights[1] / 2
        if stack:
            y = top + heights[0] + heights[1] + gap
            block.markers = [(m, r.translated(0, y)) for m, r in stack.boxes]
        return block

    # -- markers, arrows, battles ------------------------------------------------------------
    def _stack(self, markers: list[Marker]) -> MarkerStack:
        """Lay a region's markers out in rows of at most `markers_per_row`, centred."""
        st, ui = self.style, self.ui
        sizes = [self.marker_size(m) for m in markers]
        rows: list[list[int]] = []
        for k in range(len(markers)):
            if not rows or len(rows[-1]) >= st.markers_per_row:
                rows.append([])
            rows[-1].append(k)
        gap = 3 * ui
        boxes: list[tuple[Marker, QRectF]] = [None] * len(markers)  # type: ignore[list-item]
        y = 0.0
        width = 0.0
        for row in rows:
            row_w = sum(sizes[k][0] for k in row) + gap * (len(row) - 1)
            row_h = max(sizes[k][1] for k in row)
            x = -row_w / 2
            for k in row:
                w, h = sizes[k]
                boxes[k] = (markers[k], QRectF(x, y + (row_h - h) / 2, w, h))
                x += w + gap
            width = max(width, row_w)
            y += row_h + gap
        return MarkerStack(boxes, width, max(0.0, y - gap))

    def marker_size(self, m: Marker) -> tuple[float, float]:
        st, ui = self.style, self.ui
        if m.shape is MarkerShape.DOTS:
            d = st.dot_size * ui
            if m.count > MAX_DOTS or m.count < 1:
                return (max(st.counter_size[0] * ui, self.text.width(f"×{m.count}", "marker", st.marker_px * ui) + 10 * ui),
                        st.counter_size[1] * ui)
            cols = min(m.count, 4)
            rows = math.ceil(m.count / cols)
            return (cols * d + (cols - 1) * 1.5 * ui, rows * d + (rows - 1) * 1.5 * ui)
        if m.shape is MarkerShape.SQUADRON:
            w, h = st.ship_size
            text_w = self.text.width(m.text, "marker", st.marker_px * ui) if m.text else 0.0
            return (max(w * ui, text_w + 12 * ui), h * ui)
        w, h = st.counter_size
        text_w = self.text.width(m.text, "marker", st.marker_px * ui) if m.text else 0.0
        return (max(w * ui, text_w + 7 * ui), h * ui)

    def marker_boxes(self, t: QTransform) -> list[tuple[Marker, QRectF]]:
        """Every marker's box in device pixels under transform `t` (scene to device)."""
        g, s = self.geometry, scale_of(t)
        out = []
        for rid in self.stacks:
            i = g.index[rid]
            a = t.map(QPointF(float(g.anchors[i, 0]), float(g.anchors[i, 1])))
            for m, r in self.block(i, s).markers:
                out.append((m, r.translated(a)))
        return out

    def paint_overlay(self, p: QPainter, exposed: QRectF) -> None:
        """Arrows, then unit markers, then battle markers, in device pixels."""
        g, st, ui, pic = self.geometry, self.style, self.ui, self._picture
        t = p.worldTransform()
        s = scale_of(t)
        device = t.mapRect(exposed).adjusted(-4, -4, 4, 4)
        p.save()
        p.setRenderHint(QPainter.Antialiasing, True)
        p.resetTransform()
        halo = QColor(st.halo)
        for k, arrow in enumerate(pic.arrows):
            a, b = g.anchor(arrow.source), g.anchor(arrow.target)
            if a is None or b is None:
                continue
            da, db = t.map(a), t.map(b)
            if not device.intersects(QRectF(da, db).normalized().adjusted(-40 * ui, -40 * ui, 40 * ui, 40 * ui)):
                continue
            draw_arrow(p, da, db, QColor(arrow.colour), arrow.style, ui, halo)
        selected = pic.selected_marker
        for rid in set(self.stacks) | self.battle_regions:
            i = g.index[rid]
            a = t.map(QPointF(float(g.anchors[i, 0]), float(g.anchors[i, 1])))
            if not device.adjusted(-80 * ui, -80 * ui, 80 * ui, 80 * ui).contains(a):
                continue
            block = self.block(i, s)
            for m, r in block.markers:
                box = r.translated(a)
                if box.intersects(device):
                    self.draw_marker(p, m, box, selected is not None and m.key == selected)
            if rid in self.battle_regions:
                r = 9.5 * ui
                draw_battle(p, QPointF(a.x(), a.y() + block.top - r - 2 * ui), r, QColor(st.battle), ui)
        p.restore()

    def draw_marker(self, p: QPainter, m: Marker, box: QRectF, selected: bool = False) -> None:
        st, ui = self.style, self.ui
        colour = QColor(m.colour)
        edge = colour.darker(175)
        if selected:
            p.setBrush(Qt.NoBrush)
            p.setPen(QPen(QColor(40, 30, 10, 220), 5.0 * ui))
            p.drawRoundedRect(box.adjusted(-3 * ui, -3 * ui, 3 * ui, 3 * ui), 4 * ui, 4 * ui)
            p.setPen(QPen(QColor(st.selection), 2.6 * ui))
            p.drawRoundedRect(box.adjusted(-3 * ui, -3 * ui, 3 * ui, 3 * ui), 4 * ui, 4 * ui)
        text_px = st.marker_px * ui
        if m.shape is MarkerShape.DOTS and 1 <= m.count <= MAX_DOTS:
            d = st.dot_size * ui
            cols = min(m.count, 4)
            p.setPen(QPen(edge, 0.9 * ui))
            p.setBrush(colour)
            for k in range(m.count):
                x = box.left() + (k % cols) * (d + 1.5 * ui)
                y = box.top() + (k // cols) * (d + 1.5 * ui)
                p.drawEllipse(QRectF(x, y, d, d))
            return
        if m.shape is MarkerShape.SQUADRON:
            w, h = box.width(), box.height()
            x0, y0 = box.left(), box.top()
            deck = y0 + h * 0.42
            hull = QPolygonF([QPointF(x0, deck), QPointF(x0 + w, deck),
                              QPointF(x0 + w * 0.84, y0 + h), QPointF(x0 + w * 0.16, y0 + h)])
            mast_x = x0 + w * 0.5
            sail = QPolygonF([QPointF(mast_x, y0), QPointF(mast_x + w * 0.30, deck - 1.2 * ui),
                              QPointF(mast_x - w * 0.24, deck - 1.2 * ui)])
            p.setPen(QPen(QColor(st.halo), 3.0 * ui, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            p.setBrush(Qt.NoBrush)
            p.drawPolygon(hull)
            p.drawPolygon(sail)
            p.setPen(QPen(edge, 1.0 * ui, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            p.setBrush(QColor("#fbf8f0"))
            p.drawPolygon(sail)
            p.setBrush(colour)
            p.drawPolygon(hull)
            if m.text:
                shape = self.text.get(m.text, "marker", text_px * 0.95)
                shape.draw(p, QPointF(box.center().x(), (deck + y0 + h) / 2 + 0.3 * ui), contrast_ink(colour), None)
            return
        text = m.text if m.shape is MarkerShape.CORPS else f"×{m.count}"
        p.setPen(QPen(QColor(0, 0, 0, 60), 1.0 * ui))
        p.setBrush(Qt.NoBrush)
        p.drawRoundedRect(box.translated(0.8 * ui, 1.0 * ui), 2.5 * ui, 2.5 * ui)
        p.setPen(QPen(edge, 1.0 * ui))
        p.setBrush(colour)
        p.drawRoundedRect(box, 2.5 * ui, 2.5 * ui)
        lighter = colour.lighter(135)
        lighter.setAlpha(150)
        p.setPen(QPen(lighter, 1.0 * ui))
        p.drawLine(QPointF(box.left() + 2.5 * ui, box.top() + 1.5 * ui), QPointF(box.right() - 2.5 * ui, box.top() + 1.5 * ui))
        if text:
            shape = self.text.get(text, "marker", text_px)
            shape.draw(p, box.center() + QPointF(0, 0.3 * ui), contrast_ink(colour), None)


def draw_arrow(p: QPainter, a: QPointF, b: QPointF, colour: QColor, style: ArrowStyle, ui: float,
               halo: QColor, *, margin: float = 1.0) -> None:
    """An arrow from a to b (device pixels), slightly bent, with a halo so it reads on any fill."""
    line = QLineF(a, b)
    length = line.length()
    if length < 6 * ui:
        return
    ux, uy = line.dx() / length, line.dy() / length
    start = QPointF(a.x() + ux * 5 * ui * margin, a.y() + uy * 5 * ui * margin)
    end = QPointF(b.x() - ux * 9 * ui * margin, b.y() - uy * 9 * ui * margin)
    straight = style is ArrowStyle.STRAIT
    bend = 0.0 if straight else 0.12
    ctrl = QPointF((start.x() + end.x()) / 2 - uy * length * bend, (start.y() + end.y()) / 2 + ux * length * bend)
    width = (1.5 if straight else 2.6) * ui
    head_len, head_half = (7 if straight else 11) * ui, (3.8 if straight else 5.5) * ui

    def head(tip: QPointF, frm: QPointF) -> tuple[QPolygonF, QPointF]:
        d = QLineF(frm, tip)
        n = d.length() or 1.0
        dx, dy = d.dx() / n, d.dy() / n
        base = QPointF(tip.x() - dx * head_len, tip.y() - dy * head_len)
        poly = QPolygonF([tip, QPointF(base.x() - dy * head_half, base.y() + dx * head_half),
                          QPointF(base.x() + dy * head_half, base.y() - dx * head_half)])
        return poly, QPointF(tip.x() - dx * head_len * 0.6, tip.y() - dy * head_len * 0.6)

    heads = []
    line_start, line_end = start, end
    if style is not ArrowStyle.FAILED:
        poly, line_end = head(end, ctrl)
        heads.append(poly)
    if straight:
        poly, line_start = head(start, ctrl)
        heads.append(poly)
    path = QPainterPath(line_start)
    path.quadTo(ctrl, line_end)

    pen_style = {ArrowStyle.SUPPORT: Qt.DashLine, ArrowStyle.STRAIT: Qt.DashLine,
                 ArrowStyle.RETREAT: Qt.DotLine}.get(style, Qt.SolidLine)
    cap = Qt.FlatCap if pen_style is Qt.DashLine else Qt.RoundCap
    halo_pen = QPen(halo, width + 3.0 * ui, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin)
    p.setBrush(Qt.NoBrush)
    p.setPen(halo_pen)
    p.drawPath(path)
    p.setBrush(halo)
    for poly in heads:
        p.drawPolygon(poly)
    bar = None
    if style is ArrowStyle.FAILED:
        n = QLineF(ctrl, end)
        nl = n.length() or 1.0
        nx, ny = -n.dy() / nl, n.dx() / nl
        bar = QLineF(QPointF(end.x() + nx * 6 * ui, end.y() + ny * 6 * ui),
                     QPointF(end.x() - nx * 6 * ui, end.y() - ny * 6 * ui))
        p.drawLine(bar)
    pen = QPen(colour, width, pen_style, cap, Qt.RoundJoin)
    if pen_style is Qt.DotLine:
        pen.setDashPattern([0.4, 1.6])
        pen.setCapStyle(Qt.RoundCap)
    elif pen_style is Qt.DashLine:
        pen.setDashPattern([3.0, 2.0])
    p.setBrush(Qt.NoBrush)
    p.setPen(pen)
    p.drawPath(path)
    p.setPen(QPen(colour, 0.8 * ui, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    p.setBrush(colour)
    for poly in heads:
        p.drawPolygon(poly)
    if bar is not None:
        p.setPen(QPen(colour, 3.0 * ui, Qt.SolidLine, Qt.RoundCap))
        p.drawLine(bar)


def draw_battle(p: QPainter, centre: QPointF, r: float, colour: QColor, ui: float) -> None:
    """Crossed sabres in a disc: a battle was fought here."""
    p.setPen(QPen(QColor(0, 0, 0, 70), 1.0 * ui))
    p.setBrush(Qt.NoBrush)
    p.drawEllipse(centre + QPointF(0.8 * ui, 1.0 * ui), r, r)
    p.setPen(QPen(colour, 1.6 * ui))
    p.setBrush(QColor("#fff4e2"))
    p.drawEllipse(centre, r, r)
    k = r * 0.52
    blade = QPen(colour, 1.9 * ui, Qt.SolidLine, Qt.RoundCap)
    for sx in (1, -1):
        tip = QPointF(centre.x() + sx * k, centre.y() - k)
        hilt = QPointF(centre.x() - sx * k, centre.y() + k)
        p.setPen(blade)
        p.drawLine(tip, hilt)
        # the guard crosses the blade near the hilt
        gx, gy = centre.x() - sx * k * 0.5, centre.y() + k * 0.5
        g = k * 0.42
        p.drawLine(QPointF(gx - g, gy - sx * g), QPointF(gx + g, gy + sx * g))


class RasterPyramid:
    """Pre-rendered images of the whole base map at powers-of-two scales, for zoomed-out views.

    A view of thousands of regions draws the image of the next finer scale, shrunk; an image is
    made on first need and thrown away when the fills change.
    """

    def __init__(self, drawing: MapDrawing, max_pixels: int = 16_000_000):
        self.drawing = drawing
        self.max_pixels = max_pixels
        self._images: dict[int, QImage] = {}

    def clear(self) -> None:
        self._images.clear()

    def image(self, s: float) -> tuple[QImage, float] | None:
        level = math.ceil(math.log2(max(s, 1e-12)) - 1e-9)
        scale = 2.0 ** level
        rect = self.drawing.geometry.scene_rect
        w, h = math.ceil(rect.width() * scale), math.ceil(rect.height() * scale)
        if w * h > self.max_pixels or w < 1 or h < 1:
            return None
        image = self._images.get(level)
        if image is None:
            image = QImage(w, h, QImage.Format_ARGB32_Premultiplied)
            image.fill(Qt.transparent)
            p = QPainter(image)
            p.scale(scale, scale)
            p.translate(-rect.topLeft())
            self.drawing.paint_vector(p, rect, np.arange(len(self.drawing.geometry.ids)))
            p.end()
            self._images[level] = image
        return image, scale

