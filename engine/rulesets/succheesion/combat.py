"""The seed's auto-calculated combat: tactical points (TP), the casualty level, the casualty ratio.

`fight` is pure: two armies by type, the dice, each side's standing orders; it returns the
whole story (every TP, roll and casualty) for the report and the resolve preview.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from engine.combat import Roller
from engine.rulesets.succheesion.units import LAND_TYPES, MILITIA, SHIP_TYPES
from engine.words.textio import is_digits

# The types whose "more" gives a TP; Militia gives one to the side with fewer.
LAND_BONUS_TYPES = ("Light Infantry", "Guard Infantry", "Cavalry", "Heavy Cavalry", "Artillery")
SEA_BONUS_TYPES = ("Frigate", "Galleon")


class Side(msgspec.Struct, frozen=True, kw_only=True):
    nation: str
    units: dict[str, int]          # type -> count (Militia count one each)
    general: bool = False
    spend_to_percent: int = 0      # standing order: spend TP until the rate reaches this
    casualties_first: tuple[str, ...] = ()
    spend_tp: int | None = None    # standing order: spend this many TP (seed: "spends 1 success")

    @property
    def size(self) -> int:
        return sum(self.units.values())


class BattleStory(msgspec.Struct, frozen=True, kw_only=True):
    """Every number of one battle, in the order the seed computes them."""
    sides: tuple[str, str]
    sizes: tuple[int, int]
    rolled: tuple[tuple[int, ...], tuple[int, ...]]   # each side's TP dice
    rolled_points: tuple[int, int]
    bonuses: tuple[tuple[str, ...], tuple[str, ...]]  # the reason of every extra TP
    points: tuple[int, int]                           # after bonuses, the zero rule and any roll-off
    after_spending: tuple[int, int]                   # the victor's remaining TP, the loser's with any given
    victor: int                                       # 0 or 1
    level_roll: int
    spent: int
    level: int
    rate: int                                         # percent
    loser_losses: int                                 # casualties (two Militia make one)
    victor_losses: int
    losses: tuple[tuple[str, ...], tuple[str, ...]]   # each side's casualties in the order taken
    notes: tuple[str, ...] = ()


def tactical_dice(dice: Roller, side: Side, params: Mapping[str, Any], where: str) -> tuple[int, tuple[int, ...]]:
    """1d6 per unit and one more per Galleon; each 1 is a TP (the 1-per-6 shortcut is a parameter)."""
    count = side.size + side.units.get("Galleon", 0)
    points = 0
    if params.get("one_point_per_six"):
        points, count = divmod(count, 6)
    rolls = tuple(dice.d6(f"{side.nation}'s tactical points in {where}") for _ in range(count))
    return points + rolls.count(1), rolls


def bonus_points(a: Side, b: Side, naval: bool) -> tuple[list[str], list[str]]:
    """The extra TPs of each side, each with its reason."""
    out: tuple[list[str], list[str]] = ([], [])
    if not naval:
        ma, mb = a.units.get(MILITIA, 0), b.units.get(MILITIA, 0)
        if ma != mb:
            out[0 if ma < mb else 1].append("fewer Militia")
    for kind in SEA_BONUS_TYPES if naval else LAND_BONUS_TYPES:
        ca, cb = a.units.get(kind, 0), b.units.get(kind, 0)
        if ca != cb:
            out[0 if ca > cb else 1].append(f"more {kind}")
    for i, s in enumerate((a, b)):
        if s.general:
            out[i].append("General present")
    return out


def casualty_levels(params: Mapping[str, Any]) -> list[int]:
    return list(params["casualty_levels"])


def choose_casualties(units: Mapping[str, int], count: int, first: Sequence[str], costs: Mapping[str, int],
                      militia_per: int = 2) -> list[str]:
    """`count` casualties under the seed's rules: no type twice in a row unless nothing else is
    left; `militia_per` Militia make one casualty, a lone Militia only when nothing else is left.
    Preferred types first, then the cheapest (table order for ties)."""
    left = dict(units)
    order = [t for t in first if t in left] + sorted(
        (t for t in left if t not in first), key=lambda t: (costs.get(t, 99), _rank(t)))
    taken: list[str] = []
    last = None
    for _ in range(count):
        whole = [t for t in order if left.get(t, 0) >= (militia_per if t == MILITIA else 1)]
        fresh = [t for t in whole if t != last]
        candidates: list[str | None] = [*(fresh or whole or [t for t in order if left.get(t, 0) > 0])]
        pick = (candidates or [None])[0]
        if pick is None:
            break
        take = min(militia_per, left[pick]) if pick == MILITIA else 1
        left[pick] -= take
        taken.append(f"{take} {pick}" if pick == MILITIA and take > 1 else pick)
        last = pick
    return taken


def _rank(kind: str) -> int:
    types = LAND_TYPES + SHIP_TYPES
    return types.index(kind) if kind in types else len(types)


def units_lost(casualties: Sequence[str]) -> dict[str, int]:
    """'2 Militia' -> 2 Militia; anything else one unit of its type."""
    out: dict[str, int] = {}
    for c in casualties:
        head, _, rest = c.partition(" ")
        if is_digits(head) and rest:
            out[rest] = out.get(rest, 0) + int(head)
        else:
            out[c] = out.get(c, 0) + 1
    return out


def scored_points(rolled: tuple[int, int], bonus: tuple[Sequence[str], Sequence[str]]) -> tuple[list[int], list[str]]:
    """Each side's TP from its ones and its bonuses; a side with none gives both one more."""
    points = [rolled[0] + len(bonus[0]), rolled[1] + len(bonus[1])]
    notes: list[str] = []
    if 0 in points:
        points = [p + 1 for p in points]
        notes.append("a side scored no TP: one added to both")
    return points, notes


