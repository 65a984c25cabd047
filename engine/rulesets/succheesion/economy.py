"""Edamnomics: what regions yield, what raising cheese and founding cities cost, what cities build."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.rulesets.succheesion.units import MILITIA

LOYAL, OCCUPIED, CONTESTED = "loyal", "occupied", "contested"


def raise_cheese_cost(current: int, terrain: str | None, params: Mapping[str, Any]) -> int:
    """Whole cheese to raise a region's cheese production from `current` by one."""
    cost = params["raise_cheese_base"] + current
    if terrain in params["raise_cheese_terrains"]:
        cost *= params["raise_cheese_terrain_factor"]
    return cost


def raise_cheese_steps_cost(current: int, steps: int, terrain: str | None, params: Mapping[str, Any]) -> int:
    """Several steps in one turn: each step costs from the value the last one reached."""
    return sum(raise_cheese_cost(current + i, terrain, params) for i in range(steps))


def cities_needed(kind: str, params: Mapping[str, Any]) -> int:
    return params["unit_costs"][kind]


def units_from_cities(cities: int, kind: str, params: Mapping[str, Any]) -> int:
    """How many units of `kind` a city budget makes in one turn (whole units only)."""
    return cities // cities_needed(kind, params)


def share(production: int, status: str, params: Mapping[str, Any]) -> int:
    """Hundredths of cheese a region of `production` gives to one side in the given status."""
    percent = {LOYAL: 100, OCCUPIED: params["occupied_share_percent"],
               CONTESTED: params["contested_share_percent"]}[status]
    amount = production * percent
    if params.get("cheese_rounding") == "down":
        amount -= amount % 100
    return amount


def may_build_in(kind: str, status: str) -> bool:
    """Loyal cities build anything; occupied cities only Militia; contested nothing."""
    if status == LOYAL:
        return True
    return status == OCCUPIED and kind == MILITIA


class CityBudget:
    """A nation's city budget for one turn: loyal cities for anything, occupied ones for Militia."""

    def __init__(self, loyal: int, occupied: int):
        self.loyal = loyal
        self.occupied = occupied

    def left_for(self, kind: str) -> int:
        return self.loyal + self.occupied if kind == MILITIA else self.loyal

    def spend(self, kind: str, cities: int) -> None:
        if kind == MILITIA:
            from_occupied = min(self.occupied, cities)
            self.occupied -= from_occupied
            cities -= from_occupied
        self.loyal -= cities
