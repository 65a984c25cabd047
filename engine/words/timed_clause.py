"""A time said inside a clause of its own at the end of a sentence (round 22, every ruleset): 'The Cadiz fleet
sails into the Gulf of Cadiz, to land in Portugal next month', 'We declare war on Spain, whose ships sheltered
the French last month', 'replacement player: Ines (my cousin, she plays from next month)'. The time is said of
the purpose, the relative clause or the bracket, not of the order before it: the words before the clause are this
turn's order. The callers keep the clause itself refused (a later turn) or, for a past said of someone in a
relative clause, set aside as news; a time in the order's own clause ('Corps II sails to Portugal next month')
is never cut off here. One pass over the words; no pattern."""

from __future__ import annotations

__all__ = ["clause_opened"]

# Words that open a clause the time may be said of: a purpose, a relative clause, a reason.
_OPENERS = frozenset("to whose who where because since so".split())
# Words after 'to' that say the order itself is put off ('..., to be done next turn', 'to take effect next month').
_PUT_OFF = frozenset("be take happen start begin go execute apply count follow wait".split())
# Words a bracket said of someone else opens with ('(my cousin, she plays from next month)', '(it lands next month)').
_BRACKET_OPENERS = frozenset("my our his her she he they it we i who whose so".split())
_MOST_BACK = 20             # words from the clause's start to the time: a short clause


def _bare(token: str) -> str:
    return token.strip(",.;:!?()\"'").casefold()


def clause_opened(raw: list[str], at: int, openers: frozenset[str] = _OPENERS) -> int | None:
    """The index where the clause holding the time at `at` opens (its first word, or its bracket), when that
    clause is a purpose, a relative clause, a reason or a bracket cut off by a comma after some words of the
    order; None otherwise."""
    low = max(0, at - _MOST_BACK)
    for k in range(at, low - 1, -1):            # inside a bracket opened after some words of the order
        if ")" in raw[k] and k < at:
            break
        if raw[k].startswith("(") and k >= 2:
            return k if at - k >= 2 and _bare(raw[k]) in _BRACKET_OPENERS else None
    for k in range(at - 1, low - 1, -1):
        token = raw[k]
        if token.endswith((",", ";", ".", ":", ")")):
            start = k + 1
            if token.endswith(")") or at - start < 2 or _bare(raw[start]) not in openers or start < 3 \
                    or _bare(raw[start]) == "to" and _bare(raw[start + 1]) in _PUT_OFF:
                return None
            return start
    return None


_PAST_OPENERS = frozenset("whose who".split())     # never 'which': '..., which it did last month' is the order's past


def head_before_past(text: str, said: str) -> str | None:
    """The order before a relative clause about someone that holds the earlier time `said` ('We declare war on
    Spain, whose ships sheltered the French last month': 'We declare war on Spain'); None when the time is said
    elsewhere."""
    raw = text.split()
    first = said.split()[0]
    at = next((i for i, t in enumerate(raw) if _bare(t) == first), None)
    if at is None:
        return None
    start = clause_opened(raw, at, _PAST_OPENERS)
    if start is None or raw[start].startswith("(") or any(_bare(t).endswith(("ed", "ne")) for t in raw[:start]):
        return None             # 'We declared war on Spain, whose ...', '... has gone ...': the order's own past
    return " ".join(raw[:start]).rstrip(",;: ") or None
