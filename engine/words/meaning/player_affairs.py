"""A player's own affairs told beside the orders, for every ruleset (issue 22, round 22, helper Tk).

Players say why they go, who comes, and what keeps them away: 'bad news, I have to leave the game, new job and no
time. Sorry everyone.', "Hi all, I'm the new Austria (Markus had to leave, real life).", 'Our player Marc has to
leave the game, work.'. They name the writer's nation and a verb of an order ('leave', 'take over', 'stop'), so the
reader refuses them. A sentence is **the player's own affairs** when it holds a phrase of a player's seat or life
('leave the game', 'had to leave', 'has to stop', 'new job', 'real life', 'no time', 'just joined', 'take over', 'the
new <writer's nation>', 'our player', 'bad news', 'sorry everyone') and nothing else of an order: every verb or noun
of an order in it is inside such a phrase, no unit, unit word, count, number, place gone to, arrow, condition,
correction, other nation, or stay.

Where the ruleset gives orders on players (its vocabulary has the noun 'player': 'player leaves: Marc'), the
sentence is set aside only beside a read order naming a player: alone it may be the order not written, and stays
refused. The sentence is set aside by engine.words.meaning.thanks' pass (one pass for talk of this kind), the receipt
saying "the player's own affairs: '...'"."""

from __future__ import annotations

import re
from typing import Any

from engine.words.lexicon import UNIT_WORDS, is_order_word
from engine.words.meaning.holds_order import order_words
from engine.words.meaning.verbs import classes

__all__ = ["AFFAIRS", "affairs_of", "player_orders_needed"]

AFFAIRS = "the player's own affairs"
_MOST_WORDS = 30
_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*")
_PHRASES = tuple(tuple(x.split()) for x in (
    "leave the game", "left the game", "leaving the game", "quit the game", "quits the game", "quitting the game",
    "leave this game", "drop out", "dropping out", "had to leave", "has to leave", "have to leave", "must leave",
    "had to stop", "has to stop", "have to stop", "had to go", "has to go", "have to go", "new job", "real life", "irl",
    "no time", "little time", "new player", "our player", "my player", "just joined", "i joined", "take over",
    "takes over", "taking over", "took over", "replaces him", "replaces her", "replaces me", "replace him",
    "replace me", "bad news", "sorry everyone", "sorry all", "on holiday", "on vacation", "be away", "i'm new",
    "i am new", "work", "job", "family", "sick", "ill", "exams", "moved house", "busy"))
_PLAYER_NOUN = "player"


def affairs_of(sentence: str, context: Any) -> str | None:
    """AFFAIRS when a sentence tells only the player's own affairs (the module's docstring), None otherwise."""
    raw = _WORD.findall(sentence)
    low = [w.casefold().replace("\u2019", "'") for w in raw]
    if not low or len(low) > _MOST_WORDS or any(ch.isdigit() for ch in sentence) or "?" in sentence \
            or "->" in sentence or ":" in sentence:
        return None
    covered: set[int] = set()
    for k in range(len(low)):
        for phrase in _PHRASES:
            if tuple(low[k:k + len(phrase)]) == phrase:
                covered.update(range(k, k + len(phrase)))
    finder = context.finder
    covered |= _new_own(low, finder)
    if not covered:
        return None
    got = context.slots(sentence)
    if got is None:
        return None
    w = order_words(got, sentence)
    if w.units or w.unit_words or w.unit_count or w.numbers or w.counts or w.gone or w.arrow or w.conditions \
            or w.correction or w.taking_back or w.carried or w.outcome or w.stays or w.unknown \
            or any(n != finder.nation for n in w.nations):
        return None
    verbs = finder.meaning.verbs
    for k, x in enumerate(low):
        if k not in covered and (is_order_word(x) or classes(x, verbs) or x in UNIT_WORDS):
            return None             # 'Giulia takes Naples from now': a verb of an order outside the phrases
    return AFFAIRS


def player_orders_needed(context: Any) -> bool:
    """Whether the ruleset gives orders on players and none is read: a player's affairs then stay refused."""
    if _PLAYER_NOUN not in getattr(context.finder, "nouns", ()):
        return False
    return not any(_PLAYER_NOUN in text.casefold() for text, _ in context.by_line.values())


def _new_own(low: list[str], finder: Any) -> set[int]:
    """The words of 'the new Austria' (the writer's own nation after 'the new'), none when there are none."""
    for k in range(len(low) - 2):
        if low[k] == "the" and low[k + 1] == "new" and finder.names.known_nation(low[k + 2]) == finder.nation:
            return {k, k + 1, k + 2}
    return set()
