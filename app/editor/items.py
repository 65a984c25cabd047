"""What the map editor draws over the map: the background image, adjacency lines, corner handles,
the line being drawn, freshly edited regions while the map is redrawn, and a marker for problems.

Every item lives in the editor's own scene layers (z above the regions, below or above labels).
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import shapely
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QStyleOptionGraphicsItem, QWidget

from app.painted_safely import painted_safely
from app.render.geometry import paths_from_geometries
from app.render.painting import stroke_paths
from app.render.style import MapStyle
from engine.board import EdgeKind, RegionKind
from engine.board.editing import MapDraft

# z values: the regions are the scene's background; the map view's highlights are at 1 and its
# labels at 2.
Z_PATCH, Z_IMAGE, Z_OUTLINES, Z_ADJACENCY, Z_HANDLES, Z_SKETCH, Z_MARKER = 0.4, 0.5, 0.55, 1.5, 3.0, 3.5, 4.0

EDGE_COLOURS = {
    EdgeKind.LAND: "#8a4b16",      # brown: over land
    EdgeKind.COAST: "#0f8b8d",     # teal: embark and land
    EdgeKind.SEA: "#1d4f91",       # blue: sea lanes
    EdgeKind.STRAIT: "#8e24aa",    # purple, dashed: across water
    EdgeKind.SPECIAL: "#d35400",   # orange, dash-dot: declared by hand
}
EDGE_NAMES = {EdgeKind.LAND: "land border", EdgeKind.COAST: "coast", EdgeKind.SEA: "sea lane",
              EdgeKind.STRAIT: "strait", EdgeKind.SPECIAL: "special link"}
HANDLE_PX = 7.0
SKETCH_COLOUR = "#c2185b"
OUTLINE_COLOUR = "#d0006f"


def cosmetic(colour: str | QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(QColor(colour), width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    pen.setCosmetic(True)
    return pen


class SceneCoordinates:
    """Map coordinates to scene coordinates and back: the scene's y axis points down."""

    def __init__(self, flip: bool):
        self.flip = flip

    def to_scene(self, x: float, y: float) -> QPointF:
        return QPointF(x, -y if self.flip else y)

    def to_map(self, p: QPointF) -> tuple[float, float]:
        return (p.x(), -p.y() if self.flip else p.y())

    def array(self, coords: np.ndarray) -> np.ndarray:
        """Map coordinates (n x 2) in scene coordinates."""
        return coords * np.array([1.0, -1.0]) if self.flip else coords

    def geometries(self, geoms: np.ndarray) -> np.ndarray:
        if not self.flip or len(geoms) == 0:
            return geoms
        return shapely.transform(geoms, lambda c: c * np.array([1.0, -1.0]))


class BackgroundImage(QGraphicsPixmapItem):
    """The map image the GM draws over: placed by its top-left corner and a scale (map units per pixel)."""

    def __init__(self, image: QImage):
        super().__init__(QPixmap.fromImage(image))
        self.setZValue(Z_IMAGE)
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setOpacity(0.5)

    def place(self, x: float, y: float, scale: float) -> None:
        """Top-left corner at scene point (x, y), each pixel `scale` scene units wide."""
        self.setPos(x, y)
        self.setTransform(QTransform.fromScale(scale, scale))

    @property
    def scale_factor(self) -> float:
        return self.transform().m11()

    def pixel_at(self, scene: QPointF) -> tuple[float, float]:
        """The image pixel (column, row) under a scene point."""
        s = self.scale_factor or 1.0
        return ((scene.x() - self.pos().x()) / s, (scene.y() - self.pos().y()) / s)

    def scene_rect(self) -> QRectF:
        return self.mapRectToScene(self.boundingRect())


