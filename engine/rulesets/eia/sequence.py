"""Words of sequence before an EiA order ('After that, ally with Portugal', 'To begin with, corps I leaves London
for Hampshire', 'At the same time, the Brest fleet sails ...', 'Step two: ...', 'Never mind, ally with Prussia'):
they order nothing and are left out; the order after them is read as written. One look at the first words."""

from __future__ import annotations

import unicodedata

_OPENERS = tuple(tuple(p.split()) for p in (
    "after that", "after this", "after which", "to begin with", "to start with", "first of all", "first off",
    "at the same time", "at the same time as that", "in addition", "in the meantime", "on top of that",
    "last of all", "and then", "and finally", "and lastly", "and also", "once that is done", "that done",
    "step one", "step two", "step three", "step four", "step five", "next up", "then also", "also then",
    "besides that", "apart from that", "other than that", "as well as that", "last but not least",
    "never mind", "no matter", "either way", "in any case", "in any event", "all the same"))
_LONGEST = max(map(len, _OPENERS))
# One word of sequence, with its comma ('Meanwhile, standing guard: hold' is no stay of a guard).
_ONE = frozenset("""first firstly second secondly third thirdly fourth next then finally lastly meanwhile also
    additionally furthermore moreover afterwards afterward further besides likewise similarly subsequently anyway
    nevermind regardless""".split())


def without_sequence(text: str) -> str:
    """The sentence after its words of sequence ('After that, ally with Portugal' -> 'ally with Portugal');
    the sentence as written when it opens with none, or when nothing follows them."""
    said = text.split()
    low = [w.strip(",:;.!-").casefold() for w in said]
    for n in range(min(_LONGEST, len(said) - 1), 1, -1):
        if tuple(low[:n]) in _OPENERS and said[n - 1][-1:] in ",:;-" or tuple(low[:n]) in _OPENERS and n >= 3:
            return " ".join(said[n:]).lstrip(",:;- ")
    if len(said) > 1 and low[0] in _ONE and said[0][-1:] in ",:":
        return " ".join(said[1:])
    return text


def without_symbols(text: str) -> str:
    """The sentence without its emoji and other pictures ('ally with Prussia 🇬🇧 👍'): they order nothing."""
    if text.isascii():
        return text
    kept = "".join(" " if unicodedata.category(c) in ("So", "Sk", "Cs") or c in "\ufe0f\u200d" else c for c in text)
    return " ".join(kept.split())
