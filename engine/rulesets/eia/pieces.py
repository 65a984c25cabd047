"""The EiA pieces as scenario entries: what the GM may place (corps, fleets, leaders, garrisons,
depots), the one reader a scenario and the GM's hand both go through, and the writer back."""

from __future__ import annotations

import difflib
from typing import Any, Iterable, Mapping

import msgspec

from engine.board import Board
from engine.errors import ScenarioError
from engine.limits import MAX_UNITS
from engine.rulesets.eia import geography as geo
from engine.rulesets.eia.units import CORPS_KINDS, Corps, Depot, Fleet, Garrison, Leader
from engine.rulesets.placing import Field, FieldKind, PieceKind
from engine.rulesets.eia import wording as say

FACTORS = ("infantry", "militia", "cavalry", "guard", "artillery")
MAX_FACTORS = 999        # far beyond any corps or garrison, so a typing slip is refused


def _factor(key: str) -> Field:
    return Field(key=key, label=f"{key.capitalize()} factors", default=0, minimum=0, maximum=MAX_FACTORS,
                 public=False)


CORPS = PieceKind(type="corps", label="Corps", stands="land", help="a corps: its designation, kind and factors", fields=(
    Field(key="designation", label="Designation", kind=FieldKind.TEXT, identity=True,
          help='"I", "Guard I", "Cav II": how the nation\'s orders name it'),
    Field(key="kind", label="Kind", kind=FieldKind.CHOICE, choices=CORPS_KINDS, default="infantry"),
    *(_factor(k) for k in FACTORS),
    Field(key="in_city", label="Inside the city", kind=FieldKind.FLAG, default=False,
          help="retired into its area's city (besieged when enemies stand outside)"),
    Field(key="aboard", label="Aboard fleet", kind=FieldKind.TEXT, default="", optional=True, public=False,
          help="the name of the nation's fleet carrying it, standing where it is; empty on land"),
    Field(key="months_at_sea", label="Months at sea", default=0, minimum=0, maximum=99, public=False),
))
FLEET = PieceKind(type="fleet", label="Fleet", stands="any",
                  help="a fleet at sea, or in port in a land area with a port city", fields=(
    Field(key="name", label="Name", kind=FieldKind.TEXT, identity=True, help='"Brest", "Channel"'),
    Field(key="ships", label="Ships", minimum=1, maximum=MAX_UNITS, public=False),
    Field(key="damaged", label="Damaged ships", default=0, minimum=0, maximum=MAX_UNITS, public=False),
    Field(key="no_intercept", label="Ordered not to intercept", kind=FieldKind.FLAG, default=False, public=False),
))
SQUADRON = PieceKind(type="squadron", label="Squadron", stands="any", fields=FLEET.fields,
                     help="module afa_naval (seed 003 VI): a squadron of 2 to 6 ships, which may share a fleet's name")
LEADER = PieceKind(type="leader", label="Leader", stands="any", fields=(
    Field(key="name", label="Name", kind=FieldKind.TEXT, identity=True),
    Field(key="seniority", label="Seniority", minimum=1, maximum=99, help="1 is the most senior"),
    Field(key="royal", label="Royal", kind=FieldKind.FLAG, default=False),
    Field(key="admiral", label="Admiral", kind=FieldKind.FLAG, default=False),
))
GARRISON = PieceKind(type="garrison", label="Garrison", stands="land", help="a city's garrison, in factors", fields=(
    Field(key="city", label="City", kind=FieldKind.TEXT, identity=True, help="a city of the area (its city records)"),
    Field(key="factors", label="Factors", minimum=1, maximum=MAX_FACTORS, public=False),
    Field(key="militia", label="Militia only", kind=FieldKind.FLAG, default=False, public=False,
          help="seed 003 XI: a militia-only garrison (+1 to the fort's fire)"),
))
DEPOT = PieceKind(type="depot", label="Depot", stands="land", help="one depot of a nation per area")

PIECE_KINDS = (CORPS, FLEET, SQUADRON, LEADER, GARRISON, DEPOT)
_KINDS = {k.type: k for k in PIECE_KINDS}


class Pieces(msgspec.Struct, frozen=True, kw_only=True):
    """The pieces of a position, in the order they were read."""
    corps: tuple[Corps, ...] = ()
    fleets: tuple[Fleet, ...] = ()
    leaders: tuple[Leader, ...] = ()
    garrisons: tuple[Garrison, ...] = ()
    depots: tuple[Depot, ...] = ()


def _values(kind: PieceKind, u: Mapping[str, Any], where: str) -> dict[str, Any]:
    """Every declared field of the entry in its kind, the default where it is left out."""
    out = {}
    for f in kind.fields:
        try:
            out[f.key] = f.check(u.get(f.key, f.default), where)
        except ValueError as e:
            raise ScenarioError(str(e)) from None
    return out


