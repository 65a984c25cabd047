"""Battles by seed 001's odds table, or with losses entered by the GM: neutral ground any ruleset
may fight with.

A side is a list of stacks (one per corps, army or squadron) of counted units. Each round every
unit rolls one die (artillery rolls `artillery_dice`); the ratio S of the larger side's units to
the smaller's picks the band. Hits land at the same time; losses are taken in the ruleset's loss
order, each from the stack that holds most of that kind. At `rout_ratio` the larger side wins at
once and loses one unit.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol

from engine.decisions import BattleResult
from engine.errors import BerthierError
from engine.params import CombatModel


class Roller(Protocol):
    """Where a battle's dice come from (the turn's dice, or one stream of them)."""

    def d6(self, purpose: str) -> int: ...


@dataclass
class Stack:
    nation: str
    unit: str                    # "corps A", "squadron 3"
    counts: dict[str, int]
    lost: dict[str, int] = field(default_factory=dict)

    @property
    def size(self) -> int:
        return sum(self.counts.values())

    def take(self, kind: str, n: int = 1) -> None:
        self.counts[kind] -= n
        self.lost[kind] = self.lost.get(kind, 0) + n


@dataclass
class Outcome:
    rounds: list[str]
    winner: int | None           # 0 or 1, None when both sides are gone
    decided_by: str              # CombatModel.ODDS, CombatModel.MANUAL, or the GM's reason


def side_size(side: list[Stack]) -> int:
    return sum(s.size for s in side)


def take_losses(side: list[Stack], hits: int, loss_order: list[str]) -> None:
    for _ in range(hits):
        for kind in loss_order:
            holders = [s for s in side if s.counts.get(kind, 0) > 0]
            if holders:
                max(holders, key=lambda s: s.counts[kind]).take(kind)
                break
        else:
            return


def band(params: Mapping[str, Any], ratio: float) -> tuple[int, int]:
    for row in params["odds_bands"]:
        if ratio >= row["ratio"]:
            return row["larger"], row["smaller"]
    last = params["odds_bands"][-1]
    return last["larger"], last["smaller"]


def _rolling_order(params: Mapping[str, Any], sizes: tuple[int, int], big: int) -> tuple[int, int]:
    """Side 1 rolls first, unless the table says the larger side does, counted afresh each round
    (as seed 001 is read by a ruleset that sets it); on a tie then, the side `first_on_tie` names."""
    if not params.get("larger_rolls_first"):
        return 0, 1
    first = big if sizes[0] != sizes[1] else params.get("first_on_tie", 0)
    return first, 1 - first


def fight_odds(sides: tuple[list[Stack], list[Stack]], params: Mapping[str, Any], dice: Roller,
               place: str, names: tuple[str, str], loss_order: list[str]) -> Outcome:
    """Fight to the end by the odds table in `params` (odds_bands, rout_ratio, max_battle_rounds,
    artillery_dice); losses fall in `loss_order`."""
    heavy = params["artillery_dice"]
    rounds: list[str] = []
    for number in range(1, params["max_battle_rounds"] + 1):
        sizes = (side_size(sides[0]), side_size(sides[1]))
        if 0 in sizes:
            break
        big = 0 if sizes[0] >= sizes[1] else 1
        ratio = sizes[big] / sizes[1 - big]
        if ratio >= params["rout_ratio"]:
            take_losses(sides[big], 1, loss_order)
            small = sides[1 - big]
            take_losses(small, side_size(small), loss_order)
            rounds.append(f"Round {number}: {names[big]} {sizes[big]} against {names[1 - big]} "
                          f"{sizes[1 - big]} (odds {ratio:.1f} to 1): {names[big]} overwhelms its enemy "
                          f"and loses one division")
            break
        need = [0, 0]
        need[big], need[1 - big] = band(params, ratio)
        hits = [0, 0]
        rolled: list[list[int]] = [[], []]
        for i in _rolling_order(params, sizes, big):
            for stack in sides[i]:
                for kind, n in stack.counts.items():
                    per = heavy if kind == "artillery" else 1
                    for _ in range(n * per):
                        value = dice.d6(f"{place}, round {number}, {names[i]} {stack.unit} {kind}")
                        rolled[i].append(value)
                        hits[i] += value >= need[i]
        for i in (0, 1):
            take_losses(sides[1 - i], hits[i], loss_order)
        rounds.append(
            f"Round {number}: {names[0]} {sizes[0]} against {names[1]} {sizes[1]}; "
            f"{names[0]} hits on {need[0]}+, rolls {' '.join(map(str, rolled[0]))}: {hits[0]} hit(s); "
            f"{names[1]} hits on {need[1]}+, rolls {' '.join(map(str, rolled[1]))}: {hits[1]} hit(s)")
    else:
        raise BerthierError(f"the battle at {place} did not end within {params['max_battle_rounds']} rounds")
    return Outcome(rounds, _winner(sides), CombatModel.ODDS)


def apply_manual(sides: tuple[list[Stack], list[Stack]], result: BattleResult, place: str,
                 loss_order: list[str]) -> Outcome:
    """Losses entered by the GM, by unit kind or everything a nation had there."""
    present = {s.nation for side in sides for s in side}
    for nation in result.nations():
        if nation not in present:
            raise BerthierError(f"the result for {place} names {nation}, who does not fight there "
                                f"(present: {', '.join(sorted(present))})")
    for nation in result.all_lost:
        stacks = [s for side in sides for s in side if s.nation == nation]
        take_losses(stacks, sum(s.size for s in stacks), loss_order)
    for nation, spec in result.losses.items():
        stacks = [s for side in sides for s in side if s.nation == nation]
        for kind, n in spec.items():
            have = sum(s.counts.get(kind, 0) for s in stacks)
            if n > have:
                raise BerthierError(f"the result for {place} takes {n} {kind} from {nation}, who has {have} there")
            take_losses(stacks, n, [kind])
    return Outcome([f"Result entered by the GM: {result.reason}"], _winner(sides), CombatModel.MANUAL)


def _winner(sides: tuple[list[Stack], list[Stack]]) -> int | None:
    alive = [side_size(s) > 0 for s in sides]
    if alive[0] and not alive[1]:
        return 0
    if alive[1] and not alive[0]:
        return 1
    return None   # both destroyed, or (by the GM's hand) both still standing
