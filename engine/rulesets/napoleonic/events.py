"""What happens in a season of Napoleon's Wars, as data for the reports."""

from __future__ import annotations

from typing import ClassVar

from engine.events import Event, OrderFailed, OrderRejected
from engine.params import CombatModel


class RelationChanged(Event, frozen=True, kw_only=True, tag="relation"):
    nations: tuple[str, str]
    status: str                  # war, peace, alliance, broken
    by: tuple[str, ...]


class ProposalUnanswered(Event, frozen=True, kw_only=True, tag="proposal"):
    nation: str
    target: str
    kind: str                    # alliance, peace, cede


class CorpsSentHome(Event, frozen=True, kw_only=True, tag="sent_home"):
    nation: str
    corps: str
    origin: str
    to: str | None               # None: no province of its own left, so it was disbanded


class GoldGiven(Event, frozen=True, kw_only=True, tag="gift"):
    giver: str
    receiver: str
    amount: int


class ProvinceCeded(Event, frozen=True, kw_only=True, tag="ceded"):
    giver: str
    receiver: str
    province: str


class StraitPermitted(Event, frozen=True, kw_only=True, tag="permit"):
    nation: str
    target: str
    sea: str


class CorpsFormed(Event, frozen=True, kw_only=True, tag="built"):
    nation: str
    where: str
    corps: tuple[tuple[str, str], ...] = ()     # (letter, composition)
    squadrons: tuple[int, ...] = ()
    cost: int = 0


class Reorganised(Event, frozen=True, kw_only=True, tag="reorganised"):
    nation: str
    where: str
    text: str


class Income(Event, frozen=True, kw_only=True, tag="income"):
    nation: str
    provinces: int
    base: int
    heads: bool
    roll: int
    total: int
    treasury: int


class WarUpkeep(Event, frozen=True, kw_only=True, tag="war_upkeep"):
    nation: str
    paid: int
    unpaid: int                  # unpaid upkeep is unrest, reported publicly


class Supply(Event, frozen=True, kw_only=True, tag="supply"):
    nation: str
    cost: int
    lines: tuple[tuple[str, str, int, int], ...] = ()  # (corps, place, divisions, distance)


class Starved(Event, frozen=True, kw_only=True, tag="starved"):
    nation: str
    corps: str
    place: str
    divisions: int
    reason: str                  # "cut off" or "unpaid"
    destroyed: bool              # the whole corps is gone


class Annexed(Event, frozen=True, kw_only=True, tag="annexed"):
    nation: str
    province: str
    previous: str | None
    cost: int


class Scouted(Event, frozen=True, kw_only=True, tag="scouted"):
    nation: str
    corps: str
    target: str
    # (nation, letter, composition or "" when screened, screened?) for corps; squadrons as (nation, number)
    corps_seen: tuple[tuple[str, str, str, bool], ...] = ()
    squadrons_seen: tuple[tuple[str, int], ...] = ()


class CorpsMoved(Event, frozen=True, kw_only=True, tag="moved"):
    nation: str
    corps: str
    path: tuple[str, ...]        # start first
    by_sea: bool = False
    ordered: tuple[str, ...] = ()  # the spaces ordered, when the march was cut short at an enemy


class SquadronMoved(Event, frozen=True, kw_only=True, tag="squadron_moved"):
    nation: str
    number: int
    origin: str
    to: str


class LostAtSea(Event, frozen=True, kw_only=True, tag="lost_at_sea"):
    nation: str
    corps: str
    sea: str
    path: tuple[str, ...] = ()   # the voyage as far as it went: start, then seas up to `sea`


class Battle(Event, frozen=True, kw_only=True, tag="battle"):
    battle: ClassVar[bool] = True
    place: str                   # a region id, or "a|b" for a battle on the border between two
    naval: bool
    sides: tuple[tuple[str, ...], tuple[str, ...]]          # nations on each side
    before: tuple[tuple[tuple[str, str, str], ...], ...]    # per side: (nation, unit, composition)
    losses: tuple[tuple[tuple[str, str, str], ...], ...]    # per side: (nation, unit, what it lost)
    destroyed: tuple[tuple[str, str], ...]                  # (nation, unit)
    rounds: tuple[str, ...] = ()                             # one line per round, with every roll
    winner: int | None = None                               # 0, 1, or None when both sides fell
    decided_by: str = CombatModel.ODDS.value                # CombatModel.ODDS, or the GM's reason


class TreasuryCapped(Event, frozen=True, kw_only=True, tag="capped"):
    nation: str
    lost: int
    cap: int


NapoleonicEvent = (OrderRejected | OrderFailed | RelationChanged | ProposalUnanswered | CorpsSentHome | GoldGiven
                   | ProvinceCeded | StraitPermitted | CorpsFormed | Reorganised | Income | WarUpkeep | Supply
                   | Starved | Annexed | Scouted | CorpsMoved | SquadronMoved | LostAtSea | Battle
                   | TreasuryCapped)
