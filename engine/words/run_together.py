"""Orders run together on one line with no mark between them, for every ruleset (round 21): 'A to Rome B stays
squadron 1 to Ionian Sea', 'A TO ROME B STAYS', '2 armies 87 to 84 1 army 90 to 85'. When the line does not read
as written and has no mark of its own (',', ';', '.', ':', a dash), it is cut before each word that may open an
order of a unit (a capital letter alone, 'corps', 'squadron', 'sq', 'fleet', a count before a unit word), and
taken only when every piece reads whole and gives orders: a piece that does not read ('A to Rome if', 'maybe')
keeps the whole line refused. At most a few pieces; one pass over the words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import NotUnderstood
from engine.words.chained import OPEN_ENDS    # a piece never ends on one: a clause cut in two
from engine.words.lexicon import UNIT_WORDS
from engine.words.reading import NUMBER_WORDS

_HEADS = frozenset(("corps", "squadron", "sq", "sq.", "fleet", "korps"))
_MARKS = (",", ";", ".", ":", " - ", "?", "!", "(", "->", "\u2192")
_NEVER = frozenset("if unless not never no maybe perhaps or instead but".split())
_MOST_PIECES = 5
_MOST_WORDS = 40


def pieces(text: str) -> list[str] | None:
    """The pieces a line of orders run together is cut into ('A to Rome', 'B stays', 'squadron 1 to Ionian Sea'),
    None when it has a mark of its own, no place to cut, or too many."""
    said = text.strip()
    if any(m in said for m in _MARKS):
        return None
    raw = said.split()
    low = [w.casefold() for w in raw]
    if len(raw) < 4 or len(raw) > _MOST_WORDS or _NEVER.intersection(low):
        return None
    cuts = [k for k in range(2, len(raw)) if _opens(raw, low, k)]
    if not cuts or len(cuts) >= _MOST_PIECES:
        return None
    if all(_counted(low, k) for k in cuts):
        return None                 # counts alone ('2 armies novgorod to livonia 1 army ...'): engine.words.chained's,
                                    # which sets a heading and a closing aside too
    bounds = [0, *cuts, len(raw)]
    return [" ".join(raw[a:b]) for a, b in zip(bounds, bounds[1:])]


def _opens(raw: list[str], low: list[str], k: int) -> bool:
    """Whether word k may open the order of a unit: a capital letter alone not after a unit's head ('B', not the
    'A' of 'corps A'), a unit's head with its letter or number after it, a count before a unit word."""
    if low[k - 1] in _HEADS:
        return False
    word = raw[k]
    if len(word) == 1 and word.isalpha() and word.isupper() and k + 1 < len(raw):
        return True
    if low[k] in _HEADS and k + 1 < len(raw) and (raw[k + 1].isdigit() or len(raw[k + 1]) == 1 and raw[k + 1].isupper()):
        return True
    return _counted(low, k)


def _counted(low: list[str], k: int) -> bool:
    """Whether word k is a count before a unit word ('2 armies', 'three infantry')."""
    counted = low[k].isdigit() and len(low[k]) <= 2 or low[k] in NUMBER_WORDS and low[k] not in ("a", "an")
    return counted and k + 1 < len(low) and low[k + 1] in UNIT_WORDS


def read_run_together(parse_line: Callable[[str], Any], is_clean: Callable[[Any], bool],
                      checkpoint: Callable[[], Callable[[], None]] | None = None) -> Callable[[str], Any]:
    """A line reader that reads orders run together piece by piece, when the line does not read as written. A trial
    not kept leaves nothing in the prose reader's marks (`checkpoint`): its pieces were never said, and the line's
    later readers (engine.words.chained) must not find them 'given again'."""
    def read(text: str) -> Any:
        try:
            return parse_line(text)
        except NotUnderstood:
            cut = pieces(text)
            if cut is None:
                raise
            back = checkpoint() if checkpoint is not None else None
            got: list[Any] = []
            for piece in cut:
                try:
                    one = parse_line(piece)
                except NotUnderstood:
                    one = None
                if not one or not is_clean(one) or piece.split()[-1].casefold() in OPEN_ENDS:
                    if back is not None:
                        back()
                    raise
                got += one if isinstance(one, list) else [one]
            return got
    return read

