"""Reading a scenario file (docs/scenario-format.md) into a map and the first state of a game."""

from __future__ import annotations

import json

from engine.words import patterns as re
from pathlib import Path
from typing import Any, Mapping

from engine.board import Board, load_map, parse_map
from engine.board.mapfile import map_to_geojson, read_json
from engine.errors import MapFileError, ScenarioError, UnknownName
from engine.limits import MAX_GOLD
from engine.params import ParamError, check_params
from engine.rulesets import ruleset as get_ruleset
from engine.rulesets.base import Ruleset
from engine.rulesets.declarations import MODULES_PARAM, Resource
from engine.rulesets.scenario_units import scenario_units  # noqa: F401  (kept where rulesets found it)
from engine.state import ALLIANCE, PEACE, WAR, GameState, Nation, Relation

FORMAT = "berthier-scenario"
VERSION = 1
MAPS = Path(__file__).resolve().parents[2] / "resources" / "maps"
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


def bundled_map_path(name: str) -> Path:
    path = MAPS / name / "map.geojson"
    if not path.exists():
        known = sorted(p.name for p in MAPS.iterdir() if (p / "map.geojson").exists()) if MAPS.exists() else []
        raise ScenarioError(f"there is no bundled map called {name!r}; bundled maps: {', '.join(known) or 'none'}")
    return path


def map_reference(board: Board) -> str | dict[str, Any]:
    """How a scenario written from a game names its map: the bundled map's name when the board is
    a bundled map as it is now, else the map inline (its GeoJSON object)."""
    mine = map_to_geojson(board)
    as_json = json.loads(json.dumps(mine))      # coordinates as lists, whether built or read as they were stored
    if MAPS.exists():
        for folder in sorted(MAPS.iterdir()):
            path = folder / "map.geojson"
            if not path.exists():
                continue
            try:
                bundled = load_map(path)
            except MapFileError:
                continue
            if bundled.info.title == board.info.title and json.loads(json.dumps(map_to_geojson(bundled))) == as_json:
                return folder.name
    return mine


def load_scenario(path: str | Path, params: Mapping[str, Any] | None = None
                  ) -> tuple[Board, GameState, dict[str, Any]]:
    """The scenario file's map, first state and data; `params` (house rules) replace its own."""
    path = Path(path)
    try:
        data = read_json(path, "scenario")
    except MapFileError as e:
        raise ScenarioError(str(e).replace(" the map has 1 problem(s):\n  - ", " ")) from None
    if params and isinstance(data, dict):
        if not isinstance(data.get("params", {}), dict):
            raise ScenarioError(f"{path}: 'params' must be an object")
        data = {**data, "params": {**data.get("params", {}), **params}}
    try:
        board, state = build_scenario(data, base_dir=path.parent)
    except ScenarioError as e:
        raise ScenarioError(f"{path}: {e}") from None
    return board, state, data


def resolve_map(spec: Any, base_dir: Path) -> Board:
    if isinstance(spec, dict):
        return parse_map(spec, source="the scenario's inline map")
    if not isinstance(spec, str) or not spec:
        raise ScenarioError("'map' must be a bundled map's name, a path, or a map object")
    candidate = (base_dir / spec)
    try:
        if candidate.suffix in (".geojson", ".json") or candidate.is_dir():
            return load_map(candidate)
        return load_map(bundled_map_path(spec))
    except MapFileError as e:
        raise ScenarioError(str(e)) from None


def build_scenario(data: Any, base_dir: Path = Path("."), board: Board | None = None) -> tuple[Board, GameState]:
    if not isinstance(data, dict):
        raise ScenarioError("a scenario must be a JSON object")
    if data.get("format", FORMAT) != FORMAT:
        raise ScenarioError(f"format is {data.get('format')!r}, expected {FORMAT!r}")
    if not isinstance(data.get("version", VERSION), int) or data.get("version", VERSION) > VERSION:
        raise ScenarioError(f"scenario version {data.get('version')!r} is newer than this Berthier reads ({VERSION})")
    try:
        rules: Ruleset = get_ruleset(str(data.get("ruleset", "")))
    except UnknownName as e:
        raise ScenarioError(f"ruleset: {e}") from None
    board = board or resolve_map(data.get("map"), base_dir)
    params = _params(rules, data.get("params") or {})
    nations = _nations(data.get("nations"), board, rules.resource())
    names = {n.name for n in nations}
    owners = _held(data.get("held") or {}, _owners(data.get("owners") or {}, nations, board), nations, board)
    relations = _relations(data.get("relations") or [], names)
    base = GameState(nations=tuple(nations), owners=owners, relations=relations, params=params)
    return board, rules.new_state(board, data, base)


def _region(board: Board, text: Any, where: str) -> str:
    try:
        return board.find(str(text)).id
    except UnknownName as e:
        raise ScenarioError(f"{where}: {e}") from None


