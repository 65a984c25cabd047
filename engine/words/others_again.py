"""A diplomatic order said once for two nations, the second after 'and' with its word before a nation said again
(issue 22, round 19): 'Please also sign an alliance with Great Britain and one with Russia', 'We ally ourselves
with the Tsar of all the Russias, and with the King of Great Britain', 'declare war on Spain and on Portugal'.
Read as the order for each nation: the words before the first nation's word, with each nation.

Only orders of diplomacy (war, peace, alliance, a break: engine.words.others_tails.diplomatic), never a gift
('give 5 gold to Spain and to Naples': five each, or five shared? asked); each half must read as one order of one
kind, the same for both; the second nation is a name alone ('Russia', 'the King of Great Britain'), nothing
after it. One pass over the words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import NotUnderstood
from engine.order_sheet import Order
from engine.words.others_tails import diplomatic
from engine.words.read_again import read_or_again, refuses_nothing

# What may stand between 'and' and the word said again ('and one with Russia', 'and also with').
_BETWEEN = ("", "one ", "another ", "also ", "another one ", "then ", "likewise ")
_WORDS_AGAIN = ("with", "on", "against")
_SELVES = (" ourselves with ", " myself with ", " ourself with ")
_MOST_NAME_WORDS = 7


def halves(text: str) -> tuple[str, str] | None:
    """The two orders the sentence says ('an alliance with Great Britain', 'an alliance with Russia'), or None."""
    said = text.strip().rstrip(".!").strip()
    low = said.casefold()
    for word in _WORDS_AGAIN:
        for between in _BETWEEN:
            for joint in (f", and {between}{word} ", f" and {between}{word} "):
                at = low.find(joint)
                if at <= 0:
                    continue
                first, second = said[:at].rstrip(" ,"), said[at + len(joint):].strip()
                opened = first.casefold().rfind(f" {word} ")
                if opened <= 0 or not second or "," in second or " and " in f" {second.casefold()} " \
                        or len(second.split()) > _MOST_NAME_WORDS or not second[:1].isupper() and \
                        not second.casefold().startswith("the "):
                    return None
                head = first[:opened + len(word) + 2]
                for selves in _SELVES:
                    at_selves = head.casefold().find(selves)
                    if at_selves >= 0:
                        head = head[:at_selves] + " with " + head[at_selves + len(selves):]
                        first = head + first[opened + len(word) + 2:]
                        break
                return (first, head + second) if diplomatic(first) else None
    return None


def _one(got: Any) -> Order | None:
    said = got if isinstance(got, (list, tuple)) else [got]
    return said[0] if len(said) == 1 and isinstance(said[0], Order) else None


def read_others_again(parse_line: Callable[[str], Any]) -> Callable[[str], Any]:
    """A line reader that reads 'X with A and one with B' as the order X for each nation, when the line does not
    read as written."""
    def _both(text: str) -> list[Order] | None:
        if " and " not in text:
            return None
        cut = halves(text)
        if cut is None:
            return None
        try:
            a, b = _one(parse_line(cut[0])), _one(parse_line(cut[1]))
        except NotUnderstood:
            return None
        if a is None or b is None or type(a) is not type(b) or a == b:
            return None
        return [a, b]
    return read_or_again(parse_line, refuses_nothing, _both, empty=False)
