"""Builds said in the passive, with the place after (issue 22, round 19): 'Two new squadrons are to be fitted out in
the English Channel', 'Two regiments of Guards are paid for at Maus Imperial', 'Two regiments of Infantry are to
be raised at Crimson Keep, and one of Cavalry at Madder Vale'. Said again as builds ('build Two new squadrons in
the English Channel', 'build one of Cavalry at Madder Vale'), each read by the ruleset (its grammar, else its
reading by meaning), and taken only when each gives one build.

The shape: a count first, the units, 'is' or 'are' (with 'to be', 'being', 'now' or nothing between), a verb of
raising or paying ('raised', 'built', 'fitted out', 'paid for', 'commissioned', 'levied' ...), 'in' or 'at' and
the place, then at most ', and one of KIND at PLACE' (the same verb left out). Never a negation ('are not to be
raised'), a condition or a question: the sentence must end with the place. One pass over the words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import NotUnderstood
from engine.order_sheet import Order
from engine.words.new_units import new_builds
from engine.words.reading import NUMBER_WORDS
from engine.words.read_again import read_or_again, refuses_nothing

_COUNTS = frozenset(NUMBER_WORDS) - {"a", "an", "single"}
_BE = ("is", "are")
_BETWEEN = (("to", "be"), ("being",), ("now",), ("hereby",), ())
# Verbs of raising units, as participles, one word or two ('fitted out').
_RAISED = (("fitted", "out"), ("paid", "for"), ("laid", "down"), ("raised",), ("built",), ("recruited",), ("levied",),
           ("commissioned",), ("mustered",), ("enlisted",), ("bought",), ("purchased",), ("constructed",),
           ("equipped",), ("formed",), ("trained",), ("hired",))
_AT = ("in", "at")
_MOST_WORDS = 40
_BUILT = frozenset(("Build", "Buy"))


def _count(word: str) -> bool:
    return word.isdigit() and len(word) <= 2 or word.casefold() in _COUNTS


def as_builds(text: str) -> list[str] | None:
    """The builds the sentence says, as 'build ...' ('build Two new squadrons in the English Channel'), or None."""
    said = text.strip().rstrip(".!").strip()
    raw = said.split()
    if not raw or len(raw) > _MOST_WORDS or "?" in said or ";" in said or not _count(raw[0]):
        return None
    low = [w.casefold() for w in raw]
    k = next((i for i in range(2, min(len(low), 10)) if low[i] in _BE), None)
    if k is None:
        return None
    j = k + 1
    for between in _BETWEEN:
        if tuple(low[j:j + len(between)]) == between:
            j += len(between)
            break
    verb = next((v for v in _RAISED if tuple(low[j:j + len(v)]) == v), None)
    if verb is None:
        return None
    j += len(verb)
    if j >= len(low) or low[j] not in _AT:
        return None
    subject = " ".join(raw[:k])
    rest = " ".join(raw[j:])
    first, comma, more = rest.partition(", and ")
    if "," in first or " if " in f" {first.casefold()} " or not first.split()[1:]:
        return None
    out = [f"build {subject} {first}"]
    if comma:                                   # ', and one of Cavalry at Madder Vale'
        other = more.split()
        if len(other) < 3 or not _count(other[0]) or "," in more or not any(w.casefold() in _AT for w in other[1:]):
            return None
        out.append(f"build {more}")
    return out


def read_built_said(parse_line: Callable[[str], Any], meaning: Callable[[], Any]) -> Callable[[str], Any]:
    """A line reader that reads builds said in the passive as the builds, when the line does not read as written.
    `meaning`: the message's reading by meaning (engine.words.meaning.lines.ByMeaning), or None."""
    def _one(piece: str) -> Order | None:
        try:
            got = parse_line(piece)
        except NotUnderstood:
            got = None
        said = got if isinstance(got, (list, tuple)) else [got] if got is not None else []
        if not said:
            reader = meaning()
            read_ = reader.read(piece) if reader is not None else None
            said = list(getattr(read_, "orders", ())) if not getattr(read_, "refused", 1) else []
        return said[0] if len(said) == 1 and isinstance(said[0], Order) and type(said[0]).__name__ in _BUILT else None

    inside: list[bool] = []                     # the pieces are read by readers that may come back here: once

    def _builds(text: str) -> list[Order] | None:
        if inside:
            return None
        pieces = new_builds(text) if " is " not in text and " are " not in text else as_builds(text)
        if pieces is None:
            return None
        inside.append(True)
        try:
            got = [_one(p) for p in pieces]
        finally:
            inside.pop()
        return [x for x in got if x is not None] if all(x is not None for x in got) else None
    return read_or_again(parse_line, refuses_nothing, _builds, empty=False)