def read_pieces(board: Board, units: Iterable[tuple[str, dict[str, Any], str, str]], squadrons: bool) -> Pieces:
    """The pieces of `units` ((where, entry, nation, area id) as `scenario_units` yields them), each
    checked by its kind's fields and where it stands; ScenarioError naming the entry and the field.
    `squadrons`: the game names module afa_naval, whose squadrons they are."""
    corps: list[Corps] = []
    fleets: list[Fleet] = []
    leaders: list[Leader] = []
    garrisons: list[Garrison] = []
    depots: list[Depot] = []
    aboard: list[tuple[str, Corps]] = []
    for where, u, nation, at in units:
        kind = _KINDS.get(str(u.get("type")))
        if kind is None:
            raise ScenarioError(f"{where}: unit type {u.get('type')!r} is not corps, fleet, squadron, leader, "
                                "garrison or depot")
        if kind is SQUADRON and not squadrons:
            raise ScenarioError(f"{where}: squadrons are module afa_naval's, which the game does not name")
        if kind is FLEET and not u.get("name"):       # an old scenario's unnamed fleet: numbered
            u = {**u, "name": f"{nation} {len(fleets) + 1}"}
        key = kind.identity_keys()[0]
        name = u.get(key) if key != "at" else None
        head = f"{where} ({nation} {kind.label.lower()}{' ' + str(name) if isinstance(name, str) and name.strip() else ''})"
        _known_keys(kind, u, head)
        v = _values(kind, u, head)
        if key != "at" and not v[key].strip():
            raise ScenarioError(f"{head}: {key} must be given (it names the {kind.label.lower()})")
        land = board[at].is_land
        if kind is CORPS:
            c = Corps(nation=nation, at=at, **{**v, "aboard": v["aboard"] or ""})
            if not land and not c.aboard:
                raise ScenarioError(f"{head}: at: a corps cannot stand in {board.name(at)}, a sea area, "
                                    "unless aboard a fleet (give \"aboard\")")
            if c.in_city and not geo.cities(board, at):
                raise ScenarioError(f"{head}: in_city: {board.name(at)} has no city")
            if c.in_city and c.aboard:
                raise ScenarioError(f"{head}: in_city: a corps aboard a fleet is not inside a city")
            if c.aboard:
                aboard.append((head, c))
            corps.append(c)
        elif kind in (FLEET, SQUADRON):
            if land and not geo.ports(board, at):
                raise ScenarioError(f"{head}: at: {board.name(at)} is land without a port: a fleet stands at sea "
                                    "or in a port")
            if v["damaged"] > v["ships"]:
                raise ScenarioError(f"{head}: damaged: {say.damaged(v['damaged'])} in a fleet of {v['ships']}")
            fleets.append(Fleet(nation=nation, at=at, in_port=land, moved=_flag(u, "moved", False, head),
                                stacked_at_start=_flag(u, "stacked_at_start", True, head), squadron=kind is SQUADRON,
                                **v))
        elif kind is LEADER:
            leaders.append(Leader(nation=nation, at=at, **v))
        elif kind is GARRISON:
            towns = [c["name"] for c in geo.cities(board, at)]
            if v["city"] not in towns:
                raise ScenarioError(f"{head}: city: {v['city']!r} is not a city of {board.name(at)} "
                                    f"({', '.join(towns) if towns else 'which has none'})")
            garrisons.append(Garrison(nation=nation, **v))
        else:
            if not land:
                raise ScenarioError(f"{head}: at: a depot stands on land, not in {board.name(at)}")
            depots.append(Depot(nation=nation, at=at))
    _unique(corps, lambda c: (c.nation, c.designation.casefold()), "corps", "designation")
    _unique(fleets, lambda f: (f.nation, f.name.casefold(), f.squadron), "fleets", "name")
    _unique(leaders, lambda x: (x.nation, x.name.casefold()), "leaders", "name")
    _unique(garrisons, lambda g: (g.city,), "garrisons", "city")
    _unique(depots, lambda d: (d.nation, d.at), "depots", "at")
    for head, c in aboard:
        carrier = next((f for f in fleets if f.nation == c.nation and f.name == c.aboard and not f.squadron), None)
        if carrier is None or carrier.at != c.at:
            squadron = any(f.nation == c.nation and f.name == c.aboard and f.squadron for f in fleets)
            raise ScenarioError(f"{head}: aboard: {c.nation} has no fleet {c.aboard!r} in {board.name(c.at)} to carry it"
                                + (" (a squadron carries no corps)" if squadron else ""))
    return Pieces(corps=tuple(corps), fleets=tuple(fleets), leaders=tuple(leaders), garrisons=tuple(garrisons),
                  depots=tuple(depots))