def fight(a: Side, b: Side, dice: Roller, params: Mapping[str, Any], where: str, naval: bool = False) -> BattleStory:
    ra, rolls_a = tactical_dice(dice, a, params, where)
    rb, rolls_b = tactical_dice(dice, b, params, where)
    bonus = bonus_points(a, b, naval)
    points, notes = scored_points((ra, rb), (bonus[0], bonus[1]))
    if points[0] == points[1]:
        while True:
            ta = dice.d6(f"{a.nation}'s roll-off for the tie in {where}")
            tb = dice.d6(f"{b.nation}'s roll-off for the tie in {where}")
            if ta != tb:
                break
        points[0 if ta > tb else 1] += 1
        notes.append(f"tie: roll-off {ta} against {tb}")
    v = 0 if points[0] > points[1] else 1
    roll = dice.d6(f"{(a, b)[v].nation}'s casualty level in {where}")
    return settle(a, b, params, (points[0], points[1]), roll, rolled=(rolls_a, rolls_b), rolled_points=(ra, rb),
                  bonus=(tuple(bonus[0]), tuple(bonus[1])), notes=notes)


def settle(a: Side, b: Side, params: Mapping[str, Any], points: tuple[int, int], roll: int, *,
           rolled: tuple[tuple[int, ...], tuple[int, ...]] = ((), ()), rolled_points: tuple[int, int] = (0, 0),
           bonus: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()), notes: Sequence[str] = ()) -> BattleStory:
    """The battle once every die is rolled: the side with more TP (`points`, never equal) wins, its
    casualty level `roll` and the TP it spends set the rate; each side's casualties."""
    sides = (a, b)
    notes = list(notes)
    v = 0 if points[0] > points[1] else 1
    victor, loser = sides[v], sides[1 - v]
    levels = casualty_levels(params)
    costs = params["unit_costs"]
    militia_per = params["militia_per_casualty"]

    def outcome(spent: int):
        level = min(roll + spent, len(levels))
        rate = levels[level - 1]
        own = points[v]
        given = max(0, spent - own)
        loser_points = points[1 - v] + given
        remaining = max(1, own - spent)
        loser_n = rate * loser.size // 100
        victor_n = loser_points * loser_n // remaining
        return level, rate, loser_points, loser_n, victor_n

    spent = 0
    if victor.spend_tp is not None:       # no TP is spent past the last level
        spent = max(0, min(victor.spend_tp, len(levels) - roll))
    while roll + spent < len(levels) and levels[min(roll + spent, len(levels)) - 1] < victor.spend_to_percent:
        spent += 1
    wanted = spent
    while spent and outcome(spent)[4] >= victor.size:
        spent -= 1
    if spent < wanted:
        notes.append(f"{victor.nation} may not spend TP so as to destroy its own force: it spends "
                     f"{spent} TP, not {wanted}")
    level, rate, loser_points, loser_n, victor_n = outcome(spent)
    victor_n = min(victor_n, victor.size)
    final = list(points)
    final[1 - v] = loser_points
    final[v] = points[v] - min(spent, points[v])
    lost: list[list[str]] = [[], []]
    lost[1 - v] = choose_casualties(loser.units, loser_n, loser.casualties_first, costs, militia_per)
    lost[v] = choose_casualties(victor.units, victor_n, victor.casualties_first, costs, militia_per)
    return BattleStory(
        sides=(a.nation, b.nation), sizes=(a.size, b.size), rolled=rolled, rolled_points=rolled_points,
        bonuses=bonus, points=(points[0], points[1]),
        after_spending=(final[0], final[1]), victor=v, level_roll=roll,
        spent=spent, level=level, rate=rate, loser_losses=loser_n, victor_losses=victor_n,
        losses=(tuple(lost[0]), tuple(lost[1])), notes=tuple(notes))
