"""What a nation may order in a position, worked out once for the position: a state is immutable and a GM
reads many messages in one position, and each message with a refused line used to work every order out again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

Kept = TypeVar("Kept")


class PerPosition(Generic[Kept]):
    """`work(board, state, nation, *more)` answered once for the same board and state objects (held, so that an
    id is never taken for another object's) and the same `more` (hashable: a ruleset's writer of orders), for the
    last few positions."""

    def __init__(self, work: Callable[..., Kept], most: int = 8):
        self._work, self._most = work, most
        self._kept: dict[tuple[object, ...], tuple[object, object, Kept]] = {}

    def __call__(self, board: object, state: object, nation: str, *more: object) -> Kept:
        key = (id(board), id(state), nation, *more)
        kept = self._kept.get(key)
        if kept is None or kept[0] is not board or kept[1] is not state:
            if len(self._kept) >= self._most:
                self._kept.clear()
            kept = self._kept[key] = (board, state, self._work(board, state, nation, *more))
        return kept[2]
