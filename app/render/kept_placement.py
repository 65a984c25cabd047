"""The units' placement on the map kept from one picture to the next: after a GM edit or a new turn only
the stacks and battle icons whose ground changed are placed again (`placement.place_units` placed every
counter of the map again at each: 0.1 s on Europe 1805, 1.4 s on a map of 10,000 regions).

The result is the one a full placement gives (tests/render/test_kept_placement.py): the regions are gone
through in the same order, each placed against the labels and the regions before it only, and a region
is placed again when its own stack or icon changed, when a box was given up on the ground it searched
(a spot it found taken may be free now) or a box came on a spot it took (a label, a stack placed
elsewhere, a region gone or come): each spot is taken or not by what lies on it, so a region whose
tried spots are all still taken and whose own are still free goes where it went (`Ground`)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QRectF

from app.render.placement import (
    RINGS, Box, BoxGrid, Shift, UnitsPlaced, _measured_lines, battle_box, frame_box, place_region,
    stack_box)


class OwnedGrid:
    """The ground taken, each box with its owner (a region's id; None for a label), so that a region's
    boxes can be given up and a region placed again sees only the boxes placed before it (`Before`)."""

    def __init__(self) -> None:
        self._cells: dict[tuple[int, int], list[tuple[Box, str | None]]] = {}

    def add(self, box: Box, owner: str | None = None) -> None:
        for cell in BoxGrid._cells_of(box):
            self._cells.setdefault(cell, []).append((box, owner))

    def remove(self, box: Box, owner: str | None = None) -> None:
        for cell in BoxGrid._cells_of(box):
            self._cells[cell].remove((box, owner))

    def free(self, box: Box) -> bool:
        """Whether `box` meets nothing taken (the planned orders' marks ask this, over every unit)."""
        x0, y0, x1, y1 = box
        for cell in BoxGrid._cells_of(box):
            for (a0, b0, a1, b1), _ in self._cells.get(cell, ()):
                if x0 < a1 and a0 < x1 and y0 < b1 and b0 < y1:
                    return False
        return True


class Before:
    """The grid as region `owner` (of rank `rank`) met it in a full placement: the labels, the boxes of
    the regions before it and its own; what it takes is written in the grid as its own."""

    def __init__(self, grid: OwnedGrid, ranks: dict[str, int], owner: str):
        self.grid, self.ranks, self.owner = grid, ranks, owner
        self.rank = ranks[owner]
        self.taken: list[Box] = []
        self.searched: Box | None = None        # around every spot asked about: its answers decided

    def free(self, box: Box) -> bool:
        x0, y0, x1, y1 = box
        was = self.searched
        self.searched = box if was is None else (min(was[0], x0), min(was[1], y0), max(was[2], x1), max(was[3], y1))
        ranks, owner, rank = self.ranks, self.owner, self.rank
        for cell in BoxGrid._cells_of(box):
            for (a0, b0, a1, b1), who in self.grid._cells.get(cell, ()):
                if x0 < a1 and a0 < x1 and y0 < b1 and b0 < y1 and (
                        who is None or who == owner or ranks.get(who, rank) < rank):
                    return False
        return True

    def add(self, box: Box) -> None:
        self.grid.add(box, self.owner)
        self.taken.append(box)


def _inside(box: Box, boxes) -> bool:
    return any(a0 <= box[0] and b0 <= box[1] and box[2] <= a1 and box[3] <= b1 for a0, b0, a1, b1 in boxes)


class Ground:
    """What changed on the ground since the last placement: the boxes given up (`gone`: a spot they
    held may be free now) and the boxes taken (`came`: a spot free may be held now)."""

    def __init__(self) -> None:
        self.gone, self.came = BoxGrid(), BoxGrid()

    def changed(self, was, now, within=None) -> None:
        """Boxes `was` given up and `now` taken in their place: what `now` does not cover is gone, what
        `was` (or `within`, the boxes held before) did not cover came."""
        for box in was:
            if not _inside(box, now):
                self.gone.add(box)
        held = was if within is None else within
        for box in now:
            if not _inside(box, held):
                self.came.add(box)

    def left_alone(self, placed: Placed) -> bool:
        """Whether a region placed as `placed` goes where it went: every spot it tried and found taken is
        still taken (nothing gone in the ground it searched), the spots it took are still free (nothing
        came on them)."""
        return ((placed.searched is None or self.gone.free(placed.searched))
                and all(self.came.free(box) for box in placed.taken))


@dataclass(frozen=True, slots=True)
class Placed:
    """A region as it was placed: what it was placed from, where it went and what it took and searched."""
    i: int
    block: object
    battle: bool
    shift: Shift | None
    taken: tuple[Box, ...]
    searched: Box | None            # every spot it tried lies inside: the ground its place depends on


class KeptPlacement:
    """The stacks and battle icons placed at one scale, kept, and placed again where the picture changed
    (`update`); `units` is what `placement.place_units` would give."""

    def __init__(self, drawing, s: float, dpr: float):
        self.drawing, self.s, self.dpr = drawing, s, dpr
        self.grid = OwnedGrid()
        self.placed: dict[str, Placed] = {}        # in the order they were placed
        self.labels: dict[int, list[Box]] = {}     # a labelled region's boxes in the grid
        self.near: dict[int, np.ndarray] = {}      # the regions whose labels a placed region may reach
        self.counted: dict[int, int] = {}          # how many placed regions reach each labelled region
        self.frame = frame_box(drawing, s)
        self.replaced = 0                          # how many regions the last update placed again
        self.updates = 0                           # how many updates were made (the first placed all)
        self.last_placing = (0, 0)                 # the last update that placed any again, and how many
        self.units = UnitsPlaced(self.grid, {})

    def update(self, regions: list) -> UnitsPlaced:
        d = self.drawing
        placed = [r for r in regions if r[2].markers or r[0] in d.battle_regions]
        ranks = {rid: k for k, (rid, _, _) in enumerate(placed)}
        changed = set()
        for rid, i, block in placed:
            was = self.placed.get(rid)
            if was is None or was.i != i or was.battle != (rid in d.battle_regions) or (
                    was.block is not block and _own(was.block, d.ui) != _own(block, d.ui)):
                changed.add(rid)
        # a region changed is placed again in its new turn, its old boxes given up first; the regions
        # left as they were must keep their order among themselves, or every one is placed anew
        kept = [rid for rid, _, _ in placed if rid in self.placed and rid not in changed]
        old_ranks = {rid: k for k, rid in enumerate(self.placed)}
        if any(old_ranks[a] > old_ranks[b] for a, b in zip(kept, kept[1:])):
            updates = self.updates
            self.__init__(self.drawing, self.s, self.dpr)     # type: ignore[misc]
            self.updates = updates                            # the first placed every region again
            return self.update(regions)
        dirty = Ground()
        gone = [rid for rid in self.placed if rid not in ranks]
        for rid in [*gone, *(r for r in changed if r in self.placed)]:
            self._give_up(rid)
            dirty.changed(self.placed[rid].taken, ())
        self._relabel(placed, gone, changed, dirty)
        step, margin = 5 * d.ui, 1 * d.ui
        shifts: dict[str, Shift] = {}
        now: dict[str, Placed] = {}
        self.replaced = 0
        for rid, i, block in placed:
            was = self.placed.get(rid)
            if rid not in changed and was is not None and dirty.left_alone(was):
                now[rid] = was if was.block is block else Placed(i, block, was.battle, was.shift, was.taken,
                                                                 was.searched)
            else:
                if was is not None and rid not in changed:
                    self._give_up(rid)
                view = Before(self.grid, ranks, rid)
                shift = place_region(view, d, rid, i, block, self.s, self.frame, step, margin)
                now[rid] = Placed(i, block, rid in d.battle_regions, shift, tuple(view.taken), view.searched)
                self.replaced += 1
                if was is None or was.taken != now[rid].taken:
                    dirty.changed(() if was is None or rid in changed else was.taken, view.taken,
                                  within=was.taken if was is not None else ())
            shift_now = now[rid].shift
            if shift_now is not None:
                shifts[rid] = shift_now
        self.placed = now
        self.updates += 1
        if self.replaced:
            self.last_placing = (self.updates, self.replaced)
        self.units = UnitsPlaced(self.grid, shifts)
        return self.units

    def _give_up(self, rid: str) -> None:
        for box in self.placed[rid].taken:
            self.grid.remove(box, rid)

    def _relabel(self, placed: list, gone: list[str], changed: set[str], dirty: Ground) -> None:
        """The labels' boxes in the grid as `placement.label_boxes` gives them for the regions placed now:
        those of the labelled regions a placed region may reach, measured from its block when the region
        is placed itself; the boxes that come or go are written to `dirty`."""
        d, s = self.drawing, self.s
        if not (d.picture.labels or d.picture.values):
            return
        shown = d.label_plan(s).shown
        blocks = {i: block for _, i, block in placed}
        before = {self.placed[rid].i for rid in self.placed}
        after = set(blocks)
        touched = {self.placed[rid].i for rid in gone} | {i for rid, i, _ in placed if rid in changed}
        touched |= before ^ after                  # its labels measured from its block, or no more
        for i in before - after:
            for j in self._near(i).tolist():
                self.counted[j] -= 1
                if not self.counted[j]:
                    touched.add(j)                  # reached by no placed region: its labels go
        for i in after - before:
            for j in self._near(i).tolist():
                self.counted[j] = self.counted.get(j, 0) + 1
                if self.counted[j] == 1:
                    touched.add(j)
        g = d.geometry
        for j in sorted(touched):
            if not shown[j]:
                continue
            boxes: list[Box] = []
            if self.counted.get(j, 0) > 0:
                x, y = g.anchors[j, 0] * s, g.anchors[j, 1] * s
                block = blocks.get(j)
                lines = ([(sprite.width, sprite.height, dy) for sprite, dy in block.texts] if block is not None
                         else _measured_lines(d, d.label_plan(s), j))
                boxes = [(x - w / 2, y + dy - h / 2, x + w / 2, y + dy + h / 2) for w, h, dy in lines]
            was = self.labels.pop(j, [])
            if boxes:
                self.labels[j] = boxes
            if boxes == was:
                continue
            for box in was:
                self.grid.remove(box)
            for box in boxes:
                self.grid.add(box)
            dirty.changed(was, boxes)

    def _near(self, i: int) -> np.ndarray:
        """The regions whose labels a stack of region `i` may reach (as `placement.label_boxes` finds them)."""
        near = self.near.get(i)
        if near is None:
            g, s = self.drawing.geometry, self.s
            reach = (RINGS * 5 + 250) * self.drawing.ui / s
            near = self.near[i] = g.regions_in(QRectF(g.anchors[i, 0] - reach, g.anchors[i, 1] - reach,
                                                      2 * reach, 2 * reach))
        return near


def _own(block, ui: float) -> tuple:
    """What a region's placement takes from its block: its stack's box, its counters' centres, its battle
    icon's box and its labels' lines."""
    return (stack_box(block, ui), tuple((r.center().x(), r.center().y()) for _, r in block.markers),
            battle_box(block, ui), tuple((sprite.width, sprite.height, dy) for sprite, dy in block.texts))

