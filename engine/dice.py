"""Dice: injected into resolution, drawn through named streams, every roll logged with its stream
and purpose, replaceable by a fixed list.

Every draw belongs to a stream named by what it decides ("battle:bavaria#1", "income:France").
A turn is resolved with `SeededDice(seed)`: each stream's values depend only on the seed and the
stream's name, so setting one battle by hand or adding a battle elsewhere leaves every other
stream's dice as they were. `FixedDice([3, 6, 1, ...])` (tests, or real dice a GM rolled) reads
its values in the order the rolls are made, whatever their stream. `OneStreamDice` is the scheme
of games resolved before streams existed: one generator shared by every draw, kept to replay them.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import ClassVar

import msgspec

from engine.errors import BerthierError, DiceExhausted
from engine.sums import blake2b

# the dice schemes a game file records per turn
ONE_STREAM = "one-stream"          # before named streams: one random.Random(seed) for the whole turn
NAMED_STREAMS = "named-streams"    # each stream drawn from blake2b(seed, name)
CURRENT_SCHEME = NAMED_STREAMS
OLD_DICE = "one dice stream, as rolled before named streams"    # how a history names ONE_STREAM turns
# the stream of draws made on the dice themselves, naming no stream: rulesets name theirs, so
# that setting one thing by hand leaves the rest alone
TURN_STREAM = "turn"


class Roll(msgspec.Struct, frozen=True):
    purpose: str
    sides: int
    value: int
    stream: str = ""


class Rolls:
    """What can be rolled: a d-anything, a d6, a coin. Subclasses say where `roll` draws from."""

    def roll(self, sides: int, purpose: str) -> int:
        raise NotImplementedError

    def d6(self, purpose: str) -> int:
        return self.roll(6, purpose)

    def coin(self, purpose: str) -> bool:
        """Heads is True. Logged as a d2: 1 is heads, 2 is tails."""
        return self.roll(2, purpose) == 1

    def d6s(self, count: int, purpose: str) -> list[int]:
        return [self.roll(6, purpose) for _ in range(count)]


class Stream(Rolls):
    """The dice of one thing the turn decides: one battle, one nation's income."""

    def __init__(self, dice: Dice, name: str) -> None:
        self.dice = dice
        self.name = name

    def roll(self, sides: int, purpose: str) -> int:
        return self.dice._roll(self.name, sides, purpose)


class Dice(Rolls):
    """Base class: subclasses say where values come from; the log and the streams are kept here.
    Rolled directly, the dice draw from the stream "turn"."""

    scheme: ClassVar[str] = CURRENT_SCHEME

    def __init__(self) -> None:
        self.log: list[Roll] = []
        self._streams: dict[str, Stream] = {}

    def stream(self, name: str) -> Stream:
        """The stream named `name`; asking twice gives the same stream, continuing where it was."""
        if not name:
            raise ValueError("a dice stream needs a name saying what it decides")
        if name not in self._streams:
            self._streams[name] = Stream(self, name)
        return self._streams[name]

    def roll(self, sides: int, purpose: str) -> int:
        return self.stream(TURN_STREAM).roll(sides, purpose)

    @property
    def leftover(self) -> list[int]:
        """Values given and never read (only fixed dice have any)."""
        return []

    def _draw(self, stream: str, sides: int, purpose: str) -> int:
        raise NotImplementedError

    def _roll(self, stream: str, sides: int, purpose: str) -> int:
        if sides < 1:
            raise ValueError(f"a die needs at least one side (d{sides} for {purpose})")
        value = self._draw(stream, sides, purpose)
        self.log.append(Roll(purpose, sides, value, stream))
        return value


def _stream_key(seed: int, name: str) -> bytes:
    # blake2b, never Python's salted hash(): the same seed and name give the same key on every machine
    return blake2b(f"{seed}\x00{name}".encode(), digest_size=32, person=b"berthier-dice").digest()


