"""Seed 002's tactical naval combat chart, its modifiers, the closing-to-melee table and the chase
chart, as data. The scraped chart lost its three column headings and what "x-y" means: both are
game parameters the GM confirms (`naval_chart_columns`, `naval_result_meaning`); until then a
lookup is a pending decision, never a guess."""

from __future__ import annotations

from typing import Mapping, Sequence

from engine.dice import Dice

TACTICS = ("melee", "linear attack", "linear defence")

# (attacker's tactic, defender's tactic) -> round ("all", "1st", "2nd") -> side "A"/"D" -> three
# columns, None where the chart prints a dash. Copied cell by cell from the seed.
CHART: dict[tuple[str, str], dict[str, dict[str, tuple[str | None, ...]]]] = {
    ("melee", "melee"): {"all": {"A": ("1-1", "4-2", "5-2"), "D": ("1-1", "4-2", "5-2")}},
    ("linear attack", "melee"): {"1st": {"A": ("2-1", "3-2", "4-3"), "D": ("1-1", "1-1", "1-1")},
                                 "2nd": {"A": (None, "2-1", "2-1"), "D": (None, "3-3", "4-4")}},
    ("linear defence", "melee"): {"1st": {"A": ("3-2", "4-2", "5-3"), "D": ("1-1", "1-1", "1-1")},
                                  "2nd": {"A": (None, "1-1", "1-1"), "D": (None, "4-4", "4-4")}},
    ("melee", "linear attack"): {"1st": {"A": ("1-1", "1-1", "1-1"), "D": ("2-1", "3-2", "4-3")},
                                 "2nd": {"A": (None, "3-3", "4-4"), "D": (None, "2-1", "2-1")}},
    ("linear attack", "linear attack"): {"all": {"A": ("2-2", "3-2", "4-2"), "D": ("2-2", "3-2", "4-2")}},
    ("linear defence", "linear attack"): {"all": {"A": ("2-2", "3-2", "4-2"), "D": ("1-2", "2-2", "3-3")}},
    ("melee", "linear defence"): {"1st": {"A": ("1-1", "1-1", "1-1"), "D": ("3-2", "4-2", "5-3")},
                                  "2nd": {"A": (None, "4-4", "4-4"), "D": (None, "1-1", "1-1")}},
    ("linear attack", "linear defence"): {"all": {"A": ("1-2", "2-2", "3-3"), "D": ("2-2", "3-2", "4-2")}},
    ("linear defence", "linear defence"): {"all": {"A": ("1-1", "2-1", "3-1"), "D": ("1-1", "2-1", "3-1")}},
}

# Closing to melee: the melee fleet closes on a d6 of 1 up to this, rolled after each round.
CLOSING = {"linear attack": 4, "linear defence": 3}
NELSON_CLOSING = (-1, -2)           # the seed: "may be modified by Nelson (-1/-2)"

# General chase chart: the victor's morale loss (upper bound of each band) -> result, rolled once.
CHASE = ((0.5, "5-1"), (1.5, "4-1"), (2.5, "3-1"), (3.5, "2-1"), (None, "1-1"))


class ChartNotConfirmed(Exception):
    """The GM has not yet confirmed what the chart's columns or results mean."""


def chart_cell(attacker: str, defender: str, round_no: int, side: str, column: int) -> str | None:
    """The "x-y" printed for `side` ("A" or "D") in `column` (0-2) of the attacker's and defender's
    tactics, in combat round `round_no` (the chart's 2nd row serves every round after the first)."""
    rounds = CHART[(attacker, defender)]
    row = rounds.get("all") or rounds["1st" if round_no == 1 else "2nd"]
    return row[side][column]


def chart_column(total: int, columns: Sequence[Sequence[int]] | None) -> int:
    """The column a modified die total reads, from the GM-confirmed headings: [[low, high], ...]
    for the three columns, in order. Totals beyond either end read the end column."""
    if not columns or len(columns) != 3:
        raise ChartNotConfirmed("naval_chart_columns: the three column headings of the tactical naval "
                                "combat chart are not confirmed")
    for i, (low, high) in enumerate(columns):
        if low <= total <= high:
            return i
    return 0 if total < columns[0][0] else 2


