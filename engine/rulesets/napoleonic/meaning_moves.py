"""The candidate orders of a nation's corps and squadrons (engine.rulesets.napoleonic.meaning):
holds, every march the rules allow with its path, marches that scout, scouting in place, voyages by
sea with their seas, squadrons' moves and attacks. Legality is movement.py's, never a copy."""

from __future__ import annotations

from collections.abc import Iterator

from engine.board import EdgeKind
from engine.rulesets.napoleonic.movement import (
    Positions, allowance, carriers, entry_problem, march_problem, march_stop, squadron_problem)
from engine.rulesets.napoleonic.orders import Hold, MoveCorps, Scout, SquadronOrder, TransportCorps
from engine.rulesets.napoleonic.units import ARTILLERY, CAVALRY, INFANTRY, SCOUT, SQUADRON, Corps
from engine.rulesets.napoleonic.work import Work
from engine.rulesets.napoleonic.writing import format_order
from engine.words.meaning import Candidate

_MOST_SEAS = 4          # a longer voyage is left to the grammar ('A - Naples via ...' names each sea)


def corps_head(corps: Corps) -> str:
    """The corps as the reader takes it (unit_refs.unit_refs)."""
    return f"Corps {corps.letter}"


def squadron_head(number: int) -> str:
    return f"squadron {number}"


def corps_candidates(work: Work, pos: Positions, nation: str, winter: bool) -> list[Candidate]:
    """Each corps holds; out of Winter it marches, scouts and sails wherever the rules let it."""
    out: list[Candidate] = []
    board = work.board
    for c in work.corps.values():
        if c.nation != nation:
            continue
        unit, kinds = (corps_head(c),), _kinds(c)

        def candidate(order, verb: str, target: str | None = None, via: tuple[str, ...] = (),
                      nations: tuple[str, ...] = ()) -> Candidate:
            scouts = (SCOUT,) if verb == "scout" else ()        # 'its scouts looking into Bavaria'
            return Candidate(format_order(order, board), verb, unit, c.at, target, via, nations, kinds=kinds + scouts)

        out.append(candidate(Hold(nation=nation, corps=c.letter), "hold"))
        if winter:
            continue
        paths = list(_marches(work, pos, c))
        for path in paths:
            march = MoveCorps(nation=nation, corps=c.letter, path=path)
            out.append(candidate(march, "move", path[-1], path[:-1]))
            there = _met(work, nation, path[-1])       # 'D attacks the Austrians in Bavaria': the same march
            if there:
                out.append(candidate(march, "move", path[-1], path[:-1], there))
        if c.scout:
            out += [candidate(Scout(nation=nation, corps=c.letter, target=t), "scout", t)
                    for t in _seen(work, (c.at,))]
            out += [candidate(MoveCorps(nation=nation, corps=c.letter, path=path, scout=t), "scout", path[-1],
                              path[:-1] + (t,))
                    for path in paths for t in _seen(work, (c.at, *path))]
        # a voyage is said with a sea: its last sea is the target ('B to Wales via the Irish Sea'), so that
        # 'B marches to Rome' is never read as a voyage the player did not name
        out += [candidate(TransportCorps(nation=nation, corps=c.letter, seas=seas, to=to), "move", seas[-1],
                          (*seas[:-1], to))
                for to, chains in _voyages(work, c).items() for seas in chains]
    return out


def squadron_candidates(work: Work, nation: str, winter: bool) -> list[Candidate]:
    """Each squadron holds; out of Winter it sails to a sea beside it and attacks there (every enemy, or
    one nation it is at war with)."""
    out: list[Candidate] = []
    board = work.board
    enemies = sorted(work.enemies(nation))
    for s in work.squadrons.values():
        if s.nation != nation:
            continue
        unit = (squadron_head(s.number),)

        def candidate(to: str | None, attack: bool, targets: tuple[str, ...], verb: str) -> Candidate:
            order = SquadronOrder(nation=nation, number=s.number, to=to, attack=attack, targets=targets)
            return Candidate(format_order(order, board), verb, unit, s.at, to, nations=targets, kinds=(SQUADRON,))

        out.append(candidate(None, False, (), "hold"))
        if winter:
            continue
        seas = [m for m, e in board.adjacent[s.at].items()
                if e.kind is EdgeKind.SEA and m != s.at and squadron_problem(work, s, m) is None]
        for to in (None, *seas):
            if to is not None:
                out.append(candidate(to, False, (), "move"))
            out.append(candidate(to, True, (), "attack"))
            out += [candidate(to, True, (enemy,), "attack") for enemy in enemies]
    return out


def _met(work: Work, nation: str, place: str) -> tuple[str, ...]:
    """The other nations a march into `place` meets: its owner and those whose corps stand there."""
    met = {c.nation for c in work.corps.values() if c.at == place} | {work.owners.get(place) or nation}
    return tuple(sorted(met - {nation}))


def _kinds(corps: Corps) -> tuple[str, ...]:
    """The unit words that call the whole corps: a kind only when it is all of that kind ('the cavalry' of an
    all-cavalry corps; 'Corps E sends its cavalry to Champagne' is no march of E's infantry)."""
    whole = [k for k in (INFANTRY, CAVALRY, ARTILLERY) if getattr(corps, k)]
    return ("corps", *(whole if len(whole) == 1 else ()))


def _marches(work: Work, pos: Positions, corps: Corps) -> Iterator[tuple[str, ...]]:
    """Every path the corps may march this season (movement.march_problem allows it), not going on past
    the space where it must stop, nor through a space twice."""
    limit, board = allowance(corps, work.params), work.board
    stack: list[tuple[str, ...]] = [()]
    while stack:
        path = stack.pop()
        here = path[-1] if path else corps.at
        for step in board.adjacent[here]:
            if step == corps.at or step in path:
                continue
            longer = path + (step,)
            if march_problem(work, pos, corps, longer) is not None:
                continue
            yield longer
            if len(longer) < limit and march_stop(work, pos, corps, longer) == longer:
                stack.append(longer)


def _seen(work: Work, path: tuple[str, ...]) -> list[str]:
    """The spaces a corps' scouts may be sent to from the spaces it occupies (scouting.scout_path), those
    spaces themselves left out."""
    adjacent = work.board.adjacent
    return sorted({p for here in path for p in adjacent[here]} - set(path))


def _voyages(work: Work, corps: Corps) -> dict[str, list[tuple[str, ...]]]:
    """Every province the corps may land in, with each shortest chain of seas that carries it there (squadrons
    of its own or its allies' staying in each sea: movement.transport_problem)."""
    board, none = work.board, frozenset[tuple[str, int]]()
    usable = {sea for sea in {s.at for s in work.start.squadrons} if carriers(work, corps.nation, sea, none)}
    found: dict[str, list[tuple[str, ...]]] = {}
    chains: list[tuple[str, ...]] = [(m,) for m, e in board.adjacent[corps.at].items()
                                     if e.kind is EdgeKind.COAST and m in usable]
    while chains and len(chains[0]) <= _MOST_SEAS:
        longer = []
        landed = set(found)
        for chain in chains:
            for m, e in board.adjacent[chain[-1]].items():
                if e.kind is EdgeKind.COAST and m != corps.at and m not in landed:
                    if entry_problem(work, corps.nation, m)[0] is None:
                        found.setdefault(m, []).append(chain)
                elif e.kind is EdgeKind.SEA and m in usable and m not in chain:
                    longer.append(chain + (m,))
        chains = longer
    return found
