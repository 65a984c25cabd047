"""Whether each classic order is allowed, with the reason when it is not.

Map facts (a province that is not next to another, a sea that is not a sea) are checked first,
against the position at the start of the turn. Counts (armies there, ships that may attack,
room aboard) are checked by the movement plan, after the turn's purchases. The GM's check of a
nation's orders runs the same steps on a copy of the turn: income and upkeep, then the
nation's purchases and gifts in the order written, then its movement.
"""

from __future__ import annotations

from engine.board import Board
from engine.board.board import RegionKind
from engine.limits import MAX_UNITS
from engine.order_sheet import NOT_ALLOWED, NOT_UNDERSTOOD, Order, OrderSheet, Rejections
from engine.rulesets.classic import economy
from engine.rulesets.classic.events import OrderFailed
from engine.rulesets.classic.movement import (
    coast_of,
    coast_seas,
    land_neighbours,
    plan_movement,
    sea_neighbours,
)
from engine.rulesets.classic.orders import (
    MOVES,
    Buy,
    Conditional,
    Gift,
    MoveArmies,
    MoveShips,
    SeaMove,
    holds,
)
from engine.rulesets.classic.units import ARMY, ClassicState
from engine.rulesets.classic.work import Work


def elimination_refusal(nation: str) -> str:
    """The words for every order of a nation out of the game, at entry and at resolution."""
    return f"{nation} has been eliminated: it has no provinces, armies or ships"


def static_problem(o, work: Work) -> tuple[str, str] | None:
    """What the map and the position at the start of the turn forbid, whatever else is ordered."""
    board, n = work.board, o.nation
    name = board.name
    if isinstance(o, Buy):
        if o.count > MAX_UNITS:
            units = "armies" if o.kind == ARMY else "ships"
            return NOT_ALLOWED, f"a nation has at most {MAX_UNITS:,} {units}; {o.count:,} cannot be bought"
        where = board[o.where]
        if o.kind == ARMY:
            if not where.is_land:
                return NOT_ALLOWED, f"armies are bought in a province, and {where.name} is a sea"
            owner = work.owner(o.where)
            if owner != n:
                whose = "neutral" if owner is None else f"{owner}'s"
                return NOT_ALLOWED, f"armies are bought in a province {n} owns, and {where.name} is {whose}"
        else:
            if not where.is_sea:
                return NOT_ALLOWED, f"ships are bought in a sea, and {where.name} is not one"
            if not any(work.owner(p) == n for p in coast_of(board, o.where)):
                return NOT_ALLOWED, (f"ships are bought in a sea next to a province {n} owns, and {where.name} "
                                    "is next to none")
        return None
    if isinstance(o, Gift):
        if o.target == n:
            return NOT_ALLOWED, f"{n} cannot send gold to itself"
        if o.amount <= 0:
            return NOT_ALLOWED, "a gift is at least 1 gold"
        return None
    if isinstance(o, Conditional):
        for p in o.places:
            if not board[p].is_land:
                return NOT_ALLOWED, f"conditions count armies in provinces, and {name(p)} is a sea"
        return next(filter(None, (static_problem(t, work) for t in o.then)), None)
    if isinstance(o, MoveArmies):
        if not board[o.source].is_land:
            return NOT_ALLOWED, (f"{name(o.source)} is a sea: armies aboard ships are moved with 'N armies "
                                f"{name(o.source)} -> province'")
        if not board[o.to].is_land:
            return NOT_ALLOWED, f"{name(o.to)} is not a province"
        if o.to == o.source:
            return NOT_ALLOWED, "the armies would end where they start"
        if o.to not in land_neighbours(board, o.source):
            return NOT_ALLOWED, f"{name(o.to)} does not border {name(o.source)}"
        return None
    if isinstance(o, SeaMove):
        if RegionKind.IMPASSABLE in (board[o.source].kind, board[o.to].kind):
            return NOT_ALLOWED, "no unit may enter an impassable region"
        if board[o.source].is_land:
            if o.sea is not None:
                if not board[o.sea].is_sea:
                    return NOT_ALLOWED, f"{name(o.sea)} is not a sea"
                if o.sea not in coast_seas(board, o.source):
                    return NOT_ALLOWED, (f"{name(o.sea)} does not border {name(o.source)}: armies board ships "
                                        "in a sea next to their province")
            elif not coast_seas(board, o.source):
                return NOT_ALLOWED, f"{name(o.source)} does not touch the sea"
            if o.to == o.source:
                return NOT_ALLOWED, "the armies would end where they start"
        else:
            if o.to == o.source:
                return NOT_ALLOWED, f"the armies are already aboard in {name(o.source)}"
        start = [o.sea] if o.sea else coast_seas(board, o.source)
        reach = set(start) | {m for s in start for m in sea_neighbours(board, s)}
        if board[o.to].is_sea:
            if o.to not in reach:
                return NOT_ALLOWED, (f"ships from {', '.join(name(s) for s in start)} cannot reach {name(o.to)} "
                                    "this turn")
        elif not any(o.to in coast_of(board, s) for s in reach):
            return NOT_ALLOWED, f"{name(o.to)} is not on a coast the ships can reach this turn"
        return None
    if isinstance(o, MoveShips):
        if not board[o.source].is_sea:
            return NOT_ALLOWED, f"{name(o.source)} is not a sea"
        if o.to is not None:
            if not board[o.to].is_sea:
                return NOT_ALLOWED, f"{name(o.to)} is not a sea: ships stay at sea"
            if o.to not in sea_neighbours(board, o.source):
                return NOT_ALLOWED, f"{name(o.to)} does not border {name(o.source)}"
        if o.attack and o.stance:
            return NOT_ALLOWED, "ships that attack cannot also stay out of combat or escape"
        if n in o.targets:
            return NOT_ALLOWED, f"{n}'s ships cannot attack {n}"
        return None
    return NOT_UNDERSTOOD, f"not a classic order: {type(o).__name__}"


