"""A squadron's purpose or reason written after its sea with no comma ('Squadrons 4 and 5 go to the Heligoland
Bight to watch Holland', '... stays at Gibraltar because Spain is twitchy', '..., for the convoys from the
Americas'): left out when it can change nothing (engine.words.tails.harmless: no number, negation, condition,
order word or second place gone to); kept otherwise, so the line stays refused."""

from __future__ import annotations

from engine.words.reading import Names
from engine.words.tails import harmless

# What opens a purpose or a reason; 'to' only before a verb ('to watch', never 'to the Aegean').
_OPENINGS = (" in order to ", " so as to ", " so that ", " because ", " since ", " as ", " to ", ", for the ",
             ", for our ", ", for my ", " for the sake of ")
_LONGEST = 200
_DETERMINERS = frozenset("the a an my our his her their its this that these those".split())


def without_purpose(rest: str, names: Names) -> str:
    """The squadron's order without the purpose after its sea; the words as written when there is none or it
    may change the order."""
    low = rest.casefold()
    first = max(1, len(rest) - _LONGEST)            # a purpose is short: only the end of the text is looked at
    for opening in _OPENINGS:
        at = low.find(opening, first)
        while at > 0:
            head, tail = rest[:at].rstrip(" ,"), rest[at + len(opening):].strip(" .!")
            if _names_a_sea_last(head, names) and _a_purpose(opening, tail) and harmless(tail):
                return head
            at = low.find(opening, at + 1)
    return rest


def _a_purpose(opening: str, tail: str) -> bool:
    said = tail.split()
    if not said:
        return False
    if opening == " to ":           # 'to watch Holland': a verb in lower case after it, no place
        return said[0].isalpha() and said[0].islower() and said[0] not in _DETERMINERS
    return True


def _names_a_sea_last(head: str, names: Names) -> bool:
    """Whether the order before the purpose ends with a place ('go to the Heligoland Bight', 'stays at
    Gibraltar'): the last one to four words name one."""
    said = head.split()
    return any(names.is_region(" ".join(said[-k:])) for k in range(1, min(4, len(said)) + 1))
