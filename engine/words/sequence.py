"""Words of sequence before an order ('After that, ally with Portugal', 'To begin with, corps A ...', 'At the same
time, the Brest fleet sails ...', 'Meanwhile, ...', 'finally 1 infantry in Abruzzi'): they order nothing and are
left out; the order after them is read as written. One look at the first words. (A ruleset may keep its own
copy in its folder, with its symbols.)"""

from __future__ import annotations

_OPENERS = tuple(tuple(p.split()) for p in (
    "after that", "after this", "after which", "to begin with", "to start with", "first of all", "first off",
    "at the same time", "at the same time as that", "in addition", "in the meantime", "on top of that",
    "last of all", "and then", "and finally", "and lastly", "and also", "once that is done", "that done",
    "step one", "step two", "step three", "step four", "step five", "next up", "then also", "also then",
    "besides that", "apart from that", "other than that", "as well as that", "last but not least", "but first of all",
    "but first"))
_LONGEST = max(map(len, _OPENERS))
# One word of sequence, with its comma ('Meanwhile, ...'); without it only the plainest ('finally 1 infantry ...').
_ONE = frozenset("""first firstly second secondly third thirdly fourth next then finally lastly meanwhile also
    additionally furthermore moreover afterwards afterward further besides likewise similarly subsequently""".split())
_BARE = frozenset("first then finally lastly meanwhile afterwards next".split())
_FIRST = frozenset(o[0] for o in _OPENERS) | _ONE


def without_sequence(text: str) -> str:
    """The sentence after its words of sequence ('After that, ally with Portugal' -> 'ally with Portugal');
    the sentence as written when it opens with none, or when nothing follows them."""
    if text.split(" ", 1)[0].strip(",:;.!-").casefold() not in _FIRST:
        return text                             # most lines: one look at the first word
    said = text.split()
    if len(said) < 2:
        return text
    low = [w.strip(",:;.!-").casefold() for w in said[:_LONGEST + 1]]
    for n in range(min(_LONGEST, len(said) - 1), 1, -1):
        if tuple(low[:n]) in _OPENERS and (said[n - 1][-1:] in ",:;-" or n >= 2):
            return without_sequence(" ".join(said[n:]).lstrip(",:;- "))     # 'Meanwhile, at the same time, ...'
    if low[0] in _ONE and said[0][-1:] in ",:" or low[0] in _BARE:
        return without_sequence(" ".join(said[1:]))
    return text


def only_sequence(text: str) -> bool:
    """Whether a piece is words of sequence and nothing else ('But first of all', 'Meanwhile'): no order."""
    low = tuple(w.strip(",:;.!-").casefold() for w in text.split())
    return 0 < len(low) <= _LONGEST and (low in _OPENERS or len(low) == 1 and low[0] in _ONE)
