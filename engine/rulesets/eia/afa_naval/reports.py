"""What each power's private report and the public report show of the afa_naval state: the true
yards, stores, prizes and ledger only to their nation; to everyone, the announcements within 5."""

from __future__ import annotations

from typing import Callable

from engine.rulesets.eia.afa_naval.breakouts import WEST_INDIES, in_west_indies
from engine.rulesets.eia.afa_naval.building import announced
from engine.rulesets.eia.afa_naval.state import AfaState
from engine.rulesets.eia.afa_naval.stores import stock_limit
from engine.rulesets.eia.afa_naval.yards import site
from engine.rulesets.eia.calendar import month_name
from engine.rulesets.eia import wording as say


def public(state: AfaState) -> list[str]:
    """I C: that ships are building and their number within plus or minus 5 (contracts included,
    the buyer never named); repairs of prizes are exact."""
    lines = []
    for yard in state.yards:
        parts = []
        if yard.new_ships:
            parts.append(f"ships building, about {announced(yard)}")
        if yard.repairs:
            parts.append(f"{yard.repairs} under repair")
        if parts:
            lines.append(f"{yard.city} ({yard.holder}): " + "; ".join(parts))
    return lines


def private(state: AfaState, nation: str, params: dict, area: Callable[[str], str] = str) -> list[str]:
    """`nation`'s own yards, stores, ships bought abroad, prizes at sea and ledger, in full."""
    lines = []
    for yard in state.yards:
        bought = [b for b in yard.building if b.buyer == nation]
        if yard.holder != nation and not bought:
            continue
        if yard.holder == nation:
            lines.append(f"{yard.city}: {yard.new_ships} new ships, {yard.repairs} repairs, "
                         f"{yard.awaiting_repair} awaiting repair, stores {yard.stores}/{stock_limit(yard.city, params)}, "
                         f"capacity {site(yard.city).capacity}")
            lines += [f"  {b.ships} {'repair' if b.repair else 'new'}, {say.months(b.months_left)} left"
                      + (f", for {b.buyer}" if b.buyer else "") for b in yard.building]
            if yard.new_ships:
                lines.append(f"  announced publicly: about {announced(yard)}")
        else:
            lines += [f"{yard.city} ({yard.holder}) builds for you: {say.ships(b.ships)}, {say.months(b.months_left)} left"
                      for b in bought]
    for c in state.convoys:
        if c.nation == nation:
            lines.append(f"at sea for {c.port}: {c.damaged} damaged, {say.prizes(c.prizes)}, "
                         f"{say.sea_areas(len(c.route))} to go ({' - '.join(c.route)})")
    for o in state.off_map:
        if o.nation == nation:
            where = "in the West Indies" if in_west_indies(o, params) else (
                "bound for the West Indies" if o.orders == WEST_INDIES else "off the map")
            lines.append(f"fleet {o.fleet} ({say.ships(o.ships)}) {where}, left from {area(o.exited_from)}"
                         + (f", pursuing {o.pursuing}" if o.pursuing else "")
                         + (f", may return in {say.months(o.months_left)}" if o.months_left else ", may return now"))
    for e in state.ledger:
        if e.nation == nation:
            lines.append(f"{month_name(e.month)}: {e.change:+d} {e.points} points, {e.reason}"
                         if e.points not in ("money", "manpower") else f"{month_name(e.month)}: {e.change:+d} {e.points}, {e.reason}")
    return lines


def recipients(state: AfaState, nation: str) -> tuple[str, ...]:
    """Team play: every player of the nation gets its private report (the nation itself when no team)."""
    return state.players.get(nation, (nation,))
