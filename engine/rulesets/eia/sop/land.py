"""Land phase standing procedures (seed 002, 19.1.2): retiring into a city, the order of combats,
the default outflanking force, retreat ties, sorties, honors of war, cossacks and freikorps,
commander ties. What the seed makes "always" is a constant the resolver reads."""

from __future__ import annotations

from typing import Callable, Mapping, Sequence, TypeVar

from engine.dice import Dice
from engine.rulesets.eia.sop.picks import pick, pick_several, shuffle
from engine.rulesets.eia.units import Corps, Leader

T = TypeVar("T")

ARTILLERY_ALWAYS_USED = True        # 7.5.2.8: before each round of combat
VICTORS_ALWAYS_PURSUE = True        # 7.5.2.10.2
REINFORCEMENT_ALWAYS_TRIED = True   # 7.5.2.11: unbesieged corps, cossacks, freikorps, guerrillas in the city too
REACTION_MOVES_USED = False         # 12.3.7.4: not used in PBEM games

# 7.5.4.1.2.3.1: honors of war are asked by every defender but these (nations' names as in the game).
NO_HONORS_OF_WAR = ("Turkey", "Spain")


def retires_into_city(defenders: int, attackers: int, garrison_capacity: int) -> bool:
    """7.5.1.1: defending corps attacked in an area retire into its city when all of them fit the
    city's garrison capacity (counted in corps) and they are fewer than the enemy's corps."""
    return 0 < defenders <= garrison_capacity and defenders < attackers


def combat_order(combats: Sequence[T], dice: Dice) -> list[T]:
    """7.5.1.3: the land combats of a step are fought in a random order."""
    return shuffle(sorted(combats, key=str), dice, "the order of land combats")


def outflanking_force(force: Sequence[Corps], dice: Dice) -> list[Corps]:
    """7.5.2.3: when the player named no outflanking force: no more than a third, but at least one,
    of the force's regular infantry corps, and one cavalry corps if the force has more than one,
    the corps chosen by dice."""
    infantry = [c for c in force if c.kind == "infantry"]
    cavalry = [c for c in force if c.kind == "cavalry"]
    chosen = pick_several(infantry, max(1, len(infantry) // 3), dice, "the outflanking infantry corps")
    if len(cavalry) > 1:
        chosen.append(pick(cavalry, dice, "the outflanking cavalry corps"))
    return chosen


def retreat_area(distances: Mapping[str, int], dice: Dice, name: Callable[[str], str] = str) -> str:
    """7.5.2.10.3: a beaten force retreats to the area closest to the nearest depot or national
    capital (`distances`: each area it may retreat to, with its distance); dice between equals, the
    areas said by `name` in the roll's purpose."""
    nearest = min(distances.values())
    areas = sorted(a for a, d in distances.items() if d == nearest)
    names = [name(a) for a in areas]
    return areas[names.index(pick(names, dice, "the area a beaten force retreats to"))]


def sorties(garrison_factors: int) -> bool:
    """7.5.4.1.2.1: besieged defenders always sortie, unless the garrison is only one factor."""
    return garrison_factors > 1


def asks_honors_of_war(nation: str, refusing: Sequence[str] = NO_HONORS_OF_WAR) -> bool:
    """7.5.4.1.2.3.1: a besieged defender always asks for honors of war, unless Turkish or Spanish."""
    return nation not in refusing


def retreats_before_combat(corps: Corps, eligible: bool = True) -> bool:
    """10.1.2.2.3: eligible cossacks and freikorps always retreat before combat."""
    return eligible and corps.kind in ("cossack", "freikorps")


def commander(candidates: Mapping[Leader, int], dice: Dice) -> Leader:
    """10.6.1.1: among leaders of different nations equally eligible (the same number of corps),
    the most senior commands; between equals in seniority, the dice."""
    most = max(candidates.values())
    eligible = [leader for leader, corps in candidates.items() if corps == most]
    best = min(leader.seniority for leader in eligible)
    senior = sorted((leader for leader in eligible if leader.seniority == best), key=lambda x: x.name)
    return pick(senior, dice, "the force's commander between leaders of equal seniority")
