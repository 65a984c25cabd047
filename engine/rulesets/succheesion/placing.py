"""The GM's hand in Succheesion: the pieces he may place (land unit markers with the General,
fleets, forts) as scenario entries, and the position written back as a scenario.

A marker, a fleet and the forts of a nation are named by their place (one of each per nation and
region). The entries are exactly what `pieces.read_pieces` reads, for a scenario and for the
GM's hand alike.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import msgspec

from engine.board import Board
from engine.rulesets.placing import Field, FieldKind, PieceKind
from engine.rulesets.scenario_units import scenario_units
from engine.rulesets.succheesion.pieces import ABOARD, TYPE_KEYS, read_pieces
from engine.rulesets.succheesion.units import CHEESE, SuccheesionState
from engine.state import replace

_STACKS_ONLY = "with army_tracking 'stacks' only"

PIECE_KINDS = (
    PieceKind(type="units", label="Army", stands="land", help="a nation's land units in a region, and the General", fields=(
        Field(key="count", label="Units", default=1, minimum=0,
              help="land units in the marker (0 only for the General alone)"),
        Field(key="general", label="General", kind=FieldKind.FLAG, default=False, optional=True,
              help="the General marker: +1 tactical point in battle, never lost"),
        Field(key="retreating", label="Must retreat", kind=FieldKind.FLAG, default=False, optional=True,
              help="lost a battle: retreats at the next movement"),
        *(Field(key=k, label=t, minimum=0, optional=True, public=False, help=f"{t} in the marker ({_STACKS_ONLY})")
          for t, k in TYPE_KEYS.items()))),
    PieceKind(type="ships", label="Fleet", stands="sea", help="a nation's ships in a sea, and the units aboard", fields=(
        Field(key="frigates", label="Frigates", default=0, minimum=0, help="each carries 1 land unit"),
        Field(key="galleons", label="Galleons", default=0, minimum=0, help="each carries 2 land units and adds a die"),
        Field(key="aboard", label="Units aboard", default=0, minimum=0, optional=True,
              help="land units carried from one turn to the next"),
        Field(key="blockade", label="Blockading", kind=FieldKind.FLAG, default=False, optional=True,
              help="blockades its sea against the nations at war with its owner"),
        *(Field(key=ABOARD + k, label=f"{t} aboard", minimum=0, optional=True, public=False,
                help=f"{t} aboard ({_STACKS_ONLY})") for t, k in TYPE_KEYS.items()))),
    PieceKind(type="forts", label="Forts", stands="land", help="a nation's forts in a region", fields=(
        Field(key="count", label="Forts", default=1, minimum=1, help="forts count as units for contesting a region"),)),
)

_NOUN = {"units": "army", "ships": "fleet", "forts": "forts"}


def unit_entries(board: Board, state: SuccheesionState) -> list[dict[str, Any]]:
    """Every marker, fleet and fort as its scenario entry, the exact types only in "stacks" games."""
    exact = state.params.get("army_tracking") == "stacks"
    out: list[dict[str, Any]] = []
    for s in state.stacks:
        e: dict[str, Any] = {"type": "units", "nation": s.nation, "at": s.at, "count": s.count}
        if s.general:
            e["general"] = True
        if s.retreating:
            e["retreating"] = True
        if exact:
            e.update({TYPE_KEYS[k]: v for k, v in s.kinds.items()})
        out.append(e)
    for fl in state.fleets:
        e = {"type": "ships", "nation": fl.nation, "at": fl.at, "frigates": fl.frigates, "galleons": fl.galleons}
        if fl.aboard:
            e["aboard"] = fl.aboard
        if fl.blockade:
            e["blockade"] = True
        if exact:
            e.update({ABOARD + TYPE_KEYS[k]: v for k, v in fl.aboard_kinds.items()})
        out.append(e)
    out.extend({"type": "forts", "nation": f.nation, "at": f.at, "count": f.count} for f in state.forts)
    return out


def _named(board: Board, state: SuccheesionState,
           entries: Sequence[Mapping[str, Any]]) -> Iterator[tuple[str, dict[str, Any], str, str]]:
    """The entries as the reader takes them, each named as the GM knows it ("Maustria's fleet in
    Fondue Sea") rather than by its place in a list."""
    for _, u, who, at in scenario_units({"units": [dict(e) for e in entries]}, board, state):
        yield f"{who}'s {_NOUN.get(str(u.get('type')), 'piece')} in {board.name(at)}", u, who, at


def with_units(board: Board, state: SuccheesionState, entries: Sequence[Mapping[str, Any]]) -> SuccheesionState:
    """The state with its markers, fleets and forts replaced by `entries`, read as a scenario's
    units are; in a pool game the army sheet follows a change in the number of units (units added
    join it as Infantry, units taken off come off it cheapest first: the nation's `army` field
    then says exactly what they are)."""
    pieces = read_pieces(board, state.params, state.nation_names(), _named(board, state, entries),
                         {a.nation: dict(a.units) for a in state.armies}, follow=True)
    return replace(state, stacks=pieces.stacks, fleets=pieces.fleets, forts=pieces.forts, armies=pieces.armies)


def _cheese(hundredths: int) -> int | float:
    """Hundredths as a scenario writes cheese: 2000 -> 20, 2080 -> 20.8."""
    return hundredths // 100 if hundredths % 100 == 0 else hundredths / 100


def scenario_extras(board: Board, state: SuccheesionState) -> dict[str, Any]:
    """Everything a scenario needs besides the common keys to start a game in this position."""
    start: dict[str, Any] = {"turn": state.turn + 1}
    if state.season is not None:
        start.update(season=state.season, year=state.year)
    nations = []
    for n in state.nations:
        entry = msgspec.to_builtins(n)
        entry.pop("treasury", None)                  # in `treasuries`, to the hundredth
        if not entry.get("counters"):
            entry.pop("counters", None)
        nations.append(entry)
    map_value = {key: {r.id: r.attributes.get(key, 0) for r in board.land()} for key in ("cities", "cheese")}
    out: dict[str, Any] = {
        "start": start,
        "nations": nations,
        "treasuries": {n.name: _cheese(n.treasury.get(CHEESE, 0)) for n in state.nations},
        "occupied": dict(state.occupied),
        "capitals": {n.name: state.capitals.get(n.name) for n in state.nations},
        "trades": [{"nations": list(t.nations), "invested": _cheese(t.invested)} for t in state.trades],
        "pacts": {k: list(v) for k, v in state.pacts.items()},
        "unplayed": list(state.unplayed),
        "cities": {r: v for r, v in state.cities.items() if map_value["cities"].get(r) != v},
        "cheese": {r: v for r, v in state.cheese.items() if map_value["cheese"].get(r) != v},
    }
    if state.params.get("army_tracking") != "stacks":       # with exact stacks the sheet is their sum
        out["armies"] = {a.nation: dict(a.units) for a in state.armies}
    if state.part_builds:
        out["part_builds"] = [msgspec.to_builtins(p) for p in state.part_builds]
    if state.standing:
        out["standing"] = {s.nation: {"spend_to_percent": s.spend_to_percent,
                                      "casualties_first": list(s.casualties_first),
                                      **({} if s.spend_tp is None else {"spend_tp": s.spend_tp})}
                           for s in state.standing}
    return out
