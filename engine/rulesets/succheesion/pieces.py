"""The pieces of a Succheesion position read from unit entries: land unit markers (and the
General), fleets, forts and the army sheets. A scenario's `units` and the GM's hand
(`with_units`) are read by this one function, so they cannot drift apart."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import msgspec

from engine.board import Board
from engine.errors import ScenarioError
from engine.rulesets.succheesion.units import LAND_TYPES, ArmySheet, Fleet, Forts, Stack

# The flat keys of a marker's exact types (army_tracking "stacks"): {"infantry": 2, "cavalry": 1};
# ships carry theirs as "aboard_infantry" and so on. The older form {"kinds": {"Infantry": 2}} is
# read too.
TYPE_KEYS = {t: t.lower().replace(" ", "_") for t in LAND_TYPES}
ABOARD = "aboard_"


class Pieces(msgspec.Struct, frozen=True, kw_only=True):
    stacks: tuple[Stack, ...]
    fleets: tuple[Fleet, ...]
    forts: tuple[Forts, ...]
    armies: tuple[ArmySheet, ...]


def whole(value: Any, where: str, least: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise ScenarioError(f"{where}: must be a whole number from {least}, not {value!r}")
    return value


def _flag(value: Any, where: str) -> bool:
    if value is None:
        return False
    if not isinstance(value, bool):
        raise ScenarioError(f"{where}: must be true or false, not {value!r}")
    return value


def _types_text(kinds: Mapping[str, int]) -> str:
    return ", ".join(f"{v} {k}" for k, v in kinds.items() if v) or "none"


def types_of(u: Mapping[str, Any], count: int, where: str, exact: bool, aboard: bool = False) -> dict[str, int]:
    """A marker's exact types (or the units aboard a fleet) in the seed's table order: given as
    flat keys (`infantry`, `aboard_infantry`) or as {type: count} under `kinds` (`aboard_kinds`),
    adding up to `count`; empty unless army_tracking is "stacks"."""
    prefix, old_key = (ABOARD, "aboard_kinds") if aboard else ("", "kinds")
    flat = {t: u[prefix + k] for t, k in TYPE_KEYS.items() if prefix + k in u}
    given = u.get(old_key)
    if not exact:
        named = [prefix + TYPE_KEYS[t] for t, v in flat.items() if v] + ([old_key] if given else [])
        if named:
            raise ScenarioError(f"{where}: {named[0]}: the types of a marker are kept only with army_tracking "
                                "'stacks'; in a pool game they are on the nation's army sheet (`armies`)")
        return {}
    if given is not None and flat:
        raise ScenarioError(f"{where}: give the types as {', '.join(prefix + k for k in TYPE_KEYS.values())} "
                            f"or as {old_key}, not both")
    if given is not None:
        if not isinstance(given, dict) or any(k not in LAND_TYPES for k in given):
            raise ScenarioError(f"{where}: {old_key}: a {{type: count}} object with the types {', '.join(LAND_TYPES)}")
        kinds = {k: whole(v, f"{where}: {old_key}[{k}]") for k, v in given.items()}
    else:
        kinds = {t: whole(v, f"{where}: {prefix}{TYPE_KEYS[t]}") for t, v in flat.items()}
        if count and not flat:
            raise ScenarioError(f"{where}: with army_tracking 'stacks' every marker gives its types "
                                f"({', '.join(prefix + k for k in TYPE_KEYS.values())})")
    total = sum(kinds.values())
    if total != count:
        what = "the units aboard" if aboard else "count"
        raise ScenarioError(f"{where}: its types add up to {total} ({_types_text(kinds)}), not {what} {count}")
    return {k: kinds[k] for k in LAND_TYPES if kinds.get(k)}


def sheet_of(value: Any, where: str) -> dict[str, int]:
    """An army sheet {type: count}, checked."""
    if not isinstance(value, dict) or any(k not in LAND_TYPES for k in value):
        raise ScenarioError(f"{where}: an army sheet is {{type: count}} with the types {', '.join(LAND_TYPES)}")
    return {k: whole(value[k], f"{where}[{k}]") for k in LAND_TYPES if k in value}


def _follow(sheet: dict[str, int], on_map: int, costs: Mapping[str, int]) -> dict[str, int]:
    """The sheet made to count `on_map` units: units added by hand join it as Infantry (as a
    scenario without a sheet has them); units taken off come off it cheapest first."""
    out = dict(sheet)
    missing = on_map - sum(out.values())
    if missing > 0:
        out["Infantry"] = out.get("Infantry", 0) + missing
    for kind in sorted(LAND_TYPES, key=lambda k: costs.get(k, 99)):
        if missing >= 0:
            break
        take = min(-missing, out.get(kind, 0))
        out[kind] = out.get(kind, 0) - take
        missing += take
    return {k: out[k] for k in LAND_TYPES if out.get(k)}


def read_pieces(board: Board, params: Mapping[str, Any], nations: Sequence[str],
                units: Iterable[tuple[str, Mapping[str, Any], str, str]],
                sheets: Mapping[str, Any], follow: bool = False) -> Pieces:
    """The markers, fleets, forts and army sheets of `units` ((where, entry, nation, region) each,
    nation and region known). `sheets` are the army sheets given (a scenario's `armies`); with
    `follow` (the GM's hand in a pool game) a sheet that no longer counts the units on the map
    follows them instead of being refused."""
    if params.get("army_tracking") not in ("pool", "stacks"):
        raise ScenarioError(f"params: army_tracking is 'pool' or 'stacks', not {params.get('army_tracking')!r}")
    exact = params.get("army_tracking") == "stacks"
    stacks: dict[tuple[str, str], Stack] = {}
    fleets: dict[tuple[str, str], Fleet] = {}
    forts: dict[tuple[str, str], int] = {}
    on_map = {n: 0 for n in nations}
    by_type: dict[str, dict[str, int]] = {n: {} for n in nations}

    def count_types(who: str, kinds: Mapping[str, int]) -> None:
        for k, v in kinds.items():
            by_type[who][k] = by_type[who].get(k, 0) + v

    for where, u, who, at in units:
        kind = u.get("type")
        if kind == "units":
            if not board[at].is_land:
                raise ScenarioError(f"{where}: {who}'s land units are in {board.name(at)}, a sea (units at sea "
                                    "are 'aboard' ships)")
            general = _flag(u.get("general"), f"{where}: general")
            count = whole(u.get("count"), f"{where}: count", 0 if general else 1)
            if (who, at) in stacks:
                raise ScenarioError(f"{where}: {who}'s units in {board.name(at)} are listed twice")
            kinds = types_of(u, count, where, exact)
            count_types(who, kinds)
            stacks[(who, at)] = Stack(nation=who, at=at, count=count, general=general,
                                      retreating=_flag(u.get("retreating"), f"{where}: retreating"), kinds=kinds)
            on_map[who] += count
        elif kind == "ships":
            if not board[at].is_sea:
                raise ScenarioError(f"{where}: {who}'s ships are in {board.name(at)}, which is not a sea")
            f = Fleet(nation=who, at=at, frigates=whole(u.get("frigates", 0), f"{where}: frigates"),
                      galleons=whole(u.get("galleons", 0), f"{where}: galleons"),
                      aboard=whole(u.get("aboard", 0), f"{where}: aboard"),
                      blockade=_flag(u.get("blockade"), f"{where}: blockade"))
            if not f.ships:
                raise ScenarioError(f"{where}: frigates, galleons: a fleet has at least one ship")
            if f.aboard > f.frigates * params["frigate_carries"] + f.galleons * params["galleon_carries"]:
                raise ScenarioError(f"{where}: aboard: those ships cannot carry {f.aboard} units")
            if (who, at) in fleets:
                raise ScenarioError(f"{where}: {who}'s ships in {board.name(at)} are listed twice")
            kinds = types_of(u, f.aboard, where, exact, aboard=True)
            count_types(who, kinds)
            fleets[(who, at)] = msgspec.structs.replace(f, aboard_kinds=kinds)
            on_map[who] += f.aboard
        elif kind == "forts":
            if not board[at].is_land:
                raise ScenarioError(f"{where}: forts stand on land, not in {board.name(at)}")
            forts[(who, at)] = forts.get((who, at), 0) + whole(u.get("count", 1), f"{where}: count", 1)
        else:
            raise ScenarioError(f"{where}: type: {kind!r} is not 'units', 'ships' or 'forts'")
    armies = []
    for n in nations:
        where = f"armies[{n}]"
        given = sheets.get(n)
        if exact:
            if given is not None and not follow and {k: v for k, v in sheet_of(given, where).items() if v} != by_type[n]:
                raise ScenarioError(f"{where}: with army_tracking 'stacks' the sheet is the sum of the "
                                    f"markers' types: {by_type[n]}")
            sheet = by_type[n]
        elif given is None:
            sheet = {"Infantry": on_map[n]} if on_map[n] else {}
        else:
            sheet = sheet_of(given, where)
            if follow:
                sheet = _follow(sheet, on_map[n], params["unit_costs"])
        total = sum(sheet.values())
        if total != on_map[n]:
            raise ScenarioError(f"{where}: the sheet lists {total} land units but {on_map[n]} "
                                "stand on the map or aboard")
        if total:
            armies.append(ArmySheet(nation=n, units={k: sheet[k] for k in LAND_TYPES if sheet.get(k)}))
    order = {r: i for i, r in enumerate(board.regions)}
    rank = {n: i for i, n in enumerate(nations)}

    def key(k: tuple[str, str]) -> tuple[int, int]:
        return (order[k[1]], rank[k[0]])

    return Pieces(stacks=tuple(stacks[k] for k in sorted(stacks, key=key)),
                  fleets=tuple(fleets[k] for k in sorted(fleets, key=key)),
                  forts=tuple(Forts(nation=n, at=r, count=forts[(n, r)]) for n, r in sorted(forts, key=key)),
                  armies=tuple(armies))
