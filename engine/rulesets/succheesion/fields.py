"""The region and nation values the GM may correct in Succheesion: occupation, cities and cheese
of a region; a nation's capital, trading pact, trade agreements, army sheet and whether anyone
plays it. Whether a region is contested is worked out from the units in it, never set."""

from __future__ import annotations

from typing import Any

from engine.board import Board
from engine.errors import BerthierError, NotUnderstood, ScenarioError, UnknownName
from engine.rulesets.placing import Field, FieldKind
from engine.rulesets.succheesion.pieces import read_pieces
from engine.rulesets.succheesion.placing import unit_entries
from engine.rulesets.succheesion.units import LAND_TYPES, SuccheesionState, Trade, cheese_text
from engine.rulesets.succheesion.words import cheese_amount, kind_of
from engine.rulesets.scenario_units import scenario_units
from engine.state import replace
from engine.words.textio import is_digits

NONE_WORDS = ("", "none", "nobody", "no")

REGION_FIELDS = (
    Field(key="occupied", label="Occupier", kind=FieldKind.NATION, optional=True,
          help="the nation occupying another's region; none: loyal to its owner"),
    Field(key="cities", label="Cities", minimum=0, help="build units each turn (the city budget)"),
    Field(key="cheese", label="Cheese", minimum=0, help="the region's cheese production a turn"),
)

NATION_FIELDS = (
    Field(key="capital", label="Capital", kind=FieldKind.REGION, optional=True,
          help="where supply is traced to; none: the capital is lost"),
    Field(key="pact", label="Trading pact", kind=FieldKind.TEXT, optional=True,
          help="the pact the nation belongs to (its members trade only with members); none: no pact"),
    Field(key="trades", label="Trade agreements", kind=FieldKind.TEXT, optional=True,
          help="each partner with the cheese invested: 'Berdain 10, Ubliko 5'; none: no agreement"),
    Field(key="army", label="Army sheet", kind=FieldKind.TEXT, public=False,
          help="the land units by type, as many as on the map and aboard: '2 Militia, 10 Infantry' (pool games)"),
    Field(key="unplayed", label="Nobody plays it", kind=FieldKind.FLAG,
          help="a nation nobody plays: others may sway it by diplomausy"),
)


def _none(value: Any) -> bool:
    return value is None or (isinstance(value, str) and value.strip().casefold() in NONE_WORDS)


# -- regions ----------------------------------------------------------------------------------

def region_values(board: Board, state: SuccheesionState, region: str) -> dict[str, Any]:
    if not board[region].is_land:
        return {}
    return {"occupied": state.occupied.get(region), "cities": state.cities.get(region, 0),
            "cheese": state.cheese.get(region, 0)}


def set_region_value(board: Board, state: SuccheesionState, region: str, key: str, value: Any) -> SuccheesionState:
    name = board.name(region)
    if not board[region].is_land:
        raise BerthierError(f"{name}: {key}: {name} is a sea, not a land region")
    if key == "occupied":
        return _occupy(board, state, region, value)
    if key in ("cities", "cheese"):
        return replace(state, **{key: {**getattr(state, key), region: value}})
    raise BerthierError(f"{key}: the Succheesion rules have no region field called {key!r}")


def _occupy(board: Board, state: SuccheesionState, region: str, value: Any) -> SuccheesionState:
    name = board.name(region)
    occupied = dict(state.occupied)
    if _none(value) or (isinstance(value, str) and value.strip().casefold() == "loyal"):
        if region not in occupied:
            raise BerthierError(f"{name}: occupied: it is already loyal to {state.owners.get(region, 'nobody')}")
        del occupied[region]
        return replace(state, occupied=occupied)
    try:
        occupier = state.find_nation(str(value)).name
    except UnknownName as e:
        raise BerthierError(f"{name}: occupied: {e}") from None
    owner = state.owners.get(region)
    if owner is None:
        raise BerthierError(f"{name}: occupied: nobody owns it, so nobody can occupy it (give it an owner first)")
    if owner == occupier:
        raise BerthierError(f"{name}: occupied: {occupier} owns it; a nation occupies another nation's region")
    occupied[region] = occupier
    return replace(state, occupied=occupied)


# -- nations ----------------------------------------------------------------------------------

def pact_of(state: SuccheesionState, nation: str) -> str | None:
    return next((p for p, members in state.pacts.items() if nation in members), None)


def trades_text(state: SuccheesionState, nation: str) -> str:
    return ", ".join(f"{t.nations[0] if t.nations[1] == nation else t.nations[1]} {cheese_text(t.invested)}"
                     for t in state.trades if nation in t.nations) or "none"


def army_text(state: SuccheesionState, nation: str) -> str:
    sheet = state.sheet(nation)
    return ", ".join(f"{sheet[k]} {k}" for k in LAND_TYPES if sheet.get(k)) or "none"


def nation_values(board: Board, state: SuccheesionState, nation: str) -> dict[str, Any]:
    return {"capital": state.capitals.get(nation), "pact": pact_of(state, nation),
            "trades": trades_text(state, nation), "army": army_text(state, nation),
            "unplayed": nation in state.unplayed}


