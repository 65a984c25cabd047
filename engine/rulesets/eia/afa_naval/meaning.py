"""Module afa_naval's orders by meaning (engine.words.meaning), through the core's `candidates` hook: at the
economic step ships built, repaired and stores laid in at each yard the power holds, loans to each
nation; at the political step peace with each enemy. Each one the checks allow on its own; orders
with the player's own words (a squadron's new name, a casus belli's reason, provinces ceded) and
orders that name nothing a sentence could tell them by (leaving the Continental System) are left to
the strict forms."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from engine.board import Board
from engine.errors import UnknownName
from engine.order_sheet import Order
from engine.rulesets.eia import geography as geo
from engine.rulesets.eia.afa_naval import hooks as afa
from engine.rulesets.eia.afa_naval.orders import Build, LayIn, Lend
from engine.rulesets.eia.afa_naval.political_orders import Peace
from engine.rulesets.eia.afa_naval.yards import site
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.steps import StepKind
from engine.words.meaning import Candidate

_SHIPS = ("ship", "ships", "warship", "warships", "vessel", "vessels")
_MOST_LOAN = 99         # a loan's count: what the lender has is known after the step's income, not now


def candidates(state: EiaState, board: Board, nation: str, allowed: Callable[[Order], bool],
               said: Callable[[Order], str]) -> Iterator[Candidate]:
    kind = state.month_step.kind
    if kind is StepKind.ECONOMIC:
        yield from _yards(state, board, nation, allowed, said)
        for other in state.nations:
            order = Lend(nation=nation, to=other.name, amount=1)
            if allowed(order) and allowed(Lend(nation=nation, to=other.name, amount=_MOST_LOAN)):
                yield Candidate(_counted(said(order)), "give", nations=(other.name,), most=_MOST_LOAN,
                                extra=("money",))
    if kind is StepKind.POLITICAL:
        for other in state.nations:
            peace = Peace(nation=nation, other=other.name)
            if state.at_war(nation, other.name) and allowed(peace):
                yield Candidate(said(peace), "peace", nations=(other.name,))


def _yards(state: EiaState, board: Board, nation: str, allowed, said) -> Iterator[Candidate]:
    """New ships, repairs and stores at each yard the power holds, up to the yard's room."""
    areas = _yard_areas(board)
    for yard in afa.afa_state(state).yards:
        where = areas.get(yard.city)
        if yard.holder != nation or where is None:
            continue
        room = site(yard.city).capacity
        for order, verb in ((Build(nation=nation, city=yard.city, ships=1), "build"),
                            (Build(nation=nation, city=yard.city, ships=1, repair=True), "repair"),
                            (LayIn(nation=nation, city=yard.city, amount=1), "stores")):
            if allowed(order):
                yield Candidate(_counted(said(order)), verb, target=where, most=room, kinds=_SHIPS,
                                extra=tuple(yard.city.casefold().split()))


def _counted(line: str) -> str:
    """'build 1 at Brest' -> 'build {n} at Brest': the count is the player's."""
    verb, count, rest = line.split(" ", 2)
    return f"{verb} {{n}} {rest}" if count == "1" else line


_AREAS: dict[int, tuple[Board, dict[str, str]]] = {}


def _yard_areas(board: Board) -> dict[str, str]:
    """The area each yard's city stands in, worked out once a map."""
    kept = _AREAS.get(id(board))
    if kept is not None and kept[0] is board:
        return kept[1]
    out: dict[str, str] = {}
    for region in board.land():
        for city in geo.cities(board, region.id):
            try:
                out.setdefault(site(str(city.get("name", ""))).city, region.id)
            except UnknownName:      # a city with no yard
                continue
    if len(_AREAS) >= 4:
        _AREAS.clear()
    _AREAS[id(board)] = (board, out)
    return out
