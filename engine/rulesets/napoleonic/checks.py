"""Whether each order is allowed, with the reason when it is not.

The same checks run when the GM enters a nation's orders (against the position as it stands,
with that nation's own declarations of war and proposals of alliance taken as made, unless the
other side's orders, already stored, do not propose it: answered_alliance) and again during resolution
(against the position after diplomacy, builds and reorganisation).
"""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from engine.board import Board
from engine.order_sheet import NOT_ALLOWED, NOT_UNDERSTOOD, OrderSheet, Rejections
from engine.rulesets.napoleonic import economy
from engine.rulesets.napoleonic.answered_alliance import declined, declined_reason
from engine.rulesets.napoleonic.events import OrderFailed
from engine.rulesets.napoleonic.movement import Positions, march_problem, squadron_problem, transport_problem
from engine.rulesets.napoleonic.new_letters import named_new
from engine.rulesets.napoleonic.orders import (
    Accept, Alliance, Annex, BreakAlliance, Build, Cede, DeclareWar, Gift, Hold, MoveCorps, Peace, Permit, Scout,
    SquadronOrder, Transfer, TransportCorps)
from engine.rulesets.napoleonic.refusals import strait_refusal, war_refusal
from engine.rulesets.napoleonic.scouting import scout_path, scout_target
from engine.rulesets.napoleonic.units import SQUADRON, NapoleonicState
from engine.rulesets.napoleonic.work import Work
from engine.state import ALLIANCE, WAR

MOVES = (MoveCorps, Hold, TransportCorps, Scout, SquadronOrder)


def is_winter(state: NapoleonicState) -> bool:
    return state.season == state.params["winter"]


def eliminated(state: NapoleonicState, nation: str) -> bool:
    return (not any(n == nation for n in state.owners.values())
            and not any(c.nation == nation for c in state.corps)
            and not any(s.nation == nation for s in state.squadrons))


def _holds(o) -> bool:
    return isinstance(o, Hold) or (isinstance(o, SquadronOrder) and o.to is None and not o.attack)


def static_problem(o, work: Work, proposals: set[tuple[str, str]]) -> tuple[str, str] | None:
    """Checks that do not depend on other orders being carried out first."""
    state, board, n = work.start, work.board, o.nation
    name = board.name
    winter = is_winter(state)
    if isinstance(o, MOVES) and winter and not _holds(o):
        return NOT_ALLOWED, "units may not move or scout during Winter"
    if isinstance(o, Annex):
        if not winter:
            return NOT_ALLOWED, "provinces are annexed only in Winter"
        if not board[o.province].is_land:
            return NOT_ALLOWED, f"{name(o.province)} is not a province"
        owner = work.owners.get(o.province)
        if owner == n:
            return NOT_ALLOWED, f"{n} already owns {name(o.province)}"
        if owner is not None and work.allied(owner, n):
            return NOT_ALLOWED, f"{name(o.province)} belongs to {n}'s ally {owner}: allies trade provinces instead"
        if not any(c.nation == n and c.at == o.province for c in work.corps.values()):
            return NOT_ALLOWED, f"{n} has no corps in {name(o.province)} to annex it"
    target = getattr(o, "target", None)
    if isinstance(o, (DeclareWar, Alliance, Peace, BreakAlliance, Gift)) and target == n:
        return NOT_ALLOWED, f"{n} cannot do that with itself"
    status = state.status(n, target) if target and target != n else None
    if isinstance(o, DeclareWar) and target is not None and target != n:
        why = war_refusal(n, target, status, state.relation(n, target).broken_on, state.turn)
        if why:
            return NOT_ALLOWED, why
    if isinstance(o, Peace) and status != WAR:
        return NOT_ALLOWED, f"{n} is not at war with {target}"
    if isinstance(o, Alliance) and status == ALLIANCE:
        return NOT_ALLOWED, f"{n} is already allied to {target}"
    if isinstance(o, BreakAlliance) and status != ALLIANCE:
        return NOT_ALLOWED, f"{n} is not allied to {target}"
    if isinstance(o, Gift):
        if o.amount <= 0:
            return NOT_ALLOWED, "a gift must be at least 1 gold"
        if status != ALLIANCE and (n, target) not in proposals:
            return NOT_ALLOWED, f"gold may only be given to an ally, and {target} is not allied to {n}"
    if isinstance(o, Cede):
        if o.to == n:
            return NOT_ALLOWED, f"{n} already owns what it keeps"
        if work.owners.get(o.province) != n:
            return NOT_ALLOWED, f"{n} does not own {name(o.province)}"
        if state.status(n, o.to) != ALLIANCE and (n, o.to) not in proposals:
            return NOT_ALLOWED, f"provinces may only be traded between allies, and {o.to} is not allied to {n}"
    if isinstance(o, Accept) and work.owners.get(o.province) != o.giver:
        return NOT_ALLOWED, f"{o.giver} does not own {name(o.province)}"
    if isinstance(o, Permit):
        if not board[o.sea].is_sea:
            return NOT_ALLOWED, f"{name(o.sea)} is not a sea"
        why = strait_refusal(n, Positions(work).strait_controller(o.sea)[0], name(o.sea))
        if why:
            return NOT_ALLOWED, why
    if isinstance(o, Build):
        where = board[o.where]
        if o.kinds[0] == SQUADRON and not where.is_sea:
            return NOT_ALLOWED, f"squadrons are built in a sea, and {where.name} is not one"
        if o.kinds[0] != SQUADRON and not where.is_land:
            return NOT_ALLOWED, f"divisions are built in a province, and {where.name} is not one"
    return None


