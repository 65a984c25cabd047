"""EiA on the map: areas in their owner's colour, each nation's corps in an area as one counter
(corps and factors), fleets as ships, this step's moves and retreats as arrows; the subtitle says whose step it is.

Marker keys: "corps:NATION:AREA", "fleet:NATION:NAME".
"""

from __future__ import annotations

from collections.abc import Sequence

from app.render.picture import Arrow, ArrowStyle, LegendEntry, MapPicture, Marker, MarkerShape
from app.rulesets.eia import afa_books
from engine.board import Board
from engine.events import Event
from engine.rulesets.eia.events import Moved, Retreated
from engine.rulesets.eia.geography import cities
from engine.rulesets.eia.state import EiaState, phasing, step_label

NEUTRAL = "#e8d9b0"
GREY = "#808080"
PUBLIC_MAP_SHOWS = "corps counters with their factors and fleets with their ships (the referee's map)"


def corps_key(nation: str, area: str) -> str:
    return f"corps:{nation}:{area}"


def fleet_key(nation: str, name: str) -> str:
    return f"fleet:{nation}:{name}"


def markers(board: Board, state: EiaState) -> list[Marker]:
    colour = {n.name: n.colour for n in state.nations}
    stacks: dict[tuple[str, str], list] = {}
    for c in state.corps:
        stacks.setdefault((c.nation, c.at), []).append(c)
    out = []
    for (nation, at), group in sorted(stacks.items()):
        factors = sum(c.factors for c in group)
        tip = "<br>".join(f"{c.label} ({c.kind}{', in the city' if c.in_city else ''}): {c.factors} factors"
                          for c in group)
        out.append(Marker(at, text=f"{len(group)}/{factors}", colour=colour.get(nation, GREY),
                          shape=MarkerShape.CORPS, tooltip=tip, key=corps_key(nation, at)))
    for f in state.fleets:
        out.append(Marker(f.at, text=str(f.ships), colour=colour.get(f.nation, GREY), shape=MarkerShape.SQUADRON,
                          tooltip=f"{f.label}: {f.ships} ships ({f.damaged} damaged){' in port' if f.in_port else ''}",
                          key=fleet_key(f.nation, f.name)))
    return out


def arrows(state: EiaState, events: Sequence[Event]) -> list[Arrow]:
    """The step's moves, and the retreats of beaten corps and fleets (dotted) from where they fought."""
    colour = {n.name: n.colour for n in state.nations}
    out = []
    for e in events:
        if isinstance(e, Moved):
            out += [Arrow(a, b, colour.get(e.nation, "#2b2118"), ArrowStyle.MOVE) for a, b in zip(e.path, e.path[1:])]
        elif isinstance(e, Retreated) and e.to != e.source:
            out.append(Arrow(e.source, e.to, colour.get(e.nation, "#2b2118"), ArrowStyle.RETREAT))
    return out


def whose_step(state: EiaState) -> str:
    who = phasing(state.current_step)
    return f"{step_label(state)} ({who} orders)" if who else f"{step_label(state)} (every nation orders)"


def picture(board: Board, state: EiaState, *, title: str | None = None, viewer: str | None = None,
            gm: bool = False, events: Sequence[Event] = (), subtitle: str | None = None) -> MapPicture:
    colour = {n.name: n.colour for n in state.nations}
    fills = {r.id: colour.get(state.owners.get(r.id, ""), NEUTRAL) for r in board.land()}
    legend = tuple(LegendEntry(n.name, n.colour) for n in state.nations) + (LegendEntry("Neutral", NEUTRAL),)
    return MapPicture(fills=fills, values=False, markers=tuple(markers(board, state)),
                      arrows=tuple(arrows(state, events)),
                      title=title, subtitle=subtitle or whose_step(state), legend=legend)


def region_tooltip(board: Board, state: EiaState, region_id: str, viewer: str | None = None, gm: bool = False) -> str:
    r = board[region_id]
    rows = [f"<b>{r.name}</b>"]
    if r.is_land:
        rows.append(f"Owner: {state.owner(region_id) or 'neutral'}")
    for c in cities(board, region_id):
        yard = c.get("shipyard")
        rows.append(f"{c['name']}: capacity {c.get('capacity', 0)} corps" + (", fortress" if c.get("fortress") else "")
                    + (f", port on {', '.join(board.name(s) for s in c['ports'] if s in board)}" if c.get("ports") else "")
                    + (f", {yard['nation']} shipyard of {yard['capacity']} ships" if yard else ""))
    if gm and viewer is None:                  # a yard's queue is the referee's secret (I C announces within 5)
        rows += afa_books.yard_lines(board, state, region_id)
    rows += [f"{c.label} ({c.factors} factors)" for c in state.corps if c.at == region_id]
    rows += [f"{f.label}: {f.ships} ships" for f in state.fleets if f.at == region_id]
    return "<br>".join(rows)


__all__ = ["picture", "region_tooltip", "whose_step"]
