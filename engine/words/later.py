"""Orders said for a later turn ('Next turn they'll board the ships in D', 'In spring we will declare war on
Russia', 'In two turns the army will march on Liberty Downs'): no order is given now, and the line is never read
as this turn's order nor set aside unsaid: it is refused, saying so, and the GM keeps it as a note or asks. A
few word tests over the line: linear in its length."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import NotUnderstood
from engine.words.lexicon import is_order_word
from engine.words.message import words
from engine.words.movement import PARTICLES, _goes as goes

# A later time said outright: whatever the verb, it is not this turn's order.
_NEXT = frozenset("turn turns season seasons month months year years spring summer autumn fall winter round "
                  "step".split())
_LATER_SAID = ("the turn after", "the season after", "the month after", "the following turn", "in two turns",
               "in three turns", "in a later turn", "in a turn or two", "in the future", "some day", "one day",
               "later on", "later this year", "at a later date")
# A season or month named, a later time only with a verb of the future ('In spring we will declare war').
_SEASONS = frozenset("spring summer autumn fall winter january february march april may june july august "
                     "september october november december".split())
_FUTURE = frozenset("will shall 'll i'll we'll they'll it'll he'll she'll going plan plans planning intend intends "
                    "mean means hope hopes".split())
_MOST_CHARS = 600            # a longer line is a paragraph: its sentences are read one by one
_MOST_SAID = 200             # an unread line longer than this is talk, not one order said for later


def later_time(text: str) -> str | None:
    """The words saying the line is for a later turn ('next turn', 'in spring ... will'); None when it says none."""
    if len(text) > _MOST_CHARS:
        return None
    low = " ".join(text.casefold().replace("\u2019", "'").split())
    said = words(low)
    for i, word in enumerate(said[:-1]):
        if word in ("next", "following") and said[i + 1] in _NEXT and (not i or said[i - 1] != "the"):
            # 'move off the map and return the next month': the order's own course, not a later order
            return f"{word} {said[i + 1]}"
    for phrase in _LATER_SAID:
        if phrase in low:
            return phrase
    if _FUTURE.intersection(said) or "'ll" in low:
        for i, word in enumerate(said[:-1]):
            if word in ("in", "come") and said[i + 1] in _SEASONS or \
                    word == "in" and said[i + 1] == "the" and i + 2 < len(said) and said[i + 2] in _SEASONS:
                return " ".join(said[i:i + 3] if said[i + 1] == "the" else said[i:i + 2])
    return None


def said_for_later(text: str) -> str | None:
    """The later time of a line that says an order for then ('Next turn: back to where they came from.'): a
    later time and a verb of going or of an order; None otherwise."""
    if len(text) > _MOST_SAID or ". " in text.strip():
        return None                 # a paragraph ('... believe the Republic will fall by spring. ...'): talk
    when = later_time(text)
    if when is None:
        return None
    said = words(text)
    return when if any(goes(w) or is_order_word(w) or w in PARTICLES for w in said) else None


def refusal(when: str) -> str:
    return (f"said for a later turn ({when!r}): no order is given now; the GM keeps it as a note, or asks the "
            "player")


def refused_for_later(parse_line: Callable[[str], Any]) -> Callable[[str], Any]:
    """A line reader that refuses a line saying its orders are for a later turn, instead of reading them as
    this turn's."""
    def read(text: str) -> Any:
        got = parse_line(text)
        if got and later_time(text) is not None and _gives_orders(got):
            raise NotUnderstood(refusal(later_time(text) or ""))
        return got
    return read


def _gives_orders(got: Any) -> bool:
    if not isinstance(got, (list, tuple)):
        return True
    for x in got:
        if not isinstance(x, NotUnderstood):
            return True
    return False
