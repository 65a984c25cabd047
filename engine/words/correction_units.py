"""Whose order a 'not X but Y' correction names: 'not 55 but 57 for the 3 armies from 58'. The units said
after 'for' are checked against the order the correction finds, never dropped: a correction naming other
units than that order's is asked."""

from __future__ import annotations

from engine.words.message import words
from engine.words.textio import is_digits


def for_units(body: str) -> tuple[str, str]:
    """'not 55 but 57 for the 3 armies from 58' -> ('not 55 but 57', 'the 3 armies from 58'); (body, '') when
    the correction names no units after 'for'."""
    low = body.casefold()
    but = low.find(" but ")
    whose = low.find(" for ", but + 1) if low.startswith("not ") and but > 0 else -1
    if whose < 0:
        return body, ""
    return body[:whose].rstrip(" ,"), body[whose + 5:].strip(" .!")


def names_other_units(units: str, order: str) -> bool:
    """Whether the units said ('the 3 armies from 58', 'the ships in E') name a number or a name that the
    order found does not hold: then the correction is not about that order."""
    said = set(words(order))
    for token in units.split():
        word = token.strip(".,;:!?()").casefold()
        if word and (is_digits(word) or token[:1].isupper() and word not in ("the", "my", "our")) and word not in said:
            return True
    return False
