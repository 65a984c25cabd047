"""A row of a table of orders with words around it (round 17, helper Dr3: the mutation measure's dropped rows).

Under a table's header ('| from | to | armies |', engine.words.tables) a row that fits the header reads as its order.
A row with words before its first bar or after its last ('Do not | 76 | 53 | 3 |', '| 21 | 27 | 3 |?', 'Never | 79
| 81 | 2 |', '| II | Tyrol | Bavaria | not yet') was read as a line of its own, no order, and filed as talk with
nothing said: the words may ask about, deny or put off the row's order. It is refused with that order offered."""

from __future__ import annotations

from engine.words.tables import row_as_order

_MOST_CHARS = 300       # characters of a row looked at


def row_asked(header: tuple[str, ...], text: str) -> str | None:
    """The order of the row inside `text` when words stand before its first bar or after its last and the row
    fits `header`; None otherwise (a row that fits whole is read by engine.words.tables)."""
    if len(text) > _MOST_CHARS or text.count("|") < 2:
        return None
    first, last = text.find("|"), text.rfind("|")
    before, after = text[:first].strip(), text[last + 1:].strip()
    if not before and not after:
        return None
    return row_as_order(header, text[first:last + 1])
