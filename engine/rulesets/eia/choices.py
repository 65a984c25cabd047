"""The choices EiA leaves to a player, as the core poses them: each a small typed question with the
facts a standing procedure needs to settle it. `Work.choose` offers a choice to the active modules
(`EiaModule.procedure`: module eia_sop settles them by seed 002) and asks the player when none does."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from engine.board import Board
from engine.rulesets.eia.units import Corps, Fleet, Leader

T = TypeVar("T")

# where a beaten fleet goes: ("port", "City (area)"), ("sea", area), or None: nowhere it may reach
SeaRetreat = tuple[str, str] | None


class Choice(Generic[T]):
    """A choice whose answer is a `T`."""


# -- the naval phase (6.2, 6.3) ------------------------------------------------------------------

@dataclass(frozen=True)
class CarryingFleet(Choice[Fleet]):
    """6.2.5: which fleet of a stack sailing together carries a corps."""
    stack: Sequence[Fleet]


@dataclass(frozen=True)
class InterceptionAttempt(Choice[bool]):
    """6.2.3: whether fleets that may intercept (`ships` of them, not moved, not ordered otherwise)
    try to intercept an enemy of `enemy_ships`."""
    ships: int
    enemy_ships: int


@dataclass(frozen=True)
class Evasion(Choice[bool]):
    """6.3.2: whether intercepted fleets of `ships` try to evade an enemy of `enemy_ships`."""
    ships: int
    enemy_ships: int


@dataclass(frozen=True)
class NavalPursuit(Choice[bool]):
    """6.3.5: whether the victors of a sea battle pursue."""


@dataclass(frozen=True)
class NavalRetreat(Choice[SeaRetreat]):
    """6.3.5: where a beaten fleet retreats from sea area `start`; `ports`: each unblockaded friendly
    port ("City (area)") with the sea areas it opens on."""
    board: Board
    start: str
    ports: Mapping[str, Sequence[str]]


# -- the land phase (7.5, 10.1, 10.6) ------------------------------------------------------------

@dataclass(frozen=True)
class CombatOrder(Choice[list[str]]):
    """7.5.1.3: the order in which a power fights its land combats (`areas` sorted)."""
    areas: Sequence[str]


@dataclass(frozen=True)
class RetreatBeforeCombat(Choice[bool]):
    """10.1.2.2.3: whether a corps (eligible when a cossack or freikorps) retreats before combat."""
    corps: Corps


@dataclass(frozen=True)
class RetireIntoCity(Choice[bool]):
    """7.5.1.1: whether `defenders` corps attacked by `attackers` retire into the area's city, whose
    garrison capacity is `capacity` corps."""
    defenders: int
    attackers: int
    capacity: int


@dataclass(frozen=True)
class Reinforcing(Choice[bool]):
    """7.5.2.11: whether forces eligible to reinforce a combat try to."""


@dataclass(frozen=True)
class Artillery(Choice[bool]):
    """7.5.2.8: whether artillery is used before each round of combat."""


@dataclass(frozen=True)
class Outflankers(Choice[list[Corps]]):
    """7.5.2.3: the outflanking force of `force` when the player named none."""
    force: Sequence[Corps]


@dataclass(frozen=True)
class Commander(Choice[Leader]):
    """10.6.1.1: which leader commands a force of several nations (`candidates`: each leader with the
    corps of its nation in the force)."""
    candidates: Mapping[Leader, int]


@dataclass(frozen=True)
class Pursuit(Choice[bool]):
    """7.5.2.10.2: whether the victors of a land combat pursue."""


@dataclass(frozen=True)
class LandRetreat(Choice[str]):
    """7.5.2.10.3: where a beaten force retreats (`distances`: each area it may go to, with its
    distance to the nearest depot or capital; `name` says an area as the dice's purpose writes it)."""
    distances: Mapping[str, int]
    name: Callable[[str], str]


@dataclass(frozen=True)
class Sortie(Choice[bool]):
    """7.5.4.1.2.1: whether besieged defenders of `factors` army factors sortie."""
    factors: int


@dataclass(frozen=True)
class HonorsAsked(Choice[bool]):
    """7.5.4.1.2.3.1: whether a breached defender asks for honors of war."""
    nation: str


# -- player replacement (19.2) -------------------------------------------------------------------

@dataclass(frozen=True)
class UmpActive(Choice[bool]):
    """19.2.1: whether a power its last player left is an active UMP until the next control step."""


@dataclass(frozen=True)
class TakeoverMonth(Choice[int]):
    """19.2.2: the month at whose economic step a replacement player takes a power over."""
    month: int
    economic_months: tuple[int, ...]


@dataclass(frozen=True)
class AllianceLock(Choice[int]):
    """19.2.2: for how many months a replacement player may not break the alliances he inherits."""
