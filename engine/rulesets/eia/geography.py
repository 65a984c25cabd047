"""What the referee reads from the map: cities and their ports, depots, distances over land."""

from __future__ import annotations

from collections import deque
from typing import Iterable, Mapping, Sequence

from engine.board import Board
from engine.board.board import EdgeKind

LAND_EDGES = (EdgeKind.LAND, EdgeKind.STRAIT, EdgeKind.SPECIAL)


def cities(board: Board, area: str) -> list[dict]:
    """The city records of an area: {"name", "capacity", "fortress", "fort", "ports": [sea ids], ...}."""
    return list(board[area].attributes.get("city_records", []) or [])


def garrison_capacity(board: Board, area: str) -> int:
    return sum(int(c.get("capacity", 0)) for c in cities(board, area))


def ports(board: Board, area: str) -> list[tuple[str, list[str]]]:
    """(city name, the sea areas its port opens on) for each port city of an area."""
    return [(c["name"], list(c.get("ports", []))) for c in cities(board, area) if c.get("ports")]


def sea_graph(board: Board) -> dict[str, list[str]]:
    return {r.id: sorted(n for n in board.neighbours(r.id) if board[n].is_sea) for r in board.seas()}


def sea_distances(start: str, seas: Mapping[str, Sequence[str]]) -> dict[str, int]:
    """Sea areas reachable from `start`, each with the number of sea moves to it."""
    out = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in seas.get(here, ()):
            if there not in out:
                out[there] = out[here] + 1
                queue.append(there)
    return out


def land_neighbours(board: Board, area: str) -> list[str]:
    return sorted(n for n in board.neighbours(area, LAND_EDGES) if board[n].is_land)


def land_distances(board: Board, targets: Iterable[str]) -> dict[str, int]:
    """Every land area's distance over land to the nearest of `targets`."""
    out = {t: 0 for t in targets}
    queue = deque(sorted(out))
    while queue:
        here = queue.popleft()
        for there in land_neighbours(board, here):
            if there not in out:
                out[there] = out[here] + 1
                queue.append(there)
    return out


def capital(board: Board, nation: str) -> str | None:
    for r in board.land():
        if r.attributes.get("capital") == nation:
            return r.id
    return None