def combat_modifiers(ships: int, enemy_ships: int, fleets: int, majority_nation: str, tactic: str,
                     british: str = "Great Britain", french: str = "France") -> list[tuple[str, int]]:
    """The die-roll modifiers to combat resolution for one side, each with the seed's reason."""
    out = []
    if majority_nation == british and tactic in ("linear attack", "melee"):
        out.append(("majority of ships British using linear attack or melee", 1))
    if majority_nation == french and tactic == "linear defence":
        out.append(("majority of ships French using linear defence", 1))
    if ships >= 2 * enemy_ships:
        out.append(("twice as many ships (or more) than the enemy", 1))
    if 2 * ships <= enemy_ships:
        out.append(("half as many ships (or less) than the enemy", -1))
    if fleets > 2:
        out.append((f"{fleets - 2} fleet{'s' if fleets > 3 else ''} after the second", -(fleets - 2)))
    return out


def closes_to_melee(enemy_tactic: str, dice: Dice, nelson: int = 0) -> tuple[bool, int]:
    """After a round, a melee fleet facing linear attack closes on 1-4, facing linear defence on 1-3;
    Nelson's modifier (-1 or -2) is added to the roll. Returns (closed, roll)."""
    roll = dice.d6(f"closing to melee against {enemy_tactic}")
    return roll + nelson <= CLOSING[enemy_tactic], roll


def chase_result(morale_loss: float) -> str:
    """The chase chart's line for the victor's morale loss (rolled once)."""
    for upper, result in CHASE:
        if upper is None or morale_loss <= upper + 0.05:
            return result
    raise AssertionError("the chase chart's last band has no upper bound")


def read_result(result: str, meaning: Mapping[str, str] | None) -> str:
    """A chart result in the GM's words: `naval_result_meaning` = {"x": "...", "y": "..."}."""
    if not meaning or "x" not in meaning or "y" not in meaning:
        raise ChartNotConfirmed("naval_result_meaning: what the chart's 'x-y' results mean is not confirmed")
    x, y = result.split("-")
    return f"{x} {meaning['x']}, {y} {meaning['y']}"


def battle_note(sides: Sequence[tuple[str, int, int, str]], british: str = "Great Britain",
                french: str = "France") -> str:
    """What a sea battle's question must show of the chart (seed 002): each side's modifiers to combat
    resolution, those that hang on its tactic said with it, then the closing-to-melee and chase charts.
    `sides`: (the side's name, its ships, its fleets, the nation with most of its ships)."""
    parts = []
    for n, (name, ships, fleets, majority) in enumerate(sides):
        enemy = sides[1 - n][1]
        by_tactic = {t: combat_modifiers(ships, enemy, fleets, majority, t, british, french) for t in TACTICS}
        always = [m for m in by_tactic[TACTICS[0]] if all(m in mods for mods in by_tactic.values())]
        said = [f"{v:+d} ({reason})" for reason, v in always]
        hanging: dict[tuple[str, int], list[str]] = {}
        for tactic, mods in by_tactic.items():
            for m in mods:
                if m not in always:
                    hanging.setdefault(m, []).append(tactic)
        said += [f"{v:+d} with {' or '.join(tactics)} ({reason})" for (reason, v), tactics in hanging.items()]
        parts.append(f"{name} {', '.join(said) if said else 'no modifier'}")
    return ("tactical naval chart modifiers: " + "; ".join(parts)
            + f"; a melee fleet closes on a d6 of 1-{CLOSING['linear attack']} against linear attack, "
              f"1-{CLOSING['linear defence']} against linear defence (Nelson {NELSON_CLOSING[0]}/{NELSON_CLOSING[1]}); "
              "the chase chart reads the victor's morale loss")
