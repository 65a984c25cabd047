"""Unit words as players shorten and misspell them after a count ('2 arm', '3 arm.', '2 armys', '4 shps',
'1 armie'): each ruleset lists its words and their short forms; a count's word that is one of them,
or near one word of one kind only, is read as that word, and a word merely like one is refused with
the fix offered (the same as a misspelt place: a guess would be worse than a refusal)."""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from dataclasses import dataclass

from engine.words.reading import NUMBER_WORDS
from engine.words.textio import is_digits

SURE = 0.84             # as near as 'armys' is to 'armies': read as it
UNSURE = 0.72           # as near as a word with two letters wrong: offered as a fix, never read
_LONGEST = 20


@dataclass(frozen=True)
class UnitWords:
    """A ruleset's unit words: `kinds` each word written out (singular and plural) with its kind;
    `short` the short forms and the usual misspellings, each with the word it stands for."""
    kinds: Mapping[str, str]
    singular: Mapping[str, str]          # kind -> its word for one ('army')
    plural: Mapping[str, str]            # kind -> its word for several ('armies')
    short: Mapping[str, str]             # 'arm' -> 'army', 'shps' -> 'ships'

    def kind_of(self, word: str) -> tuple[str | None, bool]:
        """The kind a word written after a count stands for, and whether it is sure; (None, False)
        when it is no unit word."""
        low = word.casefold().rstrip(".,;:")
        if low in self.kinds:
            return self.kinds[low], True
        if low in self.short:
            return self.kinds[self.short[low]], True
        if len(low) < 5 or len(low) > _LONGEST or not low.isalpha():
            return None, False
        written = {*self.singular.values(), *self.plural.values()}     # near the words written out only
        near = difflib.get_close_matches(low, sorted(written), n=4, cutoff=UNSURE)
        kinds = {self.kinds[w] for w in near}
        if len(kinds) != 1:
            return None, False
        best = difflib.SequenceMatcher(None, low, near[0]).ratio()
        return kinds.pop(), best >= SURE


_COUNT_WORDS = frozenset((*NUMBER_WORDS, "all", "another"))


def _is_count(token: str) -> bool:
    return _is_count_low(token.casefold())


def _is_count_low(low: str) -> bool:
    return low in _COUNT_WORDS or is_digits(low) or (low[-1:] == "x" and is_digits(low[:-1]))


def with_unit_words(text: str, words: UnitWords) -> tuple[str, tuple[str, str] | None]:
    """The line with each unit word after a count written out ('2 arm 107 -> 106' -> '2 armies 107 ->
    106'), and the first word only like one, with what it may mean, as (written, meant); the line
    is left as written where a word is unsure."""
    tokens = text.split(" ")
    lows = text.casefold().split(" ")      # casefold makes no space: the same words, one for one
    unsure: tuple[str, str] | None = None
    changed = False
    kinds, short = words.kinds, words.short
    for i in range(1, len(tokens)):
        low = lows[i]
        if not low or low in kinds:
            continue
        before = lows[i - 1]          # a count: _is_count_low, written out, as every word of a line meets it
        if not (before in _COUNT_WORDS or before.isascii() and (
                before.isdigit() or before[-1:] == "x" and before[:-1].isdigit())):
            continue
        bare = low.rstrip(".,;:")     # what kind_of looks at: a word it cannot take is not asked
        if not (bare in kinds or bare in short or 5 <= len(bare) <= _LONGEST and bare.isalpha()):
            continue
        token = tokens[i]
        kind, sure = words.kind_of(token)
        if kind is None:
            continue
        one = lows[i - 1] in ("1", "a", "an", "one", "single", "another")
        meant = (words.singular if one else words.plural)[kind]
        if sure:
            tokens[i] = meant + token[len(token.rstrip(",;:")):]
            changed = True
        elif unsure is None:
            unsure = (token.rstrip(".,;:"), meant)
    return (" ".join(tokens) if changed else text), unsure
