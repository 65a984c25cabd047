"""The classic rules on the map, in the style of seed 001's forum maps: provinces in their
owner's colour and neutral ones white; armies and ships as counted dots. On land, white dots
are armies of the province's owner and coloured dots another nation's; at sea, coloured dots
are ships and the white dots beside them the armies aboard.

Marker keys: "armies:NATION:PROVINCE", "ships:NATION:SEA" and "aboard:NATION:SEA".
"""

from __future__ import annotations

from collections.abc import Sequence

from app.render.picture import Arrow, ArrowStyle, Battle, MapPicture, Marker, MarkerShape, legend_entries
from engine.board import Board
from engine.rulesets.classic import events as ev
from engine.rulesets.classic.events import ClassicEvent
from engine.rulesets.classic.units import ClassicState

NEUTRAL = "#ffffff"     # white provinces are neutral
ABOARD = "#ffffff"      # white dots beside ships are the armies on them
GREY = "#808080"
PUBLIC_MAP_SHOWS = "every army and ship: all are public in these rules"

KIND_LABELS = {"army": "Armies", "ship": "Ships"}


def armies_key(nation: str, province: str) -> str:
    return f"armies:{nation}:{province}"


def ships_key(nation: str, sea: str) -> str:
    return f"ships:{nation}:{sea}"


def aboard_key(nation: str, sea: str) -> str:
    return f"aboard:{nation}:{sea}"


def parse_key(key: str) -> tuple[str, str, str]:
    """("armies" | "ships" | "aboard", nation, region id)."""
    kind, nation, region = key.split(":", 2)
    return kind, nation, region


def fills(board: Board, state: ClassicState) -> dict[str, str]:
    colour = {n.name: n.colour for n in state.nations}
    return {r.id: colour.get(state.owner(r.id) or "", NEUTRAL) for r in board if r.is_land}


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def markers(board: Board, state: ClassicState) -> list[Marker]:
    colour = {n.name: n.colour for n in state.nations}
    out = []
    for a in state.armies:
        own = state.owner(a.at) == a.nation
        out.append(Marker(a.at, colour=NEUTRAL if own else colour.get(a.nation, GREY), shape=MarkerShape.DOTS,
                          count=a.count, tooltip=f"{a.nation}: {_count(a.count, 'army', 'armies')}",
                          key=armies_key(a.nation, a.at)))
    for f in state.fleets:
        out.append(Marker(f.at, colour=colour.get(f.nation, GREY), shape=MarkerShape.DOTS, count=f.ships,
                          tooltip=f"{f.nation}: {_count(f.ships, 'ship', 'ships')}", key=ships_key(f.nation, f.at)))
        if f.aboard:
            out.append(Marker(f.at, colour=ABOARD, shape=MarkerShape.DOTS, count=f.aboard,
                              tooltip=f"{f.nation}: {_count(f.aboard, 'army', 'armies')} aboard",
                              key=aboard_key(f.nation, f.at)))
    return out


def arrows_and_battles(state: ClassicState,
                       events: Sequence[ClassicEvent]) -> tuple[list[Arrow], list[Battle]]:
    colour = {n.name: n.colour for n in state.nations}
    arrows: list[Arrow] = []
    battles: list[Battle] = []
    for e in events:
        if isinstance(e, (ev.ArmiesMoved, ev.ShipsMoved)) and e.source != e.to:
            arrows.append(Arrow(e.source, e.to, colour.get(e.nation, "#2b2118"), ArrowStyle.MOVE))
        elif isinstance(e, ev.LandingRefused):
            arrows.append(Arrow(e.sea, e.to, colour.get(e.nation, "#2b2118"), ArrowStyle.FAILED))
        elif isinstance(e, ev.Battle):
            place = e.place.split("|")[0]
            battles.append(Battle(place, tooltip=f"{'Naval battle' if e.naval else 'Battle'}: "
                                                 f"{e.sides[0]} against {e.sides[1]}",
                                  winner=None if e.winner is None else colour.get(e.sides[e.winner])))
    return arrows, battles


def picture(board: Board, state: ClassicState, *, title: str | None = None, viewer: str | None = None,
            gm: bool = False, events: Sequence[ClassicEvent] = (), subtitle: str | None = None) -> MapPicture:
    """The map of a state; every unit is public in these rules, so `viewer` and `gm` change nothing.

    With a turn's `events`, the turn's movements and battles are drawn too.
    """
    arrows, battles = arrows_and_battles(state, events)
    legend = [(n.name, n.colour) for n in state.nations] + [("Neutral", NEUTRAL)]
    return MapPicture(fills=fills(board, state), values=False,
                      markers=(*markers(board, state), *destroyed_markers(state, events)),
                      arrows=tuple(arrows),
                      battles=tuple(battles), title=title, subtitle=subtitle or f"Turn {state.turn + 1}",
                      legend=legend_entries(legend))


def region_tooltip(board: Board, state: ClassicState, region_id: str, viewer: str | None = None,
                   gm: bool = False) -> str:
    r = board[region_id]
    name = r.attributes.get("historical_name")
    lines = [f"<b>{r.name}</b>" + (f" ({name})" if name and name != r.name else "")]
    if r.is_land:
        lines.append(f"Owner: {state.owner(region_id) or 'neutral'}")
        for a in state.armies:
            if a.at == region_id:
                lines.append(f"{a.nation}: {_count(a.count, 'army', 'armies')}")
    for f in state.fleets:
        if f.at == region_id:
            aboard = f", {_count(f.aboard, 'army', 'armies')} aboard" if f.aboard else ""
            lines.append(f"{f.nation}: {_count(f.ships, 'ship', 'ships')}{aboard}")
    return "<br>".join(lines)


# -- marks for what happened in the turn ---------------------------------------------------

def destroyed_markers(state: ClassicState, events: Sequence[ClassicEvent]) -> list[Marker]:
    """A struck-through ghost of every army or fleet wiped out this turn, where it fell: a side
    of a battle that lost all it brought, and ships drowned at sea."""
    colour = {n.name: n.colour for n in state.nations}
    out = []
    for e in events:
        if isinstance(e, ev.Battle):
            place = e.place.split("|")[0]
            for nation, before, lost in zip(e.sides, e.before, e.losses):
                if before > 0 and lost >= before:
                    what = _count(before, "ship", "ships") if e.naval else _count(before, "army", "armies")
                    out.append(Marker(place, colour=colour.get(nation, GREY), shape=MarkerShape.DOTS, count=before,
                                      destroyed=True, tooltip=f"{nation}: {what} destroyed"))
        elif isinstance(e, ev.Drowned):
            out.append(Marker(e.sea, colour=colour.get(e.nation, GREY), shape=MarkerShape.DOTS, count=e.count,
                              destroyed=True, tooltip=f"{e.nation}: {_count(e.count, 'army', 'armies')} drowned"))
    return out
