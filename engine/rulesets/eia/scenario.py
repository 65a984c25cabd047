"""Reading an EiA scenario: the start month (and step), the powers' books and controllers, the
pieces (`pieces.read_pieces`, shared with the GM's hand) and each named module's part (`afa`)."""

from __future__ import annotations

from typing import Any, Mapping

import msgspec

from engine.board import Board
from engine.errors import ScenarioError
from engine.rulesets.eia.modules import active, check_scenario_keys
from engine.rulesets.eia.nation_params import with_nations
from engine.rulesets.eia.params import DEFAULTS
from engine.rulesets.eia.calendar import MONTHS, month_index
from engine.rulesets.eia.pieces import read_pieces
from engine.rulesets.eia.control import Control
from engine.rulesets.eia.state import EiaState, Power, month_steps
from engine.rulesets.scenario_units import scenario_units
from engine.state import GameState
from engine.words.textio import is_digits

BOOKS = ("money", "manpower", "political_points", "victory_points", "income", "manpower_income")
SIGNED = ("money", "political_points", "victory_points")    # the rules themselves may take these below zero
LIMIT = 1_000_000_000


def _whole(where: str, raw: Mapping[str, Any], name: str, low: int | None = 0) -> int:
    value = raw.get(name, 0)
    low_ = -LIMIT if low is None else low
    if not isinstance(value, int) or isinstance(value, bool) or not low_ <= value <= LIMIT:
        span = f"from {low}" if low is not None else f"from -{LIMIT:,} to {LIMIT:,}"
        raise ScenarioError(f"{where}: {name} must be a whole number {span}, not {value!r}")
    return value


def new_state(board: Board, scenario: Mapping[str, Any], base: GameState) -> EiaState:
    modules = active(base)
    defaults = {**DEFAULTS, **{k: v for m in modules for k, v in m.declaration.params.items()}}
    base = msgspec.structs.replace(base, params=with_nations(base, (k for m in modules for k in m.nation_params),
                                                             defaults))
    month, steps, step = read_start(scenario.get("start"), base.params)
    powers = read_powers(scenario.get("powers"), base)
    pieces = read_pieces(board, scenario_units(scenario, board, base), any(m.has_squadrons for m in modules))
    common = {f: getattr(base, f) for f in base.__struct_fields__}
    corps = list(pieces.corps)
    for m in modules:
        corps = m.opening_pieces(EiaState(**common, fleets=pieces.fleets), board, corps)
    check_scenario_keys(scenario, base)
    own = {m.id: s for m in modules for s in [m.opening_state(scenario, base)] if s is not None}
    return EiaState(**common, month=month, steps=steps, step=step, powers=powers,
                    corps=tuple(corps), fleets=pieces.fleets, leaders=pieces.leaders,
                    garrisons=pieces.garrisons, depots=pieces.depots, modules=own)


def read_start(start: Any, params: Mapping[str, Any]) -> tuple[int, tuple[str, ...], int]:
    """The month, its steps and the step the game starts at: `{"month": "January", "year": 1805}`,
    with `"step"` (and `"steps"`, a month's steps with insertions) for a position in mid-month."""
    start = start or {"month": "January", "year": 1805}
    if not isinstance(start, dict) or start.get("month") not in MONTHS or not isinstance(start.get("year"), int) \
            or isinstance(start.get("year"), bool):
        raise ScenarioError("start: must be {\"month\": \"January\", \"year\": 1805}")
    month = month_index(start["month"], start["year"])
    if month < 0:
        raise ScenarioError("start: EiA months are counted from January 1805")
    if start["year"] > 1805 + 1000:
        raise ScenarioError(f"start: year {start['year']} is beyond any game")
    steps = month_steps(month, dict(params))
    if "steps" in start:
        raw = start["steps"]
        if not isinstance(raw, list) or not raw or not all(isinstance(s, str) and s for s in raw) or len(raw) > 100:
            raise ScenarioError("start: steps must be the month's steps in order, e.g. [\"political\", \"reinforcement\", ...]")
        steps = tuple(raw)
    name = start.get("step", steps[0])
    if name not in steps:
        raise ScenarioError(f"start: step {name!r} is not a step of {start['month']} {start['year']} "
                            f"({', '.join(steps)})")
    return month, steps, steps.index(name)


