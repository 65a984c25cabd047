"""The GM's hand: a new state and a one-line summary for each change a GM may make by hand.

The game file records the change with the GM's reason (the window makes it undoable); these
functions only compute it, for `berthier edit` and the window alike, and raise BerthierError
for a change that makes no sense.
"""

from __future__ import annotations

import json
from typing import Any, Mapping

import msgspec

from engine.board import Board
from engine.errors import BerthierError, ScenarioError, UnknownName
from engine.limits import MAX_GOLD
from engine.params import check_params
from engine.rulesets import ruleset
from engine.rulesets.base import Ruleset
from engine.rulesets.declarations import Resource
from engine.rulesets.placing import Field, FieldKind, PieceKind, identity
from engine.state import ALLIANCE, PEACE, WAR, GameState, Relation, replace, with_nation


GOLD = Resource("gold")


def change_owner(board: Board, state: GameState, region_id: str, nation: str | None) -> tuple[GameState, str]:
    """Give a province to `nation` (None: make it neutral)."""
    region = board[region_id]
    if not region.is_land:
        raise BerthierError(f"{region.name} is not a province, so nobody owns it")
    owners = dict(state.owners)
    if nation is None:
        if region_id not in owners:
            raise BerthierError(f"{region.name} is already neutral")
        del owners[region_id]
        summary = f"{region.name} made neutral"
    else:
        name = state.find_nation(nation).name
        if owners.get(region_id) == name:
            raise BerthierError(f"{region.name} already belongs to {name}")
        owners[region_id] = name
        summary = f"{region.name} given to {name}"
    return replace(state, owners=dict(sorted(owners.items()))), summary


def change_treasury(state: GameState, nation: str, amount: int,
                    resource: Resource = GOLD) -> tuple[GameState, str]:
    """Set a nation's treasury field in one resource; `amount` is in the resource's smallest unit
    (hundredths of cheese), as `Resource.parse_amount` reads it. The GM's hand goes through
    `set_treasury`, which writes where the rules read it (a ledger, in
    rules that keep books)."""
    n = state.find_nation(nation)
    text = _treasury_text(n.name, amount, n.treasury.get(resource.name, 0), resource)
    new = replace(n, treasury={**n.treasury, resource.name: int(amount)})
    return with_nation(state, new), text


def _treasury_text(nation: str, amount: int, was: int, resource: Resource) -> str:
    """'France's treasury set to 30 gold (was 12)', or BerthierError for an amount no treasury holds."""
    word = resource.format_amount
    if amount < 0:
        raise BerthierError(f"a treasury cannot be negative ({word(amount, unit=True)})")
    if amount > MAX_GOLD:
        raise BerthierError(f"a treasury holds 0 to {word(MAX_GOLD, unit=True)}, not {word(amount, unit=True)}")
    if was == amount:
        raise BerthierError(f"{nation}'s treasury is already {word(amount, unit=True)}")
    return f"{nation}'s treasury set to {word(amount, unit=True)} (was {word(was)})"


def change_param(state: GameState, key: str, value: Any) -> tuple[GameState, str]:
    """Change a rule parameter (a house rule), refused unless the rules can use it (engine.params)."""
    rules = ruleset(str(state.__struct_config__.tag))
    defaults = rules.default_params()
    for module in rules.active_modules(state):
        defaults.update(module.params)
    check_params(rules.param_schema(), defaults, {**state.params, key: value}, [key])
    old = state.params.get(key)
    if value == old:
        raise BerthierError(f"{key} is already {json.dumps(value)}")
    return replace(state, params={**state.params, key: value}), f"parameter {key} set to {json.dumps(value)}"


# -- pieces, relations and declared fields (engine/rulesets/placing.py) -------------------------

class Edit(msgspec.Struct, frozen=True, kw_only=True):
    """One change by the GM's hand: the new state, what every player is told, and what only a
    nation is told (a corps' composition, a treasury)."""

    state: GameState
    summary: str                              # public: "a French corps added in Picardy"
    private: dict[str, str] = {}              # nation -> what only it is told


