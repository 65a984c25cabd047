"""Seed 003 XI: a naval attack on a fortified port in four steps: the fort fires, the fleet fires back,
the fleet attacks the harbour (EiA's naval combat: the GM's), the fleet withdraws under fire."""

from __future__ import annotations

import math
from typing import Any

import msgspec

from engine.dice import Rolls
from engine.errors import NotAllowed
from engine.rulesets.eia import wording as say

# (lowest fort value of the row, losses to the fleet for 2d6 = 2..12); True marks the seed's "*".
# The row printed "110-109" is 100-109 (between 110+ and 90-99).
FORT_TABLE: tuple[tuple[int, tuple[int, ...], int], ...] = (
    # low, losses for 2..12, first starred roll (13: none)
    (110, (22, 20, 18, 16, 14, 14, 12, 10, 10, 8, 6), 12),
    (100, (20, 19, 17, 15, 14, 13, 12, 10, 9, 7, 5), 12),
    (90, (18, 17, 15, 14, 12, 11, 10, 9, 8, 6, 4), 12),
    (80, (16, 15, 13, 12, 11, 10, 9, 8, 7, 5, 4), 12),
    (70, (14, 13, 12, 10, 10, 9, 8, 7, 6, 5, 4), 12),
    (60, (12, 11, 10, 9, 9, 8, 7, 6, 5, 5, 4), 12),
    (50, (10, 10, 9, 8, 7, 7, 6, 5, 4, 3, 3), 11),
    (40, (8, 7, 7, 6, 6, 5, 5, 4, 4, 3, 3), 11),
    (30, (6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3), 8),
    (20, (4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2), 8),
    (10, (2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0), 8),
    (0, (1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0), 8),
)

# Offensive fire from the fleet: (highest 2d6 of the band, damage to the fort)
FLEET_FIRE: tuple[tuple[int, int], ...] = ((2, 7), (6, 4), (10, 2), (12, 0))

NO_GARRISON = "none"
MILITIA_ONLY = "militia"
REGULAR = "regular"


def fort_result(fort_value: int, roll: int) -> tuple[int, bool]:
    """The fleet's losses on the fort table for a (modified, at most 12) 2d6 roll, and whether the
    result is starred."""
    if fort_value < 0:
        raise NotAllowed(f"a fort value cannot be negative ({fort_value})")
    roll = max(2, min(12, roll))
    for low, losses, star_from in FORT_TABLE:
        if fort_value >= low:
            return losses[roll - 2], roll >= star_from
    raise AssertionError("the table's last row starts at 0")


def garrison_modifier(garrison: str, params: dict[str, Any]) -> int:
    if garrison not in (NO_GARRISON, MILITIA_ONLY, REGULAR):
        raise NotAllowed(f"a garrison is {NO_GARRISON!r}, {MILITIA_ONLY!r} or {REGULAR!r}, not {garrison!r}")
    return {NO_GARRISON: params["fort_no_garrison"], MILITIA_ONLY: params["fort_militia_only"]}.get(garrison, 0)


def fort_fires(dice: Rolls, fort_value: int, garrison: str, params: dict[str, Any], when: str) -> tuple[int, list[str]]:
    """The fort's fire: 2d6 plus the garrison modifier; the dice are rolled twice unless the first
    result is starred, the losses of both rolls added."""
    modifier = garrison_modifier(garrison, params)
    total, lines = 0, []
    for shot in (1, 2):
        roll = sum(dice.d6s(2, f"the fort fires {when} (2d6, shot {shot}, {modifier:+d})"))
        losses, starred = fort_result(fort_value, roll + modifier)
        total += losses
        lines.append(f"fort {fort_value}, roll {roll}{modifier:+d}: {say.ships(losses)}" + (" *" if starred else ""))
        if starred:
            break
    return total, lines


def fleet_fire_damage(roll: int) -> int:
    """2 -> 7, 3-6 -> 4, 7-10 -> 2, 11-12 -> 0 damage to the fort."""
    for high, damage in FLEET_FIRE:
        if roll <= high:
            return damage
    raise NotAllowed(f"2d6 cannot show {roll}")


def fleet_fires(dice: Rolls, factors: int, params: dict[str, Any]) -> tuple[int, list[str]]:
    """2d6 for each 10 fleet factors or part thereof, one shot each, no reroll."""
    shots = math.ceil(factors / params["fleet_fire_per"])
    total, lines = 0, []
    for shot in range(1, shots + 1):
        roll = sum(dice.d6s(2, f"the fleet fires on the fort (2d6, shot {shot} of {shots})"))
        total += fleet_fire_damage(roll)
        lines.append(f"fleet shot {shot}: roll {roll}, {fleet_fire_damage(roll)} damage")
    return total, lines


class PortAttack(msgspec.Struct, frozen=True, kw_only=True):
    ships_lost_entering: int
    fort_damage: int
    fort_left: int
    ships_in_harbour: int        # left after the fort's first fire, to attack the harbour with
    ships_lost_leaving: int
    ships_left: int
    lines: tuple[str, ...]


def attack(dice: Rolls, ships: int, fort_value: int, garrison: str, params: dict[str, Any],
           harbour_losses: int = 0) -> PortAttack:
    """The four steps in order. Step 3's outcome is EiA's naval combat, not in the seed: the GM
    gives the attacker's `harbour_losses` there."""
    if ships < 1:
        raise NotAllowed(f"a fleet of {say.ships(ships)} cannot attack a port")
    lost_in, lines = fort_fires(dice, fort_value, garrison, params, "as the fleet enters")
    inside = max(0, ships - lost_in)
    damage, fire_lines = fleet_fires(dice, inside, params) if inside else (0, [])
    fort_left = max(0, fort_value - damage)
    after_harbour = max(0, inside - harbour_losses)
    lost_out, out_lines = fort_fires(dice, fort_left, garrison, params, "as the fleet withdraws") \
        if after_harbour else (0, [])
    return PortAttack(ships_lost_entering=min(ships, lost_in), fort_damage=damage, fort_left=fort_left,
                      ships_in_harbour=inside, ships_lost_leaving=min(after_harbour, lost_out),
                      ships_left=max(0, after_harbour - lost_out),
                      lines=tuple(lines + fire_lines + out_lines))
