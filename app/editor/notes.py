"""Notes on a map from tracing and repairs (a lake, a letter taken for a region, a box of text left
out), each listed while what it is about is as it was: the GM who deals with it sees it go."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from engine.board.editing import MapDraft
from engine.board.validate import MapProblem

_WORD = re.compile(r"[A-Za-z0-9_.-]+")      # the region ids a note names besides its own


class Notes:
    """`set(notes, draft)` when notes are made; `live(draft)` those still true of a later draft.

    A note lasts while the regions it names are the very regions they were (a region changed or
    deleted means the GM dealt with it: made the lake impassable, merged the letter into the sea)
    and, for a note about a place, while the same region lies there (a box of text picked with the
    wand). Undo brings the old regions back, and the note with them.
    """

    def __init__(self) -> None:
        self.all: list[MapProblem] = []
        self._regions: dict[int, tuple[tuple[str, Any], ...]] = {}    # id(note) -> (region id, Region)
        self._places: dict[int, str | None] = {}                      # id(note) -> region at its place

    def set(self, notes: Iterable[MapProblem], draft: MapDraft) -> None:
        self.all = list(notes)
        self._regions, self._places = {}, {}
        for n in self.all:
            named = [n.region] if n.region else []
            named += [w for w in _WORD.findall(n.message) if w in draft and w != n.region]
            self._regions[id(n)] = tuple((rid, draft.regions.get(rid)) for rid in dict.fromkeys(named))
            if n.region is None and n.location is not None:
                self._places[id(n)] = draft.region_at(*n.location)

    def live(self, draft: MapDraft) -> list[MapProblem]:
        regions = draft.regions
        return [n for n in self.all
                if all(regions.get(rid) is region for rid, region in self._regions.get(id(n), ()))
                and (id(n) not in self._places or n.location is None
                     or draft.region_at(*n.location) == self._places[id(n)])]
