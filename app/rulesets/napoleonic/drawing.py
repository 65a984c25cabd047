"""Napoleon's Wars on the map: provinces in their owner's colour, corps letters, squadrons,
movement arrows and battles. Compositions appear only in the viewer's own tooltips (fog of war).

Marker keys: "corps:NATION:LETTER" and "squadron:NATION:NUMBER".
"""

from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Sequence

from app.render.picture import Arrow, ArrowStyle, Battle, MapPicture, Marker, MarkerShape, legend_entries
from engine.board import Board
from engine.rulesets.napoleonic import events as ev
from engine.rulesets.napoleonic.events import NapoleonicEvent
from engine.rulesets.napoleonic.units import NapoleonicState

NEUTRAL = "#e8d9b0"
PUBLIC_MAP_SHOWS = "corps letters only"     # the fog of war: compositions stay private

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


def arrows_and_battles(state: NapoleonicState,
                       events: Sequence[NapoleonicEvent]) -> tuple[list[Arrow], list[Battle]]:
    colour = {n.name: n.colour for n in state.nations}
    arrows: list[Arrow] = []
    battles: list[Battle] = []
    for e in events:
        if isinstance(e, ev.CorpsMoved):
            path = e.path
            for a, b in zip(path, path[1:]):
                arrows.append(Arrow(a, b, colour.get(e.nation, "#2b2118"), ArrowStyle.MOVE))
        elif isinstance(e, ev.LostAtSea):   # the voyage as far as it went, ending in a bar where it sank
            path = e.path
            for i, (a, b) in enumerate(zip(path, path[1:])):
                style = ArrowStyle.FAILED if i == len(path) - 2 else ArrowStyle.MOVE
                arrows.append(Arrow(a, b, colour.get(e.nation, "#2b2118"), style))
        elif isinstance(e, ev.SquadronMoved):
            arrows.append(Arrow(e.origin, e.to, colour.get(e.nation, "#2b2118"), ArrowStyle.MOVE))
        elif isinstance(e, ev.CorpsSentHome) and e.to:  # a broken alliance: the corps withdraws, as a retreat
            arrows.append(Arrow(e.origin, e.to, colour.get(e.nation, "#2b2118"), ArrowStyle.RETREAT))
        elif isinstance(e, ev.Battle):
            for place in e.place.split("|")[:1]:
                sides = " against ".join(" and ".join(s) for s in e.sides)
                battles.append(Battle(place, tooltip=f"Battle: {sides}", winner=winner_colour(e, colour)))
    return arrows, battles


def picture(board: Board, state: NapoleonicState, *, title: str | None = None, viewer: str | None = None,
            gm: bool = False, events: Sequence[NapoleonicEvent] = (),
            subtitle: str | None = None) -> MapPicture:
    """The map of a state: for the GM (`gm`), a nation (`viewer`), or the public (neither).

    With a turn's `events`, the turn's movements and battles are drawn too.
    """
    arrows, battles = arrows_and_battles(state, events)
    legend = [(n.name, n.colour) for n in state.nations] + [("Neutral", NEUTRAL)]
    shown = captioned(markers(board, state, viewer, gm), state, events, viewer) if viewer and not gm else \
        markers(board, state, viewer, gm)
    return MapPicture(fills=fills(state), markers=(*shown, *destroyed_markers(state, events)),
                      arrows=tuple(arrows), battles=tuple(battles), title=title,
                      subtitle=subtitle or f"{state.season} {state.year}",
                      legend=legend_entries(legend))


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


# -- marks for what happened in the turn ---------------------------------------------------

def winner_colour(battle: ev.Battle, colour: dict[str, str]) -> str | None:
    """The colour of the winning side's first nation, for the ring round the battle icon."""
    if battle.winner is None or not battle.sides[battle.winner]:
        return None
    return colour.get(battle.sides[battle.winner][0])


def destroyed_markers(state: NapoleonicState, events: Sequence[NapoleonicEvent]) -> list[Marker]:
    """A struck-through ghost of every corps or squadron destroyed in battle, lost at sea or
    disbanded this turn, where it was (the letter or number only, as on the public map)."""
    colour = {n.name: n.colour for n in state.nations}
    out = []
    for e in events:
        if isinstance(e, ev.Battle):
            place = e.place.split("|")[0]
            shape = MarkerShape.SQUADRON if e.naval else MarkerShape.CORPS
            for nation, unit in e.destroyed:
                out.append(Marker(place, str(unit), colour.get(nation, "#808080"), shape, destroyed=True,
                                  tooltip=f"{nation} {'squadron' if e.naval else 'corps'} {unit}: destroyed"))
        elif isinstance(e, ev.LostAtSea):
            out.append(Marker(e.sea, e.corps, colour.get(e.nation, "#808080"), MarkerShape.CORPS, destroyed=True,
                              tooltip=f"{e.nation} corps {e.corps}: lost at sea"))
        elif isinstance(e, ev.CorpsSentHome) and e.to is None:
            out.append(Marker(e.origin, e.corps, colour.get(e.nation, "#808080"), MarkerShape.CORPS, destroyed=True,
                              tooltip=f"{e.nation} corps {e.corps}: disbanded, with no province to return to"))
    return out


def short_composition(text: str) -> str:
    """'2 infantry, 1 cavalry + scouting cavalry' as a counter's caption: '2i 1c +s'."""
    for word, letter in (("infantry", "i"), ("cavalry", "c"), ("artillery", "a")):
        text = text.replace(f" + scouting {word}", " +s").replace(f" {word}", letter)
    return text.replace(", ", " ").replace("no regular divisions", "scouts only")


def captioned(shown: list[Marker], state: NapoleonicState, events: Sequence[NapoleonicEvent],
              viewer: str) -> list[Marker]:
    """A nation's map: its own corps captioned with their compositions, and the enemy corps it
    scouted this turn with what its scouts saw ('screened' where a screen hid it)."""
    own = {corps_key(c.nation, c.letter): c.composition() for c in state.corps if c.nation == viewer}
    seen = {}
    for e in events:
        if isinstance(e, ev.Scouted) and e.nation == viewer:
            for nation, letter, composition, screened in e.corps_seen:
                seen[corps_key(nation, letter)] = "screened" if screened else composition
    out = []
    for m in shown:
        text = (own.get(m.key) or seen.get(m.key)) if m.key is not None else None
        out.append(m if text is None else replace(m, caption=short_composition(text) if text != "screened" else text))
    return out
