"""Intentions for a later turn said beside this turn's orders ('next turn I'll attack Vienna', 'in spring we
will declare war', '4 units 9 -> 8, and next year on to Stilwen City'): never read as an order now, never dropped
in silence; refused saying so, this turn's clause before it read. One search of literal words, then one pass
over the words: linear."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from engine.errors import Contradiction
from engine.words import patterns as re
from engine.words.lexicon import WEAK_VERBS, is_order_word
from engine.words.message import words
from engine.words.timed_clause import clause_opened
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
        cut = clause_opened(raw, at) or 0          # '..., to land in Portugal next month': said of the purpose
        if not cut:
            return None
    head = " ".join(raw[:cut]).rstrip(",;. ")
    return head or None


# -- plans the writer marks as such -------------------------------------------------------------------
PLAN = "a plan for a later turn: no order this turn"
LATER_REMARK = "a remark on a later turn that names no order: no order this turn"

# Words by which the writer says that what he writes of a later turn is a plan, not an order now.
_PLAN_SAID = (("plan",), ("plans",), ("planning",), ("i", "mean", "to"), ("we", "mean", "to"), ("intend",),
              ("intends",), ("intention",), ("idea",), ("note", "for", "later"), ("for", "later"), ("not", "yet"),
              ("not", "now"), ("nothing", "this", "turn"), ("nothing", "now"), ("no", "order", "this", "turn"),
              ("no", "orders", "this", "turn"), ("thinking", "of"), ("i'm", "thinking"), ("we're", "thinking"))
# What a verb of sending carries when it sends words, not units ('send a longer letter next month').
_WORDS_SENT = frozenset("letter letters message messages note notes orders report reply answer map png pdf".split())
_GOING = frozenset("into towards toward onward onwards forward back".split())


def _goes(part: str) -> bool:
    """A word of going: 'into', 'back', or 'to'/'on' before a name or a number ('to Belgica', 'on to 7')."""
    raw = part.split()
    for k, t in enumerate(raw):
        w = _bare(t)
        if w in _GOING:
            return True
        if w in ("to", "on") and k + 1 < len(raw):
            nxt = raw[k + 1].strip("(\"'")
            if nxt[:1].isupper() or nxt[:1].isdigit() or _bare(nxt) in ("to", "the"):
                return True
    return False


def plan_for_later(text: str, looks: Callable[[str], bool] | None = None) -> str | None:
    """Why a line that puts what it says in a later turn gives no order at all: the writer marks it a plan
    ('Plans: next year we go after Portugal, but quietly.', 'Next spring I mean to push corps C toward
    Warsaw, but that is for later, nothing this turn.', 'Next turn I plan to look at Belgica, but not yet.'),
    or it names nothing an order acts on ('I'll send a longer letter next month.', 'Would it be possible to
    have the map as a PNG next time?'); None for an order put in a later turn ('Next month the Guard follows
    to Bavaria.'), which is refused, and for a line with a sentence of this turn that may be an order."""
    if len(text) > _LONGEST:
        return None
    parts = [p for p in re.split(r"(?<=[.!?])\s", text) if p.strip()]
    later = [p for p in parts if later_at(p) is not None]
    if not later:
        return None
    for part in parts:
        if part in later:
            found = later_at(part)
            head = before_later(part, found[0]) if found is not None else None
            if head is None:
                continue
            part = head         # 'Ally with Austria instead, and we'll see next month': this turn's clause first
        low = words(part)
        if any(is_order_word(w) or w in WEAK_VERBS or any(c.isdigit() for c in w) for w in low) or "->" in part \
                or _goes(part):
            return None         # a sentence of this turn that may be an order: the line stays as it was
    toks = [_bare(t) for t in text.replace("\u2019", "'").split()]
    marked = any(tuple(toks[i:i + len(m)]) == m for i in range(len(toks)) for m in _PLAN_SAID)
    if marked and "->" not in text and not any(c.isdigit() for c in _outside_brackets(text)):
        return PLAN             # 'Plans: next turn 2 armies 3 -> 6' is an order put in a later turn: refused
    if looks is None or ":" in text or not all(_names_nothing(p) for p in later):
        return None
    return None if looks(_unsent(text)) else LATER_REMARK      # 'our forces will fight on: ...' may be an order


def _unsent(text: str) -> str:
    """The line without its verbs of sending words ('I'll send a longer letter' -> "I'll a longer letter"), for
    the ruleset to say whether what is left may be an order."""
    raw = text.split()
    low = [_bare(t) for t in raw]
    return " ".join(t for k, t in enumerate(raw) if not ((is_order_word(low[k]) or low[k] in WEAK_VERBS)
                                                         and _WORDS_SENT & set(low[k + 1:k + 4])))


def _outside_brackets(text: str) -> str:
    """The words of a line outside its brackets ('Belgica (22)' -> 'Belgica ')."""
    out, depth = [], 0
    for c in text:
        depth += c == "("
        if not depth:
            out.append(c)
        depth -= c == ")" and depth > 0
    return "".join(out)


def _names_nothing(part: str) -> bool:
    """A later turn's sentence with nothing of an order in it: no number, no word of going, and a verb of an
    order only to send words ('send a longer letter')."""
    low = words(part)
    if _goes(part):
        return False
    for k, w in enumerate(low):
        if any(c.isdigit() for c in w):
            return False
        if (is_order_word(w) or w in WEAK_VERBS) and not _WORDS_SENT & set(low[k + 1:k + 4]):
            return False
    return True
