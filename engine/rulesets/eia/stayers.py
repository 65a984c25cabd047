"""EiA's hook for the sheet's stays (engine.words.corrections, `stays_of`): whether the words a stay is said of
name the unit an earlier order moves, in the ways EiA calls its units: 'the corps in the Rhineland holds',
'the First Corps stays', 'the cavalry remains', 'the Brest fleet stays in port', 'the fleet at Cadiz waits'. With
it a stay after a move of the same unit is applied on a line that corrects ('Actually, the corps in the Rhineland
stays': the move set aside, the receipt says so) and asked on one that does not."""

from __future__ import annotations

from collections.abc import Callable

from engine.errors import NotUnderstood
from engine.order_sheet import Order
from engine.orders import Names
from engine.words.message import words
from engine.rulesets.eia.fleets import FLEET_WORDS, fleet_meant
from engine.rulesets.eia.moves_read import _corps_named, _placed
from engine.rulesets.eia.orders import MoveCorps, MoveFleet
from engine.rulesets.eia.state import EiaState


def stays_of(nation: str, names: Names, state: EiaState) -> Callable[[str, Order], bool]:
    """The hook for `nation`'s message: (who stays, an earlier order) -> whether they are one unit."""
    corps = [c for c in state.corps if c.nation == nation]
    fleets = [f for f in state.fleets if f.nation == nation]
    designations = {c.designation.casefold(): c for c in corps}
    known: dict[str, tuple[str, str] | None] = {}

    def unit(who: str) -> tuple[str, str] | None:
        if who not in known:
            known[who] = _unit(who, nation, names, corps, fleets, designations)
        return known[who]

    def hook(who: str, order: Order) -> bool:
        said = unit(who)
        if said is None:
            return False
        if isinstance(order, MoveCorps):
            return said == ("corps", order.corps.casefold())
        if isinstance(order, MoveFleet):
            return said == ("fleet", order.fleet.casefold())
        return False
    return hook


def _unit(who: str, nation: str, names: Names, corps: list, fleets: list, designations: dict) -> tuple[str, str] | None:
    low = words(who)
    if not low or len(low) > 10:
        return None
    try:
        if any(w in FLEET_WORDS for w in low):
            return "fleet", fleet_meant(who, fleets, names, nation).casefold()
        return "corps", _corps_named(who, designations, _placed(who, names), nation, corps).designation.casefold()
    except NotUnderstood:
        return None
