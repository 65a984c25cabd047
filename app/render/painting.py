"""Drawing a map with a QPainter: regions, decorations, labels, highlights, markers, arrows, battles.

The map view's layers and the PNG exporter call the same `MapDrawing` methods, so the screen and
the exported image look alike. Regions are drawn in scene coordinates; text, markers and arrows
in device pixels (times `ui`), so they stay the same readable size at any zoom.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, fields

import numpy as np
import shapely
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
    QTransform,
)

from app.render.coast_band import coast_band
from app.render.kept_placement import KeptPlacement
from app.render.courses import ARROW_MARGIN, arrow_course, arrow_curve, leader_colours, leader_line, leader_widths
from app.render.geometry import IMPASSABLE, LAND, SEA, MapGeometry, paths_from_geometries
from app.render.labels import SMALL, LabelPlan, place_labels
from app.render.marks import BADGE, MarkRow, awaiting_badge, badge_room, draw_awaiting, draw_mark, mark_row, merged
from app.render.picture import Arrow, ArrowStyle, MapPicture, Marker, MarkerShape, PlannedMark
from app.render.placement import (
    Shift, UnitsPlaced, battle_box, marks_box, marks_home, place_marks, stack_box)
from app.render.straits import strait_shapes
from app.render.style import DEFAULT_STYLE, MapStyle

# Beyond this many regions in one paint, zoomed-out views draw a pre-rendered image instead.
VECTOR_LIMIT = 1500
# Beyond this many regions on a screen, lines are thin and coasts and nation borders plain.
DETAIL_LIMIT = 600
# Regions with more vertices than this are cut to the painted area before drawing.
CLIP_VERTICES = 48
MAX_DOTS = 12
CAPTION = 0.85      # a marker caption's type, relative to the marker's


def scale_of(t: QTransform) -> float:
    """Device pixels per scene unit of a (rotation-free) transform."""
    return math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21())) or 1e-12


def contrast_ink(colour: QColor) -> QColor:
    """Black-ish or white text, whichever reads better on `colour`."""
    r, g, b = colour.redF(), colour.greenF(), colour.blueF()
    lum = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return QColor("#1e1812") if lum > 0.5 else QColor("#ffffff")


def _level(s: float) -> int:
    """Scales within an eighth of an octave share their labels (and the decisions behind them)."""
    return math.floor(math.log2(max(s, 1e-300)) * 8)


def _device_ratio(p: QPainter) -> float:
    device = p.device()
    return device.devicePixelRatioF() if device is not None else 1.0


def cosmetic_pen(colour: QColor | str, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine,
                 cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap) -> QPen:
    pen = QPen(QColor(colour), width, style, cap, Qt.PenJoinStyle.RoundJoin)
    pen.setCosmetic(True)
    return pen


def stroke_paths(p: QPainter, paths: list[QPainterPath], colour: QColor, width: float) -> None:
    """Stroke paths `width` device pixels wide, antialiased.

    Qt draws antialiased lines up to a pixel wide on a fast path and wider ones through its
    stroker, ten times slower. Up to 1.3 px a one-pixel line is drawn; up to 1.8 px, a one-pixel
    line three times, shifted by the extra width across and down, which looks the same.
    """
    if width <= 1.3:
        p.setPen(cosmetic_pen(colour, min(width, 1.0)))       # a third of a pixel wider is invisible
        for path in paths:
            p.drawPath(path)
        return
    if width > 1.8:
        p.setPen(cosmetic_pen(colour, width))
        for path in paths:
            p.drawPath(path)
        return
    p.setPen(cosmetic_pen(colour, 1.0))
    t = p.worldTransform()
    shift = width - 1.0
    for dx, dy in ((0.0, 0.0), (shift, 0.0), (0.0, shift)):
        p.setWorldTransform(t * QTransform.fromTranslate(dx - shift / 2, dy - shift / 2))
        for path in paths:
            p.drawPath(path)
    p.setWorldTransform(t)


# -- text --------------------------------------------------------------------------------------

@dataclass(slots=True)
class TextSprite:
    """A line of text pre-rendered with its halo; drawing it is one image blit."""

    image: QImage
    origin: QPointF          # where the image's top left goes, relative to the text's centre
    width: float             # advance width and line height of the text, in pixels
    height: float

    def draw(self, p: QPainter, centre: QPointF) -> None:
        p.drawImage(centre + self.origin, self.image)


class TextShapes:
    """Text sprites made once per (text, role, size, colours): maps repeat the same few hundred words.

    The halo is the text drawn once in the halo colour and blitted around a small disc, then
    the text on top: far cheaper than outlining the glyphs, and a label costs one blit to draw.
    """

    def __init__(self, style: MapStyle):
        self.style = style
        self._sprites: dict[tuple, TextSprite] = {}
        self._metrics: dict[tuple[str, int], QFontMetricsF] = {}
        self._fonts: dict[tuple[str, int], QFont] = {}

    def font(self, role: str, px: float) -> QFont:
        key = (role, max(1, round(px)))
        font = self._fonts.get(key)
        if font is not None:
            return font
        st = self.style
        families = {"title": st.title_font, "subtitle": st.title_font, "decoration": st.title_font,
                    "marker": st.marker_font, "legend": st.marker_font,
                    "credits": st.marker_font}.get(role, st.label_font)
        font = QFont()
        font.setFamilies(list(families))
        font.setPixelSize(key[1])
        font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
        if role in ("value", "marker", "title"):
            font.setBold(True)
        if role in ("sea", "subtitle", "decoration", "credits"):
            font.setItalic(True)
        if role in ("title", "decoration"):
            font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
        if role == "title":
            font.setCapitalization(QFont.Capitalization.SmallCaps)
        self._fonts[key] = font
        return font

    def metrics(self, role: str, px: float) -> QFontMetricsF:
        key = (role, max(1, round(px)))
        m = self._metrics.get(key)
        if m is None:
            m = self._metrics[key] = QFontMetricsF(self.font(role, px))
        return m

    def width(self, text: str, role: str, px: float) -> float:
        return self.metrics(role, px).horizontalAdvance(text)

    def get(self, text: str, role: str, px: float, ink: QColor, halo: QColor | None = None,
            halo_width: float = 0.0, dpr: float = 1.0) -> TextSprite:
        key = (text, role, max(1, round(px)), ink.rgba(), halo.rgba() if halo is not None else None,
               round(halo_width * 4), dpr)
        sprite = self._sprites.get(key)
        if sprite is None:
            if len(self._sprites) > 30_000:
                self._sprites.clear()
            sprite = self._sprites[key] = self._render(text, role, px, ink, halo, halo_width, dpr)
        return sprite

    def _render(self, text: str, role: str, px: float, ink: QColor, halo: QColor | None,
                halo_width: float, dpr: float) -> TextSprite:
        font = self.font(role, px)
        m = self.metrics(role, px)
        width, height = m.horizontalAdvance(text), m.ascent() + m.descent()
        r = halo_width / 2 if halo is not None else 0.0
        pad = math.ceil(r + 1 + (0.25 * px if font.italic() else 0.0))
        w, h = math.ceil(width) + 2 * pad, math.ceil(height) + 2 * pad
        image = QImage(max(1, math.ceil(w * dpr)), max(1, math.ceil(h * dpr)),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        image.fill(Qt.GlobalColor.transparent)
        base = QPointF(pad + (math.ceil(width) - width) / 2, pad + m.ascent())
        if halo is not None and r > 0:
            # the halo: the text in the halo colour, blitted at every pixel offset within r
            mask = QImage(image.size(), QImage.Format.Format_ARGB32_Premultiplied)
            mask.setDevicePixelRatio(dpr)
            mask.fill(Qt.GlobalColor.transparent)
            p = QPainter(mask)
            p.setFont(font)
            p.setPen(halo)
            p.drawText(base, text)
            p.end()
            p = QPainter(image)
            reach = r * dpr
            span = math.floor(reach + 0.25)
            for dx in range(-span, span + 1):
                for dy in range(-span, span + 1):
                    if (dx or dy) and dx * dx + dy * dy <= (reach + 0.25) ** 2:
                        p.drawImage(QPointF(dx / dpr, dy / dpr), mask)
        else:
            p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        p.setFont(font)
        p.setPen(ink)
        p.drawText(base, text)
        p.end()
        # the centre of the text line: half its advance and half its height from the image's pad
        origin = QPointF(-(w / 2), -(pad + height / 2))
        return TextSprite(image, origin, width, height)


_TEXT: dict[MapStyle, TextShapes] = {}


def text_shapes(style: MapStyle) -> TextShapes:
    """The text sprite cache shared by every drawing in one style (the view and the exports)."""
    shapes = _TEXT.get(style)
    if shapes is None:
        shapes = _TEXT[style] = TextShapes(style)
    return shapes


# -- what goes where in a region ------------------------------------------------------------

@dataclass(slots=True)
class RegionBlock:
    """The label, value and unit markers of one region, stacked and centred on its anchor.

    Offsets are device pixels from the anchor; `markers` holds each marker's box.
    """

    name: TextSprite | None = None
    name_y: float = 0.0
    value: TextSprite | None = None
    value_y: float = 0.0
    markers: list[tuple[Marker, QRectF]] = field(default_factory=list)
    top: float = 0.0
    bottom: float = 0.0
    sea: bool = False
    texts: list[tuple[TextSprite, float]] = field(default_factory=list)   # (sprite, y) to draw


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
        # Lines on a big export grow as the square root of the text: a 4096 px map's borders are
        # finer than a blown-up 1600 px one's, as a printed map's are, and far quicker to draw.
        self.line_ui = math.sqrt(ui) if ui > 1 else ui
        self.smooth_fills = False       # antialiased fills: slower, and the borders hide the difference
        self.text = text_shapes(style)
        self._brushes: dict[str, QBrush] = {}
        self._plans: dict[tuple, LabelPlan] = {}
        self._blocks: dict[tuple, RegionBlock] = {}
        self._arrows: dict[tuple, list] = {}
        self._markers: dict[tuple, TextSprite] = {}
        self._units: tuple[tuple, tuple[UnitsPlaced, list[Leader]]] | None = None    # by what places them
        self._kept: tuple[tuple, KeptPlacement] | None = None       # the placement of one scale, kept
        self._leader_lines: dict[tuple, tuple[QPointF, QPointF] | None] = {}
        self.picture = picture or MapPicture()

    # -- picture --------------------------------------------------------------------------
    @property
    def picture(self) -> MapPicture:
        return self._picture

    @picture.setter
    def picture(self, picture: MapPicture) -> None:
        was = getattr(self, "_picture", None)
        self._picture = picture
        self._overlay: OverlayPlan | None = None
        by_region: dict[str, list[Marker]] = {}
        for m in picture.markers:
            if m.region in self.geometry.index:
                by_region.setdefault(m.region, []).append(m)
        # a GM edit or a new turn changes a few regions' units: the others keep their stacks and blocks
        # (what is drawn there and where), and so the units' placement of the regions around
        # (app/render/kept_placement.py); new labels or values change every block
        same_labels = was is not None and (was.labels, was.values) == (picture.labels, picture.values)
        kept: dict[str, list[Marker]] = getattr(self, "_by_region", {}) if same_labels else {}
        stacks = getattr(self, "stacks", {})
        self.stacks = {rid: stacks[rid] if rid in stacks and kept.get(rid) == ms else self._stack(ms)
                       for rid, ms in by_region.items()}
        moved = {self.geometry.index[rid] for rid in kept.keys() | by_region.keys() if kept.get(rid) != by_region.get(rid)}
        self._blocks = {key: block for key, block in self._blocks.items() if key[0] not in moved} if same_labels else {}
        self._by_region = by_region
        marks: dict[str, list[PlannedMark]] = {}
        for mark in merged(picture.marks):
            if mark.region in self.geometry.index:
                marks.setdefault(mark.region, []).append(mark)
        self.mark_rows: dict[str, MarkRow] = {rid: mark_row(ms, self._count_width, self.ui) for rid, ms in marks.items()}
        self.battle_regions = {b.region for b in picture.battles if b.region in self.geometry.index}
        self.battle_winners = {b.region: b.winner for b in picture.battles if b.winner}

    def brush(self, colour: str) -> QBrush:
        b = self._brushes.get(colour)
        if b is None:
            b = self._brushes[colour] = QBrush(QColor(colour))
        return b

    # -- regions and decorations ------------------------------------------------------------
    def paint_base(self, p: QPainter, exposed: QRectF, rasters: RasterPyramid | None = None) -> None:
        """Sea, land, borders, rivers, lakes, links and strait arrows within `exposed` (scene)."""
        g = self.geometry
        exposed = exposed.intersected(g.scene_rect)
        if exposed.isEmpty():
            return
        if rasters is not None and self.crowded(p):
            found = rasters.image(scale_of(p.worldTransform()))
            if found is not None:
                image, level = found
                sr = g.scene_rect
                source = QRectF((exposed.left() - sr.left()) * level, (exposed.top() - sr.top()) * level,
                                exposed.width() * level, exposed.height() * level)
                p.save()
                p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
                p.drawImage(exposed, image, source)
                p.restore()
                return
        self.paint_vector(p, exposed, g.regions_in(exposed))

    def crowded(self, p: QPainter) -> bool:
        """Whether a screenful at this zoom holds more regions than are worth drawing one by one."""
        return self.regions_per_screen(p) > VECTOR_LIMIT

    def regions_per_screen(self, p: QPainter) -> float:
        """About how many regions the painter's device shows at this zoom.

        Levels of detail are decided on this, for the zoom and not for the area being painted,
        so that the strips a pan paints look exactly like the rest of the screen.
        """
        g = self.geometry
        device = p.device()
        s = scale_of(p.worldTransform())
        shown = g.scene_rect.width() * g.scene_rect.height() * s * s
        if device is None or shown <= 0:
            return float(len(g.ids))
        screen = float(device.width() * device.height())
        return len(g.ids) * min(1.0, screen / shown)

    def paint_vector(self, p: QPainter, exposed: QRectF, idx: np.ndarray) -> None:
        g, st = self.geometry, self.style
        ui = self.line_ui      # lines grow slower than text on big exports
        fills = self._picture.fills
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.fillRect(exposed, QColor(st.sea if g.has_areas else st.paper))
        decorations = [d for d in g.decorations
                       if d.path is None or d.path.controlPointRect().intersects(exposed)]
        for d in decorations:
            if d.path is None:
                continue
            if d.style == "land" and d.closed:
                p.setPen(cosmetic_pen(st.coastline, st.coastline_width * ui))
                p.setBrush(self.brush(st.neutral))
                p.drawPath(d.path)
            elif d.style == "graticule":
                p.setPen(cosmetic_pen(QColor(255, 255, 255, 110), 0.7 * ui))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawPath(d.path)
        if g.links:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(cosmetic_pen(st.link, st.link_width * ui))
            p.drawPath(g.links.land)
            p.setPen(cosmetic_pen(st.sea_ink, st.link_width * ui))
            p.drawPath(g.links.sea)
            p.setPen(cosmetic_pen(st.link, st.link_width * ui, Qt.PenStyle.DashLine, Qt.PenCapStyle.FlatCap))
            p.drawPath(g.links.dashed)

        kinds = g.kinds[idx]
        points = g.is_point[idx]
        ids = g.ids
        paths = self._paths_within(idx[~points], exposed, scale_of(p.worldTransform()))
        seas = idx[(kinds == SEA) & ~points].tolist()
        land = idx[(kinds == LAND) & ~points].tolist()
        rocks = idx[(kinds == IMPASSABLE) & ~points].tolist()

        # Level of detail: lines wider than a pixel go through Qt's slow stroker, and a band of
        # coastal water or nation borders on a thousand tiny regions are noise: with that many
        # on the screen, draw none of them.
        many = self.regions_per_screen(p) > DETAIL_LIMIT
        line = (lambda w: min(w, 1.0)) if many else (lambda w: w)
        self._fill_regions(p, seas, st.sea, fills, paths, cosmetic_pen(st.sea_border, line(st.sea_border_width * ui)))
        coastal = [] if many or st.coast_water_width <= 0 else [i for i in land if g.coastal[i]]
        if coastal:
            self._coast_band(p, coastal, exposed, st.coast_water_width * ui)
        border = cosmetic_pen(st.border, line(st.border_width * ui))
        self._fill_regions(p, land, st.neutral, fills, paths, border)
        if rocks:
            self._fill_regions(p, rocks, st.impassable, {}, paths, border)
            p.setPen(Qt.PenStyle.NoPen)
            hatch = QBrush(QColor(st.impassable_hatch), Qt.BrushStyle.BDiagPattern)
            hatch.setTransform(QTransform.fromScale(1 / scale_of(p.worldTransform()), 1 / scale_of(p.worldTransform())))
            p.setBrush(hatch)
            for i in rocks:
                p.drawPath(paths[i])

        lines = self._lines_within([d for d in decorations if d.style in ("river", "coastline")], exposed,
                                   scale_of(p.worldTransform()))
        for d in decorations:
            if d.path is None:
                continue
            if d.style == "lake":
                p.setPen(cosmetic_pen(st.coastline, st.coastline_width * ui * 0.8))
                p.setBrush(self.brush(st.sea))
                p.drawPath(d.path)
            elif d.style == "river":
                width = float(d.properties.get("width", 1.0)) * st.river_width * ui
                p.setBrush(Qt.BrushStyle.NoBrush)
                stroke_paths(p, [lines.get(id(d), d.path)], QColor(st.river), width)
            elif d.style == "coastline":
                p.setPen(cosmetic_pen(st.coastline, st.coastline_width * ui))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawPath(lines.get(id(d), d.path))

        if fills and land and not many:
            self._nation_borders(p, exposed, fills)

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
                if d.ends is None:
                    continue
                a, b = t.map(d.ends[0]), t.map(d.ends[1])
                to = b - a
                key = ("strait", id(d), round(to.x(), 2), round(to.y(), 2))
                shapes = self._arrows.get(key)
                if shapes is None:
                    colour = QColor(str(d.properties.get("colour", st.sea_ink)))
                    shapes = self._arrows[key] = strait_shapes(to, colour, ui, QColor(st.halo))
                p.translate(a)
                for path, fill in shapes:
                    p.fillPath(path, fill)
                p.translate(-a)
            p.setWorldTransform(t)
        p.restore()

    def _paths_within(self, idx: np.ndarray, exposed: QRectF, s: float) -> RegionPaths:
        """The regions' paths, cut to the exposed area when that saves drawing many vertices.

        Panning paints thin strips; stroking a whole detailed coastline to colour a strip of it
        costs far more than cutting it out first. Cuts are made a little outside the strip, so
        the lines they add fall outside what is painted.
        """
        g = self.geometry
        clipped: dict[int, QPainterPath] = {}
        if len(idx):
            margin = (self.style.coast_water_width * self.line_ui + 4) / s
            x0, y0 = exposed.left() - margin, exposed.top() - margin
            x1, y1 = exposed.right() + margin, exposed.bottom() + margin
            b = g.boxes[idx]
            cut = idx[(g.vertex_counts[idx] > CLIP_VERTICES)
                      & ((b[:, 0] < x0) | (b[:, 1] < y0) | (b[:, 2] > x1) | (b[:, 3] > y1))]
            if len(cut):
                pieces = shapely.clip_by_rect(g.shapes[cut], x0, y0, x1, y1)
                clipped = dict(zip(cut.tolist(), paths_from_geometries(pieces, closed=True)))
        return RegionPaths(g.paths, clipped)

    def _coast_band(self, p: QPainter, coastal: list[int], exposed: QRectF, width: float) -> None:
        """A band of darker water along the coasts, `width` pixels across (half of it under the land).

        Stroking every coast with a wide pen on every frame is slow; the band is the coasts
        buffered once per half octave of zoom, then filled like any area and cut like one.
        """
        g = self.geometry
        s = scale_of(p.worldTransform())
        level = math.floor(2 * math.log2(max(s, 1e-300)))
        key = ("coast band", level, round(width, 3))
        band = g.cache.get(key)
        if band is None:
            stale = [k for k in g.cache if isinstance(k, tuple) and k[0] == "coast band"]
            for k in stale[:-5]:
                del g.cache[k]
            half = width / 2 / 2.0 ** (level / 2)
            shapes = np.full(len(g.ids), None, dtype=object)
            which = np.flatnonzero(g.coastal & ~g.is_point)
            shapes[which] = coast_band(g.shapes[which], half)
            band = g.cache[key] = (shapes, shapely.get_num_coordinates(shapes), dict[int, QPainterPath]())
        shapes, vertices, whole = band
        margin = 2 / s
        x0, y0, x1, y1 = (exposed.left() - margin, exposed.top() - margin, exposed.right() + margin,
                          exposed.bottom() + margin)
        cut = [i for i in coastal if vertices[i] > CLIP_VERTICES]
        pieces = dict(zip(cut, paths_from_geometries(shapely.clip_by_rect(shapes[cut], x0, y0, x1, y1), closed=True)))
        missing = [i for i in coastal if i not in pieces and i not in whole]
        if missing:
            whole.update(zip(missing, paths_from_geometries(shapes[missing], closed=True)))
        # the band lies between two close blues: its edge needs no antialiasing
        p.setRenderHint(QPainter.RenderHint.Antialiasing, self.smooth_fills)
        colour = QColor(self.style.coast_water)
        for i in coastal:
            path = pieces[i] if i in pieces else whole.get(i)
            if path is not None:
                p.fillPath(path, colour)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)

    def _nation_borders(self, p: QPainter, exposed: QRectF, fills) -> None:
        """A heavier line where neighbouring provinces have different colours (owners)."""
        g, st = self.geometry, self.style
        borders = g.shared_borders()
        ids, neutral = g.ids, st.neutral
        ks = [k for k in borders.near(exposed).tolist()
              if fills.get(ids[borders.pairs[k, 0]], neutral) != fills.get(ids[borders.pairs[k, 1]], neutral)]
        if not ks:
            return
        p.setBrush(Qt.BrushStyle.NoBrush)
        stroke_paths(p, borders.paths(ks), QColor(st.nation_border), st.nation_border_width * self.line_ui)

    def _lines_within(self, decorations: list, exposed: QRectF, s: float) -> dict[int, QPainterPath]:
        """Long drawn lines (rivers, coastlines) cut to the exposed area, by id of decoration."""
        margin = 4 / s
        box = exposed.adjusted(-margin, -margin, margin, margin)
        long = [d for d in decorations if d.vertices > CLIP_VERTICES and not box.contains(d.path.controlPointRect())]
        if not long:
            return {}
        pieces = shapely.clip_by_rect(np.array([d.shape for d in long], dtype=object),
                                      box.left(), box.top(), box.right(), box.bottom())
        return {id(d): path for d, path in zip(long, paths_from_geometries(pieces, closed=False))}

    def _fill_regions(self, p: QPainter, indices: list[int], default: str, fills, paths, pen: QPen) -> None:
        """Fill regions (their colour, else `default`) and draw their borders with `pen`.

        With `smooth_fills` off, fills are not antialiased and the antialiased borders drawn
        over them hide their edges: half the cost, and hardly a visible difference.
        """
        ids = self.geometry.ids
        current = None
        if self.smooth_fills:
            p.setPen(pen)
        else:
            p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            p.setPen(Qt.PenStyle.NoPen)
        for i in indices:
            colour = fills.get(ids[i], default)
            if colour is not current:
                p.setBrush(self.brush(colour))
                current = colour
            p.drawPath(paths[i])
        if not self.smooth_fills:
            p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            p.setBrush(Qt.BrushStyle.NoBrush)
            stroke_paths(p, [paths[i] for i in indices], pen.color(), pen.widthF())

    # -- highlights -------------------------------------------------------------------------
    def paint_highlights(self, p: QPainter, exposed: QRectF) -> None:
        """Legal destinations (tinted, outlined) and the selected region (a bright outline)."""
        g, st, ui, pic = self.geometry, self.style, self.ui, self._picture
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
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
            p.setBrush(Qt.BrushStyle.NoBrush)
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
        dpr = _device_ratio(p)
        # a label lies inside its region's room, so regions near the exposed area are enough;
        # markers and decorations can reach further and are looked at separately
        near = g.regions_in(exposed.adjusted(-6 * ui / s, -6 * ui / s, 6 * ui / s, 6 * ui / s))
        idx = self._label_candidates(near, s)
        device = t.mapRect(exposed).adjusted(-2, -2, 2, 2)
        p.save()
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        p.resetTransform()
        halo = self.halo_colour()
        for d in g.decorations:
            if d.style != "label" or d.anchor is None:
                continue
            text = str(d.properties.get("text", ""))
            centre = t.map(d.anchor)
            if not text or not device.adjusted(-400 * ui, -60 * ui, 400 * ui, 60 * ui).contains(centre):
                continue
            px = float(d.properties.get("size", st.sea_px + 2)) * ui
            colour = QColor(str(d.properties.get("colour", st.sea_ink)))
            sprite = self.text.get(text, "decoration", px, colour, halo, st.halo_width * ui, dpr)
            p.save()
            p.translate(centre)
            p.rotate(-float(d.properties.get("angle", 0.0)))
            sprite.draw(p, QPointF(0, 0))
            p.restore()
        if self.stacks:
            wide = exposed.adjusted(*(k * 200 * ui / s for k in (-1, -1, 1, 1)))
            around = np.array([g.index[r] for r in self.stacks if wide.contains(self._anchor_point(g.index[r]))],
                              dtype=np.intp)
            idx = np.union1d(idx, around)
        # the hot loop of a pan: anchors mapped with numpy, blocks looked up directly
        level, blocks = _level(s), self._blocks
        xs = (g.anchors[idx, 0] * t.m11() + g.anchors[idx, 1] * t.m21() + t.dx()).tolist()
        ys = (g.anchors[idx, 0] * t.m12() + g.anchors[idx, 1] * t.m22() + t.dy()).tolist()
        for i, x, y in zip(idx.tolist(), xs, ys):
            block = blocks.get((i, level, dpr)) or self.block(i, s, dpr)
            for sprite, dy in block.texts:
                p.drawImage(QPointF(x + sprite.origin.x(), y + dy + sprite.origin.y()), sprite.image)
        p.restore()

    def halo_colour(self) -> QColor:
        halo = QColor(self.style.halo)
        halo.setAlpha(225)
        return halo

    def _anchor_point(self, i: int) -> QPointF:
        return self.geometry.anchor_points[i]

    def _label_candidates(self, idx: np.ndarray, s: float) -> np.ndarray:
        """The regions among `idx` that print a name or a value at scale `s`."""
        if len(idx) == 0 or not (self._picture.labels or self._picture.values):
            return idx[:0]
        return idx[self.label_plan(s).shown[idx]]

    def label_plan(self, s: float) -> LabelPlan:
        """The labels printed at scale `s`, decided at the nearest eighth of an octave below
        so that small zoom steps keep the same labels (and reuse the decision)."""
        g, st, ui, pic = self.geometry, self.style, self.ui, self._picture
        level = _level(s)
        key = (level, pic.labels, pic.values, ui)
        plan = self._plans.get(key)
        if plan is None:
            q = 2.0 ** (level / 8)
            widths = self.text_widths()
            sea = g.kinds == SEA
            land = g.kinds == LAND
            values = np.where(land & (g.values > 0), self.value_widths(), np.inf) if pic.values else None
            line = max(self.text.metrics("name", st.name_px * ui).height(),
                       self.text.metrics("sea", st.sea_px * ui).height())
            # land before seas before the rest, the bigger first
            priority = np.where(land, 2.0, np.where(sea, 1.0, 0.0)) + g.areas / ((g.areas.max() if g.areas.size else 0.0) or 1.0)
            plan = place_labels(g.room * q, widths * ui, line, g.anchors * q, priority,
                                value_widths=None if values is None else values * ui,
                                value_height=self.text.metrics("value", st.value_px * ui).height(),
                                group=sea.astype(np.int8), names=pic.labels, min_room=st.min_label_room * ui, slack=2 * ui)
            if len(self._plans) > 8:
                self._plans.clear()
            self._plans[key] = plan
        return plan

    def text_widths(self) -> np.ndarray:
        """Widths in pixels (ui = 1) of each region's name and short label (inf where none).

        Point regions (node-link maps) print their short label first: it goes in the circle.
        """
        g, st = self.geometry, self.style
        key = ("text widths", st.label_font, st.name_px, st.sea_px)
        out = g.cache.get(key)
        if out is None:
            out = np.full((len(g.ids), 2), np.inf)
            for i, r in enumerate(g.regions):
                role = "sea" if g.kinds[i] == SEA else "name"
                px = st.sea_px if role == "sea" else st.name_px
                for k, text in enumerate(self.texts(i)):
                    if text:
                        out[i, k] = self.text.width(text, role, px)
            g.cache[key] = out
        return out

    def texts(self, i: int) -> tuple[str | None, str | None]:
        """The long and the short text a region may print, in order of preference."""
        r = self.geometry.regions[i]
        if self.geometry.is_point[i]:
            return (r.label or r.name, r.name if r.label else None)
        return (r.name, r.label if r.label != r.name else None)

    def value_widths(self) -> np.ndarray:
        g, st = self.geometry, self.style
        key = ("value widths", st.label_font, st.value_px)
        out = g.cache.get(key)
        if out is None:
            out = g.cache[key] = np.array(
                [self.text.width(str(v), "value", st.value_px) if v > 0 else np.inf for v in g.values.tolist()])
        return out

    def block(self, i: int, s: float, dpr: float = 1.0) -> RegionBlock:
        """What region `i` shows at scale `s` (pixels per scene unit) and where, from its anchor."""
        key = (i, _level(s), dpr)
        block = self._blocks.get(key)
        if block is None:
            if len(self._blocks) > 20_000:
                self._blocks.clear()
            block = self._blocks[key] = self._block(i, s, dpr)
        return block

    def _block(self, i: int, s: float, dpr: float) -> RegionBlock:
        g, st, ui, pic = self.geometry, self.style, self.ui, self._picture
        sea = g.kinds[i] == SEA
        block = RegionBlock(sea=bool(sea))
        halo, halo_width = self.halo_colour(), st.halo_width * ui
        plan = self.label_plan(s) if (pic.labels or pic.values) else None
        if plan is not None and plan.text[i] >= 0:
            role = "sea" if sea else "name"
            px = (st.sea_px if sea else st.name_px) * ui
            ink = QColor(st.sea_ink if sea else st.ink)
            text = self.texts(i)[int(plan.text[i])]
            if plan.small[i]:
                px *= SMALL
            if text is not None:        # the plan only picks a text the region has
                block.name = self.text.get(text, role, px, ink, halo, halo_width, dpr)
        if plan is not None and plan.value[i]:
            block.value = self.text.get(str(int(g.values[i])), "value", st.value_px * ui, QColor(st.ink),
                                        halo, halo_width, dpr)
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
        block.texts = [(sprite, y) for sprite, y in ((block.name, block.name_y), (block.value, block.value_y))
                       if sprite is not None]
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
        """The marker's box: its unit, and the caption under it if it has one."""
        w, h = self._body_size(m)
        if not m.caption:
            return w, h
        cm = self.text.metrics("value", self.style.marker_px * self.ui * CAPTION)
        return max(w, cm.horizontalAdvance(m.caption) + 2 * self.ui), h + cm.ascent() + cm.descent()

    def _body_size(self, m: Marker) -> tuple[float, float]:
        """The unit with, for dots, the room their "no orders yet" badge takes beside them (on a
        counter, ship or fort the badge sits on its corner)."""
        w, h = self._unit_size(m)
        if m.awaiting_orders and m.shape is MarkerShape.DOTS:
            return w + badge_room(self.ui), max(h, 2 * BADGE * self.ui)
        return w, h

    def _unit_size(self, m: Marker) -> tuple[float, float]:
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
        plan = self._overlay if self._overlay is not None and self._overlay.key[0] == s else self._overlay_plan(s, 1.0)
        out = []
        for rid in self.stacks:
            i = g.index[rid]
            a = t.map(self._anchor_point(i)) + QPointF(*plan.shifts.get(rid, Shift()).stack)
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
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.resetTransform()
        halo = QColor(st.halo)
        dpr = _device_ratio(p)
        if len(self._arrows) > 4 * len(pic.arrows) + 4 * len(g.decorations) + 64:
            self._arrows.clear()
        plan = self._overlay_plan(s, dpr)
        anchors = g.anchor_points
        for course in plan.arrows:
            arrow = course.arrow
            a, b = t.map(anchors[course.source]) + course.start, t.map(anchors[course.target]) + course.end
            if not device.intersects(QRectF(a, b).normalized().adjusted(-40 * ui, -40 * ui, 40 * ui, 40 * ui)):
                continue
            to = b - a
            key = (arrow, round(to.x(), 2), round(to.y(), 2), course.bend)
            shapes = self._arrows.get(key)
            if shapes is None:
                colour = QColor(arrow.colour)
                # a light arrow (a yellow nation's) gets a dark halo, or it vanishes on tan and white
                edge = QColor("#2b2118") if contrast_ink(colour).lightness() < 128 else halo
                shapes = self._arrows[key] = arrow_shapes(to, colour, arrow.style, ui, edge, margin=ARROW_MARGIN,
                                                          bend=course.bend)
            p.translate(a)
            for path, fill in shapes:
                p.fillPath(path, fill)
            p.translate(-a)
        for leader in plan.leaders:
            a = t.map(anchors[leader.index])
            self._leader(p, a + leader.start, a + leader.end)
        selected = pic.selected_marker
        reach = device.adjusted(-120 * ui, -120 * ui, 120 * ui, 120 * ui)
        for rid, i, block in plan.regions:
            a = t.map(anchors[i])
            if not reach.contains(a):
                continue
            shift = plan.shifts.get(rid)
            moved = a + QPointF(*shift.stack) if shift else a
            for m, r in block.markers:
                box = r.translated(moved)
                if box.intersects(device):
                    self.marker_sprite(m, box.size(), selected is not None and m.key == selected, dpr).draw(
                        p, box.center())
            if rid in self.battle_regions:
                r = 9.5 * ui
                home = QPointF(a.x(), a.y() + block.top - r - 2 * ui)
                centre = home + QPointF(*shift.battle) if shift else home
                draw_battle(p, centre, r, QColor(st.battle), ui)
                winner = self.battle_winners.get(rid)
                if winner:       # the winner's colour as a ring round the icon
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.setPen(QPen(QColor(winner), 2.6 * ui))
                    p.drawEllipse(centre, r + 1.6 * ui, r + 1.6 * ui)
            row = self.mark_rows.get(rid)
            if row is not None:
                home = a + marks_home(block, ui)
                start = home + QPointF(*shift.marks) if shift else home
                self.draw_mark_row(p, row, start)
        p.restore()

    def draw_mark_row(self, p: QPainter, row: MarkRow, start: QPointF) -> None:
        """A region's planned-order marks from `start` (the row's left end, its middle height)."""
        ui, ink = self.ui, QColor(self.style.ink)
        for mark, r in row.boxes:
            box = r.translated(start)
            d = box.height()
            draw_mark(p, mark.kind, QColor(mark.colour), QPointF(box.left() + d / 2, box.center().y()), ui,
                      contrast_ink(QColor(mark.colour)))
            if mark.count > 1:
                sprite = self.text.get(str(mark.count), "marker", self.style.marker_px * ui, ink, self.halo_colour(),
                                       self.style.halo_width * ui, _device_ratio(p))
                sprite.draw(p, QPointF(box.right() - sprite.width / 2, box.center().y()))

    def _count_width(self, text: str) -> float:
        return self.text.width(text, "marker", self.style.marker_px * self.ui)

    def mark_boxes(self, t: QTransform) -> list[tuple[PlannedMark, QRectF]]:
        """Every planned-order mark's box in device pixels under transform `t` (for its tooltip)."""
        g, s = self.geometry, scale_of(t)
        plan = self._overlay if self._overlay is not None and self._overlay.key[0] == s else self._overlay_plan(s, 1.0)
        out = []
        for rid, row in self.mark_rows.items():
            i = g.index[rid]
            start = (t.map(self._anchor_point(i)) + marks_home(self.block(i, s), self.ui)
                     + QPointF(*plan.shifts.get(rid, Shift()).marks))
            out += [(mark, r.translated(start)) for mark, r in row.boxes]
        return out

    def _leader(self, p: QPainter, home: QPointF, there: QPointF) -> None:
        """A line from a stack or icon that sits outside its region into the region: dark over a
        light halo, so it can be followed over any fill."""
        core, halo = leader_colours(self.style.ink, self.style.halo)
        core_w, halo_w = leader_widths(self.ui)
        for colour, width in ((halo, halo_w), (core, core_w)):
            p.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(home, there)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(core)
        p.drawEllipse(there, core_w * 1.3, core_w * 1.3)     # the dot says "here": the end in the region

    def overlay_plan(self, s: float, dpr: float = 1.0) -> OverlayPlan:
        """Where arrows end and where each region's stack and battle icon are drawn at scale `s`."""
        return self._overlay_plan(s, dpr)

    def _overlay_plan(self, s: float, dpr: float) -> OverlayPlan:
        """Where arrows end and which regions carry units or battles, at scale `s`: worked out
        once per zoom, since a pan paints the overlay strip by strip."""
        key = (s, dpr)
        if self._overlay is not None and self._overlay.key == key:
            return self._overlay
        g = self.geometry
        others = sorted(r for r in self.battle_regions | set(self.mark_rows) if r not in self.stacks)
        regions = [(rid, g.index[rid], self.block(g.index[rid], s, dpr)) for rid in [*self.stacks, *others]]
        units = self._units_placed(regions, s, dpr)
        shifts = place_marks(self, units[0], regions, s, dpr)
        boxes = {rid: self._placed_box(i, block, s, shifts) for rid, i, block in regions}
        leaders = units[1] + self._leaders(regions, s, shifts, boxes, units=False)
        arrows = []
        min_len = self.style.counter_size[0] * self.ui
        for arrow in self._picture.arrows:
            ia, ib = g.index.get(arrow.source), g.index.get(arrow.target)
            if ia is None or ib is None:
                continue
            ends = []
            for i, rid in ((ia, arrow.source), (ib, arrow.target)):
                box = boxes.get(rid) if rid in self.stacks else None
                x, y = g.anchors[i, 0] * s, g.anchors[i, 1] * s
                ends.append((QPointF((box[0] + box[2]) / 2, (box[1] + box[3]) / 2) if box else QPointF(x, y), box,
                             QPointF(x, y)))
            (pa, box_a, home_a), (pb, box_b, home_b) = ends
            course = arrow_course(pa, box_a, pb, box_b, arrow.style, self.ui, min_len)
            arrows.append(ArrowCourse(arrow, ia, course.start - home_a, ib, course.end - home_b, course.bend))
        self._overlay = OverlayPlan(key, arrows, regions, shifts, leaders)
        return self._overlay

    def _units_placed(self, regions: list, s: float, dpr: float) -> tuple[UnitsPlaced, list[Leader]]:
        """The stacks and battle icons placed (and their leader lines), kept while nothing but the
        planned orders' arrows and marks changes (a pasted letter's orders placed every counter of the
        map again: 0.1 s of the stall at the end of a long message's reading), and placed again only
        where the units or battles changed (app/render/kept_placement.py: a GM edit or a new turn
        placed every counter again)."""
        pic = self._picture
        key = (s, dpr, self.ui, self.style, tuple(getattr(pic, f.name) for f in fields(pic)
                                                  if f.name not in ("arrows", "marks")))
        if self._units is not None and self._units[0] == key:
            return self._units[1]
        ground = (s, dpr, self.ui, self.style, pic.labels, pic.values)
        if self._kept is None or self._kept[0] != ground:
            self._kept = (ground, KeptPlacement(self, s, dpr))
        units = self._kept[1].update(regions)
        boxes = {rid: self._placed_box(i, block, s, units.shifts) for rid, i, block in regions}
        placed = (units, self._leaders(regions, s, units.shifts, boxes, marks=False))
        self._units = (key, placed)
        return placed

    @property
    def kept_placement(self) -> KeptPlacement | None:
        """The units' placement of the scale last painted, kept (None before the first)."""
        return self._kept[1] if self._kept is not None else None

    def _placed_box(self, i: int, block: RegionBlock, s: float, shifts: dict[str, Shift]):
        """A region's stack box as placed (pixels at anchor * s), or None without counters."""
        box = stack_box(block, self.ui)
        if box is None:
            return None
        dx, dy = shifts.get(self.geometry.ids[i], Shift()).stack
        x, y = self.geometry.anchors[i, 0] * s + dx, self.geometry.anchors[i, 1] * s + dy
        return (box[0] + x, box[1] + y, box[2] + x, box[3] + y)

    def _leaders(self, regions: list, s: float, shifts: dict[str, Shift], boxes: dict, *, units: bool = True,
                 marks: bool = True) -> list[Leader]:
        """A leader line for each stack, battle icon (`units`) or row of marks (`marks`) placed outside
        its region (no free spot inside)."""
        g, ui = self.geometry, self.ui
        out = []
        for rid, i, block in regions:
            shift = shifts.get(rid)
            if shift is None:
                continue
            home = QPointF(g.anchors[i, 0] * s, g.anchors[i, 1] * s)
            placed = []
            if units and not shift.stack_inside and boxes.get(rid) is not None:
                placed.append(boxes[rid])
            if units and not shift.battle_inside:
                placed.append(_shifted(battle_box(block, ui), home, shift.battle))
            row = self.mark_rows.get(rid)
            if marks and not shift.marks_inside and row is not None:
                placed.append(_shifted(marks_box(block, row, ui), home, shift.marks))
            for box in placed:
                line = self._leader_line(i, s, box)
                if line is not None:
                    out.append(Leader(rid, i, line[0] - home, line[1] - home))
        return out

    def _leader_line(self, i: int, s: float, box) -> tuple[QPointF, QPointF] | None:
        """`courses.leader_line` of region `i` for a box placed at `box`, worked out once: the regions
        whose units a GM edit left where they were keep their lines (each costs a shapely buffer)."""
        key = (i, s, box)
        if key not in self._leader_lines:
            if len(self._leader_lines) > 5000:
                self._leader_lines.clear()
            self._leader_lines[key] = leader_line(self.geometry.shapes[i], s, box, self.ui)
        return self._leader_lines[key]

    def marker_sprite(self, m: Marker, size, selected: bool, dpr: float) -> TextSprite:
        """A marker drawn once into an image (counters repeat: a nation's corps look alike)."""
        key = (m.shape, m.text, m.colour, m.count, m.destroyed, m.caption, m.awaiting_orders, selected,
               round(size.width(), 2),
               round(size.height(), 2), dpr)
        sprite = self._markers.get(key)
        if sprite is None:
            if len(self._markers) > 5000:
                self._markers.clear()
            pad = math.ceil(5 * self.ui)
            w, h = size.width() + 2 * pad, size.height() + 2 * pad
            image = QImage(math.ceil(w * dpr), math.ceil(h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
            image.setDevicePixelRatio(dpr)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            self.draw_marker(painter, m, QRectF(pad, pad, size.width(), size.height()), selected)
            painter.end()
            sprite = self._markers[key] = TextSprite(image, QPointF(-w / 2, -h / 2), size.width(), size.height())
        return sprite

    def draw_marker(self, p: QPainter, m: Marker, box: QRectF, selected: bool = False) -> None:
        """A unit as its shape; a unit destroyed this turn as a faded ghost struck through; a
        caption in small type under it."""
        if m.caption:
            w, h = self._body_size(m)
            unit = QRectF(box.center().x() - w / 2, box.top(), w, h)
            self._draw_caption(p, m.caption, QRectF(box.left(), unit.bottom(), box.width(), box.bottom() - unit.bottom()))
            box = unit
        if m.awaiting_orders:
            box, badge = awaiting_badge(m.shape is MarkerShape.DOTS, box, self._unit_size(m), self.ui)
            if not m.destroyed:
                self._draw_unit(p, m, box, selected)
                draw_awaiting(p, badge, self.ui, QColor(self.style.ink))
                return
        if not m.destroyed:
            self._draw_unit(p, m, box, selected)
            return
        ui = self.ui
        p.save()
        p.setOpacity(0.45)
        self._draw_unit(p, m, box, selected)
        p.restore()
        p.setPen(QPen(QColor(self.style.ink), 1.7 * ui, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(box.left() - 1 * ui, box.bottom()), QPointF(box.right() + 1 * ui, box.top()))

    def _draw_caption(self, p: QPainter, caption: str, box: QRectF) -> None:
        ui = self.ui
        sprite = self.text.get(caption, "value", self.style.marker_px * ui * CAPTION, QColor(self.style.ink),
                               self.halo_colour(), self.style.halo_width * ui, _device_ratio(p))
        sprite.draw(p, box.center())

    def _draw_unit(self, p: QPainter, m: Marker, box: QRectF, selected: bool) -> None:
        st, ui = self.style, self.ui
        colour = QColor(m.colour)
        edge = colour.darker(175)
        if selected:
            p.setBrush(Qt.BrushStyle.NoBrush)
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
            self._draw_ship(p, m, box, colour, edge, text_px)
            return
        if m.shape is MarkerShape.FORT:
            self._draw_fort(p, m, box, colour, edge, text_px)
            return
        text = m.text if m.shape is MarkerShape.CORPS else f"×{m.count}"
        p.setPen(QPen(QColor(0, 0, 0, 60), 1.0 * ui))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(box.translated(0.8 * ui, 1.0 * ui), 2.5 * ui, 2.5 * ui)
        p.setPen(QPen(edge, 1.0 * ui))
        p.setBrush(colour)
        p.drawRoundedRect(box, 2.5 * ui, 2.5 * ui)
        lighter = colour.lighter(135)
        lighter.setAlpha(150)
        p.setPen(QPen(lighter, 1.0 * ui))
        p.drawLine(QPointF(box.left() + 2.5 * ui, box.top() + 1.5 * ui), QPointF(box.right() - 2.5 * ui, box.top() + 1.5 * ui))
        if text:
            sprite = self.text.get(text, "marker", text_px, contrast_ink(colour), dpr=_device_ratio(p))
            sprite.draw(p, box.center() + QPointF(0, 0.3 * ui))


    def _draw_fort(self, p: QPainter, m: Marker, box: QRectF, colour: QColor, edge: QColor, text_px: float) -> None:
        """A fortification: a wall with three merlons in the nation's colour, its text on the wall."""
        ui = self.ui
        x0, y0, w, h = box.left(), box.top(), box.width(), box.height()
        notch = h * 0.28
        step = w / 5
        wall = QPainterPath(QPointF(x0, y0 + h))
        for k, (x, y) in enumerate([(x0, y0)] + [(x0 + step * i, y0 + (notch if i % 2 else 0)) for i in range(1, 5)]
                                   + [(x0 + w, y0)]):
            if k:
                wall.lineTo(QPointF(x, wall.currentPosition().y()))
            wall.lineTo(QPointF(x, y))
        wall.lineTo(QPointF(x0 + w, y0 + h))
        wall.closeSubpath()
        p.setPen(QPen(edge, 1.0 * ui))
        p.setBrush(colour)
        p.drawPath(wall)
        if m.text:
            sprite = self.text.get(m.text, "marker", text_px, contrast_ink(colour), dpr=_device_ratio(p))
            sprite.draw(p, QPointF(box.center().x(), y0 + notch + (h - notch) / 2))

    def _draw_ship(self, p: QPainter, m: Marker, box: QRectF, colour: QColor, edge: QColor, text_px: float) -> None:
        """A square-rigged ship: a hull in the nation's colour carrying the text, a sail, a pennant."""
        ui = self.ui
        w, h = box.width(), box.height()
        x0, y0 = box.left(), box.top()
        deck = y0 + h * 0.50
        cx = box.center().x()
        hull = QPainterPath(QPointF(x0, deck))
        hull.lineTo(x0 + w, deck - h * 0.06)
        hull.cubicTo(QPointF(x0 + w * 0.95, y0 + h * 0.82), QPointF(x0 + w * 0.85, y0 + h),
                     QPointF(x0 + w * 0.72, y0 + h))
        hull.lineTo(x0 + w * 0.22, y0 + h)
        hull.cubicTo(QPointF(x0 + w * 0.12, y0 + h), QPointF(x0 + w * 0.04, y0 + h * 0.8), QPointF(x0, deck))
        sail = QPainterPath(QPointF(cx - w * 0.24, y0 + h * 0.10))
        sail.quadTo(QPointF(cx, y0 + h * 0.16), QPointF(cx + w * 0.24, y0 + h * 0.10))
        sail.quadTo(QPointF(cx + w * 0.30, y0 + h * 0.27), QPointF(cx + w * 0.26, deck - h * 0.08))
        sail.quadTo(QPointF(cx, deck - h * 0.02), QPointF(cx - w * 0.26, deck - h * 0.08))
        sail.quadTo(QPointF(cx - w * 0.30, y0 + h * 0.27), QPointF(cx - w * 0.24, y0 + h * 0.10))
        pennant = QPainterPath(QPointF(cx, y0))
        pennant.lineTo(cx + w * 0.2, y0 + h * 0.04)
        pennant.lineTo(cx, y0 + h * 0.08)
        outline = QPen(QColor(self.style.halo), 2.6 * ui, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                       Qt.PenJoinStyle.RoundJoin)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(outline)
        for part in (hull, sail):
            p.drawPath(part)
        p.setPen(QPen(edge, 1.0 * ui, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(cx, y0), QPointF(cx, deck))
        p.setPen(QPen(edge, 0.9 * ui, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin))
        p.setBrush(QColor("#fbf8f0"))
        p.drawPath(sail)
        p.setBrush(colour)
        p.drawPath(pennant)
        p.drawPath(hull)
        if m.text:
            ink = contrast_ink(colour)
            sprite = self.text.get(m.text, "marker", text_px * 0.9, ink, dpr=_device_ratio(p))
            sprite.draw(p, QPointF(cx, (deck + y0 + h) / 2 + 0.2 * ui))

def _shifted(box, home: QPointF, shift: tuple[float, float]) -> tuple[float, float, float, float]:
    x, y = home.x() + shift[0], home.y() + shift[1]
    return (box[0] + x, box[1] + y, box[2] + x, box[3] + y)


def draw_arrow(p: QPainter, a: QPointF, b: QPointF, colour: QColor, style: ArrowStyle, ui: float,
               halo: QColor, *, margin: float = 1.0) -> None:
    """An arrow from a to b (device pixels), slightly bent, with a halo so it reads on any fill."""
    p.translate(a)
    for path, fill in arrow_shapes(b - a, colour, style, ui, halo, margin=margin):
        p.fillPath(path, fill)
    p.translate(-a)


def arrow_shapes(to: QPointF, colour: QColor, style: ArrowStyle, ui: float, halo: QColor, *,
                 margin: float = 1.0, bend: float | None = None) -> list[tuple[QPainterPath, QColor]]:
    """The outlines to fill, in order, for an arrow from (0, 0) to `to` (device pixels).

    Outlines rather than strokes so that an arrow can be kept and filled again on every frame
    of a pan: stroking wide and dashed lines is the slow part of drawing them.
    """
    curve = arrow_curve(to, style, ui, margin, bend)
    if curve is None:
        return []
    start, ctrl, end = curve.start, curve.ctrl, curve.end
    straight = style is ArrowStyle.STRAIT
    width = (1.5 if straight else 2.6) * ui
    head_len, head_half = (7 if straight else 11) * ui, (3.8 if straight else 5.5) * ui

    def head(tip: QPointF, frm: QPointF) -> tuple[QPainterPath, QPointF]:
        d = QLineF(frm, tip)
        n = d.length() or 1.0
        dx, dy = d.dx() / n, d.dy() / n
        base = QPointF(tip.x() - dx * head_len, tip.y() - dy * head_len)
        path = QPainterPath()
        path.addPolygon(QPolygonF([tip, QPointF(base.x() - dy * head_half, base.y() + dx * head_half),
                                   QPointF(base.x() + dy * head_half, base.y() - dx * head_half), tip]))
        return path, QPointF(tip.x() - dx * head_len * 0.6, tip.y() - dy * head_len * 0.6)

    heads = QPainterPath()
    line_start, line_end = start, end
    if style is not ArrowStyle.FAILED:
        poly, line_end = head(end, ctrl)
        heads.addPath(poly)
    if straight:
        poly, line_start = head(start, ctrl)
        heads.addPath(poly)
    line = QPainterPath(line_start)
    line.quadTo(ctrl, line_end)
    bar = QPainterPath()
    if style is ArrowStyle.FAILED:
        n = QLineF(ctrl, end)
        nl = n.length() or 1.0
        nx, ny = -n.dy() / nl, n.dx() / nl
        bar.moveTo(end.x() + nx * 6 * ui, end.y() + ny * 6 * ui)
        bar.lineTo(end.x() - nx * 6 * ui, end.y() - ny * 6 * ui)

    def stroke(path: QPainterPath, w: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap,
               dashes: list[float] | None = None) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(w)
        stroker.setCapStyle(cap)
        stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        if dashes:
            stroker.setDashPattern(dashes)
        return stroker.createStroke(path)

    dashes = {ArrowStyle.SUPPORT: [3.0, 2.0], ArrowStyle.STRAIT: [3.0, 2.0], ArrowStyle.RETREAT: [0.4, 1.6]}.get(style)
    dashed = style in (ArrowStyle.SUPPORT, ArrowStyle.STRAIT)
    cap = Qt.PenCapStyle.FlatCap if dashed else Qt.PenCapStyle.RoundCap
    shapes = [(stroke(line, width + 3.0 * ui), halo)]
    if not heads.isEmpty():
        shapes += [(stroke(heads, 3.0 * ui), halo), (heads, halo)]
    if not bar.isEmpty():
        shapes.append((stroke(bar, 6.0 * ui), halo))
    shapes.append((stroke(line, width, cap, dashes), colour))
    if not heads.isEmpty():
        shapes += [(stroke(heads, 0.8 * ui), colour), (heads, colour)]
    if not bar.isEmpty():
        shapes.append((stroke(bar, 3.0 * ui), colour))
    return shapes


def draw_battle(p: QPainter, centre: QPointF, r: float, colour: QColor, ui: float) -> None:
    """Crossed sabres in a disc: a battle was fought here."""
    p.setPen(QPen(QColor(0, 0, 0, 70), 1.0 * ui))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(centre + QPointF(0.8 * ui, 1.0 * ui), r, r)
    p.setPen(QPen(colour, 1.6 * ui))
    p.setBrush(QColor("#fff4e2"))
    p.drawEllipse(centre, r, r)
    k = r * 0.52
    blade = QPen(colour, 1.9 * ui, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    for sx in (1, -1):
        tip = QPointF(centre.x() + sx * k, centre.y() - k)
        hilt = QPointF(centre.x() - sx * k, centre.y() + k)
        p.setPen(blade)
        p.drawLine(tip, hilt)
        # the guard crosses the blade near the hilt
        gx, gy = centre.x() - sx * k * 0.5, centre.y() + k * 0.5
        g = k * 0.42
        p.drawLine(QPointF(gx - g, gy - sx * g), QPointF(gx + g, gy + sx * g))


@dataclass(frozen=True, slots=True)
class ArrowCourse:
    """Where an arrow is drawn: from `start` pixels off its source region's anchor to `end` pixels
    off its target's, bent by `bend`."""

    arrow: Arrow
    source: int
    start: QPointF
    target: int
    end: QPointF
    bend: float


@dataclass(frozen=True, slots=True)
class Leader:
    """A leader line from a stack outside its region (`start`) into the region (`end`), pixels off
    the region's anchor."""

    region: str
    index: int
    start: QPointF
    end: QPointF


@dataclass(slots=True)
class OverlayPlan:
    key: tuple
    arrows: list[ArrowCourse]
    regions: list         # (region id, index, RegionBlock) of regions with units or battles
    shifts: dict = field(default_factory=dict)   # region id -> Shift, for stacks and icons moved off labels
    leaders: list[Leader] = field(default_factory=list)


class RegionPaths:
    """Region paths by index: the cut-out ones where there are, else the whole ones."""

    __slots__ = ("cut", "whole")

    def __init__(self, whole: list[QPainterPath], cut: dict[int, QPainterPath]):
        self.whole, self.cut = whole, cut

    def __getitem__(self, i: int) -> QPainterPath:
        path = self.cut.get(i)
        return self.whole[i] if path is None else path


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
            image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            p = QPainter(image)
            p.scale(scale, scale)
            p.translate(-rect.topLeft())
            self.drawing.paint_vector(p, rect, np.arange(len(self.drawing.geometry.ids)))
            p.end()
            self._images[level] = image
        return image, scale