def carry_out_then(work: Work, o: Conditional, text: str) -> str | None:
    """The purchases and gifts of a condition that holds, in the order written; the first
    failure's reason, if one fails."""
    failures: list[str] = []
    for t in o.then:
        if isinstance(t, (Buy, Gift)):
            before = len(work.events)
            if isinstance(t, Buy):
                economy.buy(work, t, text)
            else:
                economy.give(work, t, text)
            failures += [e.reason for e in work.events[before:] if isinstance(e, OrderFailed)]
    return failures[0] if failures else None


def condition_count(counts: dict[tuple[str, str], int], o: Conditional) -> int:
    return sum(counts.get((o.subject, p), 0) for p in o.places)


def army_counts(work: Work) -> dict[tuple[str, str], int]:
    return {k: c for k, c in work.armies.items() if c > 0}


def start_counts(state: ClassicState) -> dict[tuple[str, str], int]:
    return {(a.nation, a.at): a.count for a in state.armies}


def find_problems(sheet: OrderSheet, state: ClassicState, board: Board, rejections: Rejections,
                  money: bool = True) -> None:
    """Every order of a playing nation's sheet that is not allowed, refused with the reason: the
    ruleset's part of the base class's order-rejection gate. Without `money` (the reader's check of
    what a line can mean) the treasury is not judged: what the nation stands where, the map and
    who owns what are; the gold is checked when the orders are entered."""
    if not sheet.orders:
        return          # nothing to judge (most messages of talk, and every line refused): no turn's economy worked out
    n = sheet.nation
    work = Work(board, state)
    reject, rejected = rejections.reject, rejections
    for i, o in enumerate(sheet.orders):
        if o.nation != n:
            reject(i, NOT_ALLOWED, f"this order is {o.nation}'s")
            continue
        p = static_problem(o, work)
        if p:
            reject(i, *p)
    economy.start_of_turn(work)
    if not money:
        work.treasury[n] = 1 << 62         # purchases carried out whatever they cost: their armies move
    counts = start_counts(state)
    for i, o in enumerate(sheet.orders):
        if i in rejected or not isinstance(o, (Buy, Gift)):
            continue
        before = len(work.events)
        if isinstance(o, Buy):
            economy.buy(work, o, sheet.texts[i])
        else:
            economy.give(work, o, sheet.texts[i])
        refused = [e for e in work.events[before:] if isinstance(e, OrderFailed)]
        if refused:
            reject(i, NOT_ALLOWED, refused[0].reason)
    if state.params["conditions_count_purchases"]:
        counts = army_counts(work)
    entries: list[tuple[int, Order, str]] = []
    unheld: list[int] = []
    for i, o in enumerate(sheet.orders):
        if i in rejected:
            continue
        if isinstance(o, Conditional):
            if o.subject != n and state.params["conditions_count_purchases"]:
                unheld.append(i)    # the other nation's purchases this turn decide it: known only at resolution
            elif holds(o.comparison, condition_count(counts, o), o.threshold):
                failed = carry_out_then(work, o, sheet.texts[i])
                if failed:
                    reject(i, NOT_ALLOWED, failed)
                    continue
                entries.extend((i, t, sheet.texts[i]) for t in o.then if isinstance(t, MOVES))
            else:
                unheld.append(i)
        elif isinstance(o, MOVES):
            entries.append((i, o, sheet.texts[i]))
    plan = plan_movement(work, entries, [n])
    for i, (kind, reason) in plan.problems.items():
        reject(i, kind, reason)
    for i in unheld:
        why = unheld_moves_problem(work, sheet, i, entries)
        if why:
            reject(i, *why)


def unheld_moves_problem(work: Work, sheet: OrderSheet, i: int,
                         entries: list[tuple[int, Order, str]]) -> tuple[str, str] | None:
    """Why the moves of a condition that does not hold now could not be carried out even if it did
    (no ships in the sea named, no ship ending next to the goal): an order that can never be carried
    out is refused, not kept for a day it cannot come. Planned with the nation's ship moves only, so
    its other armies' orders cannot refuse it."""
    o = sheet.orders[i]
    if not isinstance(o, Conditional):
        return None
    moves: list[tuple[int, Order, str]] = [(i, t, sheet.texts[i]) for t in o.then if isinstance(t, MOVES)]
    if not moves:
        return None
    ships = [e for e in entries if isinstance(e[1], MoveShips)]
    return plan_movement(work, ships + moves, [o.nation]).problems.get(i)