def combine(edits: list[Edit]) -> Edit:
    """Several changes made as one edit (one `berthier edit` call, one window command): the last
    state, the summaries joined; a nation told something of its own is told it in place of the
    public summary of that change, and the others' summaries beside it (the update tells a nation
    its private text instead of the public one)."""
    if not edits:
        raise BerthierError("nothing to change")
    told = [n for e in edits for n in e.private]
    private = {n: "; ".join(t for t in (e.private.get(n, e.summary) for e in edits) if t)
               for n in dict.fromkeys(told)}
    return Edit(state=edits[-1].state, summary="; ".join(e.summary for e in edits if e.summary),
                private=private)


def _rules(state: GameState) -> Ruleset:
    return ruleset(str(state.__struct_config__.tag))


def _kind_and_where(rules: Ruleset, board: Board, state: GameState,
                    entry: Mapping[str, Any]) -> tuple[PieceKind, dict[str, Any]]:
    if not isinstance(entry, Mapping):
        raise BerthierError(f"a piece is written as a JSON object such as a scenario's units list, not {entry!r}")
    kind = rules.piece_kind(str(entry.get("type", "")))
    out = dict(entry)
    try:
        out["nation"] = state.find_nation(str(entry.get("nation", ""))).name
    except UnknownName as e:
        raise BerthierError(f"nation: {e}") from None
    if "at" in entry:
        try:
            out["at"] = board.find(str(entry["at"])).id
        except UnknownName as e:
            raise BerthierError(f"at: {e}") from None
    return kind, out


def _find(rules: Ruleset, board: Board, state: GameState, kind: PieceKind,
          entry: Mapping[str, Any]) -> tuple[list[dict[str, Any]], int | None]:
    entries = rules.unit_entries(board, state)
    want = identity(kind, dict(entry))
    for i, e in enumerate(entries):
        if e.get("type") == kind.type and identity(kind, e) == want:
            return entries, i
    return entries, None


def _describe(rules: Ruleset, board: Board, kind: PieceKind, entry: Mapping[str, Any],
              public_only: bool) -> str:
    """'France's corps A in Picardy (infantry 2, cavalry 1)': what names the piece and, unless
    `public_only`, its fields."""
    names = " ".join(str(entry.get(k)) for k in kind.identity_keys() if k != "at" and entry.get(k) is not None)
    at = str(entry.get("at", "?"))
    where = board.name(at) if at in board else at
    head = f"{entry.get('nation')}'s {kind.label.lower()}{' ' + names if names else ''} in {where}"
    shown = [f for f in kind.fields if not f.identity and (f.public or not public_only) and f.key in entry]
    if not shown:
        return head
    return head + " (" + ", ".join(f"{f.label.lower()} {_value(entry[f.key])}" for f in shown) + ")"


def _named(kind: PieceKind, entry: Mapping[str, Any]) -> str:
    """"France's corps Q": a piece by its identity, where no place is given."""
    names = " ".join(str(entry.get(k)) for k in kind.identity_keys() if k != "at" and entry.get(k) is not None)
    return f"{entry.get('nation')}'s {kind.label.lower()}{' ' + names if names else ''}"


def _missing(board: Board, kind: PieceKind, entry: Mapping[str, Any]) -> str:
    """'France has no corps Q in Picardy': the piece asked for is not on the board."""
    names = " ".join(str(entry.get(k)) for k in kind.identity_keys() if k != "at" and entry.get(k) is not None)
    at = str(entry.get("at", ""))
    where = f" in {board.name(at)}" if at in board else ""
    return f"{entry.get('nation')} has no {kind.label.lower()}{' ' + names if names else ''}{where}"


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "yes" if v else "no"
    return str(v)


def _checked(rules: Ruleset, board: Board, state: GameState, entries: list[dict[str, Any]]) -> GameState:
    try:
        return rules.with_units(board, state, entries)
    except ScenarioError as e:
        raise BerthierError(str(e)) from None


def _told(kind: PieceKind, nation: str, public: str, private: str) -> dict[str, str]:
    return {nation: private} if private != public else {}


