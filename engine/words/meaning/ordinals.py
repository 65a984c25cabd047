"""A unit named by its rank with its unit word left out, because the sentence says it once ('the second
squadron sails into the Skagerrak, the first stays in the Kattegat'; 'the First Corps marches to Serbia, and
the Second crosses from Bulgaria'; 'Both corps concentrate in Saxony: the First from Brandenburg, the Second
from Silesia'): the unit word is said again after the bare rank, so each clause names its unit.

A rank is bare after 'the' when a verb, a preposition, a comma or the end follows it, never 'of' ('the first of
March') or a word of its own ('the first send failed' keeps its word). The unit word is the one the sentence
says (the last before the rank, else the first after it), and only a word the nation's units are called by.
One pass over the words; no pattern."""

from __future__ import annotations

from collections.abc import Collection

_RANKS = frozenset("first second third fourth fifth sixth seventh eighth ninth tenth".split())
# What may follow a bare rank: a verb said of it is known by the caller; these are the other words.
_AFTER = frozenset("and from to into in at by through via towards toward stays stay holds hold will shall is goes "
                   "marches moves sails rides crosses remains".split())


def _word(token: str) -> str:
    return token.strip(",.;:!?()").casefold()


def with_unit_words(said: str, unit_words: Collection[str], is_verb=lambda w: False) -> str:
    """The sentence with the unit word said again after each bare rank; the sentence itself when it has none
    or says no unit word (`unit_words`: 'corps', 'squadron', ...; `is_verb`: whether a word is a verb)."""
    low = said.casefold()
    if not any(r in low for r in _RANKS):
        return said
    tokens = said.split(" ")
    words = [_word(t) for t in tokens]
    said_words = [(i, _singular(w, unit_words)) for i, w in enumerate(words) if _singular(w, unit_words)]
    if not said_words:
        return said
    out: list[str] = []
    changed = False
    for i, t in enumerate(tokens):
        out.append(t)
        w = words[i]
        if w not in _RANKS or not i or words[i - 1] != "the":
            continue
        after = words[i + 1] if i + 1 < len(tokens) else ""
        if _singular(after, unit_words):
            continue                    # 'the second squadron': said whole
        if after and not (after in _AFTER or is_verb(after) or t[-1:] in ",.;:"):
            continue                    # 'the first of March', 'the first send failed'
        before = [n for j, n in said_words if j < i]
        noun = before[-1] if before else said_words[0][1]
        mark = t[len(t.rstrip(",.;:")):]
        out[-1] = f"{t[:len(t) - len(mark)]} {noun}{mark}"
        changed = True
    return " ".join(out) if changed else said


def _singular(word: str, unit_words: Collection[str]) -> str:
    """The unit word a word is ('squadrons' -> 'squadron'), '' if none."""
    if not word:
        return ""
    if word in unit_words:
        return word
    if word.endswith("s") and word[:-1] in unit_words:
        return word[:-1]
    return ""
