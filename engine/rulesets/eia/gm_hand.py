"""The GM's hand on an EiA game: the powers' books corrected as the rules read them (a ledger entry
with module afa_naval), and the position written back as a scenario (`start`, `powers`, `afa`)."""

from __future__ import annotations

from typing import Any

import msgspec

from engine.board import Board
from engine.errors import BerthierError
from engine.rulesets.eia.afa_naval import state as afa_state
from engine.rulesets.answers import Figure, NationFigures
from engine.rulesets.declarations import Resource
from engine.rulesets.eia.afa_naval import gm_yards
from engine.rulesets.eia.afa_naval.declaration import AFA_NAVAL
from engine.rulesets.eia.afa_naval.politics import record
from engine.rulesets.eia.calendar import MONTHS
from engine.rulesets.eia.scenario import BOOKS, LIMIT, SIGNED
from engine.rulesets.eia.state import EiaState, Power, month_steps, names_module
from engine.rulesets.placing import Field, FieldKind

_LABELS = {"money": "Money", "manpower": "Manpower", "political_points": "Political points",
           "victory_points": "Victory points", "income": "Money income (each economic step)",
           "manpower_income": "Manpower income (each economic step)"}
# the books' figures as the afa_naval ledger names them; the incomes are rates, not entries
LEDGER_POINTS = {"money": "money", "manpower": "manpower", "political_points": "political",
                 "victory_points": "victory"}
GM_REASON = "set by the GM's hand"

# Every report prints each power's money, manpower and points to all (the public report's table),
# so a change of them is told to everyone.
NATION_FIELDS = tuple(
    Field(key=b, label=_LABELS[b], minimum=-LIMIT if b in SIGNED else 0, maximum=LIMIT, default=0,
          help="may be below zero, as the rules can make it" if b in SIGNED else "")
    for b in BOOKS) + (
    Field(key="ump_controller", label="Controller as an UMP", kind=FieldKind.NATION, optional=True,
          help="the power controlling it while no player does (19.2; empty: nobody)"),
    Field(key="active", label="Active UMP", kind=FieldKind.FLAG, default=False),
) + gm_yards.NATION_FIELDS
REGION_FIELDS = gm_yards.REGION_FIELDS


def _power(state: EiaState, nation: str) -> Power:
    try:
        return state.power(nation)
    except KeyError:
        raise BerthierError(f"{nation} is not a major power: only the major powers keep books in EiA") from None


def nation_values(state: EiaState, nation: str) -> dict[str, Any]:
    """The power's books and control, and with afa_naval the yards it holds (a minor's too)."""
    out: dict[str, Any] = {}
    try:
        p = state.power(nation)
        out = {**{b: getattr(p, b) for b in BOOKS}, "ump_controller": p.control.ump_controller,
               "active": p.control.active}
    except KeyError:
        pass
    if _afa_on(state):
        out.update(gm_yards.nation_values(state.afa, nation))
    return out


def set_nation_value(state: EiaState, nation: str, key: str, value: Any) -> EiaState:
    """The power's books or control with one figure set (a book's change is a ledger entry with
    module afa_naval, so the books and the ledger still agree), or one of its yards corrected."""
    if gm_yards.yard_key(key) is not None:
        _need_afa(state, key)
        nations = {n.name.casefold(): n.name for n in state.nations}
        afa = gm_yards.set_yard_value(state.afa, nation, key, value, state.params, nations)
        return msgspec.structs.replace(state, afa=afa)
    power = _power(state, nation)
    if key in BOOKS:
        return _with_books(state, power, key, int(value))
    if key == "ump_controller":
        if value is not None:
            value = state.find_nation(str(value)).name
            if value == nation:
                raise BerthierError(f"ump_controller: {nation} cannot control itself as an UMP")
        control = msgspec.structs.replace(power.control, ump_controller=value)
    elif key == "active":
        control = msgspec.structs.replace(power.control, active=bool(value))
    else:
        raise BerthierError(f"{key}: the EiA rules have no nation field called {key!r}")
    return _with_power(state, msgspec.structs.replace(power, control=control))


def region_values(board: Board, state: EiaState, area: str) -> dict[str, Any]:
    """Who holds each yard of the area, with afa_naval."""
    return gm_yards.region_values(board, state.afa, area) if _afa_on(state) and board[area].is_land else {}


