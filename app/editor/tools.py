"""The map editor's tools: what a click, a drag or a key does on the map in each of them.

A tool turns mouse events into undo commands through the editor (`editor.do(...)`); it never
changes the draft itself. Each tool's `tip` is what the status bar tells the GM to do.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent
from shapely.geometry import LineString, Point, Polygon

from app.editor import commands
from app.editor.view import ToolEvent
from engine.board import EdgeKind, RegionKind
from engine.board.editing import EditError, Snap

if TYPE_CHECKING:
    from app.editor.editor import MapEditor

SNAP_PX = 10.0      # how near (screen pixels) a corner or border must be to snap to it
CLOSE_PX = 10.0     # how near the first corner a click closes the outline
HANDLE_REACH_PX = 8.0
ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class Tool:
    name = ""
    label = ""
    shortcut = ""
    tip = ""
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, editor: MapEditor):
        self.editor = editor
        self.view = editor.view

    @property
    def draft(self):
        return self.editor.document.draft

    def activate(self) -> None:
        self.view.viewport().setCursor(self.cursor)
        self.editor.status(self.tip)

    def deactivate(self) -> None:
        self.view.sketch.clear()
        self.view.highlight(())

    # events: press returns True to take the drag that follows; the others act on their own
    def press(self, ev: ToolEvent) -> bool:
        return False

    def drag(self, ev: ToolEvent) -> None:
        pass

    def release(self, ev: ToolEvent) -> None:
        pass

    def click(self, ev: ToolEvent) -> None:
        pass

    def right_click(self, ev: ToolEvent) -> bool:
        return False

    def double_click(self, ev: ToolEvent) -> bool:
        return False

    def hover(self, ev: ToolEvent) -> None:
        pass

    def key(self, event: QKeyEvent) -> bool:
        return False

    def draft_changed(self) -> None:
        """The map changed (an edit, an undo): forget what no longer exists."""

    def selection_changed(self) -> None:
        pass

    # helpers
    def region_at(self, ev: ToolEvent) -> str | None:
        return self.draft.region_at(*ev.map)

    def snapped(self, ev: ToolEvent, *, skip=()) -> Snap:
        if ev.modifiers & Qt.KeyboardModifier.AltModifier:          # Alt: no snapping
            return Snap(ev.map)
        return self.draft.snap(*ev.map, self.view.reach(SNAP_PX), skip=skip)

    def scene_point(self, xy) -> QPointF:
        return self.view.coords.to_scene(*xy)


class SelectTool(Tool):
    name, label, shortcut = "select", "Select", "S"
    tip = "Click a region to see and change its attributes (Delete deletes it); drag to pan, wheel to zoom."
    cursor = Qt.CursorShape.ArrowCursor

    def click(self, ev: ToolEvent) -> None:
        self.editor.select(self.region_at(ev))

    def key(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Delete and self.editor.selected:
            self.editor.delete_region(self.editor.selected)
            return True
        return False


class PointsTool(Tool):
    """A tool that collects clicked points (snapped) until Enter or a double click finishes them;
    Backspace takes the last point back, Esc drops them all."""

    filled = False                        # the sketch is drawn as an area (a region) or a line

    def __init__(self, editor: MapEditor):
        super().__init__(editor)
        self.points: list[tuple[float, float]] = []

    def deactivate(self) -> None:
        self.points = []
        super().deactivate()

    def add_point(self, ev: ToolEvent) -> None:
        point = self.snapped(ev).point
        if self.points and math.dist(point, self.points[-1]) <= self.draft.eps:
            return                        # the same point twice (a double click's first half)
        self.points.append(point)
        self.hover(ev)

    def key(self, event: QKeyEvent) -> bool:
        if event.key() in ENTER:
            self.finish()
        elif event.key() == Qt.Key.Key_Backspace and self.points:
            self.points.pop()
            self.view.sketch.set([self.scene_point(p) for p in self.points], filled=self.filled)
        elif event.key() == Qt.Key.Key_Escape and self.points:
            self.points = []
            self.view.sketch.clear()
        else:
            return False
        return True

    def take_points(self) -> list[tuple[float, float]]:
        points, self.points = self.points, []
        self.view.sketch.clear()
        return points

    def finish(self) -> None:
        raise NotImplementedError


class DrawPolygonTool(PointsTool):
    name, label, shortcut = "polygon", "Draw region", "P"
    tip = ("Click the corners of a new region; click its first corner again, double-click or press Enter "
           "to finish. Backspace takes a corner back, Esc cancels. Corners snap to the corners and borders "
           "nearby (hold Alt not to snap); what covers regions already drawn is cut away.")
    filled = True

    def _closes(self, ev: ToolEvent) -> bool:
        if len(self.points) < 3:
            return False
        first = self.view.map_to_viewport(*self.points[0])
        return math.hypot(first.x() - ev.viewport.x(), first.y() - ev.viewport.y()) <= CLOSE_PX

    def click(self, ev: ToolEvent) -> None:
        if self._closes(ev):
            self.finish()
            return
        self.add_point(ev)

    def double_click(self, ev: ToolEvent) -> bool:
        self.finish()
        return True

    def hover(self, ev: ToolEvent) -> None:
        if not self.points:
            snap = self.snapped(ev)
            self.view.sketch.set(cursor=self.scene_point(snap.point), snap_kind=snap.kind)
            return
        closes = self._closes(ev)
        snap = Snap(self.points[0], "vertex") if closes else self.snapped(ev)
        self.view.sketch.set([self.scene_point(p) for p in self.points], self.scene_point(snap.point),
                             closed_hint=closes, snap_kind=snap.kind, filled=True)

    def finish(self) -> None:
        points = self.take_points()
        if len(points) < 3:
            if points:
                self.editor.status("A region needs at least three corners.")
            return
        kind = self.editor.new_kind
        command = self.editor.do(lambda: commands.AddRegion(self.editor.document, Polygon(points), kind))
        if command is not None:
            self.editor.select(command.region_id)


class DrawPointTool(Tool):
    name, label, shortcut = "point", "Draw circle", "C"
    tip = ("Click to place a region drawn as a circle (maps of circles joined by lines); join them with "
           "the Join tool.")

    def click(self, ev: ToolEvent) -> None:
        kind = self.editor.new_kind
        radius = self.editor.circle_radius()
        command = self.editor.do(lambda: commands.AddPointRegion(self.editor.document, *ev.map, radius, kind))
        if command is not None:
            self.editor.select(command.region_id)


class VertexTool(Tool):
    name, label, shortcut = "vertex", "Corners", "V"
    tip = ("Drag a corner of the selected region to move it (the neighbours sharing it follow); click on a "
           "border to add a corner; Shift+click or Delete removes the corner under the mouse. Click another "
           "region to select it.")

    def __init__(self, editor: MapEditor):
        super().__init__(editor)
        self.grabbed: tuple[float, float] | None = None
        self.neighbours: list[QPointF] = []
        self.circle: str | None = None
        self.target: Snap | None = None

    def activate(self) -> None:
        super().activate()
        self.selection_changed()

    def deactivate(self) -> None:
        self.view.handles.set_points(np.zeros((0, 2)))
        self.grabbed = None
        super().deactivate()

    def selection_changed(self) -> None:
        rid = self.editor.selected
        corners = np.zeros((0, 2))
        if rid and rid in self.draft:
            r = self.draft[rid]
            if r.geometry is not None and r.geometry.geom_type == "Point":
                corners = np.array([[r.geometry.x, r.geometry.y]])
            else:
                corners = self.draft.corners(rid)
        self.view.handles.set_points(self.view.coords.array(corners))

    draft_changed = selection_changed

    def _handle(self, ev: ToolEvent) -> int | None:
        return self.view.handles.nearest(self.view.viewportTransform(), ev.viewport, HANDLE_REACH_PX)

    def _corner(self, index: int) -> tuple[float, float]:
        x, y = self.view.coords.to_map(QPointF(*self.view.handles.points[index]))
        return (float(x), float(y))

    def hover(self, ev: ToolEvent) -> None:
        self.view.handles.set_hot(self._handle(ev))

    def press(self, ev: ToolEvent) -> bool:
        index = self._handle(ev)
        if index is None:
            return False
        corner = self._corner(index)
        rid = self.editor.selected
        if ev.modifiers & Qt.KeyboardModifier.ShiftModifier:
            self.editor.do(lambda: commands.RemoveVertex(self.editor.document, *corner))
            return True
        r = self.draft[rid]
        self.circle = rid if r.geometry.geom_type == "Point" else None
        self.grabbed = corner
        self.neighbours = [] if self.circle else self._corners_beside(corner)
        self.target = None
        return True

    def _corners_beside(self, corner) -> list[QPointF]:
        """The corners on either side of `corner` in every region that has it: the preview's lines."""
        p = np.asarray(corner)
        eps = self.draft.eps
        out = []
        for rid in self.draft.near(*corner, eps):
            r = self.draft[rid]
            if r.geometry is None or r.geometry.geom_type == "Point":
                continue
            for poly in (r.geometry.geoms if r.geometry.geom_type == "MultiPolygon" else [r.geometry]):
                for ring in [poly.exterior, *poly.interiors]:
                    c = np.asarray(ring.coords)[:-1, :2]
                    for i in np.flatnonzero(np.abs(c - p).max(axis=1) <= eps).tolist():
                        out += [self.scene_point(c[i - 1]), self.scene_point(c[(i + 1) % len(c)])]
        return out

    def drag(self, ev: ToolEvent) -> None:
        if self.grabbed is None:
            return
        snap = Snap(ev.map) if self.circle else self.snapped(ev)
        if snap.kind == "vertex" and math.dist(snap.point, self.grabbed) <= self.draft.eps:
            snap = Snap(ev.map)           # its own place: no snap
        self.target = snap
        cursor = self.scene_point(snap.point)
        self.view.sketch.set(cursor=cursor, snap_kind=snap.kind, lines=[(n, cursor) for n in self.neighbours])

    def release(self, ev: ToolEvent) -> None:
        grabbed, target, circle = self.grabbed, self.target, self.circle
        self.grabbed = self.target = self.circle = None
        self.view.sketch.clear()
        if grabbed is None or target is None or math.dist(grabbed, target.point) <= self.draft.eps:
            return
        document = self.editor.document
        if circle:
            dx, dy = target.point[0] - grabbed[0], target.point[1] - grabbed[1]
            self.editor.do(lambda: commands.MovePointRegion(document, circle, dx, dy))
        else:
            self.editor.do(lambda: commands.MoveVertex(document, grabbed, target.point))

    def click(self, ev: ToolEvent) -> None:
        rid = self.editor.selected
        if rid and rid in self.draft:
            r = self.draft[rid]
            boundary = r.geometry.boundary if r.geometry is not None and r.geometry.geom_type != "Point" else None
            reach = self.view.reach(HANDLE_REACH_PX)
            if boundary is not None and boundary.distance(Point(ev.map)) <= reach:
                self.editor.do(lambda: commands.InsertVertex(self.editor.document, *ev.map, reach))
                return
        self.editor.select(self.region_at(ev))

    def key(self, event: QKeyEvent) -> bool:
        hot = self.view.handles.hot
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and hot is not None:
            corner = self._corner(hot)
            self.editor.do(lambda: commands.RemoveVertex(self.editor.document, *corner))
            return True
        return False


