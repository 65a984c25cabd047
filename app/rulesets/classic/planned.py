"""Classic orders as the GM enters them, drawn as dashed arrows in the nation's colour."""

from __future__ import annotations

from collections.abc import Sequence

from app.render.picture import Arrow, ArrowStyle
from engine.orders import Order
from engine.rulesets.classic.orders import Conditional, MoveArmies, MoveShips, SeaMove


def planned_arrows(orders: Sequence[Order], colour: str, state: object = None) -> tuple[Arrow, ...]:
    """Army, sea and ship moves; a conditional order's moves are drawn like the others (the test
    is decided only at resolution)."""
    arrows: list[Arrow] = []
    for order in orders:
        inner = order.then if isinstance(order, Conditional) else (order,)
        for o in inner:
            if isinstance(o, (MoveArmies, SeaMove)) or (isinstance(o, MoveShips) and o.to):
                if o.to != o.source:
                    arrows.append(Arrow(o.source, o.to, colour, ArrowStyle.SUPPORT))
    return tuple(arrows)
