"""EiA orders as the GM enters them: corps marches and fleet moves as dashed arrows in the power's
colour along their paths, attacks and afa_naval's yard orders as marks, and the phasing power's corps (land step) or fleets
(naval step) still without orders."""

from __future__ import annotations

from collections.abc import Sequence

from app.render.picture import Arrow, ArrowStyle, MarkKind, PlannedMark
from app.rulesets.eia.drawing import corps_key, fleet_key
from app.rulesets.eia.orders import corps_unit, fleet_unit
from app.rulesets.eia.afa_books import yard_areas
from engine.board import Board
from engine.order_sheet import Order
from engine.rulesets.eia.afa_naval.orders import Build as YardBuild
from engine.rulesets.eia.afa_naval.orders import LayIn
from engine.rulesets.eia.orders import Attack, MoveCorps, MoveFleet
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.steps import StepKind


def planned_arrows(orders: Sequence[Order], colour: str, state: object = None) -> tuple[Arrow, ...]:
    """A corps march or a fleet move, step by step along its path (whose first place is where the
    unit stands)."""
    arrows: list[Arrow] = []
    for order in orders:
        if isinstance(order, (MoveCorps, MoveFleet)):
            path = order.path
            arrows += [Arrow(a, b, colour, ArrowStyle.SUPPORT) for a, b in zip(path, path[1:]) if a != b]
    return tuple(arrows)


def planned_marks(orders: Sequence[Order], colour: str, state: object = None,
                  board: Board | None = None) -> tuple[PlannedMark, ...]:
    """An attack, where it is made; module afa_naval's ships built or repaired and stores laid in,
    in the area of the yard's city (with the board)."""
    marks = [PlannedMark(o.area, MarkKind.ATTACK, colour, f"{o.nation} attacks here")
             for o in orders if isinstance(o, Attack)]
    yards = [o for o in orders if isinstance(o, (YardBuild, LayIn))]
    areas = yard_areas(board) if yards and board is not None else {}
    for o in yards:
        area = areas.get(o.city)
        if area is None:
            continue
        if isinstance(o, YardBuild):
            what = f"{'repairs' if o.repair else 'builds'} {o.ships} ship{'s' if o.ships != 1 else ''} at {o.city}"
            marks.append(PlannedMark(area, MarkKind.BUILD, colour,
                                     f"{o.nation} {what}" + (f" for {o.buyer}" if o.buyer else ""), o.ships))
        else:
            marks.append(PlannedMark(area, MarkKind.SUPPLY, colour, f"{o.nation} lays in {o.amount} stores at {o.city}"))
    return tuple(marks)


def orderable_units(state: object) -> list[tuple[str, str, str]]:
    """The phasing power's fleets in its naval step and its corps (not those aboard a fleet) in its
    land step, named as `orders.unit_of` names them; several corps share one counter."""
    if not isinstance(state, EiaState):
        return []
    step = state.month_step
    who = step.nation
    if who is None:
        return []
    if step.kind is StepKind.NAVAL:
        return [(f.nation, fleet_unit(f.name, f.squadron), fleet_key(f.nation, f.name))
                for f in state.fleets if f.nation == who]
    return [(c.nation, corps_unit(c.designation), corps_key(c.nation, c.at))
            for c in state.corps if c.nation == who and not c.aboard]
