"""Why a march is made, said after it: ', to be near Portsmouth', ', there to watch over the Kingdom of Naples',
'- to watch Brest from the south', 'just to be at sea'. A purpose says nothing of where the unit goes: the
march is read without it. 'to' before a place ('to Bavaria', 'to the Rhineland') is a destination, never a purpose."""

from __future__ import annotations

from collections.abc import Callable

# What opens a purpose after a march: the comma's words, then 'to' and a verb.
_OPENINGS = (", there to ", ", so as to ", ", in order to ", ", to ", " just to ", " so as to ", " in order to ")


def purpose_at(text: str, is_place: Callable[[str], bool]) -> int:
    """Where the purpose after a march starts in `text`, or -1: 'to' followed by a word in lower case that
    starts no place (a verb: 'to be near', 'to watch', 'to stand with')."""
    low = text.casefold()
    for opening in _OPENINGS:
        at = low.find(opening)
        while at >= 0:
            if _is_purpose(text[at + len(opening):at + len(opening) + 80], is_place):     # two words: a bounded look
                return at
            at = low.find(opening, at + 1)
    return -1


def is_purpose(text: str, is_place: Callable[[str], bool]) -> bool:
    """'to watch Brest from the south', 'in order to cover Paris': a sentence that only says why."""
    low = text.strip().casefold()
    for opening in ("to ", "there to ", "so as to ", "in order to ", "just to "):
        if low.startswith(opening):
            return _is_purpose(text.strip()[len(opening):], is_place)
    return False


def _is_purpose(after: str, is_place: Callable[[str], bool]) -> bool:
    said = after.split()[:3]
    if len(said) < 2 or not said[0].isalpha() or not said[0].islower():
        return False
    return said[0] not in ("the", "a", "an", "our", "its", "their") and not is_place(said[0]) \
        and not is_place(" ".join(said[:2]))
