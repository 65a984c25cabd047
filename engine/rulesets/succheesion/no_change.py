"""Orders that would change nothing or find nothing to act on, refused in the game's own words both when
the orders are entered (checks.py) and when the turn is resolved (agreements.py, production.py), so that
neither lets through what the other refuses (issue 22, helper Rc):

- a declaration of what already is: "Nations are either at War or Peace" (seed 004, Diplomausy), so peace
  with a nation already at peace, war on one already at war, an alliance with an ally, has nothing to make;
- breaking a trade agreement that does not exist: "A side may choose to break a Trade Agreement" (seed 004,
  Trade Agreements) names an agreement in place;
- more new units in a region than it has cities: "A number of units may appear in a Region equal to the
  number of loyal cities" (seed 004, Units); a Fort "may be built in any Land Region (even with no cities
  present)", so Forts are not counted.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.state import ALLIANCE, PEACE, WAR

_ALREADY = {WAR: "are already at war: there is no war to declare",
            PEACE: "are at peace: there is no war to end",
            ALLIANCE: "are already allies: there is no alliance to make"}


def declare_refusal(nation: str, target: str, status: str, now: str) -> str | None:
    """Why declaring `status` between the two changes nothing (`now` is their status at the turn's start)."""
    if status != now or status not in _ALREADY:
        return None
    return f"{nation} and {target} {_ALREADY[status]}"


def break_refusal(nation: str, partner: str, trades: Iterable[tuple[str, str]]) -> str | None:
    """Why breaking the trade agreement of the two finds none to break."""
    if any({nation, partner} == set(pair) for pair in trades):
        return None
    return f"{nation} and {partner} have no trade to break"


def room_refusal(region_name: str, cities: int, count: int) -> str | None:
    """Why `count` new units cannot appear in a region of `cities` cities this turn."""
    if count <= cities:
        return None
    if cities == 0:
        return (f"{region_name} has no city: new units appear only where there are cities (one a city a turn); "
                "a Fort may be built anywhere")
    return (f"{region_name} has {cities} cit{'y' if cities == 1 else 'ies'}: at most {cities} new unit(s) may "
            "appear there a turn")


def crowded(builds: Iterable[tuple[int, str, int]], cities: Mapping[str, int]) -> dict[int, int]:
    """The builds (index, region, count) that together put more new units in a region than its cities
    allow: index -> the total asked there (each is refused; which is meant is the player's to say)."""
    by_region: dict[str, list[tuple[int, int]]] = {}
    for i, region, count in builds:
        by_region.setdefault(region, []).append((i, count))
    out: dict[int, int] = {}
    for region, asked in by_region.items():
        total = sum(c for _, c in asked)
        if len(asked) > 1 and total > cities.get(region, 0):
            out.update({i: total for i, _ in asked})
    return out


def invest_at_war_refusal(nation: str, partner: str, at_war: bool, making_peace: bool) -> str | None:
    """Why investing in trade with `partner` cannot be done: the two are at war (a declaration of war breaks
    every agreement, rules notes: Trade) and these orders do not make peace first (step 4 declares before it
    invests)."""
    if not at_war or making_peace:
        return None
    return f"{nation} and {partner} are at war: nations at war do not trade (make peace first)"


def siege_refusal(nation: str, region_name: str, forts: Mapping[str, int]) -> str | None:
    """Why no siege or assault can be laid: no other nation's fort stands in the region ("Units that start a
    turn in a region with an enemy Fort may either lay Siege or Assault", seed 004)."""
    if any(n != nation and c > 0 for n, c in forts.items()):
        return None
    return f"there is no enemy fort in {region_name}"


def cede_refusal(nation: str, region_name: str, owner: str | None) -> str | None:
    """Why the region cannot be ceded: it is not the nation's ("Occupied Regions will only become Loyal when
    ceded by the original owning power", seed 004)."""
    return None if owner == nation else f"{region_name} is not {nation}'s to cede"


def leave_pact_refusal(nation: str, pact: str, members: Iterable[str] | None) -> str | None:
    """Why the nation cannot leave the pact: it is not a member."""
    return None if members is not None and nation in members else f"{nation} is not in the pact {pact}"
