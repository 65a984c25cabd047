"""The exact chances of a battle fought by the odds table (engine.combat.fight_odds), for the GM
to read before committing a turn: who wins, how often both sides are destroyed, expected losses.

Losses fall in a fixed order, so a side's make-up after k losses depends on k alone; a battle is
then a Markov chain over (losses of side 0, losses of side 1) whose every round either moves
forward or stays put (no side hits). Solving it backwards is exact, and quick for real battles:
at most (n0 + 1) x (n1 + 1) positions.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import comb
from typing import Any, Mapping

import numpy as np

MAX_UNITS = 100          # beyond this the chances are not worked out (about 0.2 s at 100 a side)


@dataclass(frozen=True)
class BattleOdds:
    """Chances (0 to 1) that side 0 wins, side 1 wins, both are destroyed; expected losses."""

    first_wins: float
    second_wins: float
    both_destroyed: float
    expected_losses: tuple[float, float]

    def describe(self, names: tuple[str, str]) -> str:
        """'France wins 71%, Austria 27%, both destroyed 2%; losses about 3.1 and 5.0'."""
        parts = [f"{names[0]} wins {_percent(self.first_wins)}", f"{names[1]} {_percent(self.second_wins)}"]
        if self.both_destroyed >= 0.0005:
            parts.append(f"both destroyed {_percent(self.both_destroyed)}")
        return (", ".join(parts) + f"; losses about {self.expected_losses[0]:.1f} and "
                f"{self.expected_losses[1]:.1f}")


def _percent(p: float) -> str:
    if 0 < p < 0.005:
        return "<1%"
    if 0.995 < p < 1:
        return ">99%"
    return f"{p * 100:.0f}%"


def make_up(counts: Mapping[str, int], loss_order: list[str]) -> list[str]:
    """The side's units in the order they are lost: the first is lost first."""
    out: list[str] = []
    for kind in loss_order:
        out += [kind] * counts.get(kind, 0)
    for kind, n in counts.items():          # kinds the loss order does not name go last
        if kind not in loss_order:
            out += [kind] * n
    return out


def battle_odds(sides: tuple[Mapping[str, int], Mapping[str, int]], params: Mapping[str, Any],
                loss_order: list[str]) -> BattleOdds | None:
    """The odds of a battle between two sides given as {kind: count}; None when a side has more
    than MAX_UNITS units (the chances are not worth the wait) or a side is empty."""
    units = (make_up(sides[0], loss_order), make_up(sides[1], loss_order))
    sizes = (len(units[0]), len(units[1]))
    if 0 in sizes or max(sizes) > MAX_UNITS:
        return None
    heavy = int(params.get("artillery_dice", 1))
    # dice[i][k]: the dice side i rolls after k losses (artillery rolls `heavy` dice)
    dice = [_dice_after_losses(u, heavy) for u in units]
    bands = tuple((float(b["ratio"]), int(b["larger"]), int(b["smaller"])) for b in params["odds_bands"])
    rout = float(params["rout_ratio"])
    reach = max(dice[0][0], dice[1][0]) + 1            # hits in one round are at most the dice rolled
    # values[:, k0, k1] = (side 0 wins, side 1 wins, both destroyed, losses 0, losses 1) from there;
    # positions past a side's size stand for "all of it lost" (the padding), filled in first
    values = np.zeros((5, sizes[0] + reach + 1, sizes[1] + reach + 1))
    k0s, k1s = np.indices(values.shape[1:])
    gone0, gone1 = k0s >= sizes[0], k1s >= sizes[1]
    values[0] = gone1 & ~gone0
    values[1] = gone0 & ~gone1
    values[2] = gone0 & gone1
    values[3] = np.minimum(k0s, sizes[0])
    values[4] = np.minimum(k1s, sizes[1])
    # positions in decreasing total losses: every move goes to a later position, except staying put
    for total in range(sizes[0] + sizes[1] - 2, -1, -1):
        for k0 in range(max(0, total - sizes[1] + 1), min(sizes[0] - 1, total) + 1):
            k1 = total - k0
            values[:, k0, k1] = _value(k0, k1, sizes, dice, bands, rout, values)
    w0, w1, both, l0, l1 = (float(v) for v in values[:, 0, 0])
    return BattleOdds(w0, w1, both, (l0, l1))


def _dice_after_losses(units: list[str], heavy: int) -> list[int]:
    out, total = [], sum(heavy if u == "artillery" else 1 for u in units)
    out.append(total)
    for u in units:
        total -= heavy if u == "artillery" else 1
        out.append(total)
    return out


def _need(ratio: float, bands) -> tuple[int, int]:
    for r, larger, smaller in bands:
        if ratio >= r:
            return larger, smaller
    return bands[-1][1], bands[-1][2]


@lru_cache(maxsize=4096)
def _hits(n: int, need: int) -> tuple[float, ...]:
    """P(h hits) for n dice hitting on `need`+ (a d6), h = 0..n."""
    p = max(0, min(6, 7 - need)) / 6
    return tuple(comb(n, h) * p ** h * (1 - p) ** (n - h) for h in range(n + 1))


def _value(k0: int, k1: int, sizes, dice, bands, rout: float, values: np.ndarray) -> np.ndarray:
    """The value of a position where both sides still stand."""
    left = (sizes[0] - k0, sizes[1] - k1)
    big = 0 if left[0] >= left[1] else 1
    ratio = left[big] / left[1 - big]
    if ratio >= rout:                        # the larger side wins at once and loses one unit
        losses = [float(k0), float(k1)]
        losses[big] += 1
        losses[1 - big] = float(sizes[1 - big])
        return np.array([1.0 if big == 0 else 0.0, 1.0 if big == 1 else 0.0, 0.0, *losses])
    need = [0, 0]
    need[big], need[1 - big] = _need(ratio, bands)
    p0, p1 = np.array(_hits(dice[0][k0], need[0])), np.array(_hits(dice[1][k1], need[1]))
    stay = p0[0] * p1[0]
    if stay >= 1.0:                          # no side can ever hit: the table allows no end
        return np.array([0.0, 0.0, 0.0, float(k0), float(k1)])
    # side 1's hits are side 0's losses: rows k0 + h1, columns k1 + h0
    block = values[:, k0:k0 + len(p1), k1:k1 + len(p0)]
    acc = np.einsum("i,jik,k->j", p1, block, p0) - stay * values[:, k0, k1]
    return acc / (1.0 - stay)