class SplitTool(PointsTool):
    name, label, shortcut = "split", "Split", "K"
    tip = ("Click points of a line across a region, from one border to the other (points snap to borders), "
           "then press Enter or double-click: the region is cut in two along it (the selected region if the "
           "line crosses several). Esc cancels.")

    def click(self, ev: ToolEvent) -> None:
        self.add_point(ev)

    def hover(self, ev: ToolEvent) -> None:
        snap = self.snapped(ev)
        self.view.sketch.set([self.scene_point(p) for p in self.points], self.scene_point(snap.point),
                             snap_kind=snap.kind)

    def double_click(self, ev: ToolEvent) -> bool:
        self.click(ev)
        self.finish()
        return True

    def finish(self) -> None:
        points = self.take_points()
        if len(points) < 2:
            self.editor.status("Draw a line of at least two points across the region to split.")
            return
        rid = self._target(points)
        if rid is None:
            return
        command = self.editor.do(lambda: commands.SplitRegion(self.editor.document, rid, points))
        if command is not None:
            self.editor.select(rid)

    def _target(self, points) -> str | None:
        """The region the line cuts in two: the selected one, else the only one it cuts."""
        line = LineString(points)
        x0, y0, x1, y1 = line.bounds
        cut = []
        for rid in self.draft.near((x0 + x1) / 2, (y0 + y1) / 2, max(x1 - x0, y1 - y0) / 2):
            r = self.draft[rid]
            if r.geometry is None or r.geometry.geom_type == "Point" or not line.crosses(r.geometry):
                continue
            try:
                self.draft.split_region(rid, points)
            except EditError:
                continue
            cut.append(rid)
        if self.editor.selected in cut:
            return self.editor.selected
        if len(cut) == 1:
            return cut[0]
        if not cut:
            self.editor.status("The line must cross a region from border to border.", error=True)
        else:
            self.editor.status("The line cuts several regions: select the one to split first.", error=True)
        return None


