"""Succheesion orders as the GM enters them: land moves and ships' voyages (with the units they
land), drawn as dashed arrows in the nation's colour; units raised, forts built, sieges and
assaults, blockades, attacks at sea, cities founded, cheese raised, regions ceded and supply paid as
marks; the stacks and fleets still without orders."""

from __future__ import annotations

from collections.abc import Sequence

from app.render.picture import Arrow, ArrowStyle, MarkKind, PlannedMark
from app.rulesets.succheesion.drawing import fleet_key, units_key
from engine.order_sheet import Order
from engine.rulesets.succheesion.orders import (
    AttackAtSea,
    Blockade,
    Build,
    Cede,
    FoundCity,
    MoveShips,
    MoveUnits,
    PaySupply,
    RaiseCheese,
    Retreat,
    Siege,
)
from engine.rulesets.succheesion.units import SuccheesionState


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


def _mark(o: Order, colour: str) -> PlannedMark | None:
    who = o.nation
    if isinstance(o, Build):
        fort = o.kind.casefold() == "fort"
        return PlannedMark(o.at, MarkKind.FORTIFY if fort else MarkKind.BUILD, colour,
                           f"{who} builds {o.count} {o.kind}" + (f" (into {o.to_sea})" if o.to_sea else ""), o.count)
    if isinstance(o, Siege):
        return PlannedMark(o.at, MarkKind.ASSAULT if o.assault else MarkKind.SIEGE, colour,
                           f"{who} {'assaults' if o.assault else 'lays siege to'} the forts here")
    if isinstance(o, Blockade):
        return PlannedMark(o.sea, MarkKind.BLOCKADE, colour,
                           f"{who} {'lifts its blockade' if o.lift else 'blockades'} here")
    if isinstance(o, AttackAtSea):
        return PlannedMark(o.sea, MarkKind.ATTACK, colour, f"{who} attacks {o.target} at sea")
    if isinstance(o, FoundCity):
        return PlannedMark(o.at, MarkKind.DEVELOP, colour, f"{who} founds a city")
    if isinstance(o, RaiseCheese):
        return PlannedMark(o.at, MarkKind.DEVELOP, colour, f"{who} raises the cheese value by {o.steps}")
    if isinstance(o, Cede):
        return PlannedMark(o.at, MarkKind.CEDE, colour, f"{who} cedes this region to {o.to}")
    if isinstance(o, PaySupply):
        return PlannedMark(o.at, MarkKind.SUPPLY, colour, f"{who} pays the supply bill here")
    return None


def planned_marks(orders: Sequence[Order], colour: str, state: object = None,
                  board: object = None) -> tuple[PlannedMark, ...]:
    """Every order that happens in one region or sea, as a mark there (a build with its count)."""
    return tuple(m for m in (_mark(o, colour) for o in orders) if m is not None)


def units_named(order: Order) -> tuple[tuple[str, str], ...]:
    """The stack (units in a region) or fleet (ships in a sea) an order is for: a move or retreat
    from where it stands, a siege by the units in the region, a blockade or attack by the fleet
    in the sea, a voyage from the sea the ships are in."""
    if isinstance(order, MoveUnits):
        return (("units", order.path[0]),)
    if isinstance(order, Retreat):
        return (("units", order.source),)
    if isinstance(order, Siege):
        return (("units", order.at),)
    if isinstance(order, MoveShips):
        return (("fleet", order.path[0]),)
    if isinstance(order, (Blockade, AttackAtSea)):
        return (("fleet", order.sea),)
    return ()


def orderable_units(state: object) -> list[tuple[str, tuple[str, str], str]]:
    """Every stack and fleet with its marker's key (forts take no orders)."""
    if not isinstance(state, SuccheesionState):
        return []
    return ([(s.nation, ("units", s.at), units_key(s.nation, s.at)) for s in state.stacks]
            + [(f.nation, ("fleet", f.at), fleet_key(f.nation, f.at)) for f in state.fleets])