def put_unit(board: Board, state: GameState, entry: Mapping[str, Any]) -> Edit:
    """Add a piece, or replace the one with the same identity (type, nation, identity keys)."""
    rules = _rules(state)
    kind, entry = _kind_and_where(rules, board, state, entry)
    if "at" not in entry:
        raise BerthierError(f"at: a {kind.label.lower()} must be placed somewhere (give \"at\")")
    entries, i = _find(rules, board, state, kind, entry)
    public = _describe(rules, board, kind, entry, True)
    private = _describe(rules, board, kind, entry, False)
    if i is None:
        entries.append(entry)
        new = _checked(rules, board, state, entries)
        summary, mine = f"{public} placed", f"{private} placed"
        return Edit(state=new, summary=summary, private=_told(kind, entry["nation"], summary, mine))
    old = entries[i]
    merged = {**old, **entry}
    if merged == old:
        raise BerthierError(f"{private} is already so: nothing to change")
    entries[i] = merged
    new = _checked(rules, board, state, entries)
    head = f"{_named(kind, old)} in {board.name(old['at'])}"
    moved = f" moved to {board.name(merged['at'])}" if merged["at"] != old["at"] else ""
    told = []
    for public_only in (True, False):
        changes = _changes(kind, old, merged, public_only)
        if moved:
            told.append(head + moved + (f" and corrected: {changes}" if changes else ""))
        else:
            told.append(f"{head} corrected" + (f": {changes}" if changes else ""))
    return Edit(state=new, summary=told[0], private=_told(kind, entry["nation"], told[0], told[1]))


def _changes(kind: PieceKind, old: Mapping[str, Any], new: Mapping[str, Any], public_only: bool) -> str:
    """'infantry divisions 1 (was 2)': the fields a correction changed (only the public ones when
    `public_only`)."""
    out = []
    for f in kind.fields:
        was, now = old.get(f.key, f.default), new.get(f.key, f.default)
        if f.kind is FieldKind.INT:           # a count left out of an entry is none of it
            was, now = was or 0, now or 0
        if not f.identity and was != now and (f.public or not public_only):
            out.append(f"{f.label.lower()} {_value(now)} (was {_value(was)})")
    return ", ".join(out)


def remove_unit(board: Board, state: GameState, entry: Mapping[str, Any]) -> Edit:
    """Take a piece off the board; its identity keys suffice to name it."""
    rules = _rules(state)
    kind, entry = _kind_and_where(rules, board, state, entry)
    entries, i = _find(rules, board, state, kind, entry)
    if i is None:
        raise BerthierError(f"{_missing(board, kind, entry)} to remove")
    old = entries.pop(i)
    new = _checked(rules, board, state, entries)
    public = f"{_describe(rules, board, kind, old, True)} removed"
    private = f"{_describe(rules, board, kind, old, False)} removed"
    return Edit(state=new, summary=public, private=_told(kind, old["nation"], public, private))


def move_unit(board: Board, state: GameState, entry: Mapping[str, Any], to: str) -> Edit:
    """Move a piece (named by its identity) to another region, checked as a scenario would be
    (a squadron on land is refused with the reason)."""
    rules = _rules(state)
    kind, entry = _kind_and_where(rules, board, state, entry)
    entries, i = _find(rules, board, state, kind, entry)
    if i is None:
        raise BerthierError(f"{_missing(board, kind, entry)} to move")
    try:
        dest = board.find(to).id
    except UnknownName as e:
        raise BerthierError(f"to: {e}") from None
    old = entries[i]
    if old.get("at") == dest:
        raise BerthierError(f"{_describe(rules, board, kind, old, True)} is there already")
    entries[i] = {**old, "at": dest}
    new = _checked(rules, board, state, entries)
    public = f"{_describe(rules, board, kind, old, True)} moved to {board.name(dest)}"
    private = f"{_describe(rules, board, kind, old, False)} moved to {board.name(dest)}"
    return Edit(state=new, summary=public, private=_told(kind, old["nation"], public, private))


def set_relation(state: GameState, a: str, b: str, status: str) -> Edit:
    """War, peace or alliance between two nations (or a status the ruleset adds), recorded in the
    relation's history."""
    rules = _rules(state)
    na, nb = state.find_nation(a).name, state.find_nation(b).name
    if na == nb:
        raise BerthierError(f"a relation is between two nations, not {na} and itself")
    status = status.strip().lower()
    if status not in rules.relation_statuses:
        raise BerthierError(f"{na},{nb}: the status is one of {', '.join(rules.relation_statuses)}, not {status!r}")
    pair = (na, nb) if na < nb else (nb, na)
    old = next((r for r in state.relations if r.nations == pair), None)
    if (old.status if old else PEACE) == status:
        raise BerthierError(f"{pair[0]} and {pair[1]} are already at {status}" if status != ALLIANCE
                            else f"{pair[0]} and {pair[1]} are already allied")
    history = (old.history if old else ()) + ((state.turn, status),)
    rel = Relation(nations=pair, status=status, history=history, broken_on=old.broken_on if old else None)
    others = tuple(r for r in state.relations if r.nations != pair)
    new = replace(state, relations=tuple(sorted(others + (rel,), key=lambda r: r.nations)))
    word = {WAR: "now at war", PEACE: "now at peace", ALLIANCE: "now allied"}.get(status, f"now {status}")
    return Edit(state=new, summary=f"{pair[0]} and {pair[1]} {word}")


