"""A line under a title that gives its verb ('Builds:', 'Purchases:') read with that verb by every reader, not
only by the ruleset's grammar: '- 1 infantry, Paris', 'a) 2 cavalry, Lyon', '- infantry, Moravia'. The grammar
tries the line with the verb first (engine.orders); when it does not read so, a line that opens on a count or a
unit word, with no verb of its own, is read on as 'build 1 infantry, Paris' (by sentences, by meaning), so that
the reader by meaning sees the verb the title gives. One look at the line's first words."""

from __future__ import annotations

from engine.words.lexicon import UNIT_WORDS
from engine.words.meaning.verbs import classes
from engine.words.message import words
from engine.words.reading import NUMBER_WORDS
from engine.words.textio import is_digits

_MOST_WORDS = 12            # a longer line is a sentence of its own, not an entry of the list


def counted_under_title(text: str) -> bool:
    """Whether a line under a verb's title is an entry of it: it opens on a count or a unit word ('1 infantry,
    Paris', 'infantry, Moravia') and holds no verb of an order of its own."""
    said = words(text)
    if not said or len(said) > _MOST_WORDS:
        return False
    first = said[0]
    if not (is_digits(first) or first in NUMBER_WORDS and first not in ("a", "an") or first in UNIT_WORDS):
        return False
    return not any(classes(w) for w in said)
