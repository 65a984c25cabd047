"""The afa_naval module's own state: yards with their queues and stores, prizes in transit, fleets
off the map, naval stores denied, and the political ledger."""

from __future__ import annotations

import msgspec

from engine.rulesets.eia.afa_naval.yards import SITES
from engine.rulesets.eia.slots import Slot


class Build(msgspec.Struct, frozen=True, kw_only=True):
    ships: int
    months_left: int
    repair: bool = False
    buyer: str = ""              # II: a foreign naval sale; the ships go to the buyer when launched


class Yard(msgspec.Struct, frozen=True, kw_only=True):
    city: str
    holder: str                  # the nation that controls the yard and builds there
    building: tuple[Build, ...] = ()
    stores: int = 0              # III C: naval stores laid in, in ships' worth
    awaiting_repair: int = 0     # damaged ships and prizes in port, waiting for a repair order
    offset: int | None = None    # I C: the announced figure's error, kept while ships are building

    @property
    def new_ships(self) -> int:
        return sum(b.ships for b in self.building if not b.repair)

    @property
    def repairs(self) -> int:
        return sum(b.ships for b in self.building if b.repair)


class Convoy(msgspec.Struct, frozen=True, kw_only=True):
    """IV: a winner's damaged ships and prizes sailing home."""
    nation: str
    damaged: int
    prizes: int
    route: tuple[str, ...]       # sea areas still to enter, the last one the port opens on
    port: str                    # the yard city they make for


class OffMap(msgspec.Struct, frozen=True, kw_only=True):
    """IX: a fleet or squadron that broke out, with where it may come back and when."""
    nation: str
    fleet: str
    orders: str                  # "West Indies" or "off map"
    exited_from: str
    months_left: int             # until it may return (0: due, or in the Indies and free to return)
    ships: int = 0               # what it took off the map, back on the board when it returns
    damaged: int = 0
    pursuing: str = ""           # B: the quarry's label ("France fleet Brest") for a pursuer
    months_out: int = 0          # months since it left: in the Indies after `west_indies_months`

    @property
    def label(self) -> str:
        return f"{self.nation} fleet {self.fleet}"


class Entry(msgspec.Struct, frozen=True, kw_only=True):
    """One line of the political ledger: who gained or lost what, when, and why."""
    month: int
    nation: str
    points: str                  # "political", "victory" or "money"
    change: int
    reason: str


class AfaState(msgspec.Struct, frozen=True, kw_only=True):
    yards: tuple[Yard, ...] = ()
    prussian_ships_built: int = 0
    convoys: tuple[Convoy, ...] = ()
    off_map: tuple[OffMap, ...] = ()
    denials: tuple[tuple[str, str], ...] = ()     # (source, nation it is denied to)
    ledger: tuple[Entry, ...] = ()
    players: dict[str, tuple[str, ...]] = {}     # team play: a nation's players
    trade_losses: dict[str, int] = {}            # XVI B: money to take at the next collection
    poland: str = ""                             # XIII: who created Poland ("" while there is none)
    continental: tuple[str, ...] = ()            # XV: the countries under the Continental System
    papacy: str = ""                             # XIV: who controlled Rome at the last economic step
    egypt_enemy: bool = False                    # XVI: Egypt held by a nation at war with England
    tsar_excused: bool = False                   # XVII A/C: the Tsar has lost a field combat
    fort_damage: dict[str, int] = {}             # XI: a fort's value lost to fleets' fire this month
    isles_invaded: bool = False                  # adaptation 2: an invasion of the British Isles has taken place

    def yard(self, city: str) -> Yard:
        for y in self.yards:
            if y.city == city:
                return y
        raise KeyError(city)

    def with_yard(self, new: Yard) -> AfaState:
        return msgspec.structs.replace(self, yards=tuple(new if y.city == new.city else y for y in self.yards))


def opening() -> AfaState:
    """Every yard of the table held by its own nation, empty."""
    return AfaState(yards=tuple(Yard(city=s.city, holder=s.nation) for s in SITES))


# the module's slot in EiaState.modules; game files before slots kept it in EiaState's field `afa`
AFA_STATE = Slot("afa_naval", AfaState, AfaState, legacy="afa")