def movement_problem(o, work: Work, pos: Positions, permits, moving) -> tuple[str, str] | None:
    board, n = work.board, o.nation
    if isinstance(o, SquadronOrder):
        s = work.squadrons.get((n, o.number))
        if s is None:
            return NOT_UNDERSTOOD, f"{n} has no squadron {o.number}"
        if o.attack and s.new:
            return NOT_ALLOWED, f"squadron {o.number} was built this season: it may defend but not attack"
        for t in o.targets:
            if not work.at_war(n, t):
                return NOT_ALLOWED, f"{n} is not at war with {t}"
        reason = squadron_problem(work, s, o.to)
        return (NOT_ALLOWED, reason) if reason else None
    c = work.corps.get((n, o.corps))
    if c is None:
        return NOT_UNDERSTOOD, f"{n} has no corps {o.corps}"
    if isinstance(o, MoveCorps) and o.start and o.start != c.at:
        return NOT_ALLOWED, f"corps {o.corps} is in {board.name(c.at)}, not {board.name(o.start)}"
    target = scout_target(o)
    if target is not None:
        if not c.scout:
            return NOT_ALLOWED, f"corps {o.corps} has no scouting cavalry"
        path = scout_path(o, c.at)
        if not any(target == p or target in board.adjacent[p] for p in path):
            return NOT_ALLOWED, f"{board.name(target)} is not next to any space corps {o.corps} occupies this season"
    if isinstance(o, MoveCorps):
        reason = march_problem(work, pos, c, o.path, permits)
    elif isinstance(o, TransportCorps):
        reason = transport_problem(work, pos, c, o.seas, o.to, moving)
    else:
        reason = None
    return (NOT_ALLOWED, reason) if reason else None


def moving_squadrons(work: Work, orders) -> set[tuple[str, int]]:
    out = set()
    for o in orders:
        if isinstance(o, SquadronOrder) and o.to:
            s = work.squadrons.get((o.nation, o.number))
            if s is not None and s.at != o.to:
                out.add(s.key)
    return out


def duplicate_problem(o, seen: dict, line: int) -> tuple[str, str] | None:
    key: tuple[str, str | int]
    if isinstance(o, (MoveCorps, Hold, TransportCorps, Scout)):
        key = ("corps", o.corps)
    elif isinstance(o, SquadronOrder):
        key = ("squadron", o.number)
    else:
        return None
    if key in seen:
        return NOT_ALLOWED, f"{key[0]} {key[1]} already has an order (line {seen[key]})"
    seen[key] = line
    return None


def two_different_orders(moves: list[tuple[object, int]]) -> dict[int, str]:
    """Two different orders for one corps or squadron of a nation ('D - Baden' ... 'D - Switzerland'): each
    of them (by its index in `moves`, (order, line) pairs) with why it is refused: the GM asks which is
    meant. The same order twice is no such case: the later one is refused as a copy (duplicate_problem)."""
    by_unit: dict[tuple[str, str, object], list[int]] = {}
    for i, (o, _) in enumerate(moves):
        key = ("squadron", o.number) if isinstance(o, SquadronOrder) else ("corps", getattr(o, "corps", None))
        if key[1] is not None:
            by_unit.setdefault((getattr(o, "nation", ""), *key), []).append(i)
    out: dict[int, str] = {}
    for (_, kind, name), indexes in by_unit.items():
        if len({msgspec.json.encode(moves[i][0]) for i in indexes}) < 2:
            continue
        lines = ", ".join(str(moves[i][1]) for i in indexes)
        for i in indexes:
            out[i] = f"two different orders for {kind} {name} (lines {lines}): which is meant? ask the player"
    return out


def stored_permits(work: Work, pos: Positions, others) -> set[tuple[str, str, str]]:
    """Permissions to cross a strait already entered by the nation that controls it: they count
    for the whole season, whichever nation's orders come first."""
    return {(o.nation, o.target, o.sea) for sheet in (others or {}).values() for o in sheet.orders
            if isinstance(o, Permit) and pos.strait_controller(o.sea)[0] == o.nation}


