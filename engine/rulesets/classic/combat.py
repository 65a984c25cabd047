"""Battles between two nations' armies (or ships), fought with seed 001's odds table to the end.

The table itself is napoleonic's `fight_odds` (written for seed 001 and applied there per
division); here every army or ship is one unit of one kind, so the same code serves. A
battle's result may also be entered by the GM (overrides), or every battle left to the GM
with the combat model "manual".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.dice import Dice
from engine.errors import BerthierError
from engine.rulesets.classic.events import Battle
from engine.rulesets.classic.work import Work
from engine.rulesets.napoleonic.combat import Stack, apply_manual, fight_odds

UNIT_WORD = {"army": "army", "ship": "ship"}


class BattlesNeedResults(BerthierError):
    """The combat model is manual and some battles have no result entered yet."""

    def __init__(self, places: list[str], keys: list[str] | None = None):
        self.places = places      # "the battle of 46 (46)", for people
        self.keys = keys or []    # "46", "46#2", "A|B": what overrides["battles"] is keyed by
        super().__init__("these battles need a result entered by the GM (the combat model is manual): "
                         + "; ".join(places))


class Fights:
    """Fights the battles of one resolution, in the order they are asked for."""

    def __init__(self, work: Work, dice: Dice, overrides: Mapping[str, Any] | None):
        self.work = work
        self.dice = dice
        self.results = dict((overrides or {}).get("battles", {}))
        self.manual = work.params["combat_model"] == "manual"
        self.pending: list[str] = []
        self.pending_keys: list[str] = []
        self.seen: dict[str, int] = {}
        p = work.params
        self.table = {"odds_bands": p["odds_bands"], "rout_ratio": p["rout_ratio"],
                      "max_battle_rounds": p["max_battle_rounds"], "artillery_dice": 1,
                      "loss_order": ["army", "ship"], "larger_rolls_first": True}

    def fight(self, place: str, label: str, kind: str, sides: tuple[tuple[str, list[int]], tuple[str, list[int]]],
              naval: bool) -> tuple[list[int], list[int]] | None:
        """Each side is (nation, [units per stack]); returns the survivors per stack, or None when
        the battle waits for the GM's result (the manual model)."""
        number = self.seen[place] = self.seen.get(place, 0) + 1
        key = place if number == 1 else f"{place}#{number}"
        names = (sides[0][0], sides[1][0])
        stacks = tuple([Stack(nation, f"{'ships' if kind == 'ship' else 'armies'}", {kind: n}) for n in counts]
                       for nation, counts in sides)
        result = self.results.get(key)
        if result is not None:
            outcome = apply_manual(stacks, result.get("losses", {}), self.table, label,
                                   result.get("reason") or "entered by the GM")
            decided_by = result.get("reason") or "manual"
        elif self.manual:
            self.pending.append(f"{label} ({key})")
            self.pending_keys.append(key)
            return None
        else:
            rank = self.work.nation_rank   # the larger side rolls first in every round; on a tie, the first listed
            table = {**self.table, "first_on_tie": 0 if rank[names[0]] <= rank[names[1]] else 1}
            outcome = fight_odds(stacks, table, self.dice, label, names)
            decided_by = "odds"
        survivors = tuple([s.counts[kind] for s in st] for st in stacks)
        before = tuple(sum(c) for _, c in sides)
        after = tuple(sum(s) for s in survivors)
        unit = UNIT_WORD[kind]
        rounds = tuple(r.replace("loses one division", f"loses one {unit}") for r in outcome.rounds)
        self.work.emit(Battle(place=place, key=key, naval=naval, sides=names, before=before,
                              losses=(before[0] - after[0], before[1] - after[1]), rounds=rounds,
                              winner=outcome.winner, decided_by=decided_by))
        return survivors[0], survivors[1]
