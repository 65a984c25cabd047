"""The orders of an EiA PBEM player, as typed data."""

from __future__ import annotations

from engine.order_sheet import Order


class MoveCorps(Order, frozen=True, kw_only=True, tag="move_corps"):
    corps: str                       # designation
    path: tuple[str, ...]            # area ids, the first where it stands


class MoveFleet(Order, frozen=True, kw_only=True, tag="move_fleet"):
    fleet: str
    path: tuple[str, ...]            # sea area ids (the first may be the area whose port holds it)
    carrying: str = ""               # a corps the stack carries (6.2.5: the largest fleet takes it)
    squadron: bool = False           # `squadron NAME: ...` moves module afa_naval's squadron of that name


class Attack(Order, frozen=True, kw_only=True, tag="attack"):
    area: str


class Standing(Order, frozen=True, kw_only=True, tag="standing"):
    """A standing answer to one of seed 002's four questions."""
    kind: str                        # "guard", "further days", "surrender", "chit", "offer surrender" (seed 003)
    answer: str


class OutflankingForce(Order, frozen=True, kw_only=True, tag="outflanking_force"):
    """7.5.2.3: the corps the player names for his outflanking force, used whenever his chit is outflank."""
    corps: tuple[str, ...]           # designations


class Interception(Order, frozen=True, kw_only=True, tag="interception"):
    fleet: str
    intercept: bool


class Diplomacy(Order, frozen=True, kw_only=True, tag="diplomacy"):
    action: str                      # "war", "alliance", "break"
    other: str


class PlayerChange(Order, frozen=True, kw_only=True, tag="player_change"):
    """The GM's note that a player left the nation, or that a replacement was found (19.2)."""
    player: str
    leaves: bool


EiaOrder = MoveCorps | MoveFleet | Attack | Standing | OutflankingForce | Interception | Diplomacy | PlayerChange