def find_problems(sheet: OrderSheet, state: NapoleonicState, board: Board, rejections: Rejections) -> None:
    """Every order of a playing nation's sheet that is not allowed, refused with the reason: the
    ruleset's part of the base class's order-rejection gate."""
    n = sheet.nation
    work = Work(board, state)
    work.begin_season()
    work.named_letters = named_new(sheet.orders, work.corps)
    reject, rejected = rejections.reject, rejections
    proposals = {(o.nation, o.target) for o in sheet.orders if isinstance(o, Alliance)}
    for i, o in enumerate(sheet.orders):
        p = static_problem(o, work, proposals)
        if p:
            reject(i, *p)
    no_answer = declined(n, (o.target for o in sheet.orders if isinstance(o, Alliance)), rejections.others)
    for i, o in enumerate(sheet.orders):   # own declarations and proposals taken as made, unless declined
        if i not in rejected and isinstance(o, (DeclareWar, Alliance)) and o.target not in no_answer:
            work.set_relation(n, o.target, WAR if isinstance(o, DeclareWar) else ALLIANCE)
    carry_out: dict[type, Callable[..., None]] = {Build: economy.build, Transfer: economy.transfer,
                                                  Annex: economy.annex}
    for i, o in enumerate(sheet.orders):   # annexations, builds and transfers in the order written,
        if i in rejected or type(o) not in carry_out:   # tried on a copy with gold to spare
            continue
        work.treasury[n] = 10**9
        before = len(work.events)
        carry_out[type(o)](work, o, sheet.texts[i])
        failed = [e for e in work.events[before:] if isinstance(e, OrderFailed)]
        if failed:
            reject(i, NOT_ALLOWED, failed[0].reason)
    economy.settle_corps(work)
    pos = Positions(work)
    moving = moving_squadrons(work, [o for i, o in enumerate(sheet.orders) if i not in rejected])
    permits = stored_permits(work, pos, rejections.others)   # what the other nations stored grants
    seen: dict = {}
    for i, o in enumerate(sheet.orders):
        if i in rejected or not isinstance(o, MOVES):
            continue
        p = duplicate_problem(o, seen, sheet.lines[i]) or movement_problem(o, work, pos, permits, moving)
        if p:
            reject(i, p[0], declined_reason(p[1], n, no_answer))


def _names_a_new_unit(o, work: Work) -> bool:
    """Whether an order names a corps or squadron not there at the start: one a build may raise."""
    if isinstance(o, SquadronOrder):
        return (o.nation, o.number) not in work.squadrons
    if isinstance(o, Transfer):
        return (o.nation, o.source) not in work.corps
    return isinstance(o, (MoveCorps, Hold, TransportCorps, Scout)) and (o.nation, o.corps) not in work.corps


def reading_problems(sheet: OrderSheet, state: NapoleonicState, board: Board, rejections: Rejections) -> None:
    """What the position says a line cannot mean, judged when it is read ('Corps H marches to Finland'
    when the nation has no corps H, a march through spaces that do not border, a merge of corps in
    two provinces): the corps and squadrons named, where they stand and the map. The season, the
    treasury and the diplomacy are judged when the orders are entered (find_problems)."""
    work = Work(board, state)
    work.begin_season()
    work.named_letters = named_new(sheet.orders, work.corps)
    reject = rejections.reject
    unknown = any(_names_a_new_unit(o, work) for o in sheet.orders)
    for i, o in enumerate(sheet.orders):   # builds (when a corps not yet there is named) and transfers in order
        if isinstance(o, Transfer) or isinstance(o, Build) and unknown:
            work.treasury[o.nation] = 10**9
            before = len(work.events)
            if isinstance(o, Build):
                economy.build(work, o, sheet.texts[i])
            else:
                economy.transfer(work, o, sheet.texts[i])
            failed = [e for e in work.events[before:] if isinstance(e, OrderFailed)]
            if failed and isinstance(o, Transfer):
                reject(i, NOT_ALLOWED, failed[0].reason)
    economy.settle_corps(work)
    pos = Positions(work)
    moves = [i for i, o in enumerate(sheet.orders) if i not in rejections and isinstance(o, MOVES)]
    for k, why in two_different_orders([(sheet.orders[i], sheet.lines[i]) for i in moves]).items():
        reject(moves[k], NOT_ALLOWED, why)
    seen: dict = {}
    for i, o in enumerate(sheet.orders):
        if i in rejections or not isinstance(o, MOVES):
            continue
        twice = duplicate_problem(o, seen, sheet.lines[i])
        if twice:
            reject(i, *twice)
            continue
        if isinstance(o, SquadronOrder):
            if (o.nation, o.number) not in work.squadrons:
                reject(i, NOT_UNDERSTOOD, f"{o.nation} has no squadron {o.number}")
            continue
        c = work.corps.get((o.nation, o.corps))
        if c is None:
            reject(i, NOT_UNDERSTOOD, f"{o.nation} has no corps {o.corps}")
        elif isinstance(o, MoveCorps) and o.start and o.start != c.at:
            reject(i, NOT_ALLOWED, f"corps {o.corps} is in {board.name(c.at)}, not {board.name(o.start)}")
        elif isinstance(o, MoveCorps):
            reason = march_problem(work, pos, c, o.path, set())
            if reason and "border" in reason:       # the map: whether the war or a strait stops it is judged at entry
                reject(i, NOT_ALLOWED, reason)
