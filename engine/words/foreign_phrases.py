"""Whole phrases of orders in French, German, Spanish or Italian (engine.words.foreign puts single words into
English; these are the phrases it tries after, for the ruleset readers), put in the English words every reader takes:
'Corps A marche sur la Champagne' is 'Corps A marches to Champagne', 'Construire 2 infanterie à
Paris' is 'build 2 infantry in Paris', 'Kriegserklärung an Österreich' is 'declare war on
Österreich' (the nation's other names are the reader's own). Only the common verbs and unit words of
orders: a line with none of them is left as written. One pass over the words, the longest phrase
first (at most four words): linear in the line's length."""

from __future__ import annotations

from functools import lru_cache

from engine.words.languages import ROMANCE_AND_GERMAN, words_of

# The kinds of word tried alone, besides the phrases: verbs of building, annexing, attacking and staying, and
# the unit words; each with the English of its language's table (engine.words.languages).
_ALONE = frozenset(("build", "annex", "attacks", "stays", "holds", "infantry", "cavalry", "artillery", "squadron", "corps"))
_PHRASES: dict[str, str] = {}
for _language in reversed(ROMANCE_AND_GERMAN):
    _PHRASES.update({w: english for w, english in words_of(_language).items() if english in _ALONE})
    _PHRASES.update(_language.phrases)
# Words left over after a phrase: an article or a preposition, in English or dropped.
_SMALL = {"Le": "", "La": "", "Les": "", "El": "", "Il": "", "Der": "", "Die": "", "Das": "", "à": "in", "au": "in", "en": "in", "a": "in", "nach": "to", "la": "", "le": "", "les": "", "l'": "",
          "el": "", "il": "", "lo": "", "der": "", "die": "", "das": "", "den": "", "de": "", "des": ""}
_LONGEST = max(len(k.split(" ")) for k in _PHRASES)


_FIRST = frozenset(k.split(" ")[0] for k in _PHRASES)


@lru_cache(maxsize=64)
def in_english(text: str) -> str | None:
    """The line with its French, German, Spanish or Italian order words in English; None when it holds
    none of them (the line is read as written)."""
    words = text.split(" ")
    low = [w.casefold() for w in words]
    if not any(w.strip(",.;:") in _FIRST and _phrase_at(low, i)[0] for i, w in enumerate(low)):
        return None
    out: list[str] = []
    i = 0
    while i < len(words):
        english, size = _phrase_at(low, i)
        if english is not None:
            out.append(english)
            i += size
            continue
        word = words[i]
        if word in _SMALL:                    # lower case as written: 'A' is a corps, 'a' a preposition
            out.append(_SMALL[word])
        elif low[i].startswith(("l'", "l\u2019")) and len(word) > 2:
            out.append(word[2:])              # "l'Autriche"
        else:
            out.append(word)
        i += 1
    return " ".join(w for w in out if w)


def _phrase_at(low: list[str], i: int) -> tuple[str | None, int]:
    if low[i].strip(",.;:") not in _FIRST:
        return None, 0
    for size in range(min(_LONGEST, len(low) - i), 0, -1):
        english = _PHRASES.get(" ".join(low[i:i + size]).strip(",.;:"))
        if english is not None:
            return english, size
    return None, 0
