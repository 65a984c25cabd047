"""A map's name before anything is drawn on it: Load image… makes a new map titled after the image's
file, unless the GM had named the empty map already (New map… asks its title first; the Map panel
takes one): then the map over the image keeps the GM's title and id (it was titled "Mymap" after
mymap.png, and the game started on it after that)."""

from __future__ import annotations

import re
from pathlib import Path

from engine.board.editing import MapDraft

UNNAMED = ("New map", "new_map")          # MapDraft.empty()'s


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.casefold()).strip("_") or "map"


def image_title(path: Path) -> str:
    """The title a map drawn over the image `path` is given: its file's name, in words."""
    return path.stem.replace("_", " ").replace("-", " ").strip().title() or UNNAMED[0]


def named_blank(draft: MapDraft, saved: Path | None, picture: Path | None) -> tuple[str, str] | None:
    """(title, id) of `draft` if it is an empty map not saved yet that the GM named; None when it has
    regions, a file, or only the name it was given (the default's, or the image's under it)."""
    if len(draft) or saved is not None:
        return None
    given = (draft.info.title, draft.info.id)
    if given == UNNAMED or (picture is not None and given == (image_title(picture), slug(picture.stem))):
        return None
    return given


def image_map(path: Path, size: tuple[int, int], named: tuple[str, str] | None = None) -> MapDraft:
    """A new, empty map of an image's size in its pixels, titled after the file or as the GM `named` it."""
    title, map_id = named if named is not None else (image_title(path), slug(path.stem))
    w, h = size
    return MapDraft.empty(title, map_id=map_id, bounds=(0.0, 0.0, float(w), float(h)))


def counted(n: int, word: str) -> str:
    """'1 sea', '4 provinces' (the status said '1 seas' after tracing a map with one sea)."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
