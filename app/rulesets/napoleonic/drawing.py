"""Napoleon's Wars on the map: provinces in their owner's colour, corps letters, squadrons,
movement arrows and battles. Compositions appear only in the viewer's own tooltips (fog of war).

Marker keys: "corps:NATION:LETTER" and "squadron:NATION:NUMBER".
"""

from __future__ import annotations

from typing import Iterable, Sequence

from app.render.picture import Arrow, ArrowStyle, Battle, MapPicture, Marker, MarkerShape
from engine.board import Board
from engine.events import Event
from engine.rulesets.napoleonic.units import NapoleonicState

NEUTRAL = "#e8d9b0"
PUBLIC_MAP_SHOWS = "corps letters only"     # the fog of war: compositions stay private

# What a GM types for a battle's losses (`berthier resolve --battle`), and the kinds the engine counts
LOSS_WORDS = {"infantry": "infantry", "inf": "infantry", "cavalry": "cavalry", "cav": "cavalry",
              "artillery": "artillery", "art": "artillery", "scout": "scout", "scouting cavalry": "scout",
              "squadron": "squadron", "squadrons": "squadron"}
KIND_LABELS = {"infantry": "Infantry", "cavalry": "Cavalry", "artillery": "Artillery",
               "scout": "Scouting cavalry", "squadron": "Squadrons"}


def corps_key(nation: str, letter: str) -> str:
    return f"corps:{nation}:{letter}"


def squadron_key(nation: str, number: int) -> str:
    return f"squadron:{nation}:{number}"


def parse_key(key: str) -> tuple[str, str, str]:
    """("corps" | "squadron", nation, letter or number)."""
    kind, nation, ident = key.split(":", 2)
    return kind, nation, ident


def fills(state: NapoleonicState) -> dict[str, str]:
    colour = {n.name: n.colour for n in state.nations}
    return {p: colour[n] for p, n in state.owners.items() if n in colour}


def markers(board: Board, state: NapoleonicState, viewer: str | None = None, gm: bool = False) -> list[Marker]:
    """Corps and squadrons; `viewer` (a nation) or `gm` sees compositions in the tooltips."""
    colour = {n.name: n.colour for n in state.nations}
    out = []
    for c in state.corps:
        seen = gm or c.nation == viewer
        tip = f"{c.nation} corps {c.letter}"
        if seen:
            tip += f": {c.composition()}" + (" (built this season)" if c.new else "")
        out.append(Marker(c.at, c.letter, colour.get(c.nation, "#808080"), MarkerShape.CORPS,
                          tooltip=tip, key=corps_key(c.nation, c.letter)))
    for s in state.squadrons:
        out.append(Marker(s.at, str(s.number), colour.get(s.nation, "#808080"), MarkerShape.SQUADRON,
                          tooltip=f"{s.nation} squadron {s.number}" + (" (new)" if s.new else ""),
                          key=squadron_key(s.nation, s.number)))
    return out


def arrows_and_battles(state: NapoleonicState, events: Sequence[Event]) -> tuple[list[Arrow], list[Battle]]:
    colour = {n.name: n.colour for n in state.nations}
    arrows, battles = [], []
    for e in events:
        kind = type(e).__name__
        if kind == "CorpsMoved":
            path = e.path
            for a, b in zip(path, path[1:]):
                arrows.append(Arrow(a, b, colour.get(e.nation, "#2b2118"), ArrowStyle.MOVE))
        elif kind == "LostAtSea":   # the voyage as far as it went, ending in a bar where it sank
            path = e.path
            for i, (a, b) in enumerate(zip(path, path[1:])):
                style = ArrowStyle.FAILED if i == len(path) - 2 else ArrowStyle.MOVE
                arrows.append(Arrow(a, b, colour.get(e.nation, "#2b2118"), style))
        elif kind == "SquadronMoved":
            arrows.append(Arrow(e.origin, e.to, colour.get(e.nation, "#2b2118"), ArrowStyle.MOVE))
        elif kind == "Battle":
            for place in e.place.split("|")[:1]:
                sides = " against ".join(" and ".join(s) for s in e.sides)
                battles.append(Battle(place, tooltip=f"Battle: {sides}"))
    return arrows, battles