def read_powers(books: Any, base: GameState) -> tuple[Power, ...]:
    """Each major power's books and control (the scenario's `powers`; a power left out starts with nothing)."""
    books = books or {}
    if not isinstance(books, dict):
        raise ScenarioError("powers: must map each nation to its books {\"money\": ..., \"players\": [...]}")
    majors = [n.name for n in base.nations if n.major]
    minors = sorted(set(books) - set(majors))
    if minors:
        raise ScenarioError(f"powers: {', '.join(minors)} is not a major power of the scenario")
    nations = {n.name for n in base.nations}
    out = []
    for name in majors:
        raw = books.get(name, {})
        where = f"powers.{name}"
        if not isinstance(raw, dict):
            raise ScenarioError(f"{where}: must be an object {{\"money\": ..., \"players\": [...]}}")
        figures = {b: _whole(where, raw, b, None if b in SIGNED else 0) for b in BOOKS}
        out.append(Power(name=name, **figures, control=_control(where, raw, nations),
                         alliance_locks=_months(where, raw, "alliance_locks", nations),
                         enforced_peace=_months(where, raw, "enforced_peace", nations),
                         standing=_standing(where, raw)))
    return tuple(out)


def _names(where: str, raw: Mapping[str, Any], key: str) -> tuple[str, ...]:
    names = raw.get(key, [])
    if not isinstance(names, list) or not all(isinstance(p, str) and p for p in names):
        raise ScenarioError(f"{where}: {key} must be a list of names")
    return tuple(names)


def _control(where: str, raw: Mapping[str, Any], nations: set[str]) -> Control:
    controller = raw.get("ump_controller")
    if controller is not None and controller not in nations:
        raise ScenarioError(f"{where}: ump_controller {controller!r} is not a nation of the scenario")
    for key in ("active",):
        if not isinstance(raw.get(key, False), bool):
            raise ScenarioError(f"{where}: {key} must be true or false, not {raw[key]!r}")
    takes = raw.get("takes_over")
    if takes is not None:
        takes = _whole(where, raw, "takes_over")
    return Control(players=_names(where, raw, "players"), ump_controller=controller, active=raw.get("active", False),
                   incoming=_names(where, raw, "incoming"), takes_over=takes)


def _months(where: str, raw: Mapping[str, Any], key: str, nations: set[str]) -> dict[str, int]:
    """`alliance_locks` and `enforced_peace`: nation -> a month counted from January 1805."""
    got = raw.get(key, {})
    if not isinstance(got, dict):
        raise ScenarioError(f"{where}: {key} must map nations to months since January 1805")
    out = {}
    for other, value in got.items():
        if other not in nations:
            raise ScenarioError(f"{where}: {key}: {other!r} is not a nation of the scenario")
        out[other] = (_month_named(f"{where}.{key}.{other}", value) if isinstance(value, str)
                      else _whole(f"{where}.{key}", got, other))
    return out


def _month_named(where: str, text: str) -> int:
    """'December 1806' -> the month it is, counted from January 1805."""
    words = text.split()
    month = next((m for m in MONTHS if words and m.casefold() == words[0].casefold()), None)
    if len(words) != 2 or month is None or not is_digits(words[1]) or not 1805 <= int(words[1]) <= 1900:
        raise ScenarioError(f"{where}: {text!r} is not a month: write e.g. 'December 1806' "
                            "(or the months since January 1805)")
    return month_index(month, int(words[1]))


def _standing(where: str, raw: Mapping[str, Any]) -> dict[str, str]:
    got = raw.get("standing", {})
    if not isinstance(got, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in got.items()):
        raise ScenarioError(f"{where}: standing must map each question (guard, further days, surrender, chit) to "
                            "its standing answer")
    return dict(got)
