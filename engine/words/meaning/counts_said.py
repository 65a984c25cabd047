"""Which number a clause says of which thing, for the nearest readings of a refused line (issue 22, Build 2).

A clause may say several numbers: 'build 2 inf paris 1 cav champagne', 'build 1 infantry in Brittany # 2 gold',
'gm pls 3 armies 14 -> 15 2 armies 13 -> 11'. The slots of a clause keep its numbers without what each counts,
so a candidate that takes a count could not tell which is its own and was offered none. Here a clause is cut
where a count of a unit word starts ('2 inf', 'two x infantry'): each part says one count of one kind and the
places after it, so a candidate's count is the one of the part that names its places, and a part of another
kind at its place speaks against it. Else a candidate's count is the one said before its unit word, or the
one number left when the sums are set aside (a number before a word of money: '2 gold', '5 cheese'). Only
the choices offered use it: no line is read by it. One pass over the words (linear), made only for a clause
with two or more numbers."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from engine.words import patterns as re
from engine.words.reading import NUMBER_WORDS

_WORD = re.compile(r"[a-z]+|\d+")
_BETWEEN = frozenset("x of new more fresh extra additional".split())    # '2 x infantry', 'two new regiments'
_SUMS = frozenset("gold money cheese coins ducats tp ip pp points percent".split())
_LOOK = 3           # words looked at after a number for its unit word
_MOST_PARTS = 8     # parts of a clause matched on their own


@dataclass(frozen=True)
class Part:
    """A count of a unit word and the words after it, up to the next such count."""
    count: int
    kind: str
    text: str


class CountsSaid:
    """The numbers of a clause by the kind of unit said after each, those said of a sum, and the clause's parts."""

    def __init__(self, text: str, kind_of: Callable[[str], str], money: Collection[str] = ()):
        self.by_kind: dict[str, list[int]] = {}
        self.sums: set[int] = set()
        starts: list[tuple[int, int, str]] = []      # where each count of a unit word starts, the count, the kind
        found = list(_WORD.finditer(text.casefold()))
        words = [m.group() for m in found]
        for i, w in enumerate(words):
            n = int(w) if w.isdigit() and len(w) <= 6 else NUMBER_WORDS.get(w)
            if n is None:
                continue
            for after in words[i + 1:i + 1 + _LOOK]:
                if after in _SUMS or after in money:
                    self.sums.add(n)
                    break
                kind = kind_of(after)
                if kind:
                    self.by_kind.setdefault(kind, []).append(n)
                    starts.append((found[i].start(), n, kind))
                    break
                if after not in _BETWEEN:
                    break
        ends = [at for at, _, _ in starts[1:]] + [len(text)]
        self.parts = tuple(Part(n, kind, text[at:end]) for (at, n, kind), end in zip(starts, ends)) \
            if 2 <= len(starts) <= _MOST_PARTS else ()

    def count_of(self, kinds: Sequence[str], fitting: Sequence[int]) -> int | None:
        """The one count among `fitting` said of one of `kinds`, else the one left when sums are set aside."""
        said = {n for k in kinds for n in self.by_kind.get(k, ()) if n in fitting}
        if len(said) == 1:
            return said.pop()
        if said:
            return None
        left = [n for n in fitting if n not in self.sums]
        return left[0] if len(left) == 1 else None