def set_region_value(board: Board, state: EiaState, area: str, key: str, value: Any) -> EiaState:
    """A yard given to another nation (empty, as at a capture)."""
    if gm_yards.yard_key(key) is None:
        raise BerthierError(f"{key}: the EiA rules have no region field called {key!r}")
    _need_afa(state, key)
    holder = state.find_nation(str(value)).name
    return msgspec.structs.replace(state, afa=gm_yards.set_holder(board, state.afa, area, key, holder))


def _afa_on(state: EiaState) -> bool:
    return names_module(state, AFA_NAVAL.id)


def _need_afa(state: EiaState, key: str) -> None:
    if not _afa_on(state):
        raise BerthierError(f"{key}: yards are module {AFA_NAVAL.id}'s, which this game does not name")


def _with_books(state: EiaState, power: Power, key: str, value: int) -> EiaState:
    change = value - getattr(power, key)
    new = _with_power(state, msgspec.structs.replace(power, **{key: value}))
    if key in LEDGER_POINTS and change and names_module(state, AFA_NAVAL.id):
        afa = record(new.afa, state.month, [(power.name, LEDGER_POINTS[key], change)], GM_REASON)
        new = msgspec.structs.replace(new, afa=afa)
    return new


def _with_power(state: EiaState, power: Power) -> EiaState:
    return msgspec.structs.replace(state, powers=tuple(power if p.name == power.name else p for p in state.powers))


def treasury(state: EiaState, nation: str, resource: str) -> int:
    """Money or manpower in the power's books (a minor has none)."""
    try:
        return int(getattr(state.power(nation), resource))
    except KeyError:
        return 0


def set_treasury(state: EiaState, nation: str, resource: str, amount: int) -> EiaState:
    if resource not in ("money", "manpower"):
        raise BerthierError(f"EiA's books hold money and manpower, not {resource}")
    return _with_books(state, _power(state, nation), resource, amount)


def scenario_extras(board: Board, state: EiaState) -> dict[str, Any]:
    """`start` (with the step in mid-month), every power's books and control, and afa_naval's state
    where it differs from a new game's."""
    start: dict[str, Any] = {"month": MONTHS[state.month % 12], "year": 1805 + state.month // 12}
    if state.steps != month_steps(state.month, state.params):
        start["steps"] = list(state.steps)
    if state.step:
        start["step"] = state.current_step
    out: dict[str, Any] = {"start": start, "powers": {p.name: _books_entry(p) for p in state.powers}}
    if names_module(state, AFA_NAVAL.id) and state.afa != afa_state.opening():
        out["afa"] = msgspec.to_builtins(state.afa)
    return out


def _books_entry(p: Power) -> dict[str, Any]:
    out: dict[str, Any] = {b: getattr(p, b) for b in BOOKS}
    out["players"] = list(p.control.players)
    c = p.control
    for key, value, empty in (("ump_controller", c.ump_controller, None), ("active", c.active, False),
                              ("incoming", list(c.incoming), []), ("takes_over", c.takes_over, None),
                              ("alliance_locks", dict(p.alliance_locks), {}),
                              ("enforced_peace", dict(p.enforced_peace), {}), ("standing", dict(p.standing), {})):
        if value != empty:
            out[key] = value
    return out


def nation_figures(state: EiaState, nation: str, resources: tuple[Resource, ...]) -> NationFigures:
    """The nations dock's figures from the books the rules read (a minor keeps none): money and
    manpower, political and victory points, and provinces."""
    provinces = Figure(label="Provinces", meaning="Provinces owned", amount=sum(1 for _ in state.provinces_of(nation)))
    try:
        p = state.power(nation)
    except KeyError:
        return NationFigures(nation=nation, figures=(provinces,))
    figures = tuple(Figure(label=r.word.capitalize(), meaning=f"{r.word.capitalize()} in the books now",
                           amount=getattr(p, r.name), resource=r) for r in resources)
    points = (Figure(label="PP", meaning="Political points", amount=p.political_points),
              Figure(label="VP", meaning="Victory points", amount=p.victory_points))
    return NationFigures(nation=nation, figures=figures + points + (provinces,))
