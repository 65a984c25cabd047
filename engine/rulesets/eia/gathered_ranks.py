"""A corps of a gathering sentence named by its rank or by where it stands: 'the First from Brandenburg, the
Second from Silesia', 'the Third Corps from Vienna', 'Both our corps concentrate in Saxony, from Berlin and from
Silesia'. The rank word is read as the corps' numeral when 'the' stands before it or 'corps' after it, so 'first'
said otherwise ('first gather, then attack') names no corps; a place after 'from' with no corps before it names
the nation's one corps standing there (none or several: not read). One pass."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.orders import Names
from engine.rulesets.eia.units import Corps

_RANKS = {"first": "i", "second": "ii", "third": "iii", "fourth": "iv", "fifth": "v", "sixth": "vi",
          "seventh": "vii", "eighth": "viii", "ninth": "ix", "tenth": "x"}


def ranks_as_numerals(low: list[str]) -> list[str]:
    """The lowered words with each rank that names a corps ('the first', 'first corps') made its numeral."""
    out = list(low)
    for i, w in enumerate(low):
        if w in _RANKS and (i and low[i - 1] == "the" or low[i + 1:i + 2] == ["corps"]):
            out[i] = _RANKS[w]
    return out


def standing_at(toks: list[str], i: int, names: Names, corps: Sequence[Corps],
                place_of: Callable[[list[str], int, Names], tuple[str, int] | None]) -> tuple[Corps, int] | None:
    """The nation's one corps standing in the place said at `i` ('from Berlin' when no corps is named before
    it), with the index after the place; None when the place is not read or holds none or several corps."""
    found = place_of(toks, i, names)
    if found is None:
        return None
    there = [c for c in corps if c.at == found[0]]
    return (there[0], found[1]) if len(there) == 1 else None
