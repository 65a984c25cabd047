"""The Succheesion rules on the map, after the seed's node-link map: regions in their owner's
colour, occupied ones in a pale wash of the occupier's, contested ones grey; unit markers with
their count (a star for the General), forts, fleets (a B when blockading), trade links dashed.

Marker keys: "units:NATION:REGION", "fort:NATION:REGION", "fleet:NATION:SEA".
"""

from __future__ import annotations

from collections.abc import Sequence

from app.render.picture import Arrow, ArrowStyle, Battle, MapPicture, Marker, MarkerShape, legend_entries
from engine.board import Board
from engine.rulesets.succheesion.events import SuccheesionEvent
from engine.rulesets.succheesion import events as ev
from engine.rulesets.succheesion.units import SuccheesionState, cheese_text

NEUTRAL = "#e8d9b0"
CONTESTED = "#a8a8a8"
GREY = "#808080"
PUBLIC_MAP_SHOWS = "unit counts, forts and fleets: all are public in these rules"


def units_key(nation: str, region: str) -> str:
    return f"units:{nation}:{region}"


def fleet_key(nation: str, sea: str) -> str:
    return f"fleet:{nation}:{sea}"


def pale(colour: str, amount: float = 0.55) -> str:
    """The colour mixed with white: an occupied region in its occupier's colour, washed out."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{round(c + (255 - c) * amount):02x}" for c in (r, g, b))


def contested_regions(state: SuccheesionState) -> set[str]:
    here: dict[str, set[str]] = {}
    for s in state.stacks:
        here.setdefault(s.at, set()).add(s.nation)
    for f in state.forts:
        here.setdefault(f.at, set()).add(f.nation)
    return {r for r, ns in here.items() if any(state.at_war(a, b) for a in ns for b in ns if a < b)}


def fills(board: Board, state: SuccheesionState) -> dict[str, str]:
    colour = {n.name: n.colour for n in state.nations}
    contested = contested_regions(state)
    out = {}
    for r in board.land():
        if r.id in contested:
            out[r.id] = CONTESTED
        elif r.id in state.occupied:
            out[r.id] = pale(colour.get(state.occupied[r.id], GREY))
        else:
            out[r.id] = colour.get(state.owners.get(r.id, ""), NEUTRAL)
    return out


def markers(board: Board, state: SuccheesionState) -> list[Marker]:
    colour = {n.name: n.colour for n in state.nations}
    out = []
    for s in state.stacks:
        star = " \u2605" if s.general else ""
        out.append(Marker(s.at, text=f"{s.count}{star}", colour=colour.get(s.nation, GREY), shape=MarkerShape.CORPS,
                          tooltip=f"{s.nation}: {s.count} unit(s)" + (" and the General" if s.general else "")
                          + (", must retreat" if s.retreating else ""), key=units_key(s.nation, s.at)))
    for fort in state.forts:
        out.append(Marker(fort.at, text=str(fort.count), colour=colour.get(fort.nation, GREY),
                          shape=MarkerShape.FORT, tooltip=f"{fort.nation}: {fort.count} fort(s)",
                          key=f"fort:{fort.nation}:{fort.at}"))
    for f in state.fleets:
        text = f"{f.frigates}F{f.galleons}G" + (" B" if f.blockade else "")
        tip = f"{f.nation}: {f.frigates} Frigate(s), {f.galleons} Galleon(s)" + (
            f", {f.aboard} unit(s) aboard" if f.aboard else "") + (", blockading" if f.blockade else "")
        out.append(Marker(f.at, text=text, colour=colour.get(f.nation, GREY), shape=MarkerShape.SQUADRON,
                          tooltip=tip, key=fleet_key(f.nation, f.at)))
    return out


def trade_links(state: SuccheesionState) -> list[Arrow]:
    """A dashed line between the capitals of each pair of trading nations."""
    out = []
    for t in state.trades:
        a, b = (state.capitals.get(n) for n in t.nations)
        if a and b and a != b:
            out.append(Arrow(a, b, "#6b5a2b", ArrowStyle.STRAIT))
    return out


def arrows_and_battles(state: SuccheesionState,
                       events: Sequence[SuccheesionEvent]) -> tuple[list[Arrow], list[Battle]]:
    colour = {n.name: n.colour for n in state.nations}
    arrows: list[Arrow] = []
    battles: list[Battle] = []
    for e in events:
        if isinstance(e, ev.Moved) or isinstance(e, ev.Sailed):
            for a, b in zip(e.path, e.path[1:]):
                arrows.append(Arrow(a, b, colour.get(e.nation, "#2b2118"), ArrowStyle.MOVE))
            if isinstance(e, ev.Sailed) and e.landed_at:
                arrows.append(Arrow(e.path[-1], e.landed_at, colour.get(e.nation, "#2b2118"), ArrowStyle.MOVE))
        elif isinstance(e, ev.Retreated) and e.to:
            arrows.append(Arrow(e.source, e.to, colour.get(e.nation, "#2b2118"), ArrowStyle.RETREAT))
        elif isinstance(e, ev.Battle):
            s = e.story
            battles.append(Battle(e.at, tooltip=f"{'Sea battle' if e.naval else 'Battle'}: {s.sides[0]} against "
                                                f"{s.sides[1]}; {s.sides[s.victor]} wins",
                                  winner=colour.get(s.sides[s.victor])))
        elif isinstance(e, ev.SiegeDone) and not e.cancelled:
            battles.append(Battle(e.at, tooltip=f"{'Assault' if e.assault else 'Siege'} by {e.nation}"))
    return arrows, battles


def destroyed_markers(state: SuccheesionState, events: Sequence[SuccheesionEvent]) -> list[Marker]:
    """A struck-through ghost where units were wiped out this turn: a side of a battle that lost
    every unit it brought, and a defeated army with nowhere to retreat."""
    colour = {n.name: n.colour for n in state.nations}
    out = []
    for e in events:
        if isinstance(e, ev.Battle):
            s = e.story
            for nation, size, lost in zip(s.sides, s.sizes, s.losses):
                if size and len(lost) >= size:
                    out.append(Marker(e.at, text=str(size), colour=colour.get(nation, GREY),
                                      shape=MarkerShape.SQUADRON if e.naval else MarkerShape.CORPS, destroyed=True,
                                      tooltip=f"{nation}: {size} unit(s) destroyed"))
        elif isinstance(e, ev.Retreated) and e.to is None:
            out.append(Marker(e.source, text=str(e.count), colour=colour.get(e.nation, GREY), shape=MarkerShape.CORPS,
                              destroyed=True, tooltip=f"{e.nation}: {e.count} unit(s) destroyed, with nowhere to retreat"))
    return out


def picture(board: Board, state: SuccheesionState, *, title: str | None = None, viewer: str | None = None,
            gm: bool = False, events: Sequence[SuccheesionEvent] = (),
            subtitle: str | None = None) -> MapPicture:
    """The map of a state; everything on it is public in these rules."""
    arrows, battles = arrows_and_battles(state, events)
    occupiers = sorted({n for n in state.occupied.values()})
    colour = {n.name: n.colour for n in state.nations}
    legend = [(n.name, n.colour) for n in state.nations]
    legend += [(f"Occupied by {n}", pale(colour.get(n, GREY))) for n in occupiers]
    legend += [("Contested", CONTESTED), ("Neutral", NEUTRAL)]
    return MapPicture(fills=fills(board, state), values=False,
                      markers=(*markers(board, state), *destroyed_markers(state, events)),
                      arrows=(*trade_links(state), *arrows), battles=tuple(battles), title=title,
                      subtitle=subtitle or f"Turn {state.turn + 1}", legend=legend_entries(legend))


def region_tooltip(board: Board, state: SuccheesionState, region_id: str, viewer: str | None = None,
                   gm: bool = False) -> str:
    from engine.rulesets.succheesion.summary import region_rows
    r = board[region_id]
    rows = [f"{label}: {text}" for label, text in region_rows(board, state, region_id)]
    return "<br>".join([f"<b>{r.label} {r.name}</b>"] + rows + [u.label() for u in state.units_at(region_id)])


__all__ = ["cheese_text", "picture", "region_tooltip"]
