"""Orders run together on one line with no mark between them, for every ruleset: one reader (round 22, helper Un,
from round 21's two: Nr's corps letters and Ns's counts). 'A TO ROME B STAYS C TO NAPLES', 'A to Rome B stays
squadron 1 to Ionian Sea', '2 armies novgorod to livonia 1 army smolensk to lithuania thats it', 'manarth orders 4
units manarth hold to vengeance ford build 1 frigate in manarth hold to gruyere strait'.

When a line does not read as written and has no mark of its own (';', ':', '.', ', ', ' - ', '?', brackets,
quotes), it may be cut before a word that opens an order: a corps letter alone ('B', not the 'A' of 'corps A'), a
unit's head with its letter or number ('squadron 1', 'corps C'), a count before a word ('2 armies', 'three
infantry', never '90 -> 85') or an order's verb. It is taken in the fewest pieces, each from one cut to a later
one, that all read whole and clean (`read`); a piece never ends on a word that leaves a clause open (OPEN_ENDS:
'... in 21 with'). A heading of the writer's own before the first cut ('manarth orders', when `heading` says so)
and a closing at the end ('thats it') are set aside and said so. Nothing else is left over: one piece that does not
read and the line stays refused whole; a question, a condition, a doubt, a negation or a correction is never cut
(the line's other readers judge it). A trial not taken leaves the prose reader's marks as they were (`checkpoint`):
its pieces were never said, and a later reader must not find them 'given again'. Bounded: a short line, a few cuts,
each span tried once; one pass over the words to find the cuts."""

from __future__ import annotations

from collections.abc import Callable

from engine.order_sheet import SetAside
from engine.words.lexicon import UNIT_WORDS, is_order_word
from engine.words.nothing import CLOSINGS
from engine.words.reading import NUMBER_WORDS
from engine.words.textio import is_digits

__all__ = ["HEADING", "CLOSING", "OPEN_ENDS", "pieces", "run_together"]

HEADING = "the writer's heading before orders run together"
CLOSING = "a closing after orders run together, no order"
_MOST_CHARS = 240
_MOST_CUTS = 7
# Words that make the line something the cut must never judge: a question, a condition, a doubt, a correction,
# a negation, a pointing back ('2 armies 87 -> 84 unless ...', '... no wait 1 army ...').
_NEVER = frozenset("""if unless when whenever provided providing should otherwise else except but instead not no
    nope don't dont won't wont never wait actually sorry scratch cancel forget ignore correction maybe perhaps
    or either neither nor until after before then so that which because since for can could would might may must
    shall will""".split())     # and a purpose or a modal: 'Buy 2 armies in 21 so that 2 armies can go to ...'
# Words a piece may not end on: it would leave a clause cut in two ('... in 21 with' / '2 armies ...').
OPEN_ENDS = frozenset("and to with in at of the a an from into by via as".split())
_MARKS = (";", ":", "?", "!", ".", "(", ")", "[", "]", "\"", "\u201c", "\u201d", ", ", " - ")
_HEADS = frozenset(("corps", "squadron", "squadrons", "sq", "sq.", "fleet", "korps"))


def _low(word: str) -> str:
    return word.strip(",").casefold().replace("\u2019", "'")


def _is_count(low: str) -> bool:
    return is_digits(low) or low in NUMBER_WORDS and low not in ("a", "an", "one")


def _opens(raw: list[str], low: list[str], k: int) -> bool:
    """Whether word k may open an order: a corps letter alone ('B'), a unit's head with its letter or number after
    it ('squadron 1'), a count before a word ('2 armies', 'one army'; never '90 -> 85'), an order's verb (not after
    a count: '2 build' is no cut). Never the word after a unit's head ('A' of 'corps A', '1' of 'squadron 1')."""
    if low[k - 1] in _HEADS:
        return False
    word, after = raw[k], raw[k + 1] if k + 1 < len(raw) else ""
    if len(word) == 1 and word.isalpha() and word.isupper() and after:
        return True                 # 'B stays'
    if low[k] in _HEADS and (after.isdigit() or len(after) == 1 and after.isupper()):
        return True                 # 'squadron 1 to ...'
    if _is_count(low[k]) and after[:1].isalpha() and not _is_count(_low(after)) \
            or low[k] == "one" and _low(after) in UNIT_WORDS:
        return True                 # '1 army smolensk to ...'
    return is_order_word(low[k]) and not _is_count(low[k - 1])      # '... build 1 frigate in ...'


