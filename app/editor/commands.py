"""The map editor's undo commands: each works out its change once, in the constructor, from the
draft it applies to (EditError then, before anything is pushed), and applies or reverts it.

Every command is small and testable on a bare QUndoStack with a `MapDocument` and no widget.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtGui import QUndoCommand

from app.editor.document import MapDocument
from engine.board import Region, RegionKind
from engine.board.editing import MapDraft

XY = tuple[float, float]


class EditCommand(QUndoCommand):
    """One edit: `edit(draft) -> new draft` is run at once; redo applies the change, undo reverts it."""

    def __init__(self, document: MapDocument, text: str, edit: Callable[[MapDraft], MapDraft]):
        super().__init__(text)
        self.document = document
        before = document.draft
        self.change = before.change_to(edit(before))

    @property
    def empty(self) -> bool:
        """True when the edit changes nothing (such a command is not worth pushing)."""
        return self.change.empty

    def redo(self) -> None:
        self.document.apply(self.change)

    def undo(self) -> None:
        self.document.revert(self.change)


class AddRegion(EditCommand):
    """A region drawn as a polygon; `region_id` is the id it gets."""

    def __init__(self, document: MapDocument, polygon, kind: RegionKind | str = RegionKind.LAND, *,
                 clip: bool = True, region_id: str | None = None, name: str | None = None):
        self.region_id = region_id or document.draft.free_id(kind)
        super().__init__(document, f"Draw {self.region_id}",
                         lambda d: d.add_region(polygon, id=self.region_id, kind=kind, name=name, clip=clip))


class AddPointRegion(EditCommand):
    """A region drawn as a circle, for maps of circles joined by lines."""

    def __init__(self, document: MapDocument, x: float, y: float, radius: float,
                 kind: RegionKind | str = RegionKind.LAND, *, region_id: str | None = None):
        self.region_id = region_id or document.draft.free_id(kind)
        super().__init__(document, f"Draw {self.region_id}",
                         lambda d: d.add_point_region(x, y, radius, id=self.region_id, kind=kind))


class AddRegions(EditCommand):
    """Regions traced from the image or picked with the magic wand, added at once."""

    def __init__(self, document: MapDocument, regions: Iterable[Region], text: str, *, clip: bool = True):
        regions = list(regions)
        before = set(document.draft.regions)
        super().__init__(document, text, lambda d: d.add_regions(regions, clip=clip))
        self.region_ids = [rid for rid, r in self.change.after.regions.items() if r is not None and rid not in before]


class UpdateRegions(EditCommand):
    """Regions read back from a GeoJSON file edited elsewhere (known ids updated, others added)."""

    def __init__(self, document: MapDocument, regions: Iterable[Region], text: str = "Import GeoJSON"):
        regions = list(regions)
        super().__init__(document, text, lambda d: d.update_regions(regions))


class DeleteRegion(EditCommand):
    """A region deleted; `heir` is the neighbour its area went to (None: on the map's edge, it went)."""

    def __init__(self, document: MapDocument, region_id: str):
        self.heir = document.draft.heir_of(region_id) if region_id in document.draft else None
        text = f"Delete {region_id}" + (f" (its area to {self.heir})" if self.heir else "")
        super().__init__(document, text, lambda d: d.delete_region(region_id))


class SetRegion(EditCommand):
    """Attributes of one region (id, name, label, kind, value, home... None removes one)."""

    def __init__(self, document: MapDocument, region_id: str, **changes: Any):
        what = ", ".join(sorted(changes))
        super().__init__(document, f"Set {what} of {region_id}", lambda d: d.set_region(region_id, **changes))
        self.region_id = changes.get("id") or region_id


class MoveVertex(EditCommand):
    """A corner moved, in every region that shares it."""

    def __init__(self, document: MapDocument, old: XY, new: XY):
        super().__init__(document, "Move a corner", lambda d: d.move_vertex(old, new))


class InsertVertex(EditCommand):
    def __init__(self, document: MapDocument, x: float, y: float, reach: float):
        super().__init__(document, "Add a corner", lambda d: d.insert_vertex(x, y, reach))


class RemoveVertex(EditCommand):
    def __init__(self, document: MapDocument, x: float, y: float):
        super().__init__(document, "Remove a corner", lambda d: d.remove_vertex(x, y))


class MovePointRegion(EditCommand):
    def __init__(self, document: MapDocument, region_id: str, dx: float, dy: float):
        super().__init__(document, f"Move {region_id}", lambda d: d.move_region(region_id, dx, dy))


class SplitRegion(EditCommand):
    """A region cut in two along a line; `new_id` is the id of the smaller piece."""

    def __init__(self, document: MapDocument, region_id: str, line: Iterable[XY]):
        line = list(line)
        kind = document.draft[region_id].kind
        self.new_id = document.draft.free_id(kind)
        super().__init__(document, f"Split {region_id}",
                         lambda d: d.split_region(region_id, line, new_id=self.new_id))


class MergeRegions(EditCommand):
    def __init__(self, document: MapDocument, keep: str, other: str):
        super().__init__(document, f"Merge {other} into {keep}", lambda d: d.merge_regions(keep, other))


class Connect(EditCommand):
    def __init__(self, document: MapDocument, a: str, b: str, kind: str | None = None, *,
                 sea: str | None = None, via: str | None = None, note: str | None = None):
        super().__init__(document, f"Join {a} and {b}", lambda d: d.connect(a, b, kind, sea=sea, via=via, note=note))


class Disconnect(EditCommand):
    def __init__(self, document: MapDocument, a: str, b: str):
        super().__init__(document, f"Part {a} and {b}", lambda d: d.disconnect(a, b))


class RecomputeAdjacency(EditCommand):
    def __init__(self, document: MapDocument):
        super().__init__(document, "Recompute adjacency", lambda d: d.recompute_adjacency())


class SetMapInfo(EditCommand):
    """The map's own id, title, credits..."""

    def __init__(self, document: MapDocument, **changes: Any):
        super().__init__(document, f"Set the map's {', '.join(sorted(changes))}", lambda d: d.with_info(**changes))


class SetTolerance(EditCommand):
    def __init__(self, document: MapDocument, tolerance: float):
        super().__init__(document, "Set the adjacency tolerance", lambda d: d.with_tolerance(tolerance))


class ReplaceDraft(EditCommand):
    """The whole map replaced (a map file opened over the current one): undo brings it back."""

    def __init__(self, document: MapDocument, draft: MapDraft, text: str):
        super().__init__(document, text, lambda d: draft)