class _Overlay(QGraphicsItem):
    """An item as large as the map that paints in device pixels over it."""

    def __init__(self, z: float):
        super().__init__()
        self._rect = QRectF()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        pad = 0.5 * max(rect.width(), rect.height(), 1.0)
        rect = rect.adjusted(-pad, -pad, pad, pad)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect

    def boundingRect(self) -> QRectF:
        return self._rect


class AdjacencyOverlay(_Overlay):
    """A line between the label points of every two neighbours, coloured by the kind of edge."""

    def __init__(self):
        super().__init__(Z_ADJACENCY)
        self._paths: dict[EdgeKind, QPainterPath] = {}
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_draft(self, draft: MapDraft, coords: SceneCoordinates) -> None:
        anchors = {}
        for r in draft:
            if r.label_point is not None:
                anchors[r.id] = coords.to_scene(*r.label_point)
        paths = {kind: QPainterPath() for kind in EdgeKind}
        for e in draft.edges.values():
            a, b = anchors.get(e.a), anchors.get(e.b)
            if a is None or b is None:
                continue
            path = paths[e.kind]
            path.moveTo(a)
            if e.kind is EdgeKind.STRAIT and e.sea in anchors:
                path.lineTo(anchors[e.sea])      # a strait runs by way of the sea controlling it
            elif e.kind is EdgeKind.SPECIAL and e.via in anchors:
                path.lineTo(anchors[e.via])
            path.lineTo(b)
        self._paths = paths
        self.update()

    @painted_safely
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        styles = {EdgeKind.STRAIT: Qt.PenStyle.DashLine, EdgeKind.SPECIAL: Qt.PenStyle.DashDotLine}
        halo = cosmetic("#fbf7ec", 4.5)
        for kind, path in self._paths.items():
            if path.isEmpty():
                continue
            painter.strokePath(path, halo)
            line = styles.get(kind, Qt.PenStyle.SolidLine)
            painter.strokePath(path, cosmetic(EDGE_COLOURS[kind], 2.0, line))


class Outlines(_Overlay):
    """The regions' borders over the background image, to hold them against the image's own lines."""

    def __init__(self):
        super().__init__(Z_OUTLINES)
        self.paths: list[QPainterPath] = []
        self.boxes = np.zeros((0, 4))
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_draft(self, draft: MapDraft, coords: SceneCoordinates) -> None:
        shapes = [r.geometry if r.radius is None else r.geometry.buffer(r.radius, quad_segs=16)
                  for r in draft if r.geometry is not None and not r.geometry.is_empty]
        geoms = coords.geometries(np.array(shapes, dtype=object))
        self.paths = paths_from_geometries(geoms, closed=True) if shapes else []
        self.boxes = shapely.bounds(geoms).reshape(-1, 4) if shapes else np.zeros((0, 4))
        self.update()

    @painted_safely
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.paths:
            return
        r = option.exposedRect
        b = self.boxes
        near = np.flatnonzero((b[:, 0] <= r.right()) & (b[:, 2] >= r.left()) & (b[:, 1] <= r.bottom())
                              & (b[:, 3] >= r.top()))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        # one device pixel on Qt's fast path: a wider antialiased line over detailed borders is slow
        stroke_paths(painter, [self.paths[i] for i in near.tolist()], QColor(OUTLINE_COLOUR), 1.2)


