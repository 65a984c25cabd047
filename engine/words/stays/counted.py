"""A stay said by its stack's count or leader, no unit named, in any of the ways players say it: 'Whiskerport
keeps its 4', 'The Typ Lef three are to hold', 'The General stays at the Oasis with the 4', 'Adoen Crown: the
Archduke with his 8 stays', '2 marsh stay', 'Typ Lef garrison (3)', 'the frigate stays where it is'. Where the
rules give a stay no order (units without orders stay) such a sentence reads as nothing, set aside on the
receipt; but only when the writer's own units stand there (the ruleset's check, `CountedStay.there`): a stay of
units that are not there, or of another nation's units, is refused. The shape: one stay verb (or 'keeps its
N', or a place's garrison with its count in brackets and no verb), one place, a count or a leader, and
otherwise only small words; anything else and the sentence is not of this shape (None). One pass over the
words, a word-set test first."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from engine.errors import NotUnderstood
from engine.words.reading import Names
from engine.words.textio import is_digits

_STAY = frozenset("stay stays remain remains hold holds keep keeps garrison".split())
_VERBS = frozenset("stay stays remain remains hold holds keep keeps".split())
_LEADERS = frozenset("general gen archduke marshal commander prince duke king queen khan jarl doge".split())
_UNITS = frozenset("units unit u regiments regiment men troops riders horsemen soldiers army armies battalions "
                   "infantry cavalry militia artillery garrison".split())
_SHIPS = frozenset("frigate frigates galleon galleons fleet ships ship squadron".split())
SMALL = frozenset("the our my its his her their with at in of on are is to be shall will must should just "
                   "put home where they it there fast firm fort fortress walls behind and all remaining "
                   "also still , : ( ) . ; ! - * [ ] [*] + a".split())


# Where the units stand, as the ruleset checks it: (names, nation, place, count, leader, ships) -> True when the
# writer's units stand there; refused (NotUnderstood) when they do not.
There = Callable[[Names, str, str, "int | None", bool, bool], bool]


@dataclass(frozen=True)
class CountedStay:
    """A ruleset's words for the counted shape: how it cuts a line into words, its number words, how it reads
    a short place name ('the Cove'), and its check of the units standing there."""

    words_of: Callable[[str], list[str]]
    numbers: Mapping[str, int]
    short_place: Callable[[Names, list[str]], "str | None"]
    there: There

    def stay_said(self, text: str, names: Names, nation: str) -> bool:
        """True when the sentence tells the writer's units (standing there) to stay: no order. False when it is
        not of this shape. Refused (NotUnderstood) when the units named do not stand there or are not the
        writer's."""
        said = self.stay_of(text, names)
        return said is not None and self.there(names, nation, *said)

    def stay_of(self, text: str, names: Names) -> tuple[str, int | None, bool, bool] | None:
        """The place, count, leader and ships of a stay said this way; None when the text is not of this shape."""
        low = [w.casefold().strip(".!;") for w in self.words_of(text)]
        low = [w for w in low if w]
        if not low or _STAY.isdisjoint(low) or len(low) > 16:
            return None
        verbs = [k for k, w in enumerate(low) if w in _VERBS]
        if len(verbs) > 1:
            return None
        if not verbs:                                   # 'Typ Lef garrison (3)': a garrison counted, no verb
            if "garrison" not in low or low[-1] != ")" or len(low) < 4 or not is_digits(low[-2]) or low[-3] != "(":
                return None
        elif low[verbs[0]] in ("keep", "keeps") and "its" not in low[verbs[0]:] and "their" not in low[verbs[0]:]:
            return None                                 # 'keeps its 4', never 'keeps Toulon in port'
        words = [w.strip(".!;") for w in self.words_of(text)]
        words = [w for w in words if w]
        count: int | None = None
        leader = ships = False
        spans: list[list[str]] = []
        span: list[str] = []
        for w, lw in zip(words, low):
            if lw in _VERBS or lw in SMALL or lw in _UNITS or lw in _LEADERS or lw in _SHIPS \
                    or is_digits(lw) or lw in self.numbers or lw == "'s":
                if span:
                    spans.append(span)
                    span = []
                if is_digits(lw) or (lw in self.numbers and lw not in ("a", "an")):
                    if count is not None:
                        return None
                    count = int(lw) if is_digits(lw) else self.numbers[lw]
                leader = leader or lw in _LEADERS
                ships = ships or lw in _SHIPS
            else:
                span.append(w)
        if span:
            spans.append(span)
        if len(spans) != 1 or count is None and not leader and not ships:
            return None
        place = self.place(spans[0], names)
        return None if place is None else (place, count, leader, ships)

    def place(self, span: list[str], names: Names) -> str | None:
        """The region a span of words names, whole or by one word of a longer name; None when it names none."""
        said = " ".join(span)
        try:
            if names.is_region(said):
                return names.region(said)
            return self.short_place(names, span)
        except NotUnderstood:
            return None
