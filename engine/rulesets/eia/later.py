"""An order meant for a later month ('In spring we will declare war on Russia', 'Next month the Channel fleet
will sail to Lisbon', 'In June corps II goes on to Tyrol'): no order now. It is refused, saying so, and never
read as this month's order nor set aside in silence: the player sends it again in the month it is meant
for. Word tests over the sentence, one pass."""

from __future__ import annotations

from engine.rulesets.eia.calendar import MONTHS

_SEASONS = frozenset("spring summer autumn fall winter".split())
_NEXT = frozenset("month months turn turns year season spring summer autumn fall winter".split())
_ALONE = (("later",), ("later", "on"), ("one", "day"), ("some", "day"), ("someday",), ("eventually",),
          ("in", "due", "course"), ("after", "the", "winter"), ("once", "winter", "is", "over"))
_ALONE_FIRST = frozenset(phrase[0] for phrase in _ALONE)      # a word no phrase opens with is not looked at again
_IN = frozenset("in by from until till come".split())
_RETURNS = frozenset("return returns returning back".split())     # the rules' own next month (an off-map fleet)
_MONTH_WORDS = {m.casefold(): i for i, m in enumerate(MONTHS)}


def later_said(text: str, month: int) -> str | None:
    """The words that put a sentence's order in a later month than `month` (months since January 1805):
    'next month', 'in spring', 'in the summer', 'later', 'in June' (when it is not June); None when none do."""
    low = [w.strip(",.;:!?()\"'").casefold() for w in text.split()]
    for i, w in enumerate(low):
        if w in ("next", "following", "coming") and low[i + 1:i + 2] and low[i + 1] in _NEXT and \
                not _RETURNS & set(low[max(0, i - 2):i]):       # 'move off the map and return the next month'
            return " ".join(low[i:i + 2])
        if w in _IN:
            at = i + 2 if low[i + 1:i + 2] == ["the"] else i + 1
            said = low[at] if at < len(low) else ""
            if said in _SEASONS and _season(month) != said:
                return " ".join(low[i:at + 1])
            if said in _MONTH_WORDS and _MONTH_WORDS[said] != month % 12:
                return " ".join(low[i:at + 1])
        if w in _ALONE_FIRST:
            for phrase in _ALONE:
                if tuple(low[i:i + len(phrase)]) == phrase:
                    return " ".join(phrase)
    return None


def _season(month: int) -> str:
    return ("winter", "winter", "spring", "spring", "spring", "summer", "summer", "summer", "autumn", "autumn",
            "autumn", "winter")[month % 12]


def refusal(said: str) -> str:
    return (f"'{said}': an intention for a later month, no order now: the player sends it again in the month "
            "it is meant for (ask, or keep it as a note)")
