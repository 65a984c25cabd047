"""The routes a corps or a fleet may be ordered along now, for the reader by meaning: every simple path
from where the unit stands up to a reach, each one the step's own checks allow. A path the checks refuse is not gone on: whatever refuses it
(another power's land without leave, the allowance) refuses every longer path through it too."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from engine.board import Board
from engine.errors import NotAllowed
from engine.order_sheet import Order
from engine.rulesets.eia import geography as geo

# How far a route goes: one area beyond the start (a fleet may end in a port on that sea area). The reader
# by meaning takes a route whose areas between its ends the sentence does not name ('corps II Tyrol - Bavaria
# - Saxonyy' would be Tyrol - Bavaria - Franconia - Saxony), and the dev corpora read the same with routes of
# three and four areas: a longer route is read by the prose and strict forms, as written.
LAND_REACH = 1
SEA_REACH = 1

Allowed = Callable[[Order], bool]


def allowed_by(check: Callable[[Order], None]) -> Allowed:
    """`check` (the ruleset's, raising NotAllowed) as a yes or no."""
    def allowed(order: Order) -> bool:
        try:
            check(order)
        except NotAllowed:
            return False
        return True
    return allowed


def land_routes(board: Board, start: str, reach: int, allowed: Callable[[tuple[str, ...]], bool]
                ) -> Iterator[tuple[str, ...]]:
    """Every simple path over land from `start` of 1 to `reach` areas beyond it that `allowed` takes."""
    stack: list[tuple[str, ...]] = [(start,)]
    while stack:
        path = stack.pop()
        for there in geo.land_neighbours(board, path[-1]):
            if there in path:
                continue
            longer = (*path, there)
            if not allowed(longer):
                continue
            yield longer
            if len(longer) <= reach:
                stack.append(longer)


def sea_routes(board: Board, start: str, reach: int, allowed: Callable[[tuple[str, ...]], bool]
               ) -> Iterator[tuple[str, ...]]:
    """Every simple path of a fleet from `start` (a sea area, or the area whose port holds it) through 1 to
    `reach` sea areas, and each such path ended in a port that opens on its last sea area."""
    ports = _ports_by_sea(board)
    stack: list[tuple[str, ...]] = [(start,)]
    while stack:
        path = stack.pop()
        for there in sorted(n for n in board.neighbours(path[-1]) if board[n].is_sea):
            if there in path:
                continue
            longer = (*path, there)
            if not allowed(longer):
                continue
            yield longer
            for port in ports.get(there, ()):
                if port != start:       # back into its own port: the reader takes a route that ends where it
                    into = (*longer, port)      # began for a unit that stays ('the fleet sails ... carrying corps I')
                    if allowed(into):
                        yield into
            if len(longer) <= reach:
                stack.append(longer)


_PORTS: dict[int, tuple[Board, dict[str, tuple[str, ...]]]] = {}


def _ports_by_sea(board: Board) -> dict[str, tuple[str, ...]]:
    """The land areas whose ports open on each sea area, worked out once a map."""
    kept = _PORTS.get(id(board))
    if kept is not None and kept[0] is board:
        return kept[1]
    found: dict[str, set[str]] = {}
    for region in board.land():
        for _, seas in geo.ports(board, region.id):
            for sea in seas:
                found.setdefault(sea, set()).add(region.id)
    out = {sea: tuple(sorted(areas)) for sea, areas in found.items()}
    if len(_PORTS) >= 4:
        _PORTS.clear()
    _PORTS[id(board)] = (board, out)
    return out


def minimal(paths: Iterable[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """The routes no other route to the same end goes round by fewer of the same areas: a sentence that
    names every area of a route means that route alone ('from the Rhineland through Thuringia to
    Franconia' is not also 'Rhineland - Thuringia - Saxony - Franconia'), and one that names only both ends
    of a march next door means the step there."""
    by_end: dict[str, list[tuple[str, ...]]] = {}
    for path in paths:
        by_end.setdefault(path[-1], []).append(path)
    out = []
    for ends in by_end.values():
        sets = [(p, frozenset(p)) for p in ends]
        out += [p for p, areas in sets if not any(len(q) < len(p) and other < areas for q, other in sets)]
    return out
