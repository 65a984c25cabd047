"""Intentions for a later turn said beside this turn's orders ('next turn I'll attack Vienna', 'in spring we
will declare war', '4 units 9 -> 8, and next year on to Stilwen City'): never read as an order now, never dropped
in silence; refused saying so, this turn's clause before it read. One search of literal words, then one pass
over the words: linear."""

from __future__ import annotations

from functools import lru_cache

from engine.errors import Contradiction
from engine.words import patterns as re
from engine.words.lexicon import WEAK_VERBS, is_order_word
from engine.words.message import words
from engine.words.shape_words import COUNTED, LATER_OPENERS, NOT_LATER_AFTER, NOT_LATER_BEFORE, PERIODS, SEASONS

_LONGEST = 400          # characters: a line said so is well under it

LATER = ("an intention for a later turn ({said!r}): no order this turn; the GM may keep it as a note, and the "
         "player sends it again in the turn it is meant for")


class LaterTurn(Contradiction):
    """A line that puts its order in a later turn: refused as it stands, never read again another way."""


def _bare(token: str) -> str:
    return token.strip(",.;:!?()\"'*`_").casefold().replace("\u2019", "'")


# -- intentions for a later turn ---------------------------------------------------------------------
_LATER_KEYS = ("next", "later", "turn", "season", "month", "year", "eventually", "spring", "summer", "autumn",
               "fall", "winter", "following", "future", "due course", "some day", "one day")
_LATER_SAID = re.compile("|".join(_LATER_KEYS), re.IGNORECASE)     # one search of literal words: linear


def later_turn(text: str) -> str | None:
    """The words that put the line's order in a later turn ('next turn', 'in two turns', 'in spring' said
    first), None when it has none."""
    found = later_at(text)
    return None if found is None else found[1]


@lru_cache(maxsize=4096)           # pure; a line is asked for again by the sheet's readers
def later_at(text: str) -> tuple[int, str] | None:
    """(the word where the later turn is said, its words), None when the line says none."""
    if len(text) > _LONGEST or _LATER_SAID.search(text) is None:
        return None
    raw = text.replace("\u2019", "'").split()
    toks = [_bare(t) for t in raw]
    n = len(toks)
    for i, w in enumerate(toks):
        if w in ("next", "following") and i + 1 < n and toks[i + 1] in PERIODS:
            if i and toks[i - 1] in NOT_LATER_BEFORE or i + 2 < n and toks[i + 2] in NOT_LATER_AFTER \
                    or raw[i + 1].endswith("'s"):
                continue                # 'orders for next turn:', "next turn's orders": this order set
            return i, " ".join(toks[i:i + 2])
        if w == "in" and i + 2 < n and toks[i + 1] in COUNTED and (toks[i + 2].rstrip("s") + "s") in PERIODS \
                and toks[i + 2].endswith("s") or w == "in" and toks[i + 1:i + 4] == ["a", "couple", "of"] \
                and i + 4 < n and toks[i + 4] in PERIODS:
            return i, " ".join(toks[i:i + 3])       # 'in two turns', 'in a few months'
        if w in ("in", "by") and i == 0 and n > 3 and (toks[1] in SEASONS or toks[1] == "the" and toks[2] in SEASONS):
            after = toks[3 if toks[1] == "the" else 2:][:2]
            if after[:1] == ["this"] or after == ["of", "this"]:
                continue                # 'In the spring of this first year, ...': this turn's season
            return i, " ".join(toks[:3 if toks[1] == "the" else 2])     # 'In spring we will declare war on Russia'
        if w in ("later", "eventually") and not (i and toks[i - 1] in _NOT_LATER):
            return i, w                 # 'more later', 'see you later': talk, not a later turn
        starts = i == 0 or raw[i - 1].endswith((",", ";", ":", "."))
        for opener in LATER_OPENERS:
            if len(opener) > 1 and tuple(toks[i:i + len(opener)]) == opener and (starts or opener[0] != "after"):
                return i, " ".join(opener)      # 'After this turn, ...'; never '... leave the game after this month'
    return None


_GOING_ON = frozenset("to into back towards toward on onward onwards forward home".split())


def later_said(text: str, error: Exception) -> bool:
    """Whether a line refused as an intention for a later turn says where or what ('Next turn: back to where
    they came from'): refused, never set aside as talk ('See you next turn!' is talk)."""
    if not isinstance(error, LaterTurn):
        return False
    return any(w in _GOING_ON or is_order_word(w) or w in WEAK_VERBS for w in words(text))


_CUTS = frozenset("and then but".split())
_NOT_LATER = frozenset("the a my our any more see talk chat speak write bye cheers".split())


def before_later(text: str, at: int) -> str | None:
    """The words of this turn before the clause that says a later one ('4 units 9 -> 8, and next year on to
    Stilwen City' -> '4 units 9 -> 8'), None when the later turn is said in the line's only clause."""
    raw = text.split()
    cut = at
    while cut > 0 and not raw[cut - 1].endswith((",", ";", ".", ":")) and _bare(raw[cut - 1]) in _CUTS:
        cut -= 1                                    # '..., and then next turn ...'
    if cut == at and not (cut > 0 and raw[cut - 1].endswith((",", ";", "."))):
        return None
    head = " ".join(raw[:cut]).rstrip(",;. ")
    return head or None
