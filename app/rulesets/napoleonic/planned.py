"""Napoleonic orders as the GM enters them: corps marches and sea transports, squadron moves,
drawn as dashed arrows in the nation's colour from where each unit stands; builds, scouting,
squadron attacks, reorganisations, annexations, cessions and straits opened as marks; the corps
and squadrons still without orders."""

from __future__ import annotations

from collections.abc import Sequence

from app.render.picture import Arrow, ArrowStyle, MarkKind, PlannedMark
from app.rulesets.napoleonic.drawing import corps_key, squadron_key
from engine.order_sheet import Order
from engine.rulesets.napoleonic.orders import (
    Accept,
    Annex,
    Build,
    Cede,
    MoveCorps,
    Permit,
    Scout,
    SquadronOrder,
    Transfer,
    TransportCorps,
)
from engine.rulesets.napoleonic.units import NapoleonicState
from engine.rulesets.napoleonic.writing import kinds_text


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


def planned_marks(orders: Sequence[Order], colour: str, state: object = None,
                  board: object = None) -> tuple[PlannedMark, ...]:
    """What happens in one place: a build where it is raised, scouting where the cavalry looks, a
    squadron's attack where it ends, a reorganisation where the corps stands, an annexation, a
    province ceded or accepted, a strait opened. Marks needing a unit's place need the state."""
    known = state if isinstance(state, NapoleonicState) else None
    marks: list[PlannedMark] = []
    for o in orders:
        who = o.nation
        if isinstance(o, Build):
            marks.append(PlannedMark(o.where, MarkKind.BUILD, colour, f"{who} builds {kinds_text(o.kinds)}"))
        elif isinstance(o, Scout) or (isinstance(o, (MoveCorps, TransportCorps)) and o.scout):
            target = o.target if isinstance(o, Scout) else o.scout
            marks.append(PlannedMark(str(target), MarkKind.SCOUT, colour, f"{who}: corps {o.corps} scouts here"))
        elif isinstance(o, SquadronOrder) and o.attack:
            squadron = known.find_squadron(who, o.number) if known else None
            where = o.to or (squadron.at if squadron else None)
            if where:
                against = ", ".join(o.targets) or "every enemy there"
                marks.append(PlannedMark(where, MarkKind.ATTACK, colour,
                                         f"{who}: squadron {o.number} attacks {against}"))
        elif isinstance(o, Transfer):
            corps = known.find_corps(who, o.source) if known else None
            if corps is not None:
                marks.append(PlannedMark(corps.at, MarkKind.REORGANISE, colour,
                                         f"{who}: {o.count} {o.kind} from corps {o.source} to {o.target}"))
        elif isinstance(o, Annex):
            marks.append(PlannedMark(o.province, MarkKind.ANNEX, colour, f"{who} annexes this province"))
        elif isinstance(o, Cede):
            marks.append(PlannedMark(o.province, MarkKind.CEDE, colour, f"{who} cedes this province to {o.to}"))
        elif isinstance(o, Accept):
            marks.append(PlannedMark(o.province, MarkKind.CEDE, colour, f"{who} accepts this province from {o.giver}"))
        elif isinstance(o, Permit):
            marks.append(PlannedMark(o.sea, MarkKind.PASSAGE, colour, f"{who} lets {o.target} cross this strait"))
    return tuple(marks)


def orderable_units(state: object) -> list[tuple[str, tuple[str, str], str]]:
    """Every corps and squadron, named as `orders.unit_of` names them, with its marker's key
    (Winter, when nothing moves, is left out by the calendar)."""
    if not isinstance(state, NapoleonicState):
        return []
    return ([(c.nation, ("corps", c.letter), corps_key(c.nation, c.letter)) for c in state.corps]
            + [(s.nation, ("squadron", str(s.number)), squadron_key(s.nation, s.number)) for s in state.squadrons])
