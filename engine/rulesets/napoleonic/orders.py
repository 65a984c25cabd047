"""The orders of Napoleon's Wars as typed data. Regions are ids, nations canonical names."""

from __future__ import annotations

from typing import ClassVar

from engine.order_sheet import Order


class MoveCorps(Order, frozen=True, kw_only=True, tag="move"):
    """A corps marches along `path` (the spaces it enters, in order); it may scout on the way."""
    corps: str
    path: tuple[str, ...]
    scout: str | None = None
    start: str | None = None              # where the player says the corps stands, if written
    # Written only to be checked: a wrong start is refused when read, a right one changes nothing.
    CHECKED_WORDS: ClassVar[tuple[str, ...]] = ("start",)


class Hold(Order, frozen=True, kw_only=True, tag="hold"):
    """A corps stays where it is. Nothing happens, but the letter is checked like any order's."""
    corps: str


class TransportCorps(Order, frozen=True, kw_only=True, tag="transport"):
    """A corps is carried by squadrons through `seas` and lands in `to`: its whole move."""
    corps: str
    seas: tuple[str, ...]
    to: str
    scout: str | None = None


class Scout(Order, frozen=True, kw_only=True, tag="scout"):
    """A corps stays where it is and its scouting cavalry looks at `target`."""
    corps: str
    target: str


class SquadronOrder(Order, frozen=True, kw_only=True, tag="squadron"):
    """A squadron moves to an adjacent sea and/or attacks enemy squadrons where it ends;
    with neither, it holds."""
    number: int
    to: str | None = None
    attack: bool = False
    targets: tuple[str, ...] = ()       # nations attacked; empty means every enemy there


class Build(Order, frozen=True, kw_only=True, tag="build"):
    """Divisions (infantry, cavalry, artillery, scout) raised as new corps in a province,
    or squadrons (kinds all "squadron") launched in a sea beside one."""
    kinds: tuple[str, ...]
    where: str


class Transfer(Order, frozen=True, kw_only=True, tag="transfer"):
    """Reorganisation: divisions pass from one corps to another (or a new one) in one province."""
    count: int
    kind: str                             # infantry, cavalry, artillery or scout
    source: str
    target: str


class Annex(Order, frozen=True, kw_only=True, tag="annex"):
    province: str


class DeclareWar(Order, frozen=True, kw_only=True, tag="war"):
    target: str


class Alliance(Order, frozen=True, kw_only=True, tag="alliance"):
    target: str


class Peace(Order, frozen=True, kw_only=True, tag="peace"):
    target: str


class BreakAlliance(Order, frozen=True, kw_only=True, tag="break"):
    target: str


class Gift(Order, frozen=True, kw_only=True, tag="gift"):
    target: str
    amount: int


class Cede(Order, frozen=True, kw_only=True, tag="cede"):
    province: str
    to: str


class Accept(Order, frozen=True, kw_only=True, tag="accept"):
    province: str
    giver: str


class Permit(Order, frozen=True, kw_only=True, tag="permit"):
    """The controller of a strait lets another nation cross it this season."""
    target: str
    sea: str


NapoleonicOrder = (MoveCorps | Hold | TransportCorps | Scout | SquadronOrder | Build | Transfer | Annex | DeclareWar
                   | Alliance | Peace | BreakAlliance | Gift | Cede | Accept | Permit)

DIPLOMACY = (DeclareWar, Alliance, Peace, BreakAlliance)
MOVEMENT = (MoveCorps, Hold, TransportCorps, Scout, SquadronOrder)
