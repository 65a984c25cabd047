"""What happens in a turn of the classic rules, as data for the reports."""

from __future__ import annotations

from typing import ClassVar

from engine.events import Event, OrderFailed, OrderRejected
from engine.params import CombatModel


class ConditionTested(Event, frozen=True, kw_only=True, tag="condition"):
    nation: str
    order: str
    counted: int                 # the subject's armies in the places named
    held: bool


class GiftSent(Event, frozen=True, kw_only=True, tag="gift_sent"):
    giver: str
    receiver: str
    amount: int


class GiftArrived(Event, frozen=True, kw_only=True, tag="gift_arrived"):
    giver: str
    receiver: str
    amount: int


class Embezzled(Event, frozen=True, kw_only=True, tag="embezzled"):
    nation: str
    total: int                   # banked plus received
    lost: int


class Income(Event, frozen=True, kw_only=True, tag="income"):
    nation: str
    provinces: int
    amount: int


class Upkeep(Event, frozen=True, kw_only=True, tag="upkeep"):
    nation: str
    armies: int
    ships: int
    due: int
    paid: int
    disbanded: tuple[tuple[str, str, int], ...] = ()   # (place, "armies" | "ships" | "armies aboard", n)


class Bought(Event, frozen=True, kw_only=True, tag="bought"):
    nation: str
    kind: str                    # "army" or "ship"
    count: int
    where: str
    cost: int


class ArmiesMoved(Event, frozen=True, kw_only=True, tag="armies_moved"):
    nation: str
    count: int
    source: str                  # a province, or the sea of the ships they were aboard
    to: str                      # a province, or the sea they stay aboard in
    sea: str | None = None       # by ship: the sea they land from (or, staying aboard, boarded in)


class ShipsMoved(Event, frozen=True, kw_only=True, tag="ships_moved"):
    nation: str
    count: int
    source: str
    to: str
    aboard: int = 0


class LandingRefused(Event, frozen=True, kw_only=True, tag="landing_refused"):
    nation: str
    count: int
    to: str
    sea: str
    defenders: tuple[str, ...]   # nations whose ships in the sea forbid the landing


class Drowned(Event, frozen=True, kw_only=True, tag="drowned"):
    nation: str
    count: int
    sea: str


class Escaped(Event, frozen=True, kw_only=True, tag="escaped"):
    nation: str
    place: str                   # a sea, or "a|b" on the border of two seas
    ships: int
    lost: int
    attackers: tuple[str, ...]


class Battle(Event, frozen=True, kw_only=True, tag="battle"):
    battle: ClassVar[bool] = True
    place: str                   # a region id, or "a|b" for a battle on the border of two
    naval: bool
    sides: tuple[str, str]       # the two nations
    before: tuple[int, int]      # armies (or ships) on each side
    losses: tuple[int, int]
    rounds: tuple[str, ...] = ()
    winner: int | None = None    # 0, 1, or None when both sides fell (or the GM left both standing)
    decided_by: str = CombatModel.ODDS.value     # CombatModel.ODDS, or the GM's reason
    key: str = ""                # what overrides["battles"] names it by: the place, "46#2" for a second one there


class Claimed(Event, frozen=True, kw_only=True, tag="claimed"):
    nation: str
    province: str
    previous: str | None


ClassicEvent = (OrderRejected | OrderFailed | ConditionTested | GiftSent | GiftArrived | Embezzled | Income
                | Upkeep | Bought | ArmiesMoved | ShipsMoved | LandingRefused | Drowned | Escaped | Battle
                | Claimed)
