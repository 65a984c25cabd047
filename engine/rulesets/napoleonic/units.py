"""Corps of divisions and individual squadrons, and the Napoleonic game state that holds them."""

from __future__ import annotations

from typing import Iterable, Iterator

import msgspec

from engine.state import GameState

INFANTRY, CAVALRY, ARTILLERY, SCOUT = "infantry", "cavalry", "artillery", "scout"
DIVISION_KINDS = (INFANTRY, CAVALRY, ARTILLERY)
SQUADRON = "squadron"


class Corps(msgspec.Struct, frozen=True, kw_only=True, tag="corps", tag_field="type"):
    nation: str
    letter: str
    at: str
    infantry: int = 0
    cavalry: int = 0
    artillery: int = 0
    scout: bool = False        # the optional fourth slot: scouting cavalry
    new: bool = False          # holds divisions built this season: it cannot move but defends

    @property
    def key(self) -> tuple[str, str]:
        return (self.nation, self.letter)

    @property
    def divisions(self) -> int:
        return self.infantry + self.cavalry + self.artillery + (1 if self.scout else 0)

    @property
    def regular(self) -> int:
        """Divisions in the three regular slots."""
        return self.infantry + self.cavalry + self.artillery

    @property
    def all_cavalry(self) -> bool:
        return self.infantry == 0 and self.artillery == 0 and self.divisions > 0

    def count(self, kind: str) -> int:
        return int(self.scout) if kind == SCOUT else getattr(self, kind)

    def composition(self) -> str:
        """'2 infantry, 1 cavalry + scouting cavalry' as the internal report prints it."""
        parts = [f"{n} {k}" for k, n in ((INFANTRY, self.infantry), (CAVALRY, self.cavalry),
                                        (ARTILLERY, self.artillery)) if n]
        text = ", ".join(parts) if parts else "no regular divisions"
        return text + (" + scouting cavalry" if self.scout else "")

    def label(self) -> str:
        return f"{self.nation} corps {self.letter}"


class Squadron(msgspec.Struct, frozen=True, kw_only=True, tag="squadron", tag_field="type"):
    nation: str
    number: int
    at: str
    new: bool = False

    @property
    def key(self) -> tuple[str, int]:
        return (self.nation, self.number)

    def label(self) -> str:
        return f"{self.nation} squadron {self.number}"


class NapoleonicState(GameState, frozen=True, kw_only=True, tag="napoleonic"):
    corps: tuple[Corps, ...] = ()
    squadrons: tuple[Squadron, ...] = ()

    def corps_of(self, nation: str) -> list[Corps]:
        return [c for c in self.corps if c.nation == nation]

    def find_corps(self, nation: str, letter: str) -> Corps | None:
        for c in self.corps:
            if c.nation == nation and c.letter == letter:
                return c
        return None

    def find_squadron(self, nation: str, number: int) -> Squadron | None:
        for s in self.squadrons:
            if s.nation == nation and s.number == number:
                return s
        return None

    def units_at(self, region: str) -> list[Corps | Squadron]:
        return [c for c in self.corps if c.at == region] + [s for s in self.squadrons if s.at == region]


def letter_sequence() -> Iterable[str]:
    """A, B, ..., Z, AA, AB, ...: the letters new corps take, first free first."""
    n = 0
    while True:
        n += 1
        k, s = n, ""
        while k:
            k, r = divmod(k - 1, 26)
            s = chr(65 + r) + s
        yield s


def free_letters(used: set[str]) -> Iterator[str]:
    return (x for x in letter_sequence() if x not in used)


def first_free_number(used: set[int]) -> int:
    n = 1
    while n in used:
        n += 1
    return n
