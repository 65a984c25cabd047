"""The Succheesion orders as typed data; `syntax` reads them from the players' words."""

from __future__ import annotations

from engine.order_sheet import Order


class Build(Order, frozen=True, kw_only=True, tag="build"):
    count: int
    kind: str                       # a unit type of the seed's list, or "Fort"
    at: str                         # the region whose cities build (a port for ships)
    to_sea: str | None = None       # ships: the sea beside the port they appear in


class Invest(Order, frozen=True, kw_only=True, tag="invest"):
    """Start (both nations ordering it) or top up a trade agreement."""
    partner: str
    amount: int                     # hundredths


class BreakTrade(Order, frozen=True, kw_only=True, tag="break_trade"):
    partner: str


class Blockade(Order, frozen=True, kw_only=True, tag="blockade"):
    sea: str
    lift: bool = False


class Siege(Order, frozen=True, kw_only=True, tag="siege"):
    at: str
    assault: bool = False


class RaiseCheese(Order, frozen=True, kw_only=True, tag="raise_cheese"):
    at: str
    steps: int = 1


class FoundCity(Order, frozen=True, kw_only=True, tag="found_city"):
    at: str


class MoveUnits(Order, frozen=True, kw_only=True, tag="move"):
    count: int | None               # None: all
    path: tuple[str, ...]           # the start, then each region entered
    general: bool = False
    kinds: dict[str, int] = {}      # with army_tracking "stacks": which types go (empty: drawn by dice)


class Retreat(Order, frozen=True, kw_only=True, tag="retreat"):
    source: str
    to: str


class MoveShips(Order, frozen=True, kw_only=True, tag="sail"):
    frigates: int
    galleons: int
    path: tuple[str, ...]           # the sea they are in, then each sea entered
    carrying: int = 0
    load_from: str | None = None    # a port beside the first sea (None: units already aboard)
    land_at: str | None = None      # a port beside the last sea (None: they stay aboard)


class AttackAtSea(Order, frozen=True, kw_only=True, tag="attack_at_sea"):
    sea: str
    target: str


class SpendTP(Order, frozen=True, kw_only=True, tag="spend_tp"):
    percent: int                    # 0: spend none
    count: int | None = None        # 'spend 1 TP': this many TP in every battle won (then percent is 0)


class CasualtyOrder(Order, frozen=True, kw_only=True, tag="casualties"):
    first: tuple[str, ...]


class Declare(Order, frozen=True, kw_only=True, tag="declare"):
    """War needs one nation's order; peace and alliance need both."""
    target: str
    status: str                     # "war" | "peace" | "alliance"


class Sway(Order, frozen=True, kw_only=True, tag="sway"):
    """Diplomausy with a nation nobody plays: to war with, or to peace with, `against`."""
    target: str
    status: str                     # "war" | "peace"
    against: str
    bribe: int = 0                  # hundredths


class Pact(Order, frozen=True, kw_only=True, tag="pact"):
    name: str
    leave: bool = False


ORDER_TYPES: tuple[type[Order], ...] = (Build, Invest, BreakTrade, Blockade, Siege, RaiseCheese, FoundCity, MoveUnits, Retreat, MoveShips,
               AttackAtSea, SpendTP, CasualtyOrder, Declare, Sway, Pact)


class Cede(Order, frozen=True, kw_only=True, tag="cede"):
    """The owner gives a region up (a peace treaty): it becomes Loyal to `to`."""
    at: str
    to: str


class PaySupply(Order, frozen=True, kw_only=True, tag="pay_supply"):
    """The nation pays the whole supply bill its allies and it share in a region."""
    at: str


ORDER_TYPES = ORDER_TYPES + (Cede, PaySupply)
