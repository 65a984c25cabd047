"""Classic orders as the GM enters them: moves as dashed arrows in the nation's colour, purchases and
ship attacks as marks, and the stacks of armies and ships no order moves yet."""

from __future__ import annotations

from collections.abc import Sequence

from app.render.picture import Arrow, ArrowStyle, MarkKind, PlannedMark
from app.rulesets.classic.drawing import aboard_key, armies_key, ships_key
from engine.order_sheet import Order
from engine.rulesets.classic.orders import Buy, Conditional, MoveArmies, MoveShips, SeaMove
from engine.rulesets.classic.units import ClassicState, plural


def planned_arrows(orders: Sequence[Order], colour: str, state: object = None) -> tuple[Arrow, ...]:
    """Army, sea and ship moves; a conditional order's moves are drawn like the others (the test
    is decided only at resolution)."""
    arrows: list[Arrow] = []
    for order in orders:
        inner = order.then if isinstance(order, Conditional) else (order,)
        for o in inner:
            if isinstance(o, (MoveArmies, SeaMove, MoveShips)) and o.to and o.to != o.source:
                arrows.append(Arrow(o.source, o.to, colour, ArrowStyle.SUPPORT))
    return tuple(arrows)


def planned_marks(orders: Sequence[Order], colour: str, state: object = None,
                  board: object = None) -> tuple[PlannedMark, ...]:
    """Armies and ships bought where they appear; ships attacking in the sea where they end. A
    conditional order's purchases and attacks are marked too, its test said in the tooltip."""
    marks: list[PlannedMark] = []
    for order in orders:
        inner, note = ((order.then, f" (if {order.subject} {order.comparison} {order.threshold})")
                       if isinstance(order, Conditional) else ((order,), ""))
        for o in inner:
            if isinstance(o, Buy):
                what = plural(o.count, "army", "armies") if o.kind == "army" else plural(o.count, "ship", "ships")
                marks.append(PlannedMark(o.where, MarkKind.BUILD, colour, f"{o.nation} buys {what}{note}", o.count))
            elif isinstance(o, MoveShips) and o.attack:
                against = ", ".join(o.targets) or "every other nation there"
                ships = "every ship attacks" if o.count is None else (
                    f"{plural(o.count, 'ship', 'ships')} attack{'s' if o.count == 1 else ''}")
                marks.append(PlannedMark(o.to or o.source, MarkKind.ATTACK, colour,
                                         f"{o.nation}: {ships} {against}{note}"))
    return tuple(marks)


def units_named(order: Order) -> tuple[tuple[str, str], ...]:
    """The stacks an order moves: armies in a province, armies aboard in a sea (a sea move from
    where their ships are), ships in a sea; a conditional order's stacks."""
    out: list[tuple[str, str]] = []
    for o in order.then if isinstance(order, Conditional) else (order,):
        if isinstance(o, MoveArmies):
            out.append(("armies", o.source))
        elif isinstance(o, SeaMove):
            out.append(("aboard" if o.sea == o.source else "armies", o.source))
        elif isinstance(o, MoveShips):
            out.append(("ships", o.source))
    return tuple(out)


def orderable_units(state: object) -> list[tuple[str, tuple[str, str], str]]:
    """Every stack of armies, of ships and of armies aboard, with its marker's key."""
    if not isinstance(state, ClassicState):
        return []
    out = [(a.nation, ("armies", a.at), armies_key(a.nation, a.at)) for a in state.armies]
    for f in state.fleets:
        out.append((f.nation, ("ships", f.at), ships_key(f.nation, f.at)))
        if f.aboard:
            out.append((f.nation, ("aboard", f.at), aboard_key(f.nation, f.at)))
    return out
