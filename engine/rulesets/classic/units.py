"""Armies and ships as plain counts, and the classic game state that holds them.

A nation's armies in one province are one stack; its ships in one sea are one fleet, which
may carry armies (`aboard`) from one turn to the next. Gold given this turn travels in
`gifts` and reaches its receiver at the start of the next turn.
"""

from __future__ import annotations

import msgspec

from engine.state import GameState

ARMY, SHIP = "army", "ship"


def plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


class Armies(msgspec.Struct, frozen=True, kw_only=True):
    nation: str
    at: str              # a province
    count: int

    def label(self) -> str:
        return f"{self.nation}: {plural(self.count, 'army', 'armies')}"


class Fleet(msgspec.Struct, frozen=True, kw_only=True):
    nation: str
    at: str              # a sea
    ships: int
    aboard: int = 0      # armies carried between turns

    def label(self) -> str:
        aboard = f", {plural(self.aboard, 'army', 'armies')} aboard" if self.aboard else ""
        return f"{self.nation}: {plural(self.ships, 'ship', 'ships')}{aboard}"


class GiftInTransit(msgspec.Struct, frozen=True, kw_only=True):
    giver: str
    receiver: str
    amount: int


class ClassicState(GameState, frozen=True, kw_only=True, tag="classic"):
    armies: tuple[Armies, ...] = ()
    fleets: tuple[Fleet, ...] = ()
    gifts: tuple[GiftInTransit, ...] = ()

    def units_at(self, region: str) -> list[Armies | Fleet]:
        """The armies standing in a province, or the fleets in a sea."""
        return [a for a in self.armies if a.at == region] + [f for f in self.fleets if f.at == region]

    def armies_in(self, province: str) -> dict[str, int]:
        """Nation -> armies standing in `province`."""
        return {a.nation: a.count for a in self.armies if a.at == province}

    def army_count(self, nation: str, places=None) -> int:
        """Armies of `nation` in the given provinces (all of its land armies without `places`)."""
        wanted = None if places is None else set(places)
        return sum(a.count for a in self.armies if a.nation == nation and (wanted is None or a.at in wanted))

    def fleet(self, nation: str, sea: str) -> Fleet | None:
        for f in self.fleets:
            if f.nation == nation and f.at == sea:
                return f
        return None

    def ship_count(self, nation: str) -> int:
        return sum(f.ships for f in self.fleets if f.nation == nation)

    def aboard_count(self, nation: str) -> int:
        return sum(f.aboard for f in self.fleets if f.nation == nation)

    def eliminated(self, nation: str) -> bool:
        """No province, no army, no ship: the nation is out of the game."""
        return (nation not in self.owners.values() and not any(a.nation == nation for a in self.armies)
                and not any(f.nation == nation for f in self.fleets))