class _TwoClicks(Tool):
    """Tools that act on two regions clicked one after the other."""

    first_tip = ""
    second_tip = ""

    def __init__(self, editor: MapEditor):
        super().__init__(editor)
        self.first: str | None = None

    def activate(self) -> None:
        super().activate()
        self.first = None

    def deactivate(self) -> None:
        self.first = None
        super().deactivate()

    def click(self, ev: ToolEvent) -> None:
        rid = self.region_at(ev)
        if rid is None:
            return
        if self.first is None or self.first not in self.draft:
            self.first = rid
            self.view.highlight([rid])
            self.editor.status(self.second_tip.format(name=self.draft[rid].name))
            return
        if rid == self.first:
            return
        first, self.first = self.first, None
        self.view.highlight(())
        self.view.sketch.clear()
        self.act(first, rid)
        self.editor.status(self.tip)

    def hover(self, ev: ToolEvent) -> None:
        if self.first is not None and self.first in self.draft:
            lp = self.draft[self.first].label_point
            if lp is not None:
                self.view.sketch.set([self.scene_point(lp)], ev.scene)

    def key(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape and self.first is not None:
            self.first = None
            self.view.highlight(())
            self.view.sketch.clear()
            self.editor.status(self.tip)
            return True
        return False

    def draft_changed(self) -> None:
        if self.first is not None and self.first not in self.draft:
            self.first = None
            self.view.highlight(())

    def act(self, first: str, second: str) -> None:
        raise NotImplementedError


class MergeTool(_TwoClicks):
    name, label, shortcut = "merge", "Merge", "M"
    tip = "Click the region to keep, then the region to merge into it (it takes the first one's name). Esc cancels."
    second_tip = "Now click the region to merge into {name}."

    def act(self, first: str, second: str) -> None:
        if self.editor.do(lambda: commands.MergeRegions(self.editor.document, first, second)) is not None:
            self.editor.select(first)


class ConnectTool(_TwoClicks):
    name, label, shortcut = "connect", "Join", "J"
    tip = ("Click two regions to join them with an edge of the kind chosen in the toolbar (a strait then asks "
           "for its sea, a special link for the region it runs via). Esc cancels.")
    second_tip = "Now click the region to join to {name}."

    def __init__(self, editor: MapEditor):
        super().__init__(editor)
        self.pending: tuple[str, str, str] | None = None      # a, b, kind waiting for a sea or a via

    def deactivate(self) -> None:
        self.pending = None
        super().deactivate()

    def click(self, ev: ToolEvent) -> None:
        if self.pending is not None:
            rid = self.region_at(ev)
            if rid is not None:
                a, b, kind = self.pending
                self.pending = None
                self.view.highlight(())
                self._join(a, b, kind, rid)
            return
        super().click(ev)

    def act(self, first: str, second: str) -> None:
        kind = self.editor.edge_kind
        if kind in (EdgeKind.STRAIT.value, EdgeKind.SPECIAL.value):
            self.pending = (first, second, kind)
            self.view.highlight([first, second])
            what = ("the sea whose squadrons control the strait" if kind == EdgeKind.STRAIT.value
                    else "the region the link runs via, or press Enter for none")
            self.editor.status(f"Click {what}.")
            return
        self._join(first, second, kind, None)

    def key(self, event: QKeyEvent) -> bool:
        if self.pending is not None and event.key() in ENTER:
            a, b, kind = self.pending
            self.pending = None
            self.view.highlight(())
            self._join(a, b, kind, None)
            return True
        if self.pending is not None and event.key() == Qt.Key.Key_Escape:
            self.pending = None
            self.view.highlight(())
            self.editor.status(self.tip)
            return True
        return super().key(event)

    def _join(self, a: str, b: str, kind: str | None, third: str | None) -> None:
        sea = third if kind == EdgeKind.STRAIT.value else None
        via = third if kind == EdgeKind.SPECIAL.value else None
        self.editor.do(lambda: commands.Connect(self.editor.document, a, b, kind, sea=sea, via=via))
        self.editor.status(self.tip)


class DisconnectTool(_TwoClicks):
    name, label, shortcut = "disconnect", "Part", "U"
    tip = ("Click two neighbours to part them: their edge goes, and stays gone even though their borders "
           "touch. Esc cancels.")
    second_tip = "Now click the region to part from {name}."

    def act(self, first: str, second: str) -> None:
        self.editor.do(lambda: commands.Disconnect(self.editor.document, first, second))


class DeleteTool(Tool):
    name, label, shortcut = "delete", "Delete", "D"
    tip = ("Click a region to delete it: a region enclosed by others gives its area to the neighbour it "
           "shares the longest border with, so no hole is left (Ctrl+Z brings it back).")

    def click(self, ev: ToolEvent) -> None:
        rid = self.region_at(ev)
        if rid is not None:
            self.editor.delete_region(rid)


class WandTool(Tool):
    name, label, shortcut = "wand", "Magic wand", "W"
    tip = ("Click inside a province on the background image: its outline becomes a new region (of the kind "
           "chosen in the toolbar).")

    def click(self, ev: ToolEvent) -> None:
        self.editor.wand_at(*ev.map)


TOOLS: tuple[type[Tool], ...] = (SelectTool, DrawPolygonTool, DrawPointTool, VertexTool, SplitTool, MergeTool,
                                 DeleteTool, ConnectTool, DisconnectTool, WandTool)
KINDS = (RegionKind.LAND, RegionKind.SEA, RegionKind.IMPASSABLE)
