"""The map as a QGraphicsScene: regions as its background, highlights as an item, over the shared
`MapDrawing`. Geometry is built once per board; a new picture repaints only what it touches
(new fills the regions, new units the labels and units, a new selection the highlights).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from app.mapview.cache import rects_of
from app.render.geometry import MapGeometry, geometry_for
from app.render.painting import MapDrawing, RasterPyramid
from app.render.picture import MapPicture
from app.render.style import DEFAULT_STYLE, MapStyle
from app.painted_safely import painted_safely
from engine.board import Board

PaintFunction = Callable[[QPainter, QRectF], None]


class MapLayer(QGraphicsItem):
    """One layer of the map over the whole scene (the highlights), painted part by part.

    `cached` gives it Qt's device-coordinate cache; the map view caches its layers itself.
    """

    def __init__(self, rect: QRectF, paint: PaintFunction, *, cached: bool = False, z: float = 0.0):
        super().__init__()
        self._rect = rect
        self._paint = paint
        self.setZValue(z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if cached:
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self._rect

    @painted_safely
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        exposed = option.exposedRect if not option.exposedRect.isEmpty() else self._rect
        inverse, ok = painter.worldTransform().inverted()
        if not ok:
            return
        # A diagonal pan exposes an L whose bounding box is everything (and a cache repainted
        # in full reports the whole item though its pixmap covers only the viewport): paint
        # each rectangle of the device clip, or the device, on its own.
        for rect in self._device_rects(painter):
            part = exposed.intersected(inverse.mapRect(QRectF(rect)))
            if part.isEmpty():
                continue
            painter.save()
            painter.setClipRect(part, Qt.ClipOperation.IntersectClip)
            self._paint(painter, part)
            painter.restore()

    @staticmethod
    def _device_rects(painter: QPainter) -> list[QRect]:
        device = painter.device()
        whole = QRect(0, 0, device.width(), device.height()) if device is not None else QRect()
        if not painter.hasClipping():
            return [whole]
        transform = painter.worldTransform()
        painter.setWorldTransform(QTransform())
        region = painter.clipRegion()
        painter.setWorldTransform(transform)
        rects = [r.intersected(whole) for r in rects_of(region)] if not whole.isEmpty() else rects_of(region)
        return [r for r in rects if not r.isEmpty()] or []


class MapScene(QGraphicsScene):
    """A board drawn as a scene whose coordinates are the map's own (y pointing down).

    The regions are the scene's background, which the view caches and scrolls as one opaque
    pixmap; highlights are a light item above them; labels, units and arrows are the view's
    foreground, cached the same way (`ScrollingCache`). A pan frame is then two blits and the
    strip that came into view.
    """

    def __init__(self, board: Board, picture: MapPicture | None = None, style: MapStyle | None = None,
                 parent=None):
        super().__init__(parent)
        self.board = board
        self.map_style = style or DEFAULT_STYLE     # not `style`: that is Qt's QGraphicsScene.style()
        self.geometry: MapGeometry = geometry_for(board)
        self.drawing = MapDrawing(self.geometry, self.map_style, picture or MapPicture())
        self.rasters = RasterPyramid(self.drawing)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # one big item: an index buys nothing
        rect = self.geometry.scene_rect
        self.setSceneRect(rect)
        self._background = QColor(self.map_style.background)
        d = self.drawing
        self.highlights_layer = MapLayer(rect, d.paint_highlights, cached=False, z=1)
        self.addItem(self.highlights_layer)
        # labels, units and arrows are drawn by the views over the items (see MapView)
        self.foreground_version = 0

    def paint_foreground(self, painter: QPainter, rect: QRectF) -> None:
        """Labels, then arrows, units and battles, over `rect` (scene coordinates)."""
        self.drawing.paint_labels(painter, rect)
        self.drawing.paint_overlay(painter, rect)

    @painted_safely
    def drawBackground(self, painter: QPainter, exposed: QRectF | QRect) -> None:
        rect = QRectF(exposed)
        painter.fillRect(rect, self._background)
        inverse, ok = painter.worldTransform().inverted()
        if not ok:
            return
        for device_rect in MapLayer._device_rects(painter):
            part = rect.intersected(inverse.mapRect(QRectF(device_rect)))
            if part.isEmpty():
                continue
            painter.save()
            painter.setClipRect(part, Qt.ClipOperation.IntersectClip)
            self.drawing.paint_base(painter, part, self.rasters)
            painter.restore()

    @property
    def picture(self) -> MapPicture:
        return self.drawing.picture

    def set_picture(self, picture: MapPicture) -> None:
        """Show a new picture, repainting only the layers whose content changed."""
        changed = picture.changed_fields(self.drawing.picture)
        if not changed:
            return
        self.drawing.picture = picture
        if "fills" in changed:
            self.rasters.clear()
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        if changed & {"highlights", "selected_region"}:
            self.highlights_layer.update()
        if changed & {"labels", "values", "markers", "arrows", "battles", "marks", "selected_marker"}:
            self.foreground_version += 1
            self.update()

    def region_at(self, scene_pos: QPointF) -> str | None:
        return self.geometry.region_at(scene_pos.x(), scene_pos.y())
