"""A march with its purpose said as an attack on the nation there, in Succheesion: 'The 3 units in Adoen Shore go to
Republic Marsh to attack Stilwen.' Battles on land need no order (armies of nations at war in one region fight), so
the attack on land where the march ends is the march's purpose: set aside on the receipt, never refused as an attack
at sea nor read as an order of its own. An attack in another region than the march's end, or at sea, is left as it
was (read or refused)."""

from __future__ import annotations

from engine.board import Board
from engine.order_sheet import SetAside
from engine.rulesets.succheesion.orders import AttackAtSea, MoveUnits

WHY = "the march's purpose: battles on land need no order, armies of nations at war in one region fight"


def marched_attacks(read: list, board: Board) -> list:
    """The sentence's orders with each attack on land where one of its marches ends set aside."""
    if len(read) < 2:
        return read
    ends = {o.path[-1] for o in read if isinstance(o, MoveUnits) and o.path}
    if not ends:
        return read
    return [SetAside(f"attack {o.target}", WHY) if isinstance(o, AttackAtSea) and o.sea in ends
            and o.sea in board.regions and not board[o.sea].is_sea else o for o in read]
