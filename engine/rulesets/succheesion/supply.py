"""Supply: the seed's table of what a region's units cost, and the trace to the capital."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from engine.board import Board


def supply_cost(units: int, params: Mapping[str, Any]) -> int:
    """Hundredths of cheese to supply `units` units standing in one region."""
    for most, cost in params["supply_table"]:
        if units <= most:
            return cost
    return params["supply_beyond_hundredths"]


def supplied_regions(board: Board, sources: Iterable[str], passable: Callable[[str], bool]) -> set[str]:
    """Every region that traces to one of `sources` through passable regions: the passable
    regions reached, plus their neighbours (the region supplied need not qualify itself)."""
    reached: set[str] = set()
    queue: deque[str] = deque()
    for s in sources:
        if s not in reached:
            reached.add(s)
            queue.append(s)
    while queue:
        here = queue.popleft()
        for there in board.adjacent[here]:
            if there not in reached and passable(there):
                reached.add(there)
                queue.append(there)
    out = set(reached)
    for r in reached:
        out.update(board.adjacent[r])
    return out
