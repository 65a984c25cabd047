"""Units spoken of by their count alone ('Our three will then stand in the Skerries', 'Then the two at Republic
Marsh'): a line saying so is about to order them, so it is never set aside as talk."""

from __future__ import annotations

from engine.rulesets.succheesion.words import NUMBER_WORDS
from engine.words.textio import is_digits


# Words after 'our three', 'the 2' that make them units spoken of, not a number said in passing.
_AFTER_COUNT = frozenset("will shall must are go goes stand stands stay stays remain remains at in from of then "
                         "march marches move moves head heads ride rides sail sails hold holds".split())
STAYING = frozenset("stay stays remain remains hold holds".split())
_OWNERS = frozenset("our my the".split())


def units_counted(low: list[str]) -> bool:
    """Whether the words name units by their count alone ('Our three will then stand in the Skerries', 'the 2 at
    Rubygate'): a sentence about them may be an order and is never set aside as talk; told to stay, they get no order."""
    if STAYING.intersection(low):
        return False
    return any(w in _OWNERS and (nxt in NUMBER_WORDS or is_digits(nxt)) and after in _AFTER_COUNT
               for w, nxt, after in zip(low, low[1:], low[2:]))