class Handles(_Overlay):
    """Square handles on the corners of the selected region; the one under the mouse is filled."""

    def __init__(self):
        super().__init__(Z_HANDLES)
        self.points = np.zeros((0, 2))      # scene coordinates
        self.hot: int | None = None

    def set_points(self, points: np.ndarray) -> None:
        self.points = points
        self.hot = None
        self.update()

    def set_hot(self, index: int | None) -> None:
        if index != self.hot:
            self.hot = index
            self.update()

    def nearest(self, view_transform: QTransform, viewport_pos: QPointF, reach_px: float) -> int | None:
        """The handle within `reach_px` of a viewport position, or None."""
        if not len(self.points):
            return None
        t = view_transform
        x = self.points[:, 0] * t.m11() + self.points[:, 1] * t.m21() + t.dx()
        y = self.points[:, 0] * t.m12() + self.points[:, 1] * t.m22() + t.dy()
        d = np.hypot(x - viewport_pos.x(), y - viewport_pos.y())
        i = int(np.argmin(d))
        return i if d[i] <= reach_px else None

    @painted_safely
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not len(self.points):
            return
        t = painter.worldTransform()
        x = self.points[:, 0] * t.m11() + self.points[:, 1] * t.m21() + t.dx()
        y = self.points[:, 0] * t.m12() + self.points[:, 1] * t.m22() + t.dy()
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        h = HANDLE_PX
        painter.setPen(cosmetic("#1b1b1b", 1.0))
        painter.setBrush(QColor("#ffffff"))
        for i, (px, py) in enumerate(zip(x.tolist(), y.tolist())):
            if i != self.hot:
                painter.drawRect(QRectF(px - h / 2, py - h / 2, h, h))
        if self.hot is not None and self.hot < len(x):
            painter.setBrush(QColor(SKETCH_COLOUR))
            painter.drawRect(QRectF(x[self.hot] - h * 0.7, y[self.hot] - h * 0.7, h * 1.4, h * 1.4))
        painter.restore()


