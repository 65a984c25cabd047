"""The pieces of an Empires in Arms game: corps, garrisons, depots, fleets and leaders."""

from __future__ import annotations

import msgspec

# The kinds of corps the standing procedures tell apart (seed 002): regular infantry corps count
# for the outflanking force, cavalry corps add one to it, cossacks and freikorps retreat before combat.
CORPS_KINDS = ("infantry", "cavalry", "guard", "cossack", "freikorps", "insurrection", "militia")


class Corps(msgspec.Struct, frozen=True, kw_only=True):
    nation: str
    designation: str                 # "I", "Guard I", "Cav II"
    kind: str = "infantry"
    at: str = ""                     # area id
    infantry: int = 0                # factors by type
    militia: int = 0
    cavalry: int = 0
    guard: int = 0
    artillery: int = 0
    in_city: bool = False
    aboard: str = ""                 # the fleet carrying it, if at sea
    months_at_sea: int = 0

    @property
    def factors(self) -> int:
        return self.infantry + self.militia + self.cavalry + self.guard + self.artillery

    @property
    def label(self) -> str:
        return f"{self.nation} {self.designation}"


class Fleet(msgspec.Struct, frozen=True, kw_only=True):
    nation: str
    name: str                        # "Brest", "Channel"
    at: str = ""                     # a sea area, or an area whose port holds it
    ships: int = 0
    damaged: int = 0
    stacked_at_start: bool = True
    in_port: bool = False
    moved: bool = False              # moved in this naval step: moving fleets do not intercept
    no_intercept: bool = False       # the player's standing order not to intercept
    squadron: bool = False           # seed 003 VI: a squadron of 2-6 ships (module afa_naval)

    @property
    def label(self) -> str:
        return f"{self.nation} {'squadron' if self.squadron else 'fleet'} {self.name}"


class Leader(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    nation: str
    seniority: int = 9               # 1 is the most senior (EiA's letters A, B, ... as 1, 2, ...)
    royal: bool = False
    admiral: bool = False
    at: str = ""


class Garrison(msgspec.Struct, frozen=True, kw_only=True):
    nation: str
    city: str
    factors: int = 0
    militia: bool = False            # seed 003 XI: a militia-only garrison (+1 to the fort's fire)


class Depot(msgspec.Struct, frozen=True, kw_only=True):
    nation: str
    at: str