def _params(rules: Ruleset, overrides: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(overrides, dict):
        raise ScenarioError("'params' must be an object")
    defaults = rules.default_params()
    modules = overrides.get(MODULES_PARAM, [])
    if not isinstance(modules, list) or not all(isinstance(m, str) for m in modules):
        raise ScenarioError(f"params: {MODULES_PARAM} must be a list of module names")
    if modules:
        try:
            defaults.update(rules.module_params(modules))
        except UnknownName as e:
            raise ScenarioError(f"params: {e}") from None
    changed = [k for k in overrides if k != MODULES_PARAM]
    params = {**defaults, **{k: overrides[k] for k in changed}}
    if modules:
        params[MODULES_PARAM] = list(modules)
    try:
        check_params(rules.param_schema(), defaults, params, changed)
    except ParamError as e:
        raise ScenarioError(f"params: {e}") from None
    return params


def _nations(raw: Any, board: Board, first: Resource) -> list[Nation]:
    if not isinstance(raw, list) or not raw:
        raise ScenarioError("'nations' must be a non-empty list")
    out, seen = [], set()
    for i, n in enumerate(raw):
        where = f"nations[{i}]"
        if not isinstance(n, dict) or not isinstance(n.get("name"), str) or not n["name"].strip():
            raise ScenarioError(f"{where}: a nation needs a name")
        name = n["name"].strip()
        where = f"nation {name}"
        if name in seen:
            raise ScenarioError(f"{where} is listed twice")
        seen.add(name)
        colour = n.get("colour", "")
        if not isinstance(colour, str) or not _COLOUR.match(colour):
            raise ScenarioError(f"{where}: colour must be '#rrggbb', not {colour!r}")
        treasury = n.get("treasury", 0)
        if isinstance(treasury, int):
            treasury = {first.name: treasury}      # a plain number is the ruleset's first resource
        if not isinstance(treasury, dict) or not all(isinstance(v, int) and not isinstance(v, bool)
                                                     and 0 <= v <= MAX_GOLD for v in treasury.values()):
            raise ScenarioError(f"{where}: treasury must be a whole number of {first.word} (in its smallest unit) "
                                f"or {{resource: amount}}")
        if "home" in n:
            if not isinstance(n["home"], list):
                raise ScenarioError(f"{where}: home must be a list of provinces")
            home = [_region(board, h, f"{where}, home") for h in n["home"]]
        else:
            home = [r.id for r in board if r.attributes.get("home") == name]
        for h in home:
            if not board[h].is_land:
                raise ScenarioError(f"{where}: home province {board.name(h)} is not land")
        aliases = n.get("aliases", [])
        if not isinstance(aliases, list) or not all(isinstance(a, str) for a in aliases):
            raise ScenarioError(f"{where}: aliases must be a list of names")
        counters = n.get("counters", {})     # the ruleset's bookkeeping, as a position written mid-game keeps it
        if not isinstance(counters, dict) or not all(isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool)
                                                     for k, v in counters.items()):
            raise ScenarioError(f"{where}: counters must be an object of name: whole number")
        out.append(Nation(name=name, colour=colour.lower(), treasury=dict(treasury), home=tuple(home),
                          major=bool(n.get("major", True)), aliases=tuple(aliases), counters=dict(counters)))
    return out


def _owners(raw: Any, nations: list[Nation], board: Board) -> dict[str, str]:
    owners: dict[str, str] = {}
    for n in nations:
        for h in n.home:
            if h in owners and owners[h] != n.name:
                raise ScenarioError(f"{board.name(h)} is a home province of both {owners[h]} and {n.name}")
            owners[h] = n.name
    names = {n.name for n in nations}
    if not isinstance(raw, dict):
        raise ScenarioError("'owners' must be an object of province: nation")
    for place, nation in raw.items():
        rid = _region(board, place, "owners")
        if nation not in names:
            raise ScenarioError(f"owners: {board.name(rid)} is given to an unknown nation {nation!r}")
        if not board[rid].is_land:
            raise ScenarioError(f"owners: {board.name(rid)} is not land, and only provinces are owned")
        if rid in owners and owners[rid] != nation:
            raise ScenarioError(f"owners: {board.name(rid)} is given to {nation} but is a home province of {owners[rid]}")
        owners[rid] = nation
    return dict(sorted(owners.items()))


def _held(raw: Any, owners: dict[str, str], nations: list[Nation], board: Board) -> dict[str, str]:
    """`held`: home provinces another nation holds now, or nobody (null), in a position taken in
    the middle of a game (`berthier scenario`): the home stays the nation's, where it builds."""
    if not isinstance(raw, dict):
        raise ScenarioError("'held' must be an object of home province: nation or null")
    homes = {h: n.name for n in nations for h in n.home}
    names = {n.name for n in nations}
    out = dict(owners)
    for place, nation in raw.items():
        rid = _region(board, place, "held")
        if rid not in homes:
            raise ScenarioError(f"held: {board.name(rid)} is no nation's home province; give its owner in 'owners'")
        if nation is None:
            out.pop(rid, None)
        elif nation not in names:
            raise ScenarioError(f"held: {board.name(rid)} is held by an unknown nation {nation!r}")
        else:
            out[rid] = nation
    return dict(sorted(out.items()))


def _relations(raw: Any, names: set[str]) -> tuple[Relation, ...]:
    if not isinstance(raw, list):
        raise ScenarioError("'relations' must be a list")
    out: dict[tuple[str, str], Relation] = {}
    for i, r in enumerate(raw):
        pair = r.get("nations") if isinstance(r, dict) else None
        if not isinstance(pair, list) or len(pair) != 2 or pair[0] == pair[1]:
            raise ScenarioError(f"relations[{i}]: 'nations' must name two different nations")
        for n in pair:
            if n not in names:
                raise ScenarioError(f"relations[{i}]: unknown nation {n!r}")
        status = r.get("status")
        if status not in (WAR, ALLIANCE, PEACE):
            raise ScenarioError(f"relations[{i}]: status must be war, alliance or peace, not {status!r}")
        key = tuple(sorted(pair))
        if key in out:
            raise ScenarioError(f"relations[{i}]: {key[0]} and {key[1]} are listed twice")
        out[key] = Relation(nations=key, status=status, history=((0, status),))
    return tuple(out[k] for k in sorted(out))