class Sketch(_Overlay):
    """What is being drawn: the corners placed so far, a line to the mouse, and a hint where the
    next click snaps (a ring on a corner, a cross on a border)."""

    def __init__(self):
        super().__init__(Z_SKETCH)
        self.points: list[QPointF] = []
        self.pointer: QPointF | None = None      # not `cursor`: that is Qt's QGraphicsItem.cursor()
        self.closed_hint = False           # the next click closes the outline
        self.snap_kind = "none"
        self.lines: list[tuple[QPointF, QPointF]] = []   # extra lines (a corner being dragged)
        self.filled = False

    def set(self, points: Iterable[QPointF] = (), cursor: QPointF | None = None, *, closed_hint: bool = False,
            snap_kind: str = "none", lines: Iterable[tuple[QPointF, QPointF]] = (), filled: bool = False) -> None:
        self.points = list(points)
        self.pointer = cursor
        self.closed_hint = closed_hint
        self.snap_kind = snap_kind
        self.lines = list(lines)
        self.filled = filled
        self.update()

    def clear(self) -> None:
        self.set()

    @painted_safely
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        t = painter.worldTransform()
        device = [t.map(p) for p in self.points]
        cursor = t.map(self.pointer) if self.pointer is not None else None
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        colour = QColor(SKETCH_COLOUR)
        if device:
            path = QPainterPath(device[0])
            for p in device[1:]:
                path.lineTo(p)
            if self.filled and len(device) > 2:
                fill = QColor(colour)
                fill.setAlpha(50)
                closed = QPainterPath(path)
                if cursor is not None:
                    closed.lineTo(cursor)
                closed.closeSubpath()
                painter.fillPath(closed, fill)
            painter.strokePath(path, cosmetic("#ffffff", 4.0))
            painter.strokePath(path, cosmetic(colour, 2.0))
            if cursor is not None:
                painter.setPen(cosmetic(colour, 1.5, Qt.PenStyle.DashLine))
                painter.drawLine(device[-1], cursor)
            painter.setPen(cosmetic("#ffffff", 1.5))
            painter.setBrush(colour)
            for i, p in enumerate(device):
                r = 6.0 if i == 0 and self.closed_hint else 3.5
                painter.drawEllipse(p, r, r)
        for a, b in self.lines:
            painter.setPen(cosmetic("#ffffff", 4.0))
            painter.drawLine(t.map(a), t.map(b))
            painter.setPen(cosmetic(colour, 2.0, Qt.PenStyle.DashLine))
            painter.drawLine(t.map(a), t.map(b))
        if cursor is not None and self.snap_kind != "none":
            painter.setPen(cosmetic(colour, 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            if self.snap_kind == "vertex":
                painter.drawEllipse(cursor, 6.0, 6.0)
            else:
                painter.drawLine(cursor + QPointF(-5, -5), cursor + QPointF(5, 5))
                painter.drawLine(cursor + QPointF(-5, 5), cursor + QPointF(5, -5))
        painter.restore()


class ProblemMarker(_Overlay):
    """A red ring around the place of the problem the GM clicked in the problems list."""

    def __init__(self):
        super().__init__(Z_MARKER)
        self.where: QPointF | None = None
        self.box: QRectF | None = None

    def show_at(self, where: QPointF | None, box: QRectF | None = None) -> None:
        self.where, self.box = where, box
        self.update()

    @painted_safely
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.where is None:
            return
        t = painter.worldTransform()
        centre = t.map(self.where)
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.box is not None and not self.box.isEmpty():
            rect = t.mapRect(self.box).adjusted(-6, -6, 6, 6)
            painter.setPen(cosmetic("#ffffff", 5.0))
            painter.drawRect(rect)
            painter.setPen(cosmetic("#d32f2f", 2.5, Qt.PenStyle.DashLine))
            painter.drawRect(rect)
        for colour, width in (("#ffffff", 6.0), ("#d32f2f", 3.0)):
            painter.setPen(cosmetic(colour, width))
            painter.drawEllipse(centre, 14.0, 14.0)
        painter.restore()


class FreshRegions(_Overlay):
    """Regions edited since the map was last drawn, painted over the stale drawing until it is
    redrawn (big maps are redrawn a moment after the last edit, not after every one)."""

    def __init__(self, style: MapStyle):
        super().__init__(Z_PATCH)
        self.style = style
        self.clip = QPainterPath()
        self.fills: list[tuple[QPainterPath, QColor]] = []
        self.borders = QPainterPath()

    def clear(self) -> None:
        self.clip = QPainterPath()
        self.fills = []
        self.borders = QPainterPath()
        self.update()

    def show_fresh(self, draft: MapDraft, coords: SceneCoordinates, dirty: np.ndarray) -> None:
        """Repaint the area of `dirty` (shapely geometries in map coordinates: the old and new
        drawings of the edited regions) with every region of the draft that lies there."""
        area = shapely.union_all(dirty) if len(dirty) else None
        if area is None or area.is_empty:
            self.clear()
            return
        area = area.buffer(max(draft.tolerance, draft.eps) * 2)
        x0, y0, x1, y1 = area.bounds
        ids = [rid for rid in draft.near((x0 + x1) / 2, (y0 + y1) / 2, max(x1 - x0, y1 - y0))]
        regions = [draft[rid] for rid in ids]
        shapes = np.array([r.geometry if r.radius is None else r.geometry.buffer(r.radius) for r in regions],
                          dtype=object)
        paths = paths_from_geometries(coords.geometries(shapes), closed=True) if len(shapes) else []
        colour = {RegionKind.SEA: QColor(self.style.sea), RegionKind.LAND: QColor(self.style.neutral),
                  RegionKind.IMPASSABLE: QColor(self.style.impassable)}
        self.fills = [(path, colour[r.kind]) for path, r in zip(paths, regions)]
        borders = QPainterPath()
        for path in paths:
            borders.addPath(path)
        self.borders = borders
        self.clip = paths_from_geometries(coords.geometries(np.array([area], dtype=object)), closed=True)[0]
        self.update()

    @painted_safely
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.clip.isEmpty():
            return
        painter.save()
        painter.setClipPath(self.clip, Qt.ClipOperation.IntersectClip)
        painter.fillPath(self.clip, QColor(self.style.background))
        for path, colour in self.fills:
            painter.fillPath(path, QBrush(colour))
        painter.strokePath(self.borders, cosmetic(self.style.border, self.style.border_width))
        painter.restore()
