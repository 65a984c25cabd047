"""Naval phase standing procedures (seed 002, 19.1.1): interception, the carrying fleet, evasion,
retreat to the nearest unblockaded friendly port, no pursuit."""

from __future__ import annotations

from typing import Mapping, Sequence

from engine.dice import Dice
from engine.rulesets.eia.geography import sea_distances
from engine.rulesets.eia.sop.picks import pick
from engine.rulesets.eia.units import Fleet

# 6.3.5: victorious stacks of fleets never pursue.
VICTORS_PURSUE_AT_SEA = False


def intercepts(own: Sequence[Fleet], enemy_ships: int) -> bool:
    """6.2.3: the non-moving fleets in a sea area attempt to intercept when the enemy fleets have
    fewer ships than they do; fleets ordered not to intercept neither try nor count."""
    return tries_interception(sum(f.ships for f in own if not f.moved and not f.no_intercept), enemy_ships)


def tries_interception(ships: int, enemy_ships: int) -> bool:
    """6.2.3 counted in ships: `ships` that may intercept try when the enemy has fewer."""
    return ships > 0 and enemy_ships < ships


def carrying_fleet(stack: Sequence[Fleet], dice: Dice) -> Fleet:
    """6.2.5: the fleet with the most ships in the stack carries the corps (dice between equals)."""
    most = max(f.ships for f in stack)
    return pick([f for f in stack if f.ships == most], dice, "which of the largest fleets carries the corps")


def evades(own_ships: int, enemy_ships: int) -> bool:
    """6.3.2: fleets always attempt to evade unless the friendly fleets have more ships."""
    return not own_ships > enemy_ships


def naval_retreat(start: str, seas: Mapping[str, Sequence[str]], ports: Mapping[str, Sequence[str]],
                  dice: Dice, reach: int = 1) -> tuple[str, str] | None:
    """6.3.5: where a beaten stack of fleets goes from sea area `start`.

    `seas` gives each sea area's neighbouring sea areas; `ports` each unblockaded friendly port
    with the sea areas it opens on. A port is eligible when it opens on a sea area at most `reach`
    sea moves away; the nearest eligible port is chosen, by dice between equals: ("port", city).
    Otherwise the fleets move one sea area toward the nearest such port (dice between equals):
    ("sea", area). None when no unblockaded friendly port can be reached at all.
    """
    distance = sea_distances(start, seas)
    port_distance = {}
    for city, opens_on in ports.items():
        reachable = [distance[s] for s in opens_on if s in distance]
        if reachable:
            port_distance[city] = min(reachable)
    if not port_distance:
        return None
    nearest = min(port_distance.values())
    if nearest <= reach:
        candidates = sorted(c for c, d in port_distance.items() if d == nearest)
        return "port", pick(candidates, dice, "the port a beaten fleet retreats to")
    targets = {c for c, d in port_distance.items() if d == nearest}
    toward = []
    for step in sorted(seas.get(start, ())):
        ahead = sea_distances(step, seas)
        if any(ahead.get(s, 10**9) == nearest - 1 for c in targets for s in ports[c]):
            toward.append(step)
    return "sea", pick(toward, dice, "the sea area a beaten fleet retreats into")
