"""The Succheesion position: unit markers on the map, each nation's army sheet, forts, trade.

Land units are counted on the map (a `Stack` is one nation's marker in one region); their
types live on the nation's army sheet (`ArmySheet`), as in the seed's spreadsheet. Ships are
kept by type per sea. Cheese is an int of hundredths everywhere (7.50 cheese is 750).
"""

from __future__ import annotations

import msgspec

from engine.state import GameState

CHEESE = "cheese"
LAND_TYPES = ("Militia", "Infantry", "Light Infantry", "Guard Infantry", "Cavalry", "Heavy Cavalry", "Artillery")
SHIP_TYPES = ("Frigate", "Galleon")
FORT = "Fort"
MILITIA = "Militia"


def hundredths(whole: int | float) -> int:
    return round(whole * 100)


def cheese_text(amount: int) -> str:
    """750 -> '7.50': cheese shown with two decimals."""
    sign = "-" if amount < 0 else ""
    amount = abs(amount)
    return f"{sign}{amount // 100}.{amount % 100:02d}"


class Stack(msgspec.Struct, frozen=True, kw_only=True):
    nation: str
    at: str                   # a land region
    count: int                # land units (a Militia counts as one)
    general: bool = False     # the General marker: +1 TP, never lost
    retreating: bool = False  # lost a battle: must retreat at the next movement
    kinds: dict[str, int] = {}  # army_tracking "stacks": the exact types (they sum to `count`)

    def label(self) -> str:
        kinds = f" ({', '.join(f'{v} {k}' for k, v in self.kinds.items())})" if self.kinds else ""
        return (f"{self.nation}: {self.count} unit(s){kinds}" + (" and the General" if self.general else "")
                + (", must retreat" if self.retreating else ""))


class Fleet(msgspec.Struct, frozen=True, kw_only=True):
    nation: str
    at: str                   # a sea
    frigates: int = 0
    galleons: int = 0
    aboard: int = 0           # land units carried from one turn to the next
    blockade: bool = False    # ordered to blockade; kept while the fleet stays
    aboard_kinds: dict[str, int] = {}   # army_tracking "stacks": the types aboard

    @property
    def ships(self) -> int:
        return self.frigates + self.galleons

    def label(self) -> str:
        return (f"{self.nation}: {self.frigates} Frigate(s), {self.galleons} Galleon(s)"
                + (f", {self.aboard} unit(s) aboard" if self.aboard else "")
                + (", blockading" if self.blockade else ""))


class Forts(msgspec.Struct, frozen=True, kw_only=True):
    nation: str
    at: str
    count: int

    def label(self) -> str:
        return f"{self.nation}: {self.count} fort(s)"


class ArmySheet(msgspec.Struct, frozen=True, kw_only=True):
    """A nation's land units by type (the seed's "Army" section); drawn from in battle."""
    nation: str
    units: dict[str, int] = {}


class Trade(msgspec.Struct, frozen=True, kw_only=True):
    nations: tuple[str, str]  # sorted
    invested: int             # hundredths


class PartBuild(msgspec.Struct, frozen=True, kw_only=True):
    """A unit started with what was left of a turn's city budget; finished with next turn's first."""
    nation: str
    kind: str
    at: str
    cities_needed: int        # still to come from next turn's budget
    to_sea: str | None = None


class Standing(msgspec.Struct, frozen=True, kw_only=True):
    """A nation's standing battle orders: TP spending and which types to give up first."""
    nation: str
    spend_to_percent: int = 0                # spend TP until the casualty rate reaches this
    casualties_first: tuple[str, ...] = ()   # preferred order of types to lose
    spend_tp: int | None = None              # 'spend 1 TP': this many TP in every battle won


class SuccheesionState(GameState, frozen=True, kw_only=True, tag="succheesion"):
    cities: dict[str, int] = {}
    cheese: dict[str, int] = {}               # each land region's cheese production (whole cheese)
    occupied: dict[str, str] = {}             # region -> its occupier
    capitals: dict[str, str] = {}             # nation -> region
    stacks: tuple[Stack, ...] = ()
    fleets: tuple[Fleet, ...] = ()
    forts: tuple[Forts, ...] = ()
    armies: tuple[ArmySheet, ...] = ()
    trades: tuple[Trade, ...] = ()
    part_builds: tuple[PartBuild, ...] = ()
    pacts: dict[str, tuple[str, ...]] = {}    # a trading pact's name -> its members
    unplayed: tuple[str, ...] = ()            # nations nobody plays (diplomausy may sway them)
    standing: tuple[Standing, ...] = ()

    def units_at(self, region: str) -> list[Stack | Fleet | Forts]:
        """The unit markers, fleets and forts in a region, for the region inspector."""
        return ([s for s in self.stacks if s.at == region] + [f for f in self.forts if f.at == region]
                + [f for f in self.fleets if f.at == region])

    def treasury_of(self, nation: str) -> int:
        return self.nation(nation).treasury.get(CHEESE, 0)

    def sheet(self, nation: str) -> dict[str, int]:
        for a in self.armies:
            if a.nation == nation:
                return dict(a.units)
        return {}

    def stack(self, nation: str, at: str) -> Stack | None:
        for s in self.stacks:
            if s.nation == nation and s.at == at:
                return s
        return None

    def fleet(self, nation: str, at: str) -> Fleet | None:
        for f in self.fleets:
            if f.nation == nation and f.at == at:
                return f
        return None

    def forts_at(self, at: str) -> dict[str, int]:
        return {f.nation: f.count for f in self.forts if f.at == at}

    def trade(self, a: str, b: str) -> Trade | None:
        key = (a, b) if a <= b else (b, a)
        for t in self.trades:
            if t.nations == key:
                return t
        return None

    def standing_of(self, nation: str) -> Standing:
        for s in self.standing:
            if s.nation == nation:
                return s
        return Standing(nation=nation)
