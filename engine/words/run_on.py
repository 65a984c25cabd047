"""A line that goes on the order of the line before by its verb, in every ruleset: it starts in lower case with a
conjunction and a verb ('and attack the Prussians there.', 'and goes on to Franconia.', 'then sails on to C'), with
a verb alone ('go to Rubygate.', 'marching on Vienna') or a participle ('sent out into the Fondue Sea.', 'escorted
by the fleet'). It has no subject of its own: the units of the line before are its subject, so it is read joined
with that line, and when the two do not read together the order of the line before is held back and asked, never
carried out cut short (engine.words.wrapped, engine.words.sheet)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import msgspec

from engine.words.going import GO_BASES, STAY, goes
from engine.words.lexicon import WEAK_VERBS, is_order_word

# Words that join a clause to the one before it, before its verb ('and attack', 'then go', 'and then sail').
JOINS = frozenset("and then also so thereafter afterwards after which before but".split())
# Words standing for the units of the line before, as the subject of its verb ('they go to Rubygate.').
PRONOUNS = frozenset("they it these those both".split())
# Verbs of orders said with no subject that neither the lexicon nor the verbs of going know, in their usual forms.
_MORE = frozenset("""stay stays staying stayed remain remains remaining remained wait waits waiting continue continues
continuing continued carry carries carrying carried bring brings bringing brought fight fights fighting fought
sent dispatched detached""".split())
_PARTICIPLES = frozenset("sent brought fought gone ridden left withdrawn".split())
# Verbs of going that command a thing sent, never only a unit's going ('send 2 armies to 15').
_COMMANDS = frozenset("send sends move moves push pushes".split())
_ENDS = ("ing", "ed", "es", "s", "d")
_MOST = 3               # words of joining looked past before the verb ('and then on')


@lru_cache(maxsize=4096)
def opens_on_a_verb(text: str, needs_a_subject: bool = False) -> bool:
    """Whether the line starts, in lower case, with a verb (after 'and', 'then', ... at most): it may go on the order
    of the line before ('and attack the Prussians there.', 'go to Rubygate.', 'sent out into the Fondue Sea.').
    `needs_a_subject`: only when it cannot be an order of its own, its verb joined on ('and attack ...'), a participle
    ('sent out ...', 'marching on ...') or a verb of going or staying ('go to Rubygate.'); never a command that names
    what it orders ('build 2 infantry in Paris', 'declare war on Spain')."""
    said = text.lstrip(" -*\u2022\u2013\u2014")
    if not said[:1].islower():
        return False
    joined = False
    for i, word in enumerate(said.split(" ", _MOST + 1)[:_MOST + 1]):
        word = word.strip(",;:.!?")
        if (word in JOINS or word in PRONOUNS) and i < _MOST:
            joined = True
            continue
        if not is_verb(word):
            return False
        return not needs_a_subject or joined or word.endswith(("ing", "ed")) or word in _PARTICIPLES \
            or goes(word) and word not in _COMMANDS or word in STAY
    return False


def is_verb(word: str) -> bool:
    """Whether a lower-case word is a verb of an order in one of its forms ('attack', 'goes', 'sent', 'landing')."""
    if not word.isalpha() or word in _NOT_VERBS:
        return False
    if goes(word) or word in STAY or word in _MORE or word in WEAK_VERBS or is_order_word(word):
        return True
    for end in _ENDS:
        stem = word.removesuffix(end)
        if stem != word and (stem in WEAK_VERBS or stem + "e" in WEAK_VERBS or stem in GO_BASES or stem in _MORE):
            return True
    return False


# Words the lexicon's stems or verbs take in that open no order with no subject: nouns of war and of treaties.
_NOT_VERBS = frozenset("rest rests war wars peace alliance alliances treaty truce armistice ship ships".split())


def kept_or_extended(before: Sequence[object], after: Sequence[object]) -> bool:
    """Whether every order the line before gave stands in the joined reading as it was or said further: the same kind,
    each of its slots the same, once empty, or a route the new one goes on ('Rhineland - Thuringia' then '...
    - Franconia', 'D -> E' then 'D -> E attack Prussia'). A line that goes on an order never takes from it what its
    line said ('... then on to Brie Bight' / 'attack Berdain there' read as a fleet that stays where it is)."""
    new = [o for o in after if isinstance(o, msgspec.Struct)]
    return all(any(_extends(old, o) for o in new) for old in before if isinstance(old, msgspec.Struct))


def _extends(old: msgspec.Struct, new: msgspec.Struct) -> bool:
    if type(old) is not type(new):
        return False
    for name in old.__struct_fields__:
        a, b = getattr(old, name), getattr(new, name)
        if a == b or not a:
            continue
        if isinstance(a, tuple) and isinstance(b, tuple) and b[:len(a)] == a:
            continue
        return False
    return True
