"""A reason after an order that tells when it was agreed, in the past, for every ruleset (round 21): 'Alliance with
Spain, after the long talks of the last two turns', 'Peace with Russia, after the war of last year', 'buy 1 army in
12, after the losses of last season'. 'after' may open when an order is to be given ('after the pact is sealed':
a condition, asked); here it opens a time gone by: 'after', then only nouns and the words of a time passed ('the
last two turns', 'last year', 'of the last campaign'), no verb, no name, no number.

Never so: a clause after 'after' ('after they agree', 'after the pact is signed'), a later time ('after next
turn'), a name of a place or a nation, a digit, a unit word, a word of an order or a correction. One pass over at
most a few words."""

from __future__ import annotations

from engine.words.lexicon import UNIT_WORDS

_TIMES = frozenset("""turn turns season seasons year years month months campaign campaigns winter winters spring
    summer autumn war wars week weeks""".split())
_COUNTS = frozenset("two three four five six few several".split())
# The words of such a reason besides its nouns: articles, a few adjectives of talks and troubles.
_GLUE = frozenset("the a an of our their these those long many hard endless last in".split())
_NOUNS = frozenset("""talks talk negotiations letters exchanges discussions losses defeat defeats disaster disasters
    war wars battles battle troubles mess years months""".split())
_MOST_WORDS = 12
_WORDS = _GLUE | _NOUNS | _COUNTS | _TIMES


def past_after(said: list[str], written: list[str]) -> bool:
    """Whether the tail's words (lower case, `said`; as written, `written`) are 'after' and a time gone by."""
    if len(said) < 3 or len(said) > _MOST_WORDS or said[0] != "after" or len(said) != len(written):
        return False
    if any(w[:1].isupper() for w in written[1:]) or any(w in UNIT_WORDS or not w.isalpha() for w in said):
        return False                    # a name, a number, a unit: asked
    last = [k for k, w in enumerate(said) if w == "last"]
    if len(last) != 1:
        return False
    k = last[0] + 1
    k += 1 if k < len(said) and said[k] in _COUNTS else 0
    if k >= len(said) or said[k] not in _TIMES or k + 1 != len(said):
        return False                    # 'after the last turn of the war with ...': the time ends the tail
    return all(w in _WORDS for w in said[1:])     # nothing but the nouns and the time: no verb, no clause
