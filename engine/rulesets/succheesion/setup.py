"""The first position of a Succheesion game, read from a scenario (docs/rules/succheesion.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.board import Board
from engine.errors import ScenarioError, UnknownName
from engine.rulesets.succheesion.movement import SEASONS
from engine.rulesets.succheesion.units import (
    CHEESE,
    LAND_TYPES,
    ArmySheet,
    Fleet,
    Forts,
    Stack,
    SuccheesionState,
    Trade,
)
from engine.rulesets.scenario_units import scenario_units
from engine.state import GameState, replace


def _whole(value: Any, where: str, least: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise ScenarioError(f"{where}: must be a whole number from {least}, not {value!r}")
    return value


def _region(board: Board, text: Any, where: str) -> str:
    try:
        return board.find(str(text)).id
    except UnknownName as e:
        raise ScenarioError(f"{where}: {e}") from None


def new_state(board: Board, scenario: Mapping[str, Any], base: GameState) -> SuccheesionState:
    names = {n.name for n in base.nations}
    start = scenario.get("start") or {}
    if not isinstance(start, dict):
        raise ScenarioError("start: must be an object such as {\"turn\": 1}")
    season, year = start.get("season"), start.get("year")
    if season is not None and (season not in SEASONS or not isinstance(year, int)):
        raise ScenarioError(f"start: season must be one of {', '.join(SEASONS)} with a year, not {season!r}")
    first = _whole(start.get("turn", 1), "start: turn", 1)

    def nation(value: Any, where: str) -> str:
        if value not in names:
            raise ScenarioError(f"{where}: unknown nation {value!r}")
        return value

    cities = {r.id: _whole(r.attributes.get("cities", 0), f"map region {r.id}: cities") for r in board.land()}
    cheese = {r.id: _whole(r.attributes.get("cheese", 0), f"map region {r.id}: cheese") for r in board.land()}
    occupied = {_region(board, r, "occupied"): nation(n, f"occupied[{r}]")
                for r, n in (scenario.get("occupied") or {}).items()}
    for r, n in occupied.items():
        if base.owners.get(r) in (None, n):
            raise ScenarioError(f"occupied[{board.name(r)}]: {n} can only occupy another nation's region")
    capitals = {}
    order = {r: i for i, r in enumerate(board.regions)}
    for n in base.nations:
        given = (scenario.get("capitals") or {}).get(n.name)
        if given is not None:
            capitals[n.name] = _region(board, given, f"capitals[{n.name}]")
        else:
            home = [r for r in n.home if r not in occupied]
            if home:
                capitals[n.name] = max(home, key=lambda r: (cities.get(r, 0), -order[r]))
    exact = base.params.get("army_tracking") == "stacks"
    if base.params.get("army_tracking") not in ("pool", "stacks"):
        raise ScenarioError(f"params: army_tracking is 'pool' or 'stacks', not {base.params.get('army_tracking')!r}")
    stacks, fleets, forts = {}, {}, {}
    on_map = {n: 0 for n in names}
    by_type: dict[str, dict[str, int]] = {n: {} for n in names}

    def kinds_of(u: Mapping[str, Any], key: str, count: int, where: str) -> dict[str, int]:
        """The exact types of a marker (army_tracking "stacks"), which must add up to its count."""
        if not exact:
            return {}
        kinds = u.get(key)
        if not isinstance(kinds, dict) or any(k not in LAND_TYPES for k in kinds):
            raise ScenarioError(f"{where}: with army_tracking 'stacks' every marker gives its {key} as "
                                f"{{type: count}} with the types {', '.join(LAND_TYPES)}")
        if sum(_whole(v, f"{where}: {key}[{k}]") for k, v in kinds.items()) != count:
            raise ScenarioError(f"{where}: its {key} add up to {sum(kinds.values())}, not {count}")
        for k, v in kinds.items():
            by_type[u["nation"]][k] = by_type[u["nation"]].get(k, 0) + v
        return {k: kinds[k] for k in LAND_TYPES if kinds.get(k)}
    for where, u, who, at in scenario_units(scenario, board, base):
        kind = u.get("type")
        if kind == "units":
            if not board[at].is_land:
                raise ScenarioError(f"{where}: {who}'s land units are in {board.name(at)}, a sea (units at sea "
                                    "are 'aboard' ships)")
            count = _whole(u.get("count"), f"{where}: count", 1)
            if (who, at) in stacks:
                raise ScenarioError(f"{where}: {who}'s units in {board.name(at)} are listed twice")
            stacks[(who, at)] = Stack(nation=who, at=at, count=count, general=bool(u.get("general")),
                                      kinds=kinds_of(u, "kinds", count, where))
            on_map[who] += count
        elif kind == "ships":
            if not board[at].is_sea:
                raise ScenarioError(f"{where}: {who}'s ships are in {board.name(at)}, which is not a sea")
            f = Fleet(nation=who, at=at, frigates=_whole(u.get("frigates", 0), f"{where}: frigates"),
                      galleons=_whole(u.get("galleons", 0), f"{where}: galleons"),
                      aboard=_whole(u.get("aboard", 0), f"{where}: aboard"), blockade=bool(u.get("blockade")))
            f = replace(f, aboard_kinds=kinds_of(u, "aboard_kinds", f.aboard, where) if f.aboard else {})
            p = base.params
            if f.aboard > f.frigates * p["frigate_carries"] + f.galleons * p["galleon_carries"]:
                raise ScenarioError(f"{where}: those ships cannot carry {f.aboard} units")
            if (who, at) in fleets:
                raise ScenarioError(f"{where}: {who}'s ships in {board.name(at)} are listed twice")
            fleets[(who, at)] = f
            on_map[who] += f.aboard
        elif kind == "forts":
            if not board[at].is_land:
                raise ScenarioError(f"{where}: forts stand on land, not in {board.name(at)}")
            forts[(who, at)] = forts.get((who, at), 0) + _whole(u.get("count", 1), f"{where}: count", 1)
        else:
            raise ScenarioError(f"{where}: unit type {kind!r} is not 'units', 'ships' or 'forts'")
    armies = []
    sheets = scenario.get("armies") or {}
    for n in base.nations:
        sheet = sheets.get(n.name)
        if exact:
            if sheet is not None and {k: v for k, v in sheet.items() if v} != by_type[n.name]:
                raise ScenarioError(f"armies[{n.name}]: with army_tracking 'stacks' the sheet is the sum of the "
                                    f"markers' types: {by_type[n.name]}")
            sheet = by_type[n.name]
        if sheet is None:
            sheet = {"Infantry": on_map[n.name]} if on_map[n.name] else {}
        if not isinstance(sheet, dict) or any(k not in LAND_TYPES for k in sheet):
            raise ScenarioError(f"armies[{n.name}]: an army sheet is {{type: count}} with the types "
                                f"{', '.join(LAND_TYPES)}")
        total = sum(_whole(v, f"armies[{n.name}][{k}]") for k, v in sheet.items())
        if total != on_map[n.name]:
            raise ScenarioError(f"armies[{n.name}]: the sheet lists {total} land units but {on_map[n.name]} "
                                "stand on the map or aboard")
        if total:
            armies.append(ArmySheet(nation=n.name, units={k: sheet[k] for k in LAND_TYPES if sheet.get(k)}))
    trades = []
    for i, t in enumerate(scenario.get("trades") or []):
        pair = t.get("nations") if isinstance(t, dict) else None
        if not (isinstance(pair, list) and len(pair) == 2 and pair[0] != pair[1]):
            raise ScenarioError(f"trades[{i}]: a trade agreement is {{\"nations\": [A, B], \"invested\": 10}}")
        a, b = sorted(nation(x, f"trades[{i}]") for x in pair)
        invested = t.get("invested", 0)
        if not isinstance(invested, (int, float)) or invested < 0:
            raise ScenarioError(f"trades[{i}]: invested must be an amount of cheese")
        trades.append(Trade(nations=(a, b), invested=round(invested * 100)))
    pacts = {str(k): tuple(nation(m, f"pacts[{k}]") for m in v) for k, v in (scenario.get("pacts") or {}).items()}
    unplayed = tuple(nation(n, "unplayed") for n in scenario.get("unplayed") or [])
    nations = tuple(replace(n, treasury={CHEESE: n.treasury.get(CHEESE, 0) * 100}) for n in base.nations)
    rank = {n.name: i for i, n in enumerate(base.nations)}

    def key(k):
        return (order[k[1]], rank[k[0]])

    common = {f: getattr(base, f) for f in base.__struct_fields__}
    common.update(turn=first - 1, nations=nations, season=season, year=year if season else None)
    return SuccheesionState(
        **common, cities=cities, cheese=cheese, occupied=occupied, capitals=capitals,
        stacks=tuple(stacks[k] for k in sorted(stacks, key=key)),
        fleets=tuple(fleets[k] for k in sorted(fleets, key=key)),
        forts=tuple(Forts(nation=n, at=r, count=forts[(n, r)]) for n, r in sorted(forts, key=key)),
        armies=tuple(armies), trades=tuple(sorted(trades, key=lambda t: t.nations)), pacts=pacts,
        unplayed=unplayed)
