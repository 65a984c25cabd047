"""The orders of the classic rules as typed data: counts, regions as ids, nations by name.

A count of None means "all" ("attack it with everything from 47").
"""

from __future__ import annotations

from engine.order_sheet import Order

LESS_OR_EQUAL, MORE_OR_EQUAL, LESS, MORE, EXACTLY = "<=", ">=", "<", ">", "=="
COMPARISONS = (LESS_OR_EQUAL, MORE_OR_EQUAL, LESS, MORE, EXACTLY)
NO_COMBAT, ESCAPE = "no combat", "escape"


class MoveArmies(Order, frozen=True, kw_only=True, tag="move"):
    """Armies walk from a province to a neighbouring one."""
    count: int | None
    source: str
    to: str


class SeaMove(Order, frozen=True, kw_only=True, tag="sail"):
    """Armies use the nation's ships: boarding from a province (`source` land) or already aboard
    (`source` a sea), landing in a province or staying aboard (`to` a sea).

    `sea` is where the carrying ships are at the start of the turn: the source when the armies
    are aboard, otherwise the sea the player named (None: the engine finds one)."""
    count: int | None
    source: str
    to: str
    sea: str | None = None


class MoveShips(Order, frozen=True, kw_only=True, tag="ships"):
    """Ships stay (`to` None) or sail to a neighbouring sea; they may attack, stay out of combat
    or escape if attacked."""
    count: int | None
    source: str
    to: str | None = None
    attack: bool = False
    targets: tuple[str, ...] = ()       # nations attacked; empty means every other nation there
    stance: str = ""                    # "", "no combat" or "escape"


class Buy(Order, frozen=True, kw_only=True, tag="buy"):
    count: int
    kind: str                           # "army" or "ship"
    where: str


class Gift(Order, frozen=True, kw_only=True, tag="gift"):
    target: str
    amount: int


class Conditional(Order, frozen=True, kw_only=True, tag="if"):
    """'If Austria has 5 or less armies in 46 then ...': a test of army counts before movement.
    Only the test is limited: what follows 'then' is any orders the nation could give."""
    subject: str
    comparison: str
    threshold: int
    places: tuple[str, ...]
    then: tuple[MoveArmies | SeaMove | MoveShips | Buy | Gift, ...]


MOVES = (MoveArmies, SeaMove, MoveShips)
ClassicOrder = MoveArmies | SeaMove | MoveShips | Buy | Gift | Conditional


def holds(comparison: str, count: int, threshold: int) -> bool:
    return {LESS_OR_EQUAL: count <= threshold, MORE_OR_EQUAL: count >= threshold, LESS: count < threshold,
            MORE: count > threshold, EXACTLY: count == threshold}[comparison]
