"""The editor's map view: the shared map drawing of a draft, with the editor's layers on top.

It is the game's `MapView` (same look, zoom and pan), redrawn after each edit with the zoom kept;
big maps are redrawn a moment after the last edit, the edited regions being painted over the
old drawing meanwhile. Mouse clicks and keys go to the current tool.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import numpy as np
import shapely
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem

from app.editor.items import (
    AdjacencyOverlay,
    BackgroundImage,
    FreshRegions,
    Handles,
    Outlines,
    ProblemMarker,
    SceneCoordinates,
    Sketch,
)
from app.mapview import MapView
from app.render.picture import MapPicture
from app.render.style import DEFAULT_STYLE
from engine.board import Board
from engine.board.editing import DraftChange, MapDraft

if TYPE_CHECKING:
    from app.editor.tools import Tool       # the tools build on this module

# Maps up to this many regions are redrawn at once after an edit; bigger ones a moment later.
REDRAW_AT_ONCE = 800
REDRAW_DELAY_MS = 600
EMPTY_MAP = (0.0, 0.0, 1000.0, 700.0)


@dataclass(frozen=True)
class ToolEvent:
    """A mouse event as tools see it: where (viewport, scene and map coordinates) and the keys held."""

    viewport: QPointF
    scene: QPointF
    map: tuple[float, float]
    modifiers: Qt.KeyboardModifier
    button: Qt.MouseButton = Qt.MouseButton.LeftButton


class EditorView(MapView):
    """A map view over a `MapDraft`. Signal `pointerMoved(float, float)`: map coordinates under the mouse."""

    pointerMoved = Signal(float, float)

    def __init__(self, parent=None):
        super().__init__(parent=parent)
        self.select_on_click = False
        self.style_ = DEFAULT_STYLE
        self.coords = SceneCoordinates(False)
        self.draft: MapDraft | None = None
        self.tool: Tool | None = None
        self.image: BackgroundImage | None = None
        self.adjacency = AdjacencyOverlay()
        self.handles = Handles()
        self.sketch = Sketch()
        self.marker = ProblemMarker()
        self.fresh = FreshRegions(self.style_)
        self.outlines = Outlines()
        self.show_adjacency = True
        self.show_names = True
        self.selected: str | None = None
        self.highlighted: frozenset[str] = frozenset()
        self.redraws = 0                  # how many times the map was redrawn (tests, benchmarks)
        self._stale: list = []            # old and new drawings of regions edited since the last redraw
        self._grabbed = False
        self._press_at: QPointF | None = None
        self._redraw_timer = QTimer(self)
        self._redraw_timer.setSingleShot(True)
        self._redraw_timer.setInterval(REDRAW_DELAY_MS)
        self._redraw_timer.timeout.connect(self.redraw)

    # -- what is shown ----------------------------------------------------------------------
    def overlays(self) -> list[QGraphicsItem]:
        items: list[QGraphicsItem] = [self.fresh, self.outlines, self.adjacency, self.handles, self.sketch,
                                      self.marker]
        return items + ([self.image] if self.image is not None else [])

    def show_draft(self, draft: MapDraft, change: DraftChange | None = None) -> None:
        """Show a new state of the map; `change` says what changed since the last one (None: all)."""
        old = self.draft
        self.draft = draft
        self.coords = SceneCoordinates(draft.info.y_axis == "up")
        if change is None or old is None or self.scene() is None or len(draft) <= REDRAW_AT_ONCE:
            self.redraw()
        else:
            for side in (change.before, change.after):
                self._stale += [r.geometry if r.radius is None else r.geometry.buffer(r.radius)
                                for r in side.regions.values() if r is not None and r.geometry is not None]
            self.fresh.show_fresh(draft, self.coords, np.array(self._stale, dtype=object))
            self._redraw_timer.start()
        self._show_adjacency()

    def redraw(self) -> None:
        """Draw the map again from the draft, keeping the zoom and the centre of the view."""
        self._redraw_timer.stop()
        if self.draft is None:
            return
        first = self.scene() is None
        scale = self.transform().m11()
        centre = self.mapToScene(self.viewport().rect().center())
        scene = self.scene()
        if scene is not None:
            for item in self.overlays():
                if item.scene() is scene:
                    scene.removeItem(item)
        picture = MapPicture(selected_region=self.selected if self.selected in self.draft else None,
                             highlights=self.highlighted, labels=self.show_names, values=self.show_names)
        self.set_board(self.display_board(self.draft), picture)
        scene = self.scene()
        for item in self.overlays():
            scene.addItem(item)
        rect = scene.sceneRect()
        for item in (self.fresh, self.outlines, self.adjacency, self.handles, self.sketch, self.marker):
            item.set_rect(rect)
        self._show_outlines()
        self._stale = []
        self.fresh.clear()
        self.redraws += 1
        if not first:
            self.zoom_by(scale / self.transform().m11())
            self.centerOn(centre)

    def flush(self) -> None:
        """Redraw now if a redraw is pending."""
        if self._redraw_timer.isActive():
            self.redraw()

    def display_board(self, draft: MapDraft) -> Board:
        """The draft as a board to draw: framed to include the background image, invalid polygons
        shown as their valid version (the drawing code needs valid ones)."""
        bounds = draft.bounds()
        if self.image is not None:
            r = self.image.scene_rect()
            (x0, y0), (x1, y1) = self.coords.to_map(r.topLeft()), self.coords.to_map(r.bottomRight())
            box = (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
            bounds = box if bounds is None else (min(bounds[0], box[0]), min(bounds[1], box[1]),
                                                 max(bounds[2], box[2]), max(bounds[3], box[3]))
        if bounds is None or bounds[2] <= bounds[0] or bounds[3] <= bounds[1]:
            bounds = EMPTY_MAP
        regions = []
        for r in draft:
            g = r.geometry
            if g is not None and g.geom_type != "Point" and not g.is_valid:
                g = shapely.make_valid(g)
                polys = [p for p in shapely.get_parts(g) if p.geom_type == "Polygon"]
                r = replace(r, geometry=shapely.MultiPolygon(polys) if polys else None)
            regions.append(r)
        return Board(replace(draft.info, bounds=bounds), regions, draft.edges.values(), draft.decorations)

    def _show_adjacency(self) -> None:
        draft = self.draft if self.show_adjacency else None
        self.adjacency.setVisible(draft is not None)
        if draft is not None:
            self.adjacency.set_draft(draft, self.coords)

    def _show_outlines(self) -> None:
        visible = self.image is not None and self.image.isVisible() and self.draft is not None
        self.outlines.setVisible(visible)
        if visible and self.draft is not None:
            self.outlines.set_draft(self.draft, self.coords)

    def set_image_visible(self, visible: bool) -> None:
        if self.image is not None:
            self.image.setVisible(visible)
            self._show_outlines()

    def set_names_visible(self, visible: bool) -> None:
        """The regions' names and values on the map (off to read the image's own numbers)."""
        self.show_names = visible
        if self.scene() is not None:
            self.set_picture(self.picture.with_(labels=visible, values=visible))

    def set_adjacency_visible(self, visible: bool) -> None:
        self.show_adjacency = visible
        self._show_adjacency()

    def select(self, region_id: str | None) -> None:
        self.selected = region_id
        if self.scene() is not None:
            self.set_selected_region(region_id if self.draft is not None and region_id in self.draft else None)

    def highlight(self, region_ids) -> None:
        self.highlighted = frozenset(region_ids)
        if self.scene() is not None:
            self.set_highlights(self.highlighted)

    def set_image(self, image: BackgroundImage | None) -> None:
        """Put the background image under the map's labels (None takes it away)."""
        if self.image is not None and self.image.scene() is not None:
            self.image.scene().removeItem(self.image)
        self.image = image
        self.redraw()

    # -- coordinates ------------------------------------------------------------------------
    def reach(self, pixels: float) -> float:
        """A distance on screen in map units at the current zoom."""
        return pixels / max(self.transform().m11(), 1e-12)

    def map_to_viewport(self, x: float, y: float) -> QPointF:
        return self.viewportTransform().map(self.coords.to_scene(x, y))

    def tool_event(self, pos: QPointF, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
                   button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> ToolEvent:
        scene = self.scene_pos(pos)
        return ToolEvent(QPointF(pos), scene, self.coords.to_map(scene), modifiers, button)

    def zoom_to(self, location: tuple[float, float] | None, extent: tuple[float, float, float, float] | None = None,
                *, context: float = 0.04) -> None:
        """Frame a place of the map: its box with some room around, or a small area round a point."""
        if self.scene() is None or (location is None and extent is None):
            return
        whole = self.sceneRect()
        least = context * max(whole.width(), whole.height())
        if extent is not None:
            a, b = self.coords.to_scene(extent[0], extent[1]), self.coords.to_scene(extent[2], extent[3])
            rect = QRectF(a, b).normalized()
        elif location is not None:
            rect = QRectF(self.coords.to_scene(*location), self.coords.to_scene(*location))
        else:
            return
        centre = self.coords.to_scene(*location) if location is not None else rect.center()
        width, height = max(rect.width() * 1.6, least), max(rect.height() * 1.6, least)
        vp = self.viewport().rect()
        target = min(vp.width() / width, vp.height() / height)
        self.zoom_by(target / self.transform().m11())
        self.centerOn(centre)
        self.marker.show_at(centre, rect if not rect.isEmpty() else None)

    # -- events -----------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        ev = self.tool_event(event.position(), event.modifiers(), event.button())
        if event.button() == Qt.MouseButton.LeftButton and self.tool is not None and self.tool.press(ev):
            self._grabbed = True
            event.accept()
            return
        right = event.button() == Qt.MouseButton.RightButton
        if right and self.tool is not None and self.tool.right_click(ev):
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._press_at = QPointF(event.position())
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        ev = self.tool_event(event.position(), event.modifiers())
        self.pointerMoved.emit(*ev.map)
        if self._grabbed and self.tool is not None:
            self.tool.drag(ev)
            event.accept()
            return
        super().mouseMoveEvent(event)
        if self.tool is not None and not event.buttons():
            self.tool.hover(ev)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        ev = self.tool_event(event.position(), event.modifiers(), event.button())
        if self._grabbed and event.button() == Qt.MouseButton.LeftButton and self.tool is not None:
            self._grabbed = False
            self.tool.release(ev)
            event.accept()
            return
        click = (event.button() == Qt.MouseButton.LeftButton and self._press_at is not None
                 and (event.position() - self._press_at).manhattanLength() < QApplication.startDragDistance())
        if event.button() == Qt.MouseButton.LeftButton:
            self._press_at = None
        super().mouseReleaseEvent(event)
        if self.tool is not None:
            self.viewport().setCursor(self.tool.cursor)
            if click:
                self.tool.click(ev)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        ev = self.tool_event(event.position(), event.modifiers(), event.button())
        left = event.button() == Qt.MouseButton.LeftButton
        if left and self.tool is not None and self.tool.double_click(ev):
            self._press_at = None
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.tool is not None and self.tool.key(event):
            event.accept()
            return
        super().keyPressEvent(event)
