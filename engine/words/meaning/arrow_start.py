"""A word standing where a move's start or end is said, next to an arrow or a dash between names ('I xyzzy ->
saxony', 'B: Xyz-Sax', 'B: Bav - Xyz'), that the reader does not know: the move is refused ("no place of the map"),
never read from the unit's own place with the unknown word dropped."""

from __future__ import annotations

from collections.abc import Callable, Sequence

# Arrows always stand between places; a dash does when a known name stands on its other side.
_ARROWS = frozenset(("->", "=>", ">", "\u2192"))
_DASHES = frozenset(("-", "\u2013"))


def _name_like(word: str) -> bool:
    return len(word) >= 2 and word.isalpha()


def unknown_beside_arrow(raw: Sequence[str], low: Sequence[str], used: Sequence[bool],
                         common: frozenset[str], known: Callable[[str], bool]) -> str:
    """The first word not read (not a unit, a place, a verb, nor one of the `common` words) that stands right
    before an arrow, or right before or after a dash whose other side is a word read, and that is no name or short
    form of a place the map knows (`known`: 'Ionian' for the Ionian Sea); '' when there is none."""
    n = len(low)
    for i, w in enumerate(low):
        if used[i] or w in common or not _name_like(w):
            continue
        after = low[i + 1] if i + 1 < n else ""
        before = low[i - 1] if i else ""
        beside = after in _ARROWS or after in _DASHES and i + 2 < n and used[i + 2] \
            or before in _DASHES and i >= 2 and used[i - 2] and low[i - 2][:1].isalpha()   # 'Xyz-Sax', 'Bav-Xyz'
        if beside and not known(raw[i]):
            return raw[i]
    return ""
