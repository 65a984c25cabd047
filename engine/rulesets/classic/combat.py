"""Battles between two nations' armies (or ships), fought with seed 001's odds table to the end.

The table is the engine's neutral `fight_odds` (written for seed 001); here every army or
ship is one unit of one kind. A
battle's result may also be entered by the GM (overrides), or every battle left to the GM
with the combat model "manual".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.combat import Stack, apply_manual, fight_odds
from engine.decisions import BattleKey, BattlesNeedResults, battle_results  # noqa: F401  (BattlesNeedResults: where it was imported from)
from engine.dice import Dice
from engine.params import CombatModel
from engine.rulesets.classic.events import Battle
from engine.rulesets.classic.work import Work

UNIT_WORD = {"army": "army", "ship": "ship"}
LOSS_ORDER = ["army", "ship"]


class Fights:
    """Fights the battles of one resolution, in the order they are asked for."""

    def __init__(self, work: Work, dice: Dice, overrides: Mapping[str, Any] | None):
        self.work = work
        self.dice = dice
        self.results = battle_results(overrides)
        self.manual = work.params["combat_model"] == CombatModel.MANUAL
        self.pending: list[tuple[BattleKey, str]] = []     # battles waiting for the GM, with their labels
        self.seen: dict[str, int] = {}
        p = work.params
        self.table = {"odds_bands": p["odds_bands"], "rout_ratio": p["rout_ratio"],
                      "max_battle_rounds": p["max_battle_rounds"], "artillery_dice": 1,
                      "larger_rolls_first": True}

    def fight(self, place: str, label: str, kind: str, sides: tuple[tuple[str, list[int]], tuple[str, list[int]]],
              naval: bool) -> tuple[list[int], list[int]] | None:
        """Each side is (nation, [units per stack]); returns the survivors per stack, or None when
        the battle waits for the GM's result (the manual model)."""
        number = self.seen[place] = self.seen.get(place, 0) + 1
        key = BattleKey(tuple(sorted(place.split("|"))), number)
        names = (sides[0][0], sides[1][0])
        word = "ships" if kind == "ship" else "armies"
        stacks = ([Stack(sides[0][0], word, {kind: n}) for n in sides[0][1]],
                  [Stack(sides[1][0], word, {kind: n}) for n in sides[1][1]])
        result = self.results.get(key)
        if result is not None:
            outcome = apply_manual(stacks, result, label, LOSS_ORDER)
            decided_by = result.reason
        elif self.manual:
            self.pending.append((key, label))
            return None
        else:
            stream = self.dice.stream(f"battle:{place}#{number}")    # its own dice, whatever else is set
            rank = self.work.nation_rank   # the larger side rolls first in every round; on a tie, the first listed
            table = {**self.table, "first_on_tie": 0 if rank[names[0]] <= rank[names[1]] else 1}
            outcome = fight_odds(stacks, table, stream, label, names, LOSS_ORDER)
            decided_by = CombatModel.ODDS
        survivors = tuple([s.counts[kind] for s in st] for st in stacks)
        before = (sum(sides[0][1]), sum(sides[1][1]))
        after = tuple(sum(s) for s in survivors)
        unit = UNIT_WORD[kind]
        rounds = tuple(r.replace("loses one division", f"loses one {unit}") for r in outcome.rounds)
        self.work.emit(Battle(place=place, key=key.text, naval=naval, sides=names, before=before,
                              losses=(before[0] - after[0], before[1] - after[1]), rounds=rounds,
                              winner=outcome.winner, decided_by=decided_by))
        return survivors[0], survivors[1]
