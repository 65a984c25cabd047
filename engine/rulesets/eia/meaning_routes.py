"""The routes a corps or a fleet may be ordered along now, for the reader by meaning: every simple path
from where the unit stands up to a reach, each one the step's own checks allow, and the words that
say the areas between its ends. A path the checks refuse is not gone on: whatever refuses it
(another power's land without leave, the allowance) refuses every longer path through it too."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from itertools import islice, product

from engine.board import Board
from engine.errors import NotAllowed
from engine.order_sheet import Order
from engine.rulesets.eia import geography as geo
from engine.words.gazetteer import OTHER_NAMES

# How far a route goes when the game sets no allowance (each move is then the GM's decision): the
# players' marches and voyages name at most three land areas and four sea areas beyond the start
# nearly always; a longer route is read by the prose and strict forms.
LAND_REACH = 3
SEA_REACH = 4
_MOST_SAYINGS = 64          # ways of saying the areas between a route's ends, at most

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
    """Every path over land from `start` of 1 to `reach` areas beyond it that goes round no shorter one
    (no area of it borders one before the area it follows) and that `allowed` takes."""
    beside = _graph(board)[0]
    stack: list[tuple[str, ...]] = [(start,)]
    while stack:
        path = stack.pop()
        for there in beside.get(path[-1], ()):
            if there in path or any(there in beside.get(a, ()) for a in path[:-1]):
                continue                # a shorter route goes there by fewer of the same areas
            longer = (*path, there)
            if not allowed(longer):
                continue
            yield longer
            if len(longer) <= reach:
                stack.append(longer)


def sea_routes(board: Board, start: str, reach: int, allowed: Callable[[tuple[str, ...]], bool]
               ) -> Iterator[tuple[str, ...]]:
    """Every path of a fleet from `start` (a sea area, or the area whose port holds it) through 1 to `reach`
    sea areas, and each such path ended in a port that opens on its last sea area; none going round a
    shorter one, each one `allowed` takes."""
    seas_beside, ports = _graph(board)[1], _ports_by_sea(board)
    stack: list[tuple[str, ...]] = [(start,)]
    while stack:
        path = stack.pop()
        for there in seas_beside.get(path[-1], ()):
            if there in path or any(there in seas_beside.get(a, ()) for a in path[:-1]):
                continue
            longer = (*path, there)
            if not allowed(longer):
                continue
            yield longer
            for port in ports.get(there, ()):
                # back into its own port: the reader takes a route that ends where it began for a unit that
                # stays; a port on a sea area before the last: the shorter voyage goes there
                if port != start and not any(port in ports.get(a, ()) for a in path[1:]):
                    into = (*longer, port)
                    if allowed(into):
                        yield into
            if len(longer) <= reach:
                stack.append(longer)


_GRAPHS: dict[int, tuple[Board, dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]] = {}


def _graph(board: Board) -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    """Each area's neighbours over land, and the sea areas beside each area, worked out once a map."""
    kept = _GRAPHS.get(id(board))
    if kept is None or kept[0] is not board:
        land = {r.id: tuple(geo.land_neighbours(board, r.id)) for r in board.land()}
        seas = {r.id: tuple(sorted(n for n in board.neighbours(r.id) if board[n].is_sea)) for r in board}
        if len(_GRAPHS) >= 4:
            _GRAPHS.clear()
        kept = _GRAPHS[id(board)] = (board, land, seas)
    return kept[1], kept[2]


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


def between_said(board: Board, via: tuple[str, ...]) -> tuple[str, ...]:
    """The ways a sentence says every area between a route's ends, each the words of one name of each
    ('thuringia franconia', 'thüringen franken'): the reader by meaning takes a route only when one of
    them is said whole, so that it never adds an area the player did not name ('corps II Tyrol -
    Bavaria - Saxonyy' is no march by Franconia). () for a route to the area beside."""
    if not via:
        return ()
    kept = _SAID.get(id(board))
    if kept is None or kept[0] is not board:
        if len(_SAID) >= 4:
            _SAID.clear()
        kept = _SAID[id(board)] = (board, {}, {})
    _, names_of, sayings = kept
    found = sayings.get(via)
    if found is None:
        names = [names_of.get(area) or names_of.setdefault(area, _names(board, area)) for area in via]
        found = sayings[via] = tuple(" ".join(words) for words in islice(product(*names), _MOST_SAYINGS))
    return found


# Per map (kept with the map itself, so its id stays its own): each area's names, each route's sayings.
_SAID: dict[int, tuple[Board, dict[str, tuple[str, ...]], dict[tuple[str, ...], tuple[str, ...]]]] = {}


def _names(board: Board, area: str) -> tuple[str, ...]:
    region = board[area]
    own = (region.name, *region.attributes.get("aliases", ()))
    return tuple(dict.fromkeys(n.casefold() for name in own for n in (name, *OTHER_NAMES.get(name, ()))))
