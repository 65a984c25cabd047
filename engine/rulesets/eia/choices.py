"""The choices EiA leaves to a player, as the core poses them: each a small typed question with the
facts a standing procedure needs to settle it. `Work.choose` offers a choice to the active modules
(`EiaModule.procedure`: module eia_sop settles them by seed 002) and asks the player when none does."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Generic, TypeVar

import msgspec

from engine.board import Board
from engine.rulesets.eia.units import Corps, Fleet, Leader

T = TypeVar("T")

# where a beaten fleet goes: ("port", "City (area)"), ("sea", area), or None: nowhere it may reach
SeaRetreat = tuple[str, str] | None


class Choice(msgspec.Struct, Generic[T], frozen=True):
    """A choice whose answer is a `T` (msgspec structs: made at import far faster than dataclasses)."""


# -- the naval phase (6.2, 6.3) ------------------------------------------------------------------

class CarryingFleet(Choice[Fleet], frozen=True):
    """6.2.5: which fleet of a stack sailing together carries a corps."""
    stack: Sequence[Fleet]


class InterceptionAttempt(Choice[bool], frozen=True):
    """6.2.3: whether fleets that may intercept (`ships` of them, not moved, not ordered otherwise)
    try to intercept an enemy of `enemy_ships`."""
    ships: int
    enemy_ships: int


class Evasion(Choice[bool], frozen=True):
    """6.3.2: whether intercepted fleets of `ships` try to evade an enemy of `enemy_ships`."""
    ships: int
    enemy_ships: int


class NavalPursuit(Choice[bool], frozen=True):
    """6.3.5: whether the victors of a sea battle pursue."""


class NavalRetreat(Choice[SeaRetreat], frozen=True):
    """6.3.5: where a beaten fleet retreats from sea area `start`; `ports`: each unblockaded friendly
    port ("City (area)") with the sea areas it opens on."""
    board: Board
    start: str
    ports: Mapping[str, Sequence[str]]


# -- the land phase (7.5, 10.1, 10.6) ------------------------------------------------------------

class CombatOrder(Choice[list[str]], frozen=True):
    """7.5.1.3: the order in which a power fights its land combats (`areas` sorted)."""
    areas: Sequence[str]


class RetreatBeforeCombat(Choice[bool], frozen=True):
    """10.1.2.2.3: whether a corps (eligible when a cossack or freikorps) retreats before combat."""
    corps: Corps


class RetireIntoCity(Choice[bool], frozen=True):
    """7.5.1.1: whether `defenders` corps attacked by `attackers` retire into the area's city, whose
    garrison capacity is `capacity` corps."""
    defenders: int
    attackers: int
    capacity: int


class Reinforcing(Choice[bool], frozen=True):
    """7.5.2.11: whether forces eligible to reinforce a combat try to."""


class Artillery(Choice[bool], frozen=True):
    """7.5.2.8: whether artillery is used before each round of combat."""


class Outflankers(Choice[list[Corps]], frozen=True):
    """7.5.2.3: the outflanking force of `force` when the player named none."""
    force: Sequence[Corps]


class Commander(Choice[Leader], frozen=True):
    """10.6.1.1: which leader commands a force of several nations (`candidates`: each leader with the
    corps of its nation in the force)."""
    candidates: Mapping[Leader, int]


class Pursuit(Choice[bool], frozen=True):
    """7.5.2.10.2: whether the victors of a land combat pursue."""


class LandRetreat(Choice[str], frozen=True):
    """7.5.2.10.3: where a beaten force retreats (`distances`: each area it may go to, with its
    distance to the nearest depot or capital; `name` says an area as the dice's purpose writes it)."""
    distances: Mapping[str, int]
    name: Callable[[str], str]


class Sortie(Choice[bool], frozen=True):
    """7.5.4.1.2.1: whether besieged defenders of `factors` army factors sortie."""
    factors: int


class HonorsAsked(Choice[bool], frozen=True):
    """7.5.4.1.2.3.1: whether a breached defender asks for honors of war."""
    nation: str


# -- player replacement (19.2) -------------------------------------------------------------------

class UmpActive(Choice[bool], frozen=True):
    """19.2.1: whether a power its last player left is an active UMP until the next control step."""


class TakeoverMonth(Choice[int], frozen=True):
    """19.2.2: the month at whose economic step a replacement player takes a power over."""
    month: int
    economic_months: tuple[int, ...]


class AllianceLock(Choice[int], frozen=True):
    """19.2.2: for how many months a replacement player may not break the alliances he inherits."""