def _field(fields: tuple[Field, ...], key: str, what: str) -> Field:
    for f in fields:
        if f.key == key:
            return f
    extra = " besides owner" if what == "region" else ""
    if not fields:
        raise BerthierError(f"{key}: these rules have no {what} fields{extra}")
    raise BerthierError(f"{key}: no {what} field called {key!r}; the fields are "
                        f"{', '.join(f.key for f in fields)}{extra}")


def set_region(board: Board, state: GameState, region: str, key: str, value: Any) -> Edit:
    """One of the ruleset's region fields (occupation, forts ...) in a region; `owner` for any ruleset."""
    try:
        rid = board.find(region).id
    except UnknownName as e:
        raise BerthierError(str(e)) from None
    if key == "owner":
        new, summary = change_owner(board, state, rid, None if value in (None, "", "none", "neutral") else str(value))
        return Edit(state=new, summary=summary)
    rules = _rules(state)
    field = _field(rules.region_fields, key, "region")
    try:
        value = field.check(value, f"{board.name(rid)}")
    except ValueError as e:
        raise BerthierError(str(e)) from None
    if rules.region_values(board, state, rid).get(key) == value:
        raise BerthierError(f"{board.name(rid)}: {field.label.lower()} is already {_value(value)}")
    new = rules.set_region_value(board, state, rid, key, value)
    return Edit(state=new, summary=f"{board.name(rid)}: {field.label.lower()} set to {_value(value)}")


def set_nation(board: Board, state: GameState, nation: str, key: str, value: Any) -> Edit:
    """One of the ruleset's nation fields for a nation; private to it unless the field is public."""
    rules = _rules(state)
    name = state.find_nation(nation).name
    field = _field(rules.nation_fields, key, "nation")
    try:
        value = field.check(value, name)
    except ValueError as e:
        raise BerthierError(str(e)) from None
    if rules.nation_values(board, state, name).get(key) == value:
        raise BerthierError(f"{name}: {field.label.lower()} is already {_value(value)}")
    new = rules.set_nation_value(board, state, name, key, value)
    text = f"{name}: {field.label.lower()} set to {_value(value)}"
    if field.public:
        return Edit(state=new, summary=text)
    return Edit(state=new, summary="", private={name: text})


def set_treasury(board: Board, state: GameState, nation: str, amount: int,
                 resource: Resource = GOLD) -> Edit:
    """A nation's treasury set where its rules read it (a ledger entry, in rules that keep books): told
    only to the nation."""
    rules = _rules(state)
    n = state.find_nation(nation)
    text = _treasury_text(n.name, amount, rules.treasury(state, n.name, resource), resource)
    new = rules.set_treasury(board, state, n.name, resource, amount)
    return Edit(state=new, summary="", private={n.name: text})


def scenario_of(board: Board, state: GameState, title: str, map_ref: Any) -> dict[str, Any]:
    """The position as a scenario (`docs/scenario-format.md`) that `berthier new --scenario`
    turns back into the same state: `map_ref` is a bundled map's name or the map inline."""
    rules = _rules(state)
    home_of = {p: n.name for n in state.nations for p in n.home}
    out: dict[str, Any] = {
        "format": "berthier-scenario", "version": 1, "title": title, "ruleset": rules.id, "map": map_ref,
        "params": dict(state.params),
        "nations": [msgspec.json.decode(msgspec.json.encode(n)) for n in state.nations],   # JSON's lists
        "owners": {p: o for p, o in state.owners.items() if p not in home_of},
        "relations": [{"nations": list(r.nations), "status": r.status} for r in state.relations if r.status != PEACE],
        "units": rules.unit_entries(board, state),
    }
    held = {p: state.owners.get(p) for p, n in home_of.items() if state.owners.get(p) != n}
    if held:    # home provinces lost: `owners` may not give them away (a scenario's mistake)
        out["held"] = held
    out.update(rules.scenario_extras(board, state))
    return out
