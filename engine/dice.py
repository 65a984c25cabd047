"""Dice: injected into resolution, every roll logged with its purpose, replaceable by a fixed list.

The engine never touches the global `random` module. A game's turn is resolved with
`SeededDice(seed)` (the seed is stored, so the turn can be replayed) or, in tests and when a
GM rolled real dice, with `FixedDice([3, 6, 1, ...])`.
"""

from __future__ import annotations

import random
from typing import Iterable

import msgspec

from engine.errors import DiceExhausted


class Roll(msgspec.Struct, frozen=True):
    purpose: str
    sides: int
    value: int


class Dice:
    """Base class: subclasses say where values come from; the log is kept here."""

    def __init__(self) -> None:
        self.log: list[Roll] = []

    def _draw(self, sides: int, purpose: str) -> int:
        raise NotImplementedError

    def roll(self, sides: int, purpose: str) -> int:
        value = self._draw(sides, purpose)
        if not 1 <= value <= sides:
            raise DiceExhausted(f"a d{sides} cannot show {value} (for {purpose})")
        self.log.append(Roll(purpose, sides, value))
        return value

    def d6(self, purpose: str) -> int:
        return self.roll(6, purpose)

    def coin(self, purpose: str) -> bool:
        """Heads is True. Logged as a d2: 1 is heads, 2 is tails."""
        return self.roll(2, purpose) == 1

    def d6s(self, count: int, purpose: str) -> list[int]:
        return [self.roll(6, purpose) for _ in range(count)]


class SeededDice(Dice):
    def __init__(self, seed: int) -> None:
        super().__init__()
        self.seed = seed
        self._rng = random.Random(seed)

    def _draw(self, sides: int, purpose: str) -> int:
        return self._rng.randint(1, sides)


class FixedDice(Dice):
    """Values in the given order; running out is an error that says what the next roll was for."""

    def __init__(self, values: Iterable[int]) -> None:
        super().__init__()
        self.values = list(values)
        self._next = 0

    def _draw(self, sides: int, purpose: str) -> int:
        if self._next >= len(self.values):
            raise DiceExhausted(
                f"the fixed dice ran out after {len(self.values)} roll(s); the next was a d{sides} for {purpose}")
        value = self.values[self._next]
        self._next += 1
        return value

    @property
    def unused(self) -> int:
        return len(self.values) - self._next


def parse_dice_list(text: str) -> list[int]:
    """'3,6, 1' -> [3, 6, 1], with a clear error for anything else."""
    from engine.errors import BerthierError
    values = []
    for i, part in enumerate(text.replace(";", ",").split(","), 1):
        part = part.strip()
        if not part:
            continue
        if not part.isdigit():
            raise BerthierError(f"dice value #{i} ({part!r}) is not a whole number")
        values.append(int(part))
    return values
