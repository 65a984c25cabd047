"""Where a corps or squadron may go: marches, straits and their control, sea transport.

Every check answers with the reason a move is not allowed, or None; the GUI asks
`legal_marches` and `legal_landings` for the destinations it highlights.
"""

from __future__ import annotations

from collections import Counter, deque
from typing import Iterable

from engine.board import EdgeKind
from engine.rulesets.napoleonic.units import Corps, Squadron
from engine.rulesets.napoleonic.work import Work

MARCH_EDGES = (EdgeKind.LAND, EdgeKind.STRAIT, EdgeKind.SPECIAL)


def allowance(corps: Corps, params) -> int:
    return params["move_cavalry"] if corps.all_cavalry else params["move_other"]


class Positions:
    """Who stood where at the start of the season: movement stops and strait control use it."""

    def __init__(self, work: Work):
        self.work = work
        self.corps_nations: dict[str, set[str]] = {}
        for c in work.start.corps:
            self.corps_nations.setdefault(c.at, set()).add(c.nation)
        self.squadrons: dict[str, Counter] = {}
        for s in work.start.squadrons:
            self.squadrons.setdefault(s.at, Counter())[s.nation] += 1

    def enemy_units_at(self, nation: str, region: str) -> bool:
        enemies = self.work.enemies(nation)
        return any(n in enemies for n in self.corps_nations.get(region, ()))

    def strait_controller(self, sea: str) -> tuple[str | None, int]:
        """(controller, squadrons in the sea): the nation with a majority, if any."""
        counts = self.squadrons.get(sea)
        if not counts:
            return None, 0
        total = sum(counts.values())
        for nation, n in counts.items():
            if 2 * n > total:
                return nation, total
        return None, total


def strait_closed(work: Work, pos: Positions, nation: str, sea: str, permits: set[tuple[str, str, str]],
                  a: str, b: str) -> str | None:
    controller, total = pos.strait_controller(sea)
    if total == 0 or controller == nation:
        return None
    if controller is not None and (controller, nation, sea) in permits:
        return None
    name = work.board.name
    crossing = f"the strait between {name(a)} and {name(b)}"
    if controller is None:
        return f"{crossing} is closed: no nation has a majority of the squadrons in {name(sea)}"
    return (f"{crossing} is controlled by {controller} (a majority of the squadrons in {name(sea)}); "
            f"crossing needs {controller}'s permission")


def entry_problem(work: Work, nation: str, region: str) -> tuple[str | None, bool]:
    """(reason it may not be entered, whether the move must stop there) for a land region."""
    board = work.board
    r = board[region]
    if not r.is_land:
        what = "a sea: corps cross the sea by transport ('A - X via Sea')" if r.is_sea else "impassable"
        return f"{r.name} is {what}", False
    owner = work.owners.get(region)
    stop = False
    if owner is not None and owner not in work.friends(nation):
        if owner in work.enemies(nation):
            stop = True
        else:
            return (f"{r.name} belongs to {owner}, with whom {nation} is at peace but not allied; "
                    f"declare war first"), False
    return None, stop


def march_problem(work: Work, pos: Positions, corps: Corps, path: Iterable[str],
                  permits: set[tuple[str, str, str]] = frozenset()) -> str | None:
    path = tuple(path)
    board = work.board
    name = board.name
    if corps.new:
        return f"corps {corps.letter} holds divisions built this season: it cannot move, but it defends"
    if not path:
        return f"corps {corps.letter} has no destination"
    limit = allowance(corps, work.params)
    if len(path) > limit:
        why = "an all-cavalry corps moves" if corps.all_cavalry else "a corps with infantry or artillery moves"
        return f"{why} at most {limit} space{'s' if limit > 1 else ''}, not {len(path)}"
    here = corps.at
    for i, step in enumerate(path):
        edge = board.edge(here, step)
        if edge is None:
            return f"{name(step)} does not border {name(here)}"
        if edge.kind not in MARCH_EDGES:
            not_land, _ = entry_problem(work, corps.nation, step)   # a sea says how to cross it
            return not_land or f"{name(step)} is not reached from {name(here)} over land"
        if edge.kind is EdgeKind.STRAIT:
            if len(path) > 1:
                return (f"crossing the strait between {name(here)} and {name(step)} is the corps' whole move; "
                        f"it cannot go on")
            closed = strait_closed(work, pos, corps.nation, edge.sea, permits, here, step)
            if closed:
                return closed
        reason, stop = entry_problem(work, corps.nation, step)
        if reason:
            return reason
        if stop or pos.enemy_units_at(corps.nation, step):
            return _rest_of_path_problem(board, step, path[i + 1:])   # the corps stops here: cut short
        here = step
    return None