def set_nation_value(board: Board, state: SuccheesionState, nation: str, key: str, value: Any) -> SuccheesionState:
    if key == "capital":
        return _capital(board, state, nation, value)
    if key == "pact":
        return _pact(state, nation, value)
    if key == "trades":
        return _trades(state, nation, value)
    if key == "army":
        return _army(board, state, nation, value)
    if key == "unplayed":
        unplayed = tuple(n for n in state.nation_names() if (n == nation and value) or (n != nation and n in state.unplayed))
        return replace(state, unplayed=unplayed)
    raise BerthierError(f"{key}: the Succheesion rules have no nation field called {key!r}")


def _capital(board: Board, state: SuccheesionState, nation: str, value: Any) -> SuccheesionState:
    capitals = dict(state.capitals)
    if _none(value):
        if nation not in capitals:
            raise BerthierError(f"{nation}: capital: it has none already")
        del capitals[nation]
        return replace(state, capitals=capitals)
    try:
        region = board.find(str(value)).id
    except UnknownName as e:
        raise BerthierError(f"{nation}: capital: {e}") from None
    if not board[region].is_land:
        raise BerthierError(f"{nation}: capital: {board.name(region)} is a sea")
    if capitals.get(nation) == region:
        raise BerthierError(f"{nation}: capital: it is {board.name(region)} already")
    capitals[nation] = region
    return replace(state, capitals=capitals)


def _pact(state: SuccheesionState, nation: str, value: Any) -> SuccheesionState:
    current = pact_of(state, nation)
    new = None if _none(value) else " ".join(str(value).split())
    if new is not None:
        # the pact's name as it is already written, whatever the case the GM types
        new = next((p for p in state.pacts if p.casefold() == new.casefold()), new)
    if new == current:
        raise BerthierError(f"{nation}: pact: it is {'in ' + new if new else 'in no pact'} already")
    rank = {n: i for i, n in enumerate(state.nation_names())}
    pacts = {p: tuple(m for m in members if m != nation) for p, members in state.pacts.items()}
    if new is not None:
        pacts[new] = tuple(sorted((*pacts.get(new, ()), nation), key=rank.__getitem__))
    return replace(state, pacts={p: m for p, m in pacts.items() if m})


def _trades(state: SuccheesionState, nation: str, value: Any) -> SuccheesionState:
    agreed: dict[str, int] = {}
    if not _none(value):
        for item in str(value).split(","):
            words = item.split()
            if len(words) < 2:
                raise BerthierError(f"{nation}: trades: write each partner with the cheese invested "
                                    f"('Berdain 10, Ubliko 5'), not {item.strip()!r}")
            try:
                partner = state.find_nation(" ".join(words[:-1])).name
                invested = cheese_amount(words[-1])
            except UnknownName as e:
                raise BerthierError(f"{nation}: trades: {e}") from None
            except NotUnderstood as e:
                raise BerthierError(f"{nation}: trades: {e.reason}") from None
            if partner == nation:
                raise BerthierError(f"{nation}: trades: a nation does not trade with itself")
            if partner in agreed:
                raise BerthierError(f"{nation}: trades: {partner} is named twice")
            agreed[partner] = invested
    others = [t for t in state.trades if nation not in t.nations]
    mine = [Trade(nations=(nation, p) if nation < p else (p, nation), invested=v) for p, v in agreed.items()]
    trades = tuple(sorted(others + mine, key=lambda t: t.nations))
    if trades == state.trades:
        raise BerthierError(f"{nation}: trades: they are {trades_text(state, nation)} already")
    return replace(state, trades=trades)


def _army(board: Board, state: SuccheesionState, nation: str, value: Any) -> SuccheesionState:
    if state.params.get("army_tracking") == "stacks":
        raise BerthierError(f"{nation}: army: with army_tracking 'stacks' the army sheet is the sum of the "
                            "markers' types: correct the markers (infantry, cavalry ...) instead")
    sheet: dict[str, int] = {}
    if not _none(value):
        for item in str(value).split(","):
            words = item.split()
            try:
                if len(words) < 2 or not is_digits(words[0]):
                    raise NotUnderstood(f"write each type with its number ('2 Militia, 10 Infantry'), "
                                        f"not {item.strip()!r}")
                kind = kind_of(words[1:])
            except NotUnderstood as e:
                raise BerthierError(f"{nation}: army: {e.reason}") from None
            if kind not in LAND_TYPES:
                raise BerthierError(f"{nation}: army: {kind} is not a land unit type")
            sheet[kind] = sheet.get(kind, 0) + int(words[0])
    sheets = {a.nation: dict(a.units) for a in state.armies if a.nation != nation}
    sheets[nation] = sheet
    units = scenario_units({"units": unit_entries(board, state)}, board, state)
    try:
        pieces = read_pieces(board, state.params, state.nation_names(), units, sheets)
    except ScenarioError as e:
        raise BerthierError(f"{nation}: army: {str(e).split(': ', 1)[-1]}") from None
    if pieces.armies == state.armies:
        raise BerthierError(f"{nation}: army: the sheet is {army_text(state, nation)} already")
    return replace(state, armies=pieces.armies)
