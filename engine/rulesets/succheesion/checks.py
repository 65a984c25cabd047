"""The checks an order passes before the turn: the places it names are of the right kind and
the nation has what it orders. Each failure says "not allowed" and why."""

from __future__ import annotations

from engine.board import Board
from engine.order_sheet import NOT_ALLOWED, Order, OrderSheet, Rejections
from engine.rulesets.succheesion.economy import CONTESTED, LOYAL
from engine.rulesets.succheesion.orders import (
    AttackAtSea,
    Blockade,
    BreakTrade,
    Build,
    Cede,
    Declare,
    FoundCity,
    Invest,
    MoveShips,
    MoveUnits,
    Pact,
    RaiseCheese,
    Retreat,
    Siege,
    Sway,
)
from engine.rulesets.succheesion.no_change import (break_refusal, cede_refusal, crowded, declare_refusal,
                                                   invest_at_war_refusal, leave_pact_refusal, room_refusal,
                                                   siege_refusal)
from engine.rulesets.succheesion.production import city_refusal, held_regions
from engine.rulesets.succheesion.reach import invest_refusal, march_refusal, voyage_refusal
from engine.rulesets.succheesion.units import FORT, SHIP_TYPES, SuccheesionState
from engine.rulesets.succheesion.work import Work


class Position:
    """The markers and fleets of a state by (nation, region), looked up once per sheet, and what
    each region's cities may build (worked out the first time a build asks)."""

    def __init__(self, state: SuccheesionState, board: Board | None = None):
        self.stacks = {(s.nation, s.at): s for s in state.stacks}
        self.fleets = {(f.nation, f.at): f for f in state.fleets}
        self._state, self._board = state, board
        self._work: Work | None = None
        self.peace: set[tuple[str, str]] = set()     # (nation, target) the sheet makes peace with
        self._held: dict[str, tuple[str, list[str]]] | None = None

    def _worked(self) -> Work:
        if self._work is None:
            assert self._board is not None
            self._work = Work(self._board, self._state)
            self._held = held_regions(self._work)
        return self._work

    def city_refusal(self, o: Build) -> str | None:
        if self._board is None:
            return None
        return city_refusal(self._worked(), self._held or {}, o)

    def loyal(self, nation: str, region: str) -> bool:
        """Whether the region may be loyal to the nation when cheese is spent: loyal to it now, or
        contested (a peace made before may end the fight); occupied and others' regions never are."""
        if self._board is None:
            return True
        status, takers = self._worked().status(region)
        return status == CONTESTED or (status, takers) == (LOYAL, [nation])


def problem(o: Order, state: SuccheesionState, board: Board, where: Position | None = None) -> str | None:
    """Why `o` is not allowed in this position, or None."""
    where = where or Position(state)
    def land(r: str) -> bool:
        return board[r].is_land

    def sea(r: str) -> bool:
        return board[r].is_sea

    match o:
        case Build():
            if not land(o.at):
                return f"{board.name(o.at)} is a sea: units are built in a land region's cities"
            if o.kind in SHIP_TYPES and not board[o.at].attributes.get("port"):
                return f"ships are built in ports; {board.name(o.at)} has none"
            if o.to_sea is not None and (not sea(o.to_sea) or board.edge(o.at, o.to_sea) is None):
                return f"{board.name(o.to_sea)} is not a sea beside {board.name(o.at)}"
            if o.kind not in state.params["unit_costs"]:
                return f"{o.kind} is not a unit of this game"
            if o.kind != FORT:
                return where.city_refusal(o) or room_refusal(board.name(o.at), state.cities.get(o.at, 0), o.count)
        case Invest() | BreakTrade():
            if o.partner == o.nation:
                return "a nation trades with another nation"
            if isinstance(o, BreakTrade):
                return break_refusal(o.nation, o.partner, (t.nations for t in state.trades))
            if isinstance(o, Invest) and o.amount <= 0:
                return "invest at least some cheese"
            if isinstance(o, Invest):
                return invest_refusal(state.params, o.amount) or invest_at_war_refusal(
                    o.nation, o.partner, state.at_war(o.nation, o.partner), (o.nation, o.partner) in where.peace)
        case Blockade():
            if not sea(o.sea):
                return f"{board.name(o.sea)} is not a sea: fleets blockade seas"
        case Siege() | RaiseCheese() | FoundCity() | Cede():
            if not land(o.at):
                return f"{board.name(o.at)} is a sea"
            if isinstance(o, RaiseCheese | FoundCity) and not where.loyal(o.nation, o.at):
                done = "cheese is raised" if isinstance(o, RaiseCheese) else "cities are founded"
                return f"{done} only in regions loyal to {o.nation}"
            if isinstance(o, Siege) and (o.nation, o.at) not in where.stacks:
                return f"only units that began the turn in {board.name(o.at)} may lay siege or assault there"
            if isinstance(o, Siege):
                return siege_refusal(o.nation, board.name(o.at), state.forts_at(o.at))
            if isinstance(o, Cede) and cede_refusal(o.nation, board.name(o.at), state.owner(o.at)):
                return cede_refusal(o.nation, board.name(o.at), state.owner(o.at))
            if isinstance(o, RaiseCheese) and o.steps < 1:
                return "raise cheese by at least one"
            if isinstance(o, Cede) and o.to == o.nation:
                return "cede a region to another nation"
        case MoveUnits():
            if not all(land(r) for r in o.path):
                return "land units move through land regions (ships carry them at sea)"
            if (o.nation, o.path[0]) not in where.stacks:
                return f"{o.nation} has no units in {board.name(o.path[0])}"
            if len(o.path) < 2:
                return "name where the units go: '4 units 15 -> 16'"
            start = where.stacks[(o.nation, o.path[0])]
            if o.count is not None and o.count > start.count:
                return f"{o.nation} has {start.count} unit(s) free to move in {board.name(o.path[0])}"
            return march_refusal(board, state.params, o.path, _most_land_moves(board, state, o.path[0]))
        case Retreat():
            stack = where.stacks.get((o.nation, o.source))
            if stack is None or not stack.retreating:
                return f"{o.nation} has no defeated army to retreat in {board.name(o.source)}"
        case MoveShips():
            if not all(sea(r) for r in o.path):
                return "ships move through seas"
            fleet = where.fleets.get((o.nation, o.path[0]))
            if fleet is None:
                return f"{o.nation} has no ships in {board.name(o.path[0])}"
            if o.frigates > fleet.frigates or o.galleons > fleet.galleons:
                return f"{o.nation} has not these ships free in {board.name(o.path[0])}"
            return voyage_refusal(board, state.params, o)
        case AttackAtSea():
            if not sea(o.sea):
                return "battles on land need no order: armies of nations at war in one region fight"
        case Pact() if o.leave:
            return leave_pact_refusal(o.nation, o.name, state.pacts.get(o.name))
        case Declare() | Sway():
            if o.target == o.nation:
                return "a nation cannot do that with itself"
            if isinstance(o, Declare):
                return declare_refusal(o.nation, o.target, o.status, state.status(o.nation, o.target))
            if isinstance(o, Sway) and o.target not in state.unplayed:
                return f"{o.target} has a player: write to them instead"
    return None


