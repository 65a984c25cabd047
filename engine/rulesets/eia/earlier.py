"""Words that put what a sentence tells in an earlier month ('Last month corps II marched to Saxony', 'Previously
we moved corps II to Saxony', 'Corps II marched to Saxony a month ago'): what was done then is in the position
already, and no order of this month; the sentence is asked, never read as this month's march. Word tests over
the sentence, one pass (through preread's cache)."""

from __future__ import annotations

_LAST = frozenset("month turn step year winter spring summer autumn fall".split())
_ALONE = frozenset("previously ago yesterday formerly".split())


def earlier_said(text: str) -> str | None:
    """The words that put the sentence in an earlier month; None when none do."""
    low = [w.strip(",.;:!?()\"'").casefold() for w in text.split()]
    for i, w in enumerate(low):
        if w in _ALONE:
            return w
        if w == "last" and low[i + 1:i + 2] and low[i + 1] in _LAST:
            return f"last {low[i + 1]}"
    return None


def refusal(said: str) -> str:
    return (f"{said!r}: what was done in an earlier month is in the position already, no order now: ask the "
            "player what is meant this month")
