"""Classic's units as a line may name them (engine.words.units_named): armies and ships are counted by the
region they stand in, so a stack is named by where it starts ('from 14', '14 ->', 'the armies in 14') or
by its count ('the 3 ...')."""

from __future__ import annotations

from engine.board import Board
from engine.words.units_named import Called, Key
from engine.rulesets.classic.orders import MoveArmies, MoveShips, SeaMove
from engine.rulesets.classic.units import ClassicState

_ARMY_NOUNS = frozenset("army armies troops men units".split())
_SHIP_NOUNS = frozenset("ship ships fleet fleets navy boats".split())


def called(nation: str, state: ClassicState, board: Board) -> list[Called]:
    out = [Called(("at", a.at), f"the armies in {board.name(a.at)}", nouns=_ARMY_NOUNS, at=a.at, count=a.count)
           for a in state.armies if a.nation == nation and a.count]
    out += [Called(("at", f.at), f"the ships in {board.name(f.at)}", nouns=_SHIP_NOUNS, at=f.at, count=f.ships)
            for f in state.fleets if f.nation == nation and f.ships]
    return out


def unit_key(order: object) -> Key | None:
    if isinstance(order, (MoveArmies, SeaMove, MoveShips)):
        return ("at", order.source)
    return None
