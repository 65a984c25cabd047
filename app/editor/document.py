"""The map being edited, as plain Python: the current draft, the file it came from, and who to tell.

Widgets never change the draft themselves: undo commands call `apply` and `revert`, and every
listener hears of the change (the napari way: the model knows nothing of Qt).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from engine.board.editing import DraftChange, MapDraft

Listener = Callable[[MapDraft, "DraftChange | None"], None]


class MapDocument:
    """The draft being edited; listeners get (draft, change), change None when it was replaced whole."""

    def __init__(self, draft: MapDraft, path: str | Path | None = None):
        self.draft = draft
        self.path = Path(path) if path is not None else None
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def apply(self, change: DraftChange) -> None:
        self.draft = self.draft.apply(change)
        self._tell(change)

    def revert(self, change: DraftChange) -> None:
        self.draft = self.draft.revert(change)
        self._tell(change)

    def replace(self, draft: MapDraft) -> None:
        self.draft = draft
        self._tell(None)

    def _tell(self, change: DraftChange | None) -> None:
        for listener in list(self._listeners):
            listener(self.draft, change)
