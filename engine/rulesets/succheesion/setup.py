"""The first position of a Succheesion game, read from a scenario (docs/rules/succheesion.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.board import Board
from engine.errors import NotUnderstood, ScenarioError, UnknownName
from engine.rulesets.scenario_units import scenario_units
from engine.rulesets.succheesion.movement import SEASONS
from engine.rulesets.succheesion.pieces import read_pieces, whole
from engine.rulesets.succheesion.units import CHEESE, PartBuild, Standing, SuccheesionState, Trade
from engine.rulesets.succheesion.words import kind_of
from engine.state import GameState, replace


def _region(board: Board, text: Any, where: str) -> str:
    try:
        return board.find(str(text)).id
    except UnknownName as e:
        raise ScenarioError(f"{where}: {e}") from None


def _cheese(value: Any, where: str) -> int:
    """An amount of cheese (whole or with two decimals) in hundredths."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
        raise ScenarioError(f"{where}: must be an amount of cheese (10 or 7.50), not {value!r}")
    hundredths = round(value * 100)
    if abs(hundredths - value * 100) > 1e-6:
        raise ScenarioError(f"{where}: cheese is kept to two decimals, not {value!r}")
    return hundredths


def _per_region(board: Board, raw: Any, key: str, start: dict[str, int]) -> dict[str, int]:
    """The map's starting cities or cheese, with the scenario's `cities`/`cheese` (a position in
    play) over them."""
    if raw is None:
        return start
    if not isinstance(raw, dict):
        raise ScenarioError(f"{key}: must be an object of region: number")
    out = dict(start)
    for r, v in raw.items():
        rid = _region(board, r, key)
        if not board[rid].is_land:
            raise ScenarioError(f"{key}[{r}]: {board.name(rid)} is a sea")
        out[rid] = whole(v, f"{key}[{r}]")
    return out


def _part_builds(board: Board, raw: Any, nation) -> tuple[PartBuild, ...]:
    if not isinstance(raw, list):
        raise ScenarioError("part_builds: must be a list of units being built")
    out = []
    for i, p in enumerate(raw):
        where = f"part_builds[{i}]"
        if not isinstance(p, dict):
            raise ScenarioError(f"{where}: must be an object such as "
                                "{\"nation\": N, \"kind\": \"Galleon\", \"at\": \"9\", \"cities_needed\": 2}")
        try:
            kind = kind_of(str(p.get("kind", "")).split())
        except NotUnderstood as e:
            raise ScenarioError(f"{where}: kind: {e.reason}") from None
        at = _region(board, p.get("at"), f"{where}: at")
        to_sea = None if p.get("to_sea") is None else _region(board, p["to_sea"], f"{where}: to_sea")
        out.append(PartBuild(nation=nation(p.get("nation"), f"{where}: nation"), kind=kind, at=at,
                             cities_needed=whole(p.get("cities_needed"), f"{where}: cities_needed", 1), to_sea=to_sea))
    return tuple(out)


def _standing(raw: Any, nation, order: list[str]) -> tuple[Standing, ...]:
    if not isinstance(raw, dict):
        raise ScenarioError("standing: must be an object of nation: standing battle orders")
    out = {}
    for n, s in raw.items():
        name = nation(n, "standing")
        where = f"standing[{n}]"
        if not isinstance(s, dict):
            raise ScenarioError(f"{where}: must be {{\"spend_to_percent\": 40, \"casualties_first\": [\"Militia\"]}}")
        percent = whole(s.get("spend_to_percent", 0), f"{where}: spend_to_percent")
        if percent > 100:
            raise ScenarioError(f"{where}: spend_to_percent: at most 100, not {percent}")
        first = s.get("casualties_first", [])
        if not isinstance(first, list):
            raise ScenarioError(f"{where}: casualties_first: must be a list of unit types")
        try:
            kinds = tuple(kind_of(str(k).split()) for k in first)
        except NotUnderstood as e:
            raise ScenarioError(f"{where}: casualties_first: {e.reason}") from None
        spend_tp = None if s.get("spend_tp") is None else whole(s["spend_tp"], f"{where}: spend_tp")
        out[name] = Standing(nation=name, spend_to_percent=percent, casualties_first=kinds, spend_tp=spend_tp)
    return tuple(out[n] for n in order if n in out)


