"""A tiny EiA theatre for the rule tests: areas with cities, sea areas with ports, a position built
through the scenario loader, a step resolved with fixed dice and the GM's answers.

    Paris - Champagne - Bavaria - Vienna      Brest opens on Biscay; Biscay - Channel - North Sea
"""

from __future__ import annotations

from typing import Any

from rules_kit import edges, make_map  # noqa: F401

from engine.dice import FixedDice
from engine.rulesets import ruleset
from engine.rulesets.eia.state import EiaState
from engine.game.scenario import build_scenario

RULES = ruleset("eia")


def area(name: str, **attributes: Any) -> dict:
    return {"type": "Feature", "id": name.lower(), "geometry": None,
            "properties": {"id": name.lower(), "name": name, "kind": "land", **attributes}}


def sea_area(name: str) -> dict:
    return {"type": "Feature", "id": name.lower(), "geometry": None,
            "properties": {"id": name.lower(), "name": name, "kind": "sea"}}


MAP = make_map(
    [area("Paris", capital="France", city_records=[{"name": "Paris", "capacity": 3}]),
     area("Champagne"), area("Bavaria", city_records=[{"name": "Munich", "capacity": 2}]),
     area("Tyrol"), area("Vienna", capital="Austria", city_records=[{"name": "Vienna", "capacity": 2}]),
     area("Brittany", city_records=[{"name": "Brest", "capacity": 1, "ports": ["biscay"]}]),
     area("Kent", city_records=[{"name": "Dover", "capacity": 1, "ports": ["channel"]}]),
     sea_area("Biscay"), sea_area("Channel"), sea_area("Northsea")],
    edges("paris-champagne champagne-bavaria bavaria-vienna bavaria-tyrol tyrol-vienna paris-brittany "
          "brittany~biscay kent~channel biscay-channel channel-northsea"))


def position(units: list[dict], *, wars=(("France", "Austria"), ("France", "Great Britain")), allies=(),
             step: str = "political", more_nations: tuple[dict, ...] = (), **extra: Any) -> EiaState:
    nations = [{"name": "France", "colour": "#3f6fc8", "home": ["paris", "champagne", "brittany"]},
               {"name": "Austria", "colour": "#c8c8c8", "home": ["vienna", "tyrol", "bavaria"]},
               {"name": "Great Britain", "colour": "#c83f3f", "home": ["kent"]}, *more_nations]
    relations = [{"nations": list(w), "status": "war"} for w in wars] + [
        {"nations": list(a), "status": "alliance"} for a in allies]
    params = {"modules": ["eia_sop"], "power_order": ["France", "Austria", "Great Britain"], "austrian_border": ["tyrol", "bavaria"],
              "land_move_allowance": 3, "sea_move_allowance": 5,
              **extra.pop("params", {})}
    data = {"ruleset": "eia", "map": None, "nations": nations, "relations": relations, "params": params,
            "units": units, "powers": extra.pop("powers", {})}
    _, state = build_scenario(data, board=MAP)
    return state.__class__(**{**{f: getattr(state, f) for f in state.__struct_fields__},
                              "step": state.steps.index(step)})


def play(state: EiaState, orders: dict[str, str], dice=(), decide: dict[str, str] | None = None):
    sheets = {n: RULES.parse_orders(t, n, state, MAP) for n, t in orders.items()}
    return RULES.resolve(MAP, state, sheets, FixedDice(dice), {"decisions": decide or {}})


def corps(nation, designation, at, kind="infantry", infantry=4, **kw) -> dict:
    return {"type": "corps", "nation": nation, "designation": designation, "at": at, "kind": kind,
            "infantry": infantry, **kw}


def fleet(nation, name, at, ships, **kw) -> dict:
    return {"type": "fleet", "nation": nation, "name": name, "at": at, "ships": ships, **kw}


def lines(res) -> list[str]:
    from engine.rulesets.eia.reports import _line
    return [t for e in res.events for t in [_line(e, MAP)] if t]