class SeededDice(Dice):
    """Each stream its own generator, keyed by (seed, stream name)."""

    scheme = NAMED_STREAMS

    def __init__(self, seed: int) -> None:
        super().__init__()
        self.seed = seed
        self._keys: dict[str, bytes] = {}
        self._counters: dict[str, int] = {}

    def _draw(self, stream: str, sides: int, purpose: str) -> int:
        key = self._keys.get(stream)
        if key is None:
            key = self._keys[stream] = _stream_key(self.seed, stream)
        limit = (1 << 64) - (1 << 64) % sides    # below this every face is equally likely
        while True:
            n = self._counters.get(stream, 0)
            self._counters[stream] = n + 1
            block = blake2b(n.to_bytes(8, "big"), key=key, digest_size=8).digest()
            x = int.from_bytes(block, "big")
            if x < limit:
                return x % sides + 1


class OneStreamDice(Dice):
    """The scheme before named streams: every draw of the turn from one random.Random(seed)."""

    scheme = ONE_STREAM

    def __init__(self, seed: int) -> None:
        super().__init__()
        self.seed = seed
        self._rng = random.Random(seed)

    def _draw(self, stream: str, sides: int, purpose: str) -> int:
        return self._rng.randint(1, sides)


def seeded(scheme: str | None, seed: int) -> Dice:
    """The seeded dice of a turn resolved with `scheme` (None: the current one)."""
    if scheme in (None, NAMED_STREAMS):
        return SeededDice(seed)
    if scheme == ONE_STREAM:
        return OneStreamDice(seed)
    raise BerthierError(f"the dice scheme {scheme!r} is unknown to this Berthier (it knows "
                        f"{ONE_STREAM!r} and {NAMED_STREAMS!r}); a newer Berthier resolved this turn")


def dice_for(seed: int | None, fixed: list[int] | None) -> Dice:
    """A new turn's dice: the GM's fixed values when given, else seeded with the current scheme."""
    if fixed is not None:
        return FixedDice(fixed)
    if seed is None:
        raise ValueError("seeded dice need a seed")
    return seeded(None, seed)


class FixedDice(Dice):
    """Values in the order the rolls are made; running out, or a value the die cannot show, is an
    error naming the roll it was for."""

    def __init__(self, values: Iterable[int]) -> None:
        super().__init__()
        self.values = list(values)
        self._next = 0

    def _draw(self, stream: str, sides: int, purpose: str) -> int:
        if self._next >= len(self.values):
            raise DiceExhausted(
                f"the fixed dice ran out after {len(self.values)} roll(s); the next was a d{sides} for {purpose}")
        value = self.values[self._next]
        if not 1 <= value <= sides:
            raise DiceExhausted(f"dice value #{self._next + 1} is {value}, which a d{sides} cannot show; "
                                f"it was read for {purpose}")
        self._next += 1
        return value

    @property
    def unused(self) -> int:
        return len(self.values) - self._next

    @property
    def leftover(self) -> list[int]:
        """The values given and never read: the GM typed more dice than the turn rolled."""
        return self.values[self._next:]


def leftover_note(leftover: list[int], read: int) -> str:
    """What to tell the GM about dice values the resolution did not read ('' if none)."""
    if not leftover:
        return ""
    shown = ", ".join(map(str, leftover[:20])) + (", ..." if len(leftover) > 20 else "")
    return f"{len(leftover)} dice value(s) left over, not used: {shown} (the turn read {read})"


def parse_dice_list(text: str) -> list[int]:
    """'3,6, 1' -> [3, 6, 1], with a clear error for anything else."""
    values = []
    for i, part in enumerate(text.replace(";", ",").split(","), 1):
        part = part.strip()
        if not part:
            continue
        if not (part.isascii() and part.isdigit()):
            raise BerthierError(f"dice value #{i} ({part!r}) is not a whole number")
        values.append(int(part))
    return values
