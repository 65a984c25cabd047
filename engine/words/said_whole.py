"""A correction that gives the order again whole, with the word that says it replaces another at its end, for
every ruleset: 'Correction: D goes to Switzerland instead.', 'EDIT: corps II to Saxony instead', 'Actually,
the frigate sails to 51 rather'. The word 'instead' (or 'rather') after a name is otherwise read as a name put in
place of the last one of the order before ('Franconia instead'); when the words before it read as a whole order
by themselves, they are that order, and the sheet's reading of a correction replaces the earlier order of the
same unit with it (or asks when it cannot tell which). One check of the words; the order is read once."""

from __future__ import annotations

from collections.abc import Callable

# Words after an order that say it takes another's place ('... instead', '... rather', '... instead then').
_REPLACING = (" instead", " rather", " instead then", " then instead", " instead please", " instead, please")
# A clause shorter than this is a name put in place of another ('Baden instead'), never a whole order.
_LEAST_WORDS = 2


def said_whole(body: str, reads: Callable[[str], bool]) -> bool:
    """Whether a correction's words ending with 'instead' are an order given whole: the words before 'instead'
    read as an order by themselves ('D goes to Switzerland instead'), not a name alone ('Franconia instead')."""
    text = body.strip().rstrip(".!").rstrip()
    low = text.casefold()
    ending = next((e for e in _REPLACING if low.endswith(e)), None)
    if ending is None:
        return False
    head = text[:-len(ending)].rstrip(" ,")
    return len(head.split()) >= _LEAST_WORDS and reads(head)
