"""The toy ruleset's state, orders and events: militia counted in stacks, forts, cheese."""

from __future__ import annotations

import msgspec

from engine.events import Event, OrderRejected
from engine.order_sheet import Order
from engine.state import GameState


class Militia(msgspec.Struct, frozen=True, kw_only=True):
    nation: str
    at: str
    count: int

    def label(self) -> str:
        return f"{self.nation}: {self.count} militia"


class Fort(msgspec.Struct, frozen=True, kw_only=True):
    nation: str
    at: str

    def label(self) -> str:
        return f"{self.nation}: fort"


class ToyState(GameState, frozen=True, kw_only=True, tag="toy"):
    militia: tuple[Militia, ...] = ()
    forts: tuple[Fort, ...] = ()

    def units_at(self, region: str) -> list[Militia | Fort]:
        return [m for m in self.militia if m.at == region] + [f for f in self.forts if f.at == region]


class March(Order, frozen=True, kw_only=True, tag="march"):
    count: int
    source: str
    to: str


class BuildFort(Order, frozen=True, kw_only=True, tag="build_fort"):
    at: str


class Harvest(Event, frozen=True, kw_only=True, tag="harvest"):
    nation: str
    amount: int                      # hundredths of cheese


class FortBuilt(Event, frozen=True, kw_only=True, tag="fort_built"):
    nation: str
    at: str
    cost: int


class Marched(Event, frozen=True, kw_only=True, tag="marched"):
    nation: str
    count: int
    source: str
    to: str


class Clash(Event, frozen=True, kw_only=True, tag="clash"):
    place: str
    key: str
    sides: tuple[str, str]
    before: tuple[int, int]
    losses: tuple[int, int]
    rounds: tuple[str, ...] = ()
    winner: int | None = None


ToyEvent = OrderRejected | Harvest | FortBuilt | Marched | Clash
