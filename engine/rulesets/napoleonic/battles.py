"""Who fights whom, and writing a battle's outcome back onto the corps and squadrons.

Allies fight as one side (the ally of an ally is not an ally; a nation allied to both enemies
stays out). Where more than two hostile sides meet, the largest battle comes first and the
survivors fight the next. A battle's result may be rolled ("odds") or entered by the
GM (overrides); with the "manual" combat model every battle needs an entered result.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from engine.decisions import BattleKey, BattlesNeedResults, battle_results  # noqa: F401  (BattlesNeedResults: where it was imported from)
from engine.dice import Dice
from engine.params import CombatModel
from engine.rulesets.napoleonic.combat import Stack, apply_manual, fight_odds, losses_in_order
from engine.rulesets.napoleonic.events import Battle
from engine.rulesets.napoleonic.units import Corps, Squadron
from engine.rulesets.napoleonic.work import Work

Unit = Corps | Squadron


def border_key(a: str, b: str) -> str:
    return "|".join(sorted((a, b)))


def allies_around(work: Work, nation: str, enemy: str, nations: Iterable[str]) -> tuple[str, ...]:
    """`nation`'s side against `enemy`: itself and its allies among `nations`. The ally of an ally
    is not an ally, and a nation allied to both enemies stays out."""
    return tuple(sorted({nation} | {m for m in nations
                                    if m != enemy and work.allied(m, nation) and not work.allied(m, enemy)}))


def _stack(u: Unit) -> Stack:
    if isinstance(u, Corps):
        return Stack(u.nation, f"corps {u.letter}", {"infantry": u.infantry, "cavalry": u.cavalry,
                                                       "artillery": u.artillery, "scout": int(u.scout)})
    return Stack(u.nation, f"squadron {u.number}", {"squadron": 1})


def _describe(u: Unit) -> str:
    return u.composition() if isinstance(u, Corps) else "squadron"


def _lost_text(s: Stack) -> str:
    return ", ".join(f"{n} {'scouting cavalry' if k == 'scout' else k}" for k, n in s.lost.items() if n)


class Battles:
    """Fights battles for one resolution, remembering the ones that still need a GM's result."""

    def __init__(self, work: Work, dice: Dice, overrides: Mapping[str, Any] | None):
        self.work = work
        self.dice = dice
        self.results = battle_results(overrides)
        self.manual = work.params["combat_model"] == CombatModel.MANUAL
        self.pending: list[tuple[BattleKey, str]] = []     # battles waiting for the GM, with their labels
        self.seen: dict[str, int] = {}     # battles so far at each place: the index names a battle's dice

    def fight(self, place: str, sides: tuple[list[Unit], list[Unit]], naval: bool, label: str) -> tuple[list, list]:
        """Fight to the end; returns the surviving units of each side (already written to the work)."""
        work = self.work
        number = self.seen[place] = self.seen.get(place, 0) + 1
        stacks = ([_stack(u) for u in sides[0]], [_stack(u) for u in sides[1]])
        names = (" and ".join(sorted({u.nation for u in sides[0]})), " and ".join(sorted({u.nation for u in sides[1]})))
        before = tuple(tuple((u.nation, s.unit, _describe(u)) for u, s in zip(side, st))
                       for side, st in zip(sides, stacks))
        key = BattleKey(tuple(sorted(place.split("|"))))
        result = self.results.get(key)
        if result is not None:
            outcome = apply_manual(stacks, result, label, losses_in_order(work.params))
            outcome.decided_by = result.reason
        elif self.manual:
            self.pending.append((key, label))
            return list(sides[0]), list(sides[1])
        else:
            stream = self.dice.stream(f"battle:{place}#{number}")    # its own dice, whatever else is set
            outcome = fight_odds(stacks, work.params, stream, label, names, losses_in_order(work.params))
        survivors: tuple[list, list] = ([], [])
        destroyed = []
        for i in (0, 1):
            for u, s in zip(sides[i], stacks[i]):
                u2: Unit
                if isinstance(u, Corps):
                    u2 = Corps(nation=u.nation, letter=u.letter, at=u.at, infantry=s.counts["infantry"],
                               cavalry=s.counts["cavalry"], artillery=s.counts["artillery"],
                               scout=bool(s.counts["scout"]), new=u.new)
                    alive = u2.divisions > 0
                else:
                    u2, alive = u, s.counts["squadron"] > 0
                if alive:
                    work.put(u2)
                    survivors[i].append(u2)
                else:
                    work.remove(u)
                    destroyed.append((u.nation, s.unit))
        nations = tuple(sorted({u.nation for side in sides for u in side}))
        work.emit(Battle(
            place=place, naval=naval, sides=(tuple(sorted({u.nation for u in sides[0]})),
                                            tuple(sorted({u.nation for u in sides[1]}))),
            before=before,
            losses=tuple(tuple((s.nation, s.unit, _lost_text(s)) for s in st if s.lost) for st in stacks),
            destroyed=tuple(destroyed), rounds=tuple(outcome.rounds), winner=outcome.winner,
            decided_by=outcome.decided_by, private_to=nations))
        return survivors

    def melee(self, place: str, units: list[Unit], naval: bool, label: str) -> None:
        """Every two nations at war in one place fight, each with its allies there; the largest
        battle first, then the survivors' next one."""
        alive = list(units)
        fought: set[tuple] = set()
        while True:
            nations = sorted({u.nation for u in alive})
            size = {n: sum(_stack(u).size for u in alive if u.nation == n) for n in nations}
            battles: set[tuple[int, tuple[str, ...], tuple[str, ...]]] = set()
            for i, a in enumerate(nations):
                for b in nations[i + 1:]:
                    if self.work.at_war(a, b):
                        first, second = sorted((allies_around(self.work, a, b, nations),
                                                allies_around(self.work, b, a, nations)))
                        if (first, second) not in fought:
                            battles.add((sum(size[n] for n in first + second), first, second))
            if not battles:
                return
            _, one, other = max(battles)
            side_a = [u for u in alive if u.nation in one]
            side_b = [u for u in alive if u.nation in other]
            left_a, left_b = self.fight(place, (side_a, side_b), naval, label)
            alive = [u for u in alive if u.nation not in one and u.nation not in other] + left_a + left_b
            if left_a and left_b:   # both still stand (a pending or GM's result): no second battle
                fought.add((one, other))
