"""Orders chained on one line with no stop between them, as a hurried player types them in every ruleset
('2 armies novgorod to livonia 1 army smolensk to lithuania thats it', 'manarth orders 4 units manarth hold to
vengeance ford build 1 frigate in manarth hold to gruyere strait'): the line is cut before a count or an order's
verb, into the fewest pieces that each read whole as orders (the ruleset's own grammar, clean). A heading of the
writer's own at the start ('manarth orders') and a closing at the end ('thats it', 'that's all') are set aside and
said so. Nothing else is left over: one piece that does not read and the line stays refused whole (its own
reason), never read in part; a question, a condition or a correction is never cut (the line's readers judge it).
Bounded: a short line, a few cuts, each span tried once."""

from __future__ import annotations

from collections.abc import Callable

from engine.order_sheet import SetAside
from engine.words.lexicon import is_order_word
from engine.words.nothing import CLOSINGS
from engine.words.reading import NUMBER_WORDS
from engine.words.textio import is_digits

__all__ = ["HEADING", "CLOSING", "OPEN_ENDS", "chained"]

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
_STOPS = ".!?;:()[]\"\u201c\u201d"


def _low(word: str) -> str:
    return word.strip(",").casefold().replace("\u2019", "'")


def _is_count(word: str) -> bool:
    low = _low(word)
    return is_digits(low) or low in NUMBER_WORDS and low not in ("a", "an", "one")


def _cuts(tokens: list[str]) -> list[int]:
    """Where a new order may start: before a count followed by a word (never a number or an arrow: '1 army', not
    '90 -> 85'), or before an order's verb."""
    out: list[int] = []
    for i in range(1, len(tokens)):
        nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
        if _is_count(tokens[i]) and nxt[:1].isalpha() and not _is_count(nxt) \
                or is_order_word(_low(tokens[i])) and not _is_count(tokens[i - 1]):
            out.append(i)
    return out


def chained(text: str, read: Callable[[str], list[object] | None], heading: Callable[[str], bool]) -> list[object] | None:
    """The orders of a line that runs several together with no stop between them, each piece read whole by `read`
    (the sheet's: the ruleset's grammar, clean, or None); the writer's heading before them (`heading`) and a closing
    after them set aside. None unless two pieces or more give orders and nothing else is left."""
    said = text.strip().rstrip(".!").strip()
    if len(said) > _MOST_CHARS or any(c in said for c in _STOPS) or ", " in said or " - " in said:
        return None
    tokens = said.split()
    if not tokens or any(_low(t) in _NEVER for t in tokens):
        return None
    starts = _cuts(tokens)
    if not starts or len(starts) > _MOST_CUTS:
        return None
    head: list[object] = []
    tail: list[object] = []
    for n in range(len(tokens), 0, -1):        # a closing of two or three words at the end: 'thats it'
        if tuple(_low(t) for t in tokens[n:]) in CLOSINGS:
            tail = [SetAside(" ".join(tokens[n:]), CLOSING)]
            tokens = tokens[:n]
            break
    bounds = [0, *[s for s in starts if s < len(tokens)], len(tokens)]
    if len(bounds) > 2 and heading(" ".join(tokens[:bounds[1]])):
        head = [SetAside(" ".join(tokens[:bounds[1]]), HEADING)]
        bounds = bounds[1:]
    # the fewest pieces, each from one cut to a later one, that all read whole: best[j] is the reading up to bounds[j]
    best: list[tuple[int, list[object]] | None] = [(0, [])] + [None] * (len(bounds) - 1)
    for j in range(1, len(bounds)):
        for i in range(j):
            before = best[i]
            if before is None or best[j] is not None and best[j][0] <= before[0] + 1:   # type: ignore[index]
                continue
            if _low(tokens[bounds[j] - 1]) in OPEN_ENDS:
                continue
            found = read(" ".join(tokens[bounds[i]:bounds[j]]))
            if found:
                best[j] = (before[0] + 1, before[1] + found)
    done = best[-1]
    if done is None or done[0] < 2:
        return None
    return head + done[1] + tail
