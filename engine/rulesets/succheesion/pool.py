"""The army pool: which types a number of unit markers are, drawn by dice from the army sheet.

The seed keeps unit types nation-wide; a battle (or a disbanding) draws its units one at a
time in proportion to what is left on the sheet, without replacement ("a percentage die").
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.dice import Dice
from engine.rulesets.succheesion.units import LAND_TYPES


def draw(dice: Dice, available: Mapping[str, int], count: int, purpose: str) -> dict[str, int]:
    """`count` units drawn from `available` (type -> units), each with one die of as many sides
    as units are left; types are counted in the seed's table order."""
    left = {k: available.get(k, 0) for k in LAND_TYPES if available.get(k, 0) > 0}
    out: dict[str, int] = {}
    for _ in range(count):
        total = sum(left.values())
        if total == 0:
            break
        if len(left) == 1:
            kind = next(iter(left))
        else:
            value = dice.roll(total, purpose)
            for kind, c in left.items():
                if value <= c:
                    break
                value -= c
        out[kind] = out.get(kind, 0) + 1
        left[kind] -= 1
        if not left[kind]:
            del left[kind]
    return out
