"""Reading an EiA scenario: the start month, the powers' books and controllers, and the pieces."""

from __future__ import annotations

from typing import Any, Mapping

from engine.board import Board
from engine.errors import ScenarioError
from engine.rulesets.eia.afa_naval import state as afa_state
from engine.rulesets.eia import hooks_afapol as afapol
from engine.rulesets.eia.afa_naval.declaration import AFA_NAVAL
from engine.rulesets.eia.calendar import MONTHS, month_index
from engine.rulesets.eia.sop.replacement import Control
from engine.rulesets.eia.state import EiaState, Power, month_steps, names_module
from engine.rulesets.eia.units import CORPS_KINDS, Corps, Depot, Fleet, Garrison, Leader
from engine.rulesets.scenario_units import scenario_units
from engine.state import GameState

BOOKS = ("money", "manpower", "political_points", "victory_points", "income", "manpower_income")
FACTORS = ("infantry", "militia", "cavalry", "guard", "artillery")


def _whole(where: str, raw: Mapping[str, Any], name: str, low: int = 0) -> int:
    value = raw.get(name, 0)
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise ScenarioError(f"{where}: {name} must be a whole number from {low}, not {value!r}")
    return value


def new_state(board: Board, scenario: Mapping[str, Any], base: GameState) -> EiaState:
    start = scenario.get("start") or {"month": "January", "year": 1805}
    if not isinstance(start, dict) or start.get("month") not in MONTHS or not isinstance(start.get("year"), int):
        raise ScenarioError("start: must be {\"month\": \"January\", \"year\": 1805}")
    month = month_index(start["month"], start["year"])
    if month < 0:
        raise ScenarioError("start: EiA months are counted from January 1805")
    books = scenario.get("powers") or {}
    if not isinstance(books, dict):
        raise ScenarioError("powers: must map each nation to its books {\"money\": ..., \"players\": [...]}")
    minors = sorted(set(books) - {n.name for n in base.nations if n.major})
    if minors:
        raise ScenarioError(f"powers: {', '.join(minors)} is not a major power of the scenario")
    powers = []
    for n in (n for n in base.nations if n.major):
        raw = books.get(n.name, {})
        where = f"powers.{n.name}"
        players = raw.get("players", [])
        if not isinstance(players, list) or not all(isinstance(p, str) and p for p in players):
            raise ScenarioError(f"{where}: players must be a list of names")
        figures = {b: _whole(where, raw, b) for b in BOOKS}
        powers.append(Power(name=n.name, money=figures["money"], manpower=figures["manpower"],
                            political_points=figures["political_points"], victory_points=figures["victory_points"],
                            income=figures["income"], manpower_income=figures["manpower_income"],
                            control=Control(players=tuple(players), ump_controller=raw.get("ump_controller"),
                                            active=bool(raw.get("active", False)))))
    corps: list[Corps] = []
    fleets: list[Fleet] = []
    leaders: list[Leader] = []
    garrisons: list[Garrison] = []
    depots: list[Depot] = []
    for where, u, nation, at in scenario_units(scenario, board, base):
        kind = u.get("type")
        if kind == "corps":
            sort = u.get("kind", "infantry")
            if sort not in CORPS_KINDS or not u.get("designation"):
                raise ScenarioError(f"{where}: a corps needs a designation and a kind among {', '.join(CORPS_KINDS)}")
            if not board[at].is_land:
                raise ScenarioError(f"{where}: corps {u['designation']} stands in {board.name(at)}, a sea area")
            f = {name: _whole(where, u, name) for name in FACTORS}
            corps.append(Corps(nation=nation, designation=str(u["designation"]), kind=sort, at=at,
                               in_city=bool(u.get("in_city", False)), infantry=f["infantry"], militia=f["militia"],
                               cavalry=f["cavalry"], guard=f["guard"], artillery=f["artillery"]))
        elif kind == "fleet":
            in_port = board[at].is_land
            fleets.append(Fleet(nation=nation, name=str(u.get("name") or f"{nation} {len(fleets) + 1}"), at=at,
                                ships=_whole(where, u, "ships", 1), damaged=_whole(where, u, "damaged"), in_port=in_port))
        elif kind == "leader":
            leaders.append(Leader(name=str(u.get("name", "")), nation=nation, at=at, seniority=_whole(where, u, "seniority", 1),
                                  royal=bool(u.get("royal")), admiral=bool(u.get("admiral"))))
        elif kind == "garrison":
            garrisons.append(Garrison(nation=nation, city=str(u.get("city", "")), factors=_whole(where, u, "factors", 1),
                                      militia=bool(u.get("militia", False))))
        elif kind == "depot":
            depots.append(Depot(nation=nation, at=at))
        else:
            raise ScenarioError(f"{where}: unit type {kind!r} is not corps, fleet, leader, garrison or depot")
    common = {f: getattr(base, f) for f in base.__struct_fields__}
    corps = afapol.opening_pieces(EiaState(**common, fleets=tuple(fleets)), board, corps)
    return EiaState(**common, month=month, steps=month_steps(month, base.params), powers=tuple(powers),
                    corps=tuple(corps), fleets=tuple(fleets), leaders=tuple(leaders),
                    garrisons=tuple(garrisons), depots=tuple(depots),
                    afa=afa_state.opening() if names_module(base, AFA_NAVAL.id) else afa_state.AfaState())