def new_state(board: Board, scenario: Mapping[str, Any], base: GameState) -> SuccheesionState:
    names = {n.name for n in base.nations}
    start = scenario.get("start") or {}
    if not isinstance(start, dict):
        raise ScenarioError("start: must be an object such as {\"turn\": 1}")
    season, year = start.get("season"), start.get("year")
    if season is not None and (season not in SEASONS or not isinstance(year, int)):
        raise ScenarioError(f"start: season must be one of {', '.join(SEASONS)} with a year, not {season!r}")
    first = whole(start.get("turn", 1), "start: turn", 1)

    def nation(value: Any, where: str) -> str:
        if value not in names:
            raise ScenarioError(f"{where}: unknown nation {value!r}")
        return value

    cities = _per_region(board, scenario.get("cities"), "cities", {
        r.id: whole(r.attributes.get("cities", 0), f"map region {r.id}: cities") for r in board.land()})
    cheese = _per_region(board, scenario.get("cheese"), "cheese", {
        r.id: whole(r.attributes.get("cheese", 0), f"map region {r.id}: cheese") for r in board.land()})
    occupied = {_region(board, r, "occupied"): nation(n, f"occupied[{r}]")
                for r, n in (scenario.get("occupied") or {}).items()}
    for r, occupier in occupied.items():
        if base.owners.get(r) in (None, occupier):
            raise ScenarioError(f"occupied[{board.name(r)}]: {occupier} can only occupy another nation's region")
    capitals = {}
    order = {r: i for i, r in enumerate(board.regions)}
    given_capitals = scenario.get("capitals") or {}
    for n in base.nations:
        if n.name in given_capitals and given_capitals[n.name] is None:
            continue                                  # the capital is lost (the GM names a new one)
        given = given_capitals.get(n.name)
        if given is not None:
            capitals[n.name] = _region(board, given, f"capitals[{n.name}]")
            if not board[capitals[n.name]].is_land:
                raise ScenarioError(f"capitals[{n.name}]: {board.name(capitals[n.name])} is a sea")
        else:
            home = [r for r in n.home if r not in occupied]
            if home:
                capitals[n.name] = max(home, key=lambda r: (cities.get(r, 0), -order[r]))
    nation_order = [n.name for n in base.nations]
    sheets = scenario.get("armies") or {}
    if not isinstance(sheets, dict):
        raise ScenarioError("armies: must be an object of nation: army sheet")
    pieces = read_pieces(board, base.params, nation_order, scenario_units(scenario, board, base), sheets)
    trades: list[Trade] = []
    for i, t in enumerate(scenario.get("trades") or []):
        pair = t.get("nations") if isinstance(t, dict) else None
        if not (isinstance(pair, list) and len(pair) == 2 and pair[0] != pair[1]):
            raise ScenarioError(f"trades[{i}]: a trade agreement is {{\"nations\": [A, B], \"invested\": 10}}")
        a, b = sorted(nation(x, f"trades[{i}]") for x in pair)
        if any(t.nations == (a, b) for t in trades):
            raise ScenarioError(f"trades[{i}]: {a} and {b} are listed twice")
        trades.append(Trade(nations=(a, b), invested=_cheese(t.get("invested", 0), f"trades[{i}]: invested")))
    pacts: dict[str, tuple[str, ...]] = {}
    for k, v in (scenario.get("pacts") or {}).items():
        members = tuple(nation(m, f"pacts[{k}]") for m in v)
        for m in members:
            other = next((p for p, ms in pacts.items() if m in ms), None)
            if other is not None:
                raise ScenarioError(f"pacts[{k}]: {m} is already in the pact {other}; a nation is in one pact at most")
        pacts[str(k)] = members
    unplayed = tuple(nation(n, "unplayed") for n in scenario.get("unplayed") or [])
    treasuries = scenario.get("treasuries") or {}
    if not isinstance(treasuries, dict):
        raise ScenarioError("treasuries: must be an object of nation: cheese")
    exact = {nation(n, "treasuries"): _cheese(v, f"treasuries[{n}]") for n, v in treasuries.items()}
    nations = tuple(replace(n, treasury={CHEESE: exact.get(n.name, n.treasury.get(CHEESE, 0) * 100)})
                    for n in base.nations)
    common = {f: getattr(base, f) for f in base.__struct_fields__}
    common.update(turn=first - 1, nations=nations, season=season, year=year if season else None)
    return SuccheesionState(
        **common, cities=cities, cheese=cheese, occupied=occupied, capitals=capitals,
        stacks=pieces.stacks, fleets=pieces.fleets, forts=pieces.forts, armies=pieces.armies,
        trades=tuple(sorted(trades, key=lambda t: t.nations)), pacts=pacts, unplayed=unplayed,
        part_builds=_part_builds(board, scenario.get("part_builds") or [], nation),
        standing=_standing(scenario.get("standing") or {}, nation, nation_order))
