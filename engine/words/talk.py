"""Lines that talk to the GM instead of ordering: a question with no order in it ('Could you tell me
whether the Spanish fleet counts as at sea while in Cadiz?'), a receipt or a promise ('just
confirming I got the report', 'Orders later.'), saying there is nothing ('Nothing political from
Vienna this month.'). Such a line is chatter only when no sentence of it holds an order verb, an
arrow or a dash, or a count of units; a statement naming a unit or a place is no talk (it may be an
order cut short: 'The Guard to Champagne.'), unless it says there is nothing. Ruleset-neutral: each
ruleset gives its own verbs and unit words. One pass over the words of each sentence."""

from __future__ import annotations

from collections.abc import Collection

from engine.words.lexicon import UNIT_WORDS, WEAK_VERBS, counts_units, is_order_word
from engine.words.message import words
from engine.words.movement import GO, STAY, _goes as goes
from engine.words.prose import sentences
from engine.words.reading import NUMBER_WORDS, Names

# Openings of a sentence saying there is nothing to order ('Nothing political this month').
_NOTHING = frozenset("nothing no none".split())


def is_talk(text: str, names: Names, verbs: Collection[str] = (), units: Collection[str] = (),
            nation: str | None = None) -> bool:
    """Whether every sentence of the line talks to the GM and none orders."""
    parts = sentences(text)
    if not parts:
        return False
    for part in parts:
        low = words(part)
        if not low:
            continue
        if any(is_order_word(w) or w in WEAK_VERBS or w in verbs or w in GO or w in STAY or goes(w) for w in low):
            return False
        if "->" in part or " - " in part or "\u2192" in part or counts_units(low, NUMBER_WORDS) \
                or names.joins_places(part):
            return False
        if part.rstrip().endswith("?") or low[0] in _NOTHING:
            continue
        if any(w in UNIT_WORDS or w in units for w in low) or names.mentioned(low, besides=nation):
            return False
    return True