def _said(text: str) -> list[str] | None:
    """The words of a line that may be cut, None when it has a mark of its own, a word the cut must never judge,
    or is too long."""
    said = text.strip().rstrip(".!").strip()
    if len(said) > _MOST_CHARS or any(m in said for m in _MARKS):
        return None
    raw = said.split()
    if len(raw) < 3 or any(_low(t) in _NEVER for t in raw):
        return None
    return raw


def pieces(text: str) -> list[str] | None:
    """The pieces a line run together may be cut into at every place an order may open ('A to Rome', 'B stays',
    'squadron 1 to Ionian Sea'), None when it has a mark of its own, no place to cut, or too many."""
    raw = _said(text)
    if raw is None:
        return None
    low = [_low(w) for w in raw]
    cuts = [k for k in range(1, len(raw)) if _opens(raw, low, k)]
    if not cuts or len(cuts) > _MOST_CUTS:
        return None
    bounds = [0, *cuts, len(raw)]
    return [" ".join(raw[a:b]) for a, b in zip(bounds, bounds[1:])]


def run_together(text: str, read: Callable[[str], list[object] | None],
                 heading: Callable[[str], bool] | None = None,
                 checkpoint: Callable[[], Callable[[], None]] | None = None) -> list[object] | None:
    """The orders of a line that runs several together with no mark between them, each piece read whole by `read`
    (its orders, clean, or None); the writer's heading before them (`heading`) and a closing after them set aside.
    None unless two pieces or more give orders and nothing else is left; then the marks are as they were."""
    tokens = _said(text)
    if tokens is None:
        return None
    low = [_low(t) for t in tokens]
    tail: list[object] = []
    for n in range(len(tokens) - 1, max(0, len(tokens) - 4), -1):     # a closing of two or three words: 'thats it'
        if tuple(low[n:]) in CLOSINGS:
            tail, tokens, low = [SetAside(" ".join(tokens[n:]), CLOSING)], tokens[:n], low[:n]
            break
    starts = [k for k in range(1, len(tokens)) if _opens(tokens, low, k)]
    if not starts or len(starts) > _MOST_CUTS:
        return None
    bounds = [0, *starts, len(tokens)]
    head: list[object] = []
    if len(bounds) > 2 and heading is not None and heading(" ".join(tokens[:bounds[1]])):
        head = [SetAside(" ".join(tokens[:bounds[1]]), HEADING)]
        bounds = bounds[1:]
    back = checkpoint() if checkpoint is not None else None
    done = _fewest(tokens, low, bounds, read)
    if done is None or done[0] < 2:
        if back is not None:
            back()
        return None
    return head + done[1] + tail


def _fewest(tokens: list[str], low: list[str], bounds: list[int],
            read: Callable[[str], list[object] | None]) -> tuple[int, list[object]] | None:
    """The fewest pieces, each from one cut to a later one, that all read: best[j] is the reading up to bounds[j]
    (each span read once, none ending on an open word, never the whole span: the line's own reader read it)."""
    best: list[tuple[int, list[object]] | None] = [(0, [])] + [None] * (len(bounds) - 1)
    for j in range(1, len(bounds)):
        if low[bounds[j] - 1] in OPEN_ENDS:
            continue
        for i in range(j):
            before, now = best[i], best[j]
            if before is None or now is not None and now[0] <= before[0] + 1 or i == 0 and j == len(bounds) - 1:
                continue
            found = read(" ".join(tokens[bounds[i]:bounds[j]]))
            if found:
                best[j] = (before[0] + 1, before[1] + found)
    return best[-1]
