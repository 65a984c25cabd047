"""What a player writes after a whole order that holds no order (issue 22, round 20, helper Lb), for every ruleset:
- a word on the order after a dash or a semicolon, from a closed list: 'Corps C to Kiev - new.', 'Alliance with
  Great Britain too - why not both.', '2 armies 36 -> 35; as agreed.' (`remark_after`). The order before it is
  read alone and the remark set aside, said on the receipt. A tail of any other words (a place, a count, a nation,
  a negation, a condition, a question: 'C to Kiev - or Minsk', '- as agreed with Russia', '- why not?') is no such
  remark: the line stays as it was;
- a nation named by its people with a word of friendship before it: 'We send 3 gold to our friends the
  Carthaginians.' read as '... to Carthage.' (`people_named`), only when the people is a nation of the game.
Each gives the line to read again; the reader keeps it only when it reads whole. One pass over the words."""

from __future__ import annotations

from collections.abc import Callable

from engine.words import patterns as re        # its compile() waits for first use
from engine.words.lexicon import is_order_word
from engine.words.reading import Names

# Remarks after an order that change nothing of it (said whole, a mark before them, '.' or '!' after).
_REMARKS = frozenset(("new", "new order", "new this turn", "new one", "new this time", "unchanged", "no change",
                      "as before", "same as before", "as last turn", "same as last turn", "same as last time",
                      "why not", "why not both", "obviously", "of course", "naturally", "finally", "at last",
                      "for now", "as promised", "as agreed", "as discussed", "as planned", "as usual", "again",
                      "just in case", "to be safe", "to be sure", "fingers crossed", "wish me luck", "hopefully"))
_MARKS = (" - ", " -- ", " \u2014 ", " \u2013 ", "; ")
_MOST = 300             # characters: a longer line is prose, read otherwise


def remark_after(text: str) -> tuple[str, str] | None:
    """(the order, the remark) when the line ends with a remark of the closed list after a dash or a semicolon;
    None otherwise."""
    if len(text) > _MOST:
        return None
    at, size = max((text.rfind(mark), len(mark)) for mark in _MARKS)
    if at <= 0:
        return None
    head, tail = text[:at].strip(), text[at + size:].strip()
    said = tail.rstrip(".!").strip().casefold()
    if not head or said not in _REMARKS or "?" in tail:
        return None
    return head, tail


# 'our friends the Carthaginians', 'my good allies the Swedes': a people after words of friendship.
_FRIENDS = re.compile(r"\b(?:our|my) (?:good |dear |old |loyal |brave )?(?:friends|friend|allies|ally|brothers|"
                      r"cousins|neighbours|neighbors) (?:the )?(?P<people>[A-Z][\w'-]{2,30})", re.IGNORECASE)


def people_named(text: str, names: Names | None, nation: str) -> str | None:
    """The line with 'our friends the Carthaginians' as 'Carthage' when the people is another nation of the game;
    None otherwise."""
    if names is None or len(text) > _MOST:
        return None
    m = _FRIENDS.search(text)
    if m is None or not m["people"][:1].isupper():
        return None
    found = names.known_nation(m["people"])
    if found is None or found == nation:
        return None
    return f"{text[:m.start()]}{found}{text[m.end():]}"


# The words that open an answer said again before its order ('Answer: they attack. 2 ships E -> D attack Vikings.').
_SUBJECTS = frozenset("they we it he she both yes".split())
_MOST_RESTATED = 4      # words


def answer_restated(text: str) -> tuple[str, str] | None:
    """(the order, the answer said before it) when an answer opens with a short sentence that says again what the
    order after it does ('they attack.' over '2 ships E -> D attack Vikings.'): every word of it but its subject is
    in the order; None otherwise ('they attack. 2 ships E -> D' says more than the order: as it was)."""
    if len(text) > _MOST:
        return None
    first, dot, rest = text.partition(". ")
    said, rest = first.casefold().split(), rest.strip()
    if not dot or not rest or not 1 < len(said) <= _MOST_RESTATED or said[0] not in _SUBJECTS \
            or not all(w.isalpha() for w in said):
        return None
    order = {w.strip(".,;:!").casefold() for w in rest.split()}
    stems = {w[:-1] if w.endswith("s") else w for w in order}
    if not all(w in order or (w[:-1] if w.endswith("s") else w) in stems for w in said[1:]):
        return None
    return rest, first


# A reason told of someone the game does not know, after an order of diplomacy ('alliance with Naples; Ferdinando
# asked nicely'): a name, a verb of saying or asking in the past, an adverb at most.
_TOLD = frozenset("""asked begged pleaded insisted said promised offered suggested wanted requested agreed
    proposed wrote""".split())
_MOST_TOLD = 5          # words
_TURNING = frozenset("not never no if unless only until once when instead but".split())    # words that may turn it


def anothers_reason(text: str, names: Names | None, diplomatic: Callable[[str], bool]) -> tuple[str, str] | None:
    """(the order, the reason) when an order of diplomacy ends with what someone the game does not name said or
    asked, after '; ' or ' - ' ('Alliance with Naples; Ferdinando asked nicely.'); None otherwise: a nation, a place,
    a number, a word of an order in it ('; Russia asked', '; Ferdinando asked for 5 gold') keeps the line as it was."""
    if names is None or len(text) > _MOST:
        return None
    at, size = max((text.rfind(mark), len(mark)) for mark in ("; ", " - ", " -- "))
    if at <= 0:
        return None
    head, tail = text[:at].strip(), text[at + size:].strip()
    said = [w.strip(".,!") for w in tail.split()]
    if not 2 <= len(said) <= _MOST_TOLD or not said[0][:1].isupper() or not said[0].isalpha() \
            or said[1].casefold() not in _TOLD or "?" in tail:
        return None
    low = [w.casefold() for w in said]
    if any(not w.isalpha() or is_order_word(w) or w in _TURNING for w in low[1:]) or names.mentioned(low) \
            or not diplomatic(head):
        return None
    return head, tail
