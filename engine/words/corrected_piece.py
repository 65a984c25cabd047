"""An order the player corrects at once, before it could be read: the last piece of a sentence (or the sentence)
that does not read, and a correction right after it that says the same order again, changed ('..., 2 galleons 13
attack maustria... I mean attack Maustria in 13', 'attack maustria... actually, attack Maustria in 13'). The piece
is set aside (the correction gives it again) and the sentence's other pieces read. The correction must restate
it: every word the shorter of the two says is a word of the other (an order for something else corrects nothing
here). One pass over the words."""

from __future__ import annotations

from collections.abc import Callable

from engine.words.message import words
from engine.words.taking_back import SAID_AGAIN

# Corrections that give an order again in place of the one before ('sorry', 'oops' may open manners).
TAKING_BACK = SAID_AGAIN
# Words that join an order's parts and name nothing of it.
_JOINING = frozenset("in at to into the a an of on with from and".split())
# Words a correction's text may still open with ('I mean ...'), before the order said again.
_SAID_AGAIN = ("i mean ", "i meant ", "make that ", "make it ", "rather ")
_LEAST_SAID = 2             # words the shorter must say: a lone word restates nothing


def takes_back(correction: str) -> bool:
    """Whether a correction's opening word gives the order before again ('I mean', 'no wait')."""
    return correction.casefold().rstrip(" ,.:;-\u2013\u2014") in TAKING_BACK


def restates(first: str, again: str) -> bool:
    """Whether `again` says the order `first` says, changed: the words of the shorter all in the other."""
    a = {w for w in words(first) if w not in _JOINING}
    b = {w for w in words(again) if w not in _JOINING}
    short, long_ = (a, b) if len(a) <= len(b) else (b, a)
    return len(short) >= _LEAST_SAID and short <= long_


def corrected_before(sentence: str, correction: str,
                     whole: Callable[[str], list | None]) -> tuple[str, str, str] | None:
    """(the sentence's pieces that stand, the piece the correction gives again, the order it gives) when the
    correction restates the sentence's last piece after a comma, or the whole sentence ('' standing), and what
    stands reads whole; None otherwise."""
    low = correction.casefold()
    head = next((h for h in _SAID_AGAIN if low.startswith(h)), "")
    correction = correction[len(head):]             # 'I mean attack Maustria in 13'
    if not whole(correction):
        return None
    head, comma, last = sentence.rpartition(", ")
    if comma and restates(last, correction) and whole(head):
        return head, last, correction
    if restates(sentence, correction):
        return "", sentence, correction
    return None
