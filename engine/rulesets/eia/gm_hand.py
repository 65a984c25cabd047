"""The GM's hand on an EiA game: the powers' books corrected as the rules read them (and as each
module the game names keeps them), and the position written back as a scenario (`start`, `powers`,
and each module's part)."""

from __future__ import annotations

from typing import Any

import msgspec

from engine.board import Board
from engine.errors import BerthierError
from engine.rulesets.answers import Figure, NationFigures
from engine.rulesets.declarations import Resource
from engine.rulesets.eia.calendar import MONTHS
from engine.rulesets.eia.scenario import BOOKS, LIMIT, SIGNED
from engine.rulesets.eia.modules import active, installed
from engine.rulesets.eia.state import EiaState, Power, month_steps
from engine.rulesets.placing import Field, FieldKind

_LABELS = {"money": "Money", "manpower": "Manpower", "political_points": "Political points",
           "victory_points": "Victory points", "income": "Money income (each economic step)",
           "manpower_income": "Manpower income (each economic step)"}

# Every report prints each power's money, manpower and points to all (the public report's table),
# so a change of them is told to everyone.
NATION_FIELDS = tuple(
    Field(key=b, label=_LABELS[b], minimum=-LIMIT if b in SIGNED else 0, maximum=LIMIT, default=0,
          help="may be below zero, as the rules can make it" if b in SIGNED else "")
    for b in BOOKS) + (
    Field(key="ump_controller", label="Controller as an UMP", kind=FieldKind.NATION, optional=True,
          help="the power controlling it while no player does (19.2; empty: nobody)"),
    Field(key="active", label="Active UMP", kind=FieldKind.FLAG, default=False),
)


def _power(state: EiaState, nation: str) -> Power:
    try:
        return state.power(nation)
    except KeyError:
        raise BerthierError(f"{nation} is not a major power: only the major powers keep books in EiA") from None


def nation_values(state: EiaState, nation: str) -> dict[str, Any]:
    """The power's books and control, and what each module the game names keeps of it (a minor's too)."""
    out: dict[str, Any] = {}
    try:
        p = state.power(nation)
        out = {**{b: getattr(p, b) for b in BOOKS}, "ump_controller": p.control.ump_controller,
               "active": p.control.active}
    except KeyError:
        pass
    for m in active(state):
        out.update(m.nation_values(state, nation))
    return out


def set_nation_value(state: EiaState, nation: str, key: str, value: Any) -> EiaState:
    """The power's books or control with one figure set (each module the game names told of a book's
    change), or a module's field of the nation (a yard) corrected."""
    for m in installed():
        changed = m.set_nation_value(state, nation, key, value)
        if changed is not None:
            return changed
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
    """Each module's fields of the area (who holds each yard, with afa_naval)."""
    out: dict[str, Any] = {}
    for m in active(state):
        out.update(m.region_values(board, state, area))
    return out


def set_region_value(board: Board, state: EiaState, area: str, key: str, value: Any) -> EiaState:
    """A module's field of the area set (a yard given to another nation, empty, as at a capture)."""
    for m in installed():
        changed = m.set_region_value(board, state, area, key, value)
        if changed is not None:
            return changed
    raise BerthierError(f"{key}: the EiA rules have no region field called {key!r}")


def _with_books(state: EiaState, power: Power, key: str, value: int) -> EiaState:
    change = value - getattr(power, key)
    new = _with_power(state, msgspec.structs.replace(power, **{key: value}))
    for m in active(state):
        new = m.books_changed(new, power.name, key, change)
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
    for m in active(state):
        out.update(m.written_scenario(state))
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
