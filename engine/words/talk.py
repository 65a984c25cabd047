"""Lines that talk to the GM instead of ordering: a question with no order in it ('Could you tell me
whether the Spanish fleet counts as at sea while in Cadiz?'), a receipt or a promise ('just
confirming I got the report', 'Orders later.'), saying there is nothing ('Nothing political from
Vienna this month.'). Such a line is chatter only when no sentence of it holds an order verb, an
arrow or a dash, or a count of units; a statement naming a unit or a place is no talk (it may be an
order cut short: 'The Guard to Champagne.'), unless it says there is nothing. Ruleset-neutral: each
ruleset gives its own verbs and unit words. One pass over the words of each sentence."""

from __future__ import annotations

from collections.abc import Collection

from engine.words.commands import codes_said, commands_a_name
from engine.words.lexicon import UNIT_WORDS, WEAK_VERBS, counts_units, is_order_word
from engine.words.looks import sum_sent
from engine.words.message import words
from engine.words.movement import GO, STAY, _goes as goes
from engine.words.prose import sentences
from engine.words.reading import NUMBER_WORDS, Names
from engine.words.textio import is_digits
from engine.words.unit_at_a_place import acts_at_a_place

# Openings of a sentence saying there is nothing to order ('Nothing political this month', 'We have no orders').
_NOTHING = (("nothing",), ("no",), ("none",), ("we", "have", "no"), ("i", "have", "no"), ("we", "have", "nothing"),
            ("i", "have", "nothing"))
# What a verb of sending may carry without ordering anything ('will send its orders tomorrow').
_TALK_NOUNS = frozenset("orders order report reports message messages reply answer news letter mail email turn "
                        "moves list".split())
_DETERMINERS = frozenset("my our its their his her the your this these those".split())


def is_talk(text: str, names: Names, verbs: Collection[str] = (), units: Collection[str] = (),
            nation: str | None = None) -> bool:
    """Whether every sentence of the line talks to the GM and none orders."""
    parts = sentences(text)
    if not parts or commands_a_name(text, names, nation) or codes_said(text):
        return False                    # 'Teach Maustria a lesson!', 'SO G=H, FD=W': a command, never talk
    for part in parts:
        low = words(part)
        if not low:
            continue
        if any((is_order_word(w) or w in WEAK_VERBS or w in verbs or w in GO or w in STAY or goes(w))
               and not _sends_talk(low, k) for k, w in enumerate(low)):
            return False
        if "->" in part or " - " in part or "\u2192" in part or counts_units(low, NUMBER_WORDS) \
                or names.joins_places(part):
            return False
        if part.rstrip().endswith("?") or any(tuple(low[:len(o)]) == o for o in _NOTHING):
            continue
        if any(w in UNIT_WORDS or w in units or is_digits(w) for w in low) or sum_sent(low, names):
            return False                # 'A dozen cheese to Maustria': a sum sent, in words
        if names.mentioned([w for w in low if not names.known_nation(w)], besides=nation) or _nation_in_place(low, names):
            return False                # a place named: an order cut short ('The Guard to Champagne.')
        if acts_at_a_place(low, names):
            return False                # 'Levez du fromage en Randomia': a command at a place sharing a nation's name
        if len(low) < 4 and names.mentioned(low, besides=nation):
            return False                # 'Prussia and Russia.': nations and no sentence around them, asked
    return True


def _sends_talk(low: list[str], k: int) -> bool:
    """'send its orders', 'send the turn report': a verb whose object is words to the GM, not units."""
    j = k + 1
    while j < len(low) and low[j] in _DETERMINERS:
        j += 1
    return j < len(low) and low[j] in _TALK_NOUNS and j > k


_MOST_NATION_WORDS = 8     # nations' words looked at inside places' names: a hostile line cannot make it long


def _nation_in_place(low: list[str], names: Names) -> bool:
    """Whether a place is named whose name holds a nation's word ('the two at Republic Marsh': the Republic is
    Stilwen), which leaving out the nations' words would miss."""
    looked = 0
    for k, w in enumerate(low):
        if names.known_nation(w) is None:
            continue
        looked += 1
        if looked > _MOST_NATION_WORDS:
            return False
        for start in range(max(0, k - 2), k + 1):
            for end in range(k + 1, min(len(low), start + 4) + 1):
                if end - start > 1 and names.is_region(" ".join(low[start:end])):
                    return True
    return False
