"""The chances of a Succheesion battle before its dice are rolled, worked out from the same rules
as the battle itself (`combat.fight`), by exact enumeration of the dice.

Only four things are left to chance in a battle: how many of each side's tactical dice show a 1
(binomial, a 1 in 6 each), who wins a roll-off on equal TP (even: it is rolled again until the
two differ), and the victor's casualty level roll (1 to 6). Every combination is settled by
`combat.settle`, the very step the battle takes after its rolls, and weighed by its probability.
Combinations less likely than one in 10^12 are skipped (their sum cannot move a printed figure).
"""

from __future__ import annotations

from collections.abc import Mapping
from math import comb
from typing import Any

from engine.battle_odds import BattleOdds
from engine.rulesets.succheesion.combat import Side, bonus_points, scored_points, settle, units_lost

NEGLIGIBLE = 1e-12
MAX_DICE = 200           # beyond this many tactical dice a side, the odds are not worked out


def tactical_chances(side: Side, params: Mapping[str, Any]) -> list[float]:
    """P(the side scores k TP from its dice), k = 0, 1, ...: one die per unit and one more per
    Galleon, a TP for each 1 (with the 1-per-6 shortcut, a sure TP per six dice)."""
    count = side.size + side.units.get("Galleon", 0)
    sure = 0
    if params.get("one_point_per_six"):
        sure, count = divmod(count, 6)
    out = [0.0] * sure
    out += [comb(count, k) * (1 / 6) ** k * (5 / 6) ** (count - k) for k in range(count + 1)]
    return out


def succheesion_odds(a: Side, b: Side, params: Mapping[str, Any], naval: bool = False) -> BattleOdds | None:
    """Who wins, how often both sides are wiped out, and the units each side is expected to lose
    (two Militia lost as one casualty count two); None for an empty side or a side of more than
    MAX_DICE dice."""
    if not a.size or not b.size:
        return None
    chances = (tactical_chances(a, params), tactical_chances(b, params))
    if max(len(c) for c in chances) > MAX_DICE + 1:
        return None
    bonus = bonus_points(a, b, naval)
    wins = [0.0, 0.0]
    both = 0.0
    losses = [0.0, 0.0]
    for ra, pa in enumerate(chances[0]):
        for rb, pb in enumerate(chances[1]):
            weight = pa * pb
            if weight < NEGLIGIBLE:
                continue
            points, _ = scored_points((ra, rb), (bonus[0], bonus[1]))
            if points[0] == points[1]:        # the roll-off: each side wins it half the time
                branches = [((points[0] + 1, points[1]), weight / 2), ((points[0], points[1] + 1), weight / 2)]
            else:
                branches = [((points[0], points[1]), weight)]
            for settled, w in branches:
                for roll in range(1, 7):
                    story = settle(a, b, params, settled, roll)
                    share = w / 6
                    lost = [sum(units_lost(story.losses[i]).values()) for i in (0, 1)]
                    if lost[0] >= a.size and lost[1] >= b.size:
                        both += share
                    else:
                        wins[story.victor] += share
                    losses[0] += share * lost[0]
                    losses[1] += share * lost[1]
    total = wins[0] + wins[1] + both          # 1, but for the combinations skipped
    return BattleOdds(wins[0] / total, wins[1] / total, both / total, (losses[0] / total, losses[1] / total))