def picture(board: Board, state: NapoleonicState, *, title: str | None = None, viewer: str | None = None,
            gm: bool = False, events: Sequence[Event] = (), subtitle: str | None = None) -> MapPicture:
    """The map of a state: for the GM (`gm`), a nation (`viewer`), or the public (neither).

    With a turn's `events`, the turn's movements and battles are drawn too.
    """
    arrows, battles = arrows_and_battles(state, events)
    legend = [(n.name, n.colour) for n in state.nations] + [("Neutral", NEUTRAL)]
    return MapPicture(fills=fills(state), markers=markers(board, state, viewer, gm), arrows=arrows,
                      battles=battles, title=title, subtitle=subtitle or f"{state.season} {state.year}",
                      legend=legend, notes=roster(board, state, viewer) if viewer and not gm else ())


def roster(board: Board, state: NapoleonicState, nation: str) -> tuple[str, ...]:
    """A nation's own corps and squadrons, printed under its private map (compositions included)."""
    corps = [f"{c.letter} in {board.name(c.at)}: {c.composition()}" for c in state.corps if c.nation == nation]
    ships = [f"{s.number} in {board.name(s.at)}" for s in state.squadrons if s.nation == nation]
    out = []
    if corps:
        out.append(f"Corps of {nation}: " + " · ".join(corps))
    if ships:
        out.append(f"Squadrons of {nation}: " + " · ".join(ships))
    return tuple(out)


def region_tooltip(board: Board, state: NapoleonicState, region_id: str, viewer: str | None = None,
                   gm: bool = False) -> str:
    r = board[region_id]
    lines = [f"<b>{r.name}</b>"]
    if r.is_land:
        lines.append(f"Owner: {state.owner(region_id) or 'neutral'}; value {r.value}")
    units: Iterable = [c for c in state.corps if c.at == region_id]
    for c in units:
        comp = f": {c.composition()}" if gm or c.nation == viewer else ""
        lines.append(f"{c.nation} corps {c.letter}{comp}")
    for s in state.squadrons:
        if s.at == region_id:
            lines.append(f"{s.nation} squadron {s.number}")
    return "<br>".join(lines)


# -- the nations panel: napoleonic's engine gives figures, not rows, so the rows are made here ---------

NATION_COLUMNS = ("Gold", "Income", "Provinces", "Conscripted", "Corps", "Squadrons", "Relations")
NATION_TIPS = {
    "Gold": "Treasury now",
    "Income": "Next Winter's income: the provinces' value, give or take the income die",
    "Provinces": "Provinces owned (their total economic value)",
    "Conscripted": "Divisions raised this year / the yearly limit",
    "Corps": "Corps (divisions in them)",
    "Squadrons": "Squadrons at sea",
    "Relations": "Wars and alliances",
}


def nation_rows(summary: dict) -> list[tuple[str, str, str]]:
    """(column, text, what the column means) for one `nation_summary`."""
    low, high = summary["income"]
    upkeep = summary.get("war_upkeep", 0)
    income = f"{low}–{high}" + (f" (−{upkeep} war)" if upkeep else "")
    c = summary.get("conscription") or {}
    relations = []
    if summary.get("at_war_with"):
        relations.append("war: " + ", ".join(summary["at_war_with"]))
    if summary.get("allied_with"):
        relations.append("allied: " + ", ".join(summary["allied_with"]))
    texts = [str(summary["treasury"]), income, f"{summary['provinces']} ({summary['value']})",
             f"{c.get('used', 0)}/{c.get('limit', '?')}", f"{summary['corps']} ({summary['divisions']})",
             str(summary["squadrons"]), "; ".join(relations) or "at peace"]
    return [(column, text, NATION_TIPS[column]) for column, text in zip(NATION_COLUMNS, texts)]


def nation_tooltip(s: dict) -> str:
    low, high = s["income"]
    lines = [f"<b>{s['name']}</b>", f"Treasury: {s['treasury']} gold",
             f"Income next Winter: {low} to {high} gold from {s['provinces']} provinces worth {s['value']}"]
    if s.get("war_upkeep"):
        lines.append(f"War upkeep: {s['war_upkeep']} gold")
    c = s.get("conscription") or {}
    lines.append(f"Conscription this year: {c.get('used', 0)} of {c.get('limit', '?')} divisions")
    lines.append(f"{s['corps']} corps ({s['divisions']} divisions), {s['squadrons']} squadrons")
    lines.append("At war with: " + (", ".join(s["at_war_with"]) or "nobody"))
    lines.append("Allied with: " + (", ".join(s["allied_with"]) or "nobody"))
    return "<br>".join(lines)

