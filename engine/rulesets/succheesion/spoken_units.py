"""Units spoken of by their count alone ('Our three will then stand in the Skerries', 'Then the two at Republic
Marsh'): a line saying so is about to order them, so it is never set aside as talk."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.order_sheet import SetAside
from engine.rulesets.succheesion.orders import MoveUnits
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


# The General by the names players give him ('the Khan himself and four riders ...').
_GENERAL = ("general", "khan")


def general_named(text: str, orders: list) -> list:
    """The orders of a sentence that names the General, refused when it gives a march without him and no march
    with him ('We ride against Maustria: the Khan himself and four riders from Lef Oasis into Steppe Gate' read as
    the four alone): does he go with them? A sentence not naming him: its orders as read."""
    if "eneral" not in text and "han" not in text and "ENERAL" not in text and "HAN" not in text:
        return orders                   # most sentences: no General named, looked at no further
    for aside in (o for o in orders if isinstance(o, SetAside)):
        text = text.replace(aside.words, " ")     # '... and join the General' set aside (joined_up): not his march
    low = text.casefold().replace("\u2019", "'")
    if not any(g in low and not all(low.startswith("'s", k + len(g)) for k in _places(low, g)) for g in _GENERAL):
        return orders                   # "The Khan's guard (3 units at Typ Lef)": his men, not the General
    marches = [o for o in orders if isinstance(o, MoveUnits)]
    if marches and not any(o.general for o in marches):
        raise NotUnderstood("the General is named, but the march read leaves him out: does he go with the units? "
                            "write '4 units and the General 31 -> 28'")
    return orders


def _places(low: str, word: str) -> list[int]:
    """Where `word` stands in `low` (at most 8 times looked for)."""
    out: list[int] = []
    at = low.find(word)
    while at >= 0 and len(out) < 8:
        out.append(at)
        at = low.find(word, at + 1)
    return out