def _rest_of_path_problem(board, here: str, rest: tuple[str, ...]) -> str | None:
    """The spaces a corps was ordered past its stop must still form a path (a typo is not a stop)."""
    for step in rest:
        if board.edge(here, step) is None:
            return f"{board.name(step)} does not border {board.name(here)}"
        here = step
    return None


def march_stop(work: Work, pos: Positions, corps: Corps, path: tuple[str, ...]) -> tuple[str, ...]:
    """The part of an allowed march the corps carries out: it stops in the first space of enemy
    territory or with enemy units ("A Corps MUST stop movement when it enters enemy territory")."""
    for i, step in enumerate(path):
        _, stop = entry_problem(work, corps.nation, step)
        if stop or pos.enemy_units_at(corps.nation, step):
            return path[:i + 1]
    return path


def carriers(work: Work, nation: str, sea: str, moving: set[tuple[str, int]]) -> list[Squadron]:
    """The own and allied squadrons in `sea` at the start of the season that stay there."""
    friends = work.friends(nation)
    found = [s for s in work.start.squadrons
             if s.at == sea and s.nation in friends and s.key not in moving and not s.new]
    found.sort(key=lambda s: (s.nation != nation, s.nation, s.number))
    return found


def transport_problem(work: Work, pos: Positions, corps: Corps, seas: tuple[str, ...], to: str,
                      moving: set[tuple[str, int]]) -> str | None:
    board = work.board
    name = board.name
    if corps.new:
        return f"corps {corps.letter} holds divisions built this season: it cannot move, but it defends"
    if not seas:
        return "name the seas the corps sails through"
    here = corps.at
    for i, sea in enumerate(seas):
        if not board[sea].is_sea:
            return f"{name(sea)} is not a sea"
        edge = board.edge(here, sea)
        want = EdgeKind.COAST if i == 0 else EdgeKind.SEA
        if edge is None or edge.kind is not want:
            return f"{name(sea)} does not border {name(here)}"
        if not carriers(work, corps.nation, sea, moving):
            return (f"no squadron of {corps.nation} or its allies stays in {name(sea)} this season "
                    f"to carry the corps")
        here = sea
    edge = board.edge(here, to)
    if edge is None or edge.kind is not EdgeKind.COAST:
        return f"{name(to)} is not a coast of {name(here)}"
    reason, _ = entry_problem(work, corps.nation, to)
    return reason


def squadron_problem(work: Work, squadron: Squadron, to: str | None) -> str | None:
    if to is None:
        return None
    board = work.board
    if squadron.new:
        return f"squadron {squadron.number} was built this season: it cannot move, but it defends"
    if not board[to].is_sea:
        return f"{board.name(to)} is not a sea"
    edge = board.edge(squadron.at, to)
    if to == squadron.at:
        return None
    if edge is None or edge.kind is not EdgeKind.SEA:
        return f"{board.name(to)} does not border {board.name(squadron.at)}"
    return None


def legal_marches(work: Work, corps: Corps, permits: set[tuple[str, str, str]] = frozenset(),
                  pos: Positions | None = None) -> dict[str, tuple[str, ...]]:
    """Every province the corps may march to this season, with a shortest allowed path."""
    pos = pos or Positions(work)
    limit = allowance(corps, work.params)
    found: dict[str, tuple[str, ...]] = {}
    queue = deque([(corps.at, ())])
    while queue:
        here, path = queue.popleft()
        if len(path) >= limit:
            continue
        for step in work.board.adjacent[here]:
            if step in found or step == corps.at:
                continue
            candidate = path + (step,)
            if march_problem(work, pos, corps, candidate, permits) is None:
                found[step] = candidate
                if march_stop(work, pos, corps, candidate) == candidate:   # not past a stop
                    queue.append((step, candidate))
    return found


def legal_landings(work: Work, corps: Corps, moving: set[tuple[str, int]] = frozenset()
                   ) -> dict[str, tuple[str, ...]]:
    """Every province the corps may reach by sea this season, with the seas it sails through."""
    if corps.new:
        return {}
    board = work.board
    usable = {s.at for s in work.start.squadrons} 
    usable = {sea for sea in usable if carriers(work, corps.nation, sea, moving)}
    first = [m for m, e in board.adjacent[corps.at].items() if e.kind is EdgeKind.COAST and m in usable]
    found: dict[str, tuple[str, ...]] = {}
    seen = set(first)
    queue = deque((sea, (sea,)) for sea in first)
    while queue:
        sea, chain = queue.popleft()
        for m, e in board.adjacent[sea].items():
            if e.kind is EdgeKind.COAST and m != corps.at and m not in found:
                if entry_problem(work, corps.nation, m)[0] is None:
                    found[m] = chain
            elif e.kind is EdgeKind.SEA and m in usable and m not in seen:
                seen.add(m)
                queue.append((m, chain + (m,)))
    return found
