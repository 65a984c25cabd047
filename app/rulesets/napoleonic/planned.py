"""Napoleonic orders as the GM enters them: corps marches and sea transports, squadron moves,
drawn as dashed arrows in the nation's colour from where each unit stands."""

from __future__ import annotations

from collections.abc import Sequence

from app.render.picture import Arrow, ArrowStyle
from engine.orders import Order
from engine.rulesets.napoleonic.orders import MoveCorps, SquadronOrder, TransportCorps
from engine.rulesets.napoleonic.units import NapoleonicState


def planned_arrows(orders: Sequence[Order], colour: str, state: object = None) -> tuple[Arrow, ...]:
    """A march is drawn step by step along its path; a transport from the corps to where it lands;
    a squadron to the sea it moves to. Units the state does not know are not drawn."""
    if not isinstance(state, NapoleonicState):
        return ()
    arrows: list[Arrow] = []
    for order in orders:
        if isinstance(order, MoveCorps):
            corps = state.find_corps(order.nation, order.corps)
            if corps is not None:
                places = (corps.at, *order.path)
                arrows += [Arrow(a, b, colour, ArrowStyle.SUPPORT) for a, b in zip(places, places[1:]) if a != b]
        elif isinstance(order, TransportCorps):
            corps = state.find_corps(order.nation, order.corps)
            if corps is not None and corps.at != order.to:
                arrows.append(Arrow(corps.at, order.to, colour, ArrowStyle.SUPPORT))
        elif isinstance(order, SquadronOrder) and order.to:
            squadron = state.find_squadron(order.nation, order.number)
            if squadron is not None and squadron.at != order.to:
                arrows.append(Arrow(squadron.at, order.to, colour, ArrowStyle.SUPPORT))
    return tuple(arrows)
