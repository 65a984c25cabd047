"""Succheesion orders as the GM enters them: land moves and ships' voyages (with the units they
land), drawn as dashed arrows in the nation's colour."""

from __future__ import annotations

from collections.abc import Sequence

from app.render.picture import Arrow, ArrowStyle
from engine.orders import Order
from engine.rulesets.succheesion.orders import MoveShips, MoveUnits, Retreat


def planned_arrows(orders: Sequence[Order], colour: str, state: object = None) -> tuple[Arrow, ...]:
    """A move is drawn step by step along its path (the start first); a voyage from the port the
    units board in, along its seas, to where they land."""
    arrows: list[Arrow] = []
    for order in orders:
        if isinstance(order, MoveUnits):
            steps = order.path
        elif isinstance(order, MoveShips):
            steps = tuple(p for p in (order.load_from, *order.path, order.land_at) if p)
        elif isinstance(order, Retreat):
            steps = (order.source, order.to)
        else:
            continue
        arrows += [Arrow(a, b, colour, ArrowStyle.SUPPORT) for a, b in zip(steps, steps[1:]) if a != b]
    return tuple(arrows)
