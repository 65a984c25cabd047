"""What happens in a Succheesion turn, as data for the reports. Cheese amounts are hundredths."""

from __future__ import annotations

from typing import ClassVar

from engine.events import Event, OrderFailed, OrderRejected
from engine.rulesets.succheesion.combat import BattleStory


class Income(Event, frozen=True, kw_only=True, tag="sc_income"):
    nation: str
    regions: tuple[tuple[str, str, int], ...]      # (region, loyal/occupied/contested, hundredths)
    trade: int
    total: int


class TradeYield(Event, frozen=True, kw_only=True, tag="sc_trade_yield"):
    nations: tuple[str, str]
    invested: int
    each: int
    reinvested: int
    blocked: str = ""                              # why the link yields nothing this turn


class Built(Event, frozen=True, kw_only=True, tag="sc_built"):
    nation: str
    kind: str
    at: str                                        # the region (the sea for ships)
    count: int
    cost: int
    started: int = 0                               # units started, to finish next turn
    finished_part: bool = False                    # finishing a unit started last turn


class Supply(Event, frozen=True, kw_only=True, tag="sc_supply"):
    nation: str
    rows: tuple[tuple[str, int, int, bool, bool], ...]   # (region, units, share due, supplied, paid)
    due: int
    paid: int


class Disbanded(Event, frozen=True, kw_only=True, tag="sc_disbanded"):
    nation: str
    at: str
    units: dict[str, int]
    rolls: tuple[int, ...]
    reason: str


class TradeInvested(Event, frozen=True, kw_only=True, tag="sc_trade_invested"):
    nation: str
    partner: str
    amount: int
    invested: int
    new: bool = False


class TradeBroken(Event, frozen=True, kw_only=True, tag="sc_trade_broken"):
    nations: tuple[str, str]
    breakers: tuple[str, ...]
    invested: int
    payouts: tuple[tuple[str, int], ...]
    lost: int


class CheeseRaised(Event, frozen=True, kw_only=True, tag="sc_cheese_raised"):
    nation: str
    at: str
    before: int
    after: int
    cost: int


class CityFounded(Event, frozen=True, kw_only=True, tag="sc_city"):
    nation: str
    at: str
    cities: int
    cost: int


class RelationChanged(Event, frozen=True, kw_only=True, tag="sc_relation"):
    nations: tuple[str, str]
    status: str
    by: str = ""


class Swayed(Event, frozen=True, kw_only=True, tag="sc_sway"):
    nation: str
    target: str
    status: str
    against: str
    bribe: int
    roll: int
    success: bool


class PactChanged(Event, frozen=True, kw_only=True, tag="sc_pact"):
    nation: str
    pact: str
    joined: bool


class Moved(Event, frozen=True, kw_only=True, tag="sc_moved"):
    nation: str
    count: int
    path: tuple[str, ...]
    note: str = ""


class Sailed(Event, frozen=True, kw_only=True, tag="sc_sailed"):
    nation: str
    frigates: int
    galleons: int
    path: tuple[str, ...]
    carried: int = 0
    loaded_at: str | None = None
    landed_at: str | None = None


class BlockadeSet(Event, frozen=True, kw_only=True, tag="sc_blockade"):
    nation: str
    sea: str
    lifted: bool = False


class Retreated(Event, frozen=True, kw_only=True, tag="sc_retreated"):
    nation: str
    source: str
    to: str | None                                 # None: nowhere to go, destroyed
    count: int
    chosen: bool = True


class Battle(Event, frozen=True, kw_only=True, tag="battle"):
    battle: ClassVar[bool] = True
    at: str
    naval: bool
    armies: tuple[dict[str, int], dict[str, int]]  # each side's units as drawn from its army sheet
    generals: tuple[bool, bool]
    story: BattleStory
    by_hand: str = ""                              # the GM's reason when set by hand
    border: str | None = None                      # forces swapping regions meet on the border of `at` and this


class SiegeDone(Event, frozen=True, kw_only=True, tag="sc_siege"):
    nation: str
    at: str
    defender: str
    assault: bool
    forts_before: int
    forts_removed: int
    rolls: tuple[int, ...] = ()
    attackers_lost: int = 0
    ships_lost: int = 0
    cancelled: str = ""


class RegionChanged(Event, frozen=True, kw_only=True, tag="sc_region"):
    region: str
    owner: str
    before: str                                    # "loyal", "occupied by X", "contested"
    after: str


SuccheesionEvent = (Income | TradeYield | Built | Supply | Disbanded | TradeInvested | TradeBroken | CheeseRaised
                    | CityFounded | RelationChanged | Swayed | PactChanged | Moved | Sailed | BlockadeSet
                    | Retreated | Battle | SiegeDone | RegionChanged | OrderRejected | OrderFailed)