_BETWEEN_TURNS = {"fleet": ("moved", "stacked_at_start"), "squadron": ("moved", "stacked_at_start")}


def _known_keys(kind: PieceKind, u: Mapping[str, Any], where: str) -> None:
    """A key the reader does not know is refused, so that a slip ("infantri") is not silently lost."""
    known = ("type", "nation", "at", *(f.key for f in kind.fields), *_BETWEEN_TURNS.get(kind.type, ()))
    for key in u:
        if key not in known:
            hint = difflib.get_close_matches(str(key), known, 1)
            raise ScenarioError(f"{where}: a {kind.label.lower()} has no key {key!r}"
                                + (f" (did you mean {hint[0]!r}?)" if hint else "")
                                + f"; its keys are {', '.join(known)}")


def _flag(u: Mapping[str, Any], key: str, default: bool, where: str) -> bool:
    value = u.get(key, default)
    if not isinstance(value, bool):
        raise ScenarioError(f"{where}: {key} must be true or false, not {value!r}")
    return value


def _unique(pieces: list, key: Any, what: str, field: str) -> None:
    """Orders name corps and fleets with case ignored, so two names differing in case are one name."""
    seen: set = set()
    for p in pieces:
        k = key(p)
        if k in seen:
            if what == "garrisons":
                raise ScenarioError(f"city: two garrisons named {p.city!r} (one garrison a city)")
            if what == "depots":
                raise ScenarioError(f"at: {p.nation} has two depots in {p.at!r}")
            what = "squadrons" if getattr(p, "squadron", False) else what
            raise ScenarioError(f"{field}: {p.nation} has two {what} named {getattr(p, field)!r} "
                                "(case is ignored in orders)")
        seen.add(k)


def entries(board: Board, pieces: Pieces) -> list[dict[str, Any]]:
    """Every piece as its scenario entry, in the reader's order, so that reading them back gives
    the same pieces: documented keys, and the between-turn keys only where they differ from a new
    piece's (`moved`, `stacked_at_start`)."""
    out: list[dict[str, Any]] = []
    for c in pieces.corps:
        e: dict[str, Any] = {"type": "corps", "nation": c.nation, "designation": c.designation, "kind": c.kind,
                             "at": c.at, **{k: getattr(c, k) for k in FACTORS}}
        if c.in_city:
            e["in_city"] = True
        if c.aboard:
            e["aboard"] = c.aboard
        if c.months_at_sea:
            e["months_at_sea"] = c.months_at_sea
        out.append(e)
    for f in pieces.fleets:
        e = {"type": "squadron" if f.squadron else "fleet", "nation": f.nation, "name": f.name, "at": f.at,
             "ships": f.ships, "damaged": f.damaged}
        for key, new in (("no_intercept", False), ("moved", False), ("stacked_at_start", True)):
            if getattr(f, key) != new:
                e[key] = getattr(f, key)
        out.append(e)
    out += [{"type": "leader", "nation": x.nation, "name": x.name, "at": x.at, "seniority": x.seniority,
             "royal": x.royal, "admiral": x.admiral} for x in pieces.leaders]
    for g in pieces.garrisons:
        e = {"type": "garrison", "nation": g.nation, "city": g.city, "at": city_area(board, g.city),
             "factors": g.factors}
        if g.militia:
            e["militia"] = True
        out.append(e)
    out += [{"type": "depot", "nation": d.nation, "at": d.at} for d in pieces.depots]
    return out


def carried_along(state: Any, units: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The GM moving a fleet by hand moves the corps aboard it: a corps entry still where its
    carrier stood in `state` goes where the carrier's entry now stands."""
    was = {(f.nation, f.name): f.at for f in state.fleets if not f.squadron}
    now = {(u.get("nation"), u.get("name")): u.get("at") for u in units
           if u.get("type") == "fleet"}
    out = []
    for u in units:
        key = (u.get("nation"), u.get("aboard"))
        if u.get("type") == "corps" and u.get("aboard") and key in was and u.get("at") == was[key] \
                and now.get(key) not in (None, u.get("at")):
            u = {**u, "at": now[key]}
        out.append(u)
    return out


def city_area(board: Board, city: str) -> str:
    """The area whose city records name `city`."""
    for r in board.land():
        if any(c.get("name") == city for c in geo.cities(board, r.id)):
            return r.id
    raise ScenarioError(f"the garrison of {city!r} stands in no area of this map: the GM must remove it or "
                        "add the city to the map")