def _most_land_moves(board: Board, state: SuccheesionState, source: str) -> int:
    """The most regions a march may go whatever the weather's dice say (bad weather shortens a march
    at resolution; it is no reason to refuse it)."""
    return int(state.params["land_moves"])


def find_problems(sheet: OrderSheet, state: SuccheesionState, board: Board, rejections: Rejections) -> None:
    where = Position(state, board)
    where.peace = {(o.nation, o.target) for o in sheet.orders if isinstance(o, Declare) and o.status != "war"}
    for i, o in enumerate(sheet.orders):
        why = problem(o, state, board, where)
        if why:
            rejections.reject(i, NOT_ALLOWED, why)
    builds = [(i, o.at, o.count) for i, o in enumerate(sheet.orders)
              if isinstance(o, Build) and o.kind != FORT and i not in rejections]
    for i, total in crowded(builds, state.cities).items():
        if i not in rejections:
            at = sheet.orders[i].at       # type: ignore[attr-defined]
            rejections.reject(i, NOT_ALLOWED, f"these builds put {total} new units in {board.name(at)}, which has "
                                              f"{state.cities.get(at, 0)} cities: which is meant? ask the player")
    for indexes, why in overdrawn(sheet, where, board):
        for i in indexes:
            if i not in rejections:
                rejections.reject(i, NOT_ALLOWED, why)


def overdrawn(sheet: OrderSheet, where: Position, board: Board) -> list[tuple[list[int], str]]:
    """Orders that together send more units (or ships) from one place than stand there ('4 units 1 -> 4'
    and '4 units 1 -> 2' with 4 in 1; one frigate sent to two seas): which is meant? Each is refused."""
    marches: dict[tuple[str, str], list[int]] = {}
    voyages: dict[tuple[str, str], list[int]] = {}
    for i, o in enumerate(sheet.orders):
        if isinstance(o, MoveUnits) and o.path:
            marches.setdefault((o.nation, o.path[0]), []).append(i)
        elif isinstance(o, MoveShips) and o.path:
            voyages.setdefault((o.nation, o.path[0]), []).append(i)
    out = []
    for (nation, at), indexes in marches.items():
        stack = where.stacks.get((nation, at))
        moves = [o for o in (sheet.orders[i] for i in indexes) if isinstance(o, MoveUnits)]
        if len(indexes) > 1 and stack is not None and (
                any(m.count is None for m in moves) or sum(m.count or 0 for m in moves) > stack.count):
            out.append((indexes, _twice(sheet, indexes, f"{stack.count} unit(s) stand in {board.name(at)}")))
    for (nation, at), indexes in voyages.items():
        fleet = where.fleets.get((nation, at))
        if fleet is None:
            continue
        for kind, there in (("frigates", fleet.frigates), ("galleons", fleet.galleons)):
            sent = [i for i in indexes if getattr(sheet.orders[i], kind)]
            if len(sent) > 1 and sum(getattr(sheet.orders[i], kind) for i in sent) > there:
                out.append((sent, _twice(sheet, sent, f"the {there} {kind[:-1]}(s) in {board.name(at)}")))
    return out


def _twice(sheet: OrderSheet, indexes: list[int], there: str) -> str:
    lines = ", ".join(str(sheet.lines[i]) for i in indexes)
    return f"two orders for the same units (lines {lines}) send more than {there}: which is meant? ask the player"
