"""The clickable map widget: zoom (wheel, +/-), pan (drag, arrow keys), fit (F), hover, selection.

The widget shows a `MapPicture` and reports what the user points at; it decides nothing about
the rules. Callers answer "what does the tooltip say" with `set_tooltip_provider`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QCursor, QHelpEvent, QKeyEvent, QMouseEvent, QPainter, QTransform, QWheelEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QToolTip

from app.mapview.cache import ScrollingCache
from app.mapview.scene import MapScene
from app.render.picture import Arrow, Battle, MapPicture, Marker
from app.render.style import MapStyle
from app.painted_safely import painted_safely
from engine.board import Board

TooltipProvider = Callable[[str], "str | None"]

MIN_ZOOM = 0.5          # relative to fitting the whole map in the window
WHEEL_STEP = 1.0015     # zoom factor per eighth of a degree of wheel turn (120 = one notch = x1.2)
KEY_STEP = 1.25


class MapView(QGraphicsView):
    """A map the GM can click, with the picture (fills, units, arrows, highlights) on top.

    Signals: `regionClicked(str)` a region id; `markerClicked(object)` the `Marker`;
    `regionHovered(str)` the region under the mouse ("" for none); `zoomChanged(float)` the
    zoom relative to fitting the map in the window. While a dialog picks places on the map
    (`set_place_picking`), a click goes to it instead of the signals.
    """

    regionClicked = Signal(str)
    markerClicked = Signal(object)
    regionHovered = Signal(str)
    zoomChanged = Signal(float)

    def __init__(self, board: Board | None = None, picture: MapPicture | None = None,
                 style: MapStyle | None = None, parent=None):
        super().__init__(parent)
        self.select_on_click = True
        self.seen_by: str | None = None     # whose map is shown: None the GM's, else a nation's private map
        self._pick: Callable[[str], None] | None = None
        self._tooltip_provider: TooltipProvider | None = None
        self._fitted = True
        self._fit_scale = 1.0
        self._hovered = ""
        self._press: QPointF | None = None
        self._press_button = Qt.MouseButton.NoButton
        self._last: QPointF | None = None
        self._panning = False
        self._foreground = ScrollingCache(self._paint_foreground)
        hint = QPainter.RenderHint
        self.setRenderHints(hint.Antialiasing | hint.SmoothPixmapTransform | hint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)      # the regions: see MapScene
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        if board is not None:
            self.set_board(board, picture, style)

    # -- content ----------------------------------------------------------------------------
    def set_board(self, board: Board, picture: MapPicture | None = None, style: MapStyle | None = None) -> None:
        """Show another map (builds its geometry once; later pictures reuse it)."""
        old = self.scene()
        scene = MapScene(board, picture, style, parent=self)
        self.setScene(scene)      # no view background brush: it would hide the scene's drawBackground
        if old is not None:
            old.deleteLater()
        self._foreground.invalidate()
        self._hovered = ""
        self.fit()

    def map_scene(self) -> MapScene:
        scene = self.scene()
        if not isinstance(scene, MapScene):
            raise RuntimeError("the map view shows no map yet: call set_board first")  # noqa: TRY004
        return scene

    @property
    def picture(self) -> MapPicture:
        return self.map_scene().picture

    def set_picture(self, picture: MapPicture) -> None:
        """Show new fills, markers, arrows, highlights... without rebuilding the map's geometry."""
        self.map_scene().set_picture(picture)

    def _change(self, **changes) -> None:
        self.set_picture(self.picture.with_(**changes))

    def set_fills(self, fills: Mapping[str, str]) -> None:
        self._change(fills=fills)

    def set_markers(self, markers: Iterable[Marker]) -> None:
        self._change(markers=tuple(markers))

    def set_arrows(self, arrows: Iterable[Arrow]) -> None:
        self._change(arrows=tuple(arrows))

    def set_battles(self, battles: Iterable[Battle | str]) -> None:
        self._change(battles=tuple(battles))

    def set_highlights(self, region_ids: Iterable[str]) -> None:
        """Mark regions as possible destinations (an empty list clears them)."""
        self._change(highlights=frozenset(region_ids))

    def set_selected_region(self, region_id: str | None) -> None:
        self._change(selected_region=region_id)

    def set_selected_marker(self, key: str | None) -> None:
        self._change(selected_marker=key)

    def set_tooltip_provider(self, provider: TooltipProvider | None) -> None:
        """`provider(region_id)` gives the hover text for a region (None: no tooltip)."""
        self._tooltip_provider = provider

    def set_place_picking(self, pick: Callable[[str], None] | None) -> None:
        """While `pick` is set, a click in a region (or on a counter in it) calls `pick(region_id)`
        and nothing else: no order is given, nothing is selected. None ends picking."""
        self._pick = pick
        self.viewport().setCursor(self._idle_cursor())

    @property
    def picking_places(self) -> bool:
        return self._pick is not None

    def _idle_cursor(self) -> Qt.CursorShape:
        return Qt.CursorShape.PointingHandCursor if self._pick is not None else Qt.CursorShape.OpenHandCursor

    # -- what is where ----------------------------------------------------------------------
    def scene_pos(self, pos: QPoint | QPointF) -> QPointF:
        inverse, _ = self.viewportTransform().inverted()
        return inverse.map(QPointF(pos))

    def region_at(self, pos: QPoint | QPointF) -> str | None:
        """The id of the region under a viewport position, or None."""
        if not isinstance(self.scene(), MapScene):
            return None
        return self.map_scene().region_at(self.scene_pos(pos))

    def marker_at(self, pos: QPoint | QPointF) -> Marker | None:
        """The marker under a viewport position (the one drawn on top), or None."""
        if not isinstance(self.scene(), MapScene):
            return None
        point = QPointF(pos)
        for marker, box in reversed(self.map_scene().drawing.marker_boxes(self.viewportTransform())):
            if box.adjusted(-1, -1, 1, 1).contains(point):
                return marker
        return None

    def viewport_pos(self, region_id: str) -> QPoint | None:
        """Where a region's label point is in the viewport (useful for tests and pop-ups)."""
        anchor = self.map_scene().geometry.anchor(region_id)
        return None if anchor is None else self.viewportTransform().map(anchor).toPoint()

    def marker_pos(self, marker: Marker) -> QPoint | None:
        for m, box in self.map_scene().drawing.marker_boxes(self.viewportTransform()):
            if m == marker:
                return box.center().toPoint()
        return None

    def tooltip_at(self, pos: QPoint | QPointF) -> str | None:
        """The hover text at a viewport position: a planned-order mark's or a marker's own tooltip,
        else the region's."""
        point = QPointF(pos)
        if isinstance(self.scene(), MapScene):
            for mark, box in self.map_scene().drawing.mark_boxes(self.viewportTransform()):
                if mark.tooltip and box.adjusted(-1, -1, 1, 1).contains(point):
                    return mark.tooltip
        marker = self.marker_at(pos)
        if marker is not None and marker.tooltip:
            return marker.tooltip
        rid = self.region_at(pos)
        if rid is None:
            return None
        if self._tooltip_provider is not None:
            text = self._tooltip_provider(rid)
        else:
            region = self.map_scene().board[rid]
            text = region.name + (f" ({region.value})" if region.value else "")
        battle = next((b for b in self.picture.battles if b.region == rid and b.tooltip), None)
        if battle is not None:
            text = f"{text}\n{battle.tooltip}" if text else battle.tooltip
        return text

    # -- zoom and pan -----------------------------------------------------------------------
    def zoom(self) -> float:
        """Current zoom relative to fitting the map in the window (1.0 = fitted)."""
        return self.transform().m11() / self._fit_scale

    def max_zoom(self) -> float:
        n = len(self.map_scene().geometry.ids) if isinstance(self.scene(), MapScene) else 1
        return max(8.0, 2.0 * math.sqrt(max(n, 1)))

    def fit(self) -> None:
        """Show the whole map (key F)."""
        scene = self.scene()
        if scene is None:
            return
        rect = scene.sceneRect()
        vp = self.viewport().rect()
        if rect.isEmpty() or vp.width() < 2 or vp.height() < 2:
            self._fitted = True
            return
        scale = min((vp.width() - 4) / rect.width(), (vp.height() - 4) / rect.height())
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())
        self._fit_scale = scale
        self._fitted = True
        self.zoomChanged.emit(1.0)

    def zoom_by(self, factor: float, anchor: QPoint | QPointF | None = None) -> None:
        """Zoom by `factor`, keeping the scene point under `anchor` (viewport position) still."""
        if self.scene() is None:
            return
        current = self.transform().m11()
        target = min(max(current * factor, self._fit_scale * MIN_ZOOM), self._fit_scale * self.max_zoom())
        if abs(target / current - 1) < 1e-9:
            return
        anchor = QPointF(anchor) if anchor is not None else QPointF(self.viewport().rect().center())
        fixed = self.scene_pos(anchor)
        self.setTransform(QTransform.fromScale(target, target))
        moved = self.viewportTransform().map(fixed) - anchor
        self._scroll_by(moved.x(), moved.y())
        self._fitted = False
        self.zoomChanged.emit(self.zoom())

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the map view by (dx, dy) viewport pixels (positive: look further right/down)."""
        self._scroll_by(dx, dy)

    def center_on_region(self, region_id: str) -> None:
        anchor = self.map_scene().geometry.anchor(region_id)
        if anchor is not None:
            self.centerOn(anchor)

    def _scroll_by(self, dx: float, dy: float) -> None:
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + round(dx))
        v.setValue(v.value() + round(dy))

    def _cursor_anchor(self) -> QPointF | None:
        pos = self.viewport().mapFromGlobal(QCursor.pos())
        return QPointF(pos) if self.viewport().rect().contains(pos) else None

    # -- drawing ----------------------------------------------------------------------------
    @painted_safely
    def drawForeground(self, painter: QPainter, exposed: QRectF | QRect) -> None:
        rect = QRectF(exposed)
        scene = self.scene()
        if isinstance(scene, MapScene):
            vp = self.viewport()
            self._foreground.draw(painter, rect, self.viewportTransform(), vp.size(), vp.devicePixelRatioF(),
                                  (id(scene), scene.foreground_version))

    def _paint_foreground(self, painter: QPainter, rect: QRectF) -> None:
        scene = self.scene()
        if isinstance(scene, MapScene):
            scene.paint_foreground(painter, rect)

    # -- events -----------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._fitted:
            self.fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._fitted:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.pixelDelta().y()
        if delta:
            self.zoom_by(WHEEL_STEP ** delta, event.position())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        step = 0.2 * min(self.viewport().width(), self.viewport().height())
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(KEY_STEP, self._cursor_anchor())
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_by(1 / KEY_STEP, self._cursor_anchor())
        elif key in (Qt.Key.Key_F, Qt.Key.Key_0, Qt.Key.Key_Home):
            self.fit()
        elif key == Qt.Key.Key_Left:
            self.pan_by(-step, 0)
        elif key == Qt.Key.Key_Right:
            self.pan_by(step, 0)
        elif key == Qt.Key.Key_Up:
            self.pan_by(0, -step)
        elif key == Qt.Key.Key_Down:
            self.pan_by(0, step)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.MiddleButton) and self._press is None:
            self._press = self._last = event.position()
            self._press_button = event.button()
            self._panning = False
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        if self._press is not None:
            if not self._panning and (pos - self._press).manhattanLength() >= QApplication.startDragDistance():
                self._panning = True
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            if self._panning and self._last is not None:
                d = pos - self._last
                self._last = pos
                self._scroll_by(-d.x(), -d.y())
                event.accept()
                return
        self._hover(pos)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and event.button() == self._press_button:
            clicked = not self._panning and event.button() == Qt.MouseButton.LeftButton
            self._press = self._last = None
            self._panning = False
            self.viewport().setCursor(self._idle_cursor())
            if clicked:
                self._click(event.position())
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # a double click is two clicks for us; Qt sends press, release, double-click, release
        if event.button() == Qt.MouseButton.LeftButton:
            self.mousePressEvent(event)
            return
        super().mouseDoubleClickEvent(event)

    def leaveEvent(self, event) -> None:
        if self._hovered:
            self._hovered = ""
            self.regionHovered.emit("")
        super().leaveEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:
        if isinstance(event, QHelpEvent) and event.type() == QEvent.Type.ToolTip:
            text = self.tooltip_at(event.pos())
            if text:
                QToolTip.showText(event.globalPos(), text, self.viewport())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().viewportEvent(event)

    def _hover(self, pos: QPointF) -> None:
        rid = self.region_at(pos) or ""
        if rid != self._hovered:
            self._hovered = rid
            self.regionHovered.emit(rid)
            if QToolTip.isVisible():
                text = self.tooltip_at(pos)
                if text:
                    QToolTip.showText(self.viewport().mapToGlobal(pos.toPoint()), text, self.viewport())
                else:
                    QToolTip.hideText()

    def _click(self, pos: QPointF) -> None:
        marker = self.marker_at(pos)
        if self._pick is not None:
            region = marker.region if marker is not None else self.region_at(pos)
            if region:
                self._pick(region)
            return
        if marker is not None:
            if self.select_on_click and marker.key is not None:
                self.set_selected_marker(marker.key)
            self.markerClicked.emit(marker)
            return
        rid = self.region_at(pos)
        if rid is not None:
            if self.select_on_click:
                self.set_selected_region(rid)
            self.regionClicked.emit(rid)

