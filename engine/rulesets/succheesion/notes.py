"""Notes in brackets that change a Succheesion order, so never set aside as remarks: the sea a new ship goes
into ('(sea: Gruyere Strait)', '(launched into Feta Gulf)') and a name shaped as a place's that no place of the
map bears ('3 units 12 (Madder Moors) -> 9': 12 is Madder Vale, 3 Scarlet Moors: which is meant?)."""

from __future__ import annotations

from functools import lru_cache

from engine.order_sheet import SetAside
from engine.orders import Names
from engine.words.lexicon import is_order_word
from engine.rulesets.succheesion.launch import LAUNCHING
from engine.rulesets.succheesion.words import KINDS

# The words a note on a ship's sea opens with ('sea: X', 'sea X', 'out into X', 'put to sea in X').
_SEA_LEADS = frozenset(("sea", "sea:", "seas", "launched", "launch", "sent", "out", "sails", "sail", "sailing", "put",
                        "bound", "heading", "facing", "onto", "for"))
_MOST_NOTE_WORDS = 8
# How an apposition after a place opens ('Raise cheese in Honour Peak, our poorest region').
_APPOSITION = frozenset("our my the its their his her a an".split())
# Words that would make an apposition change the order: never set aside.
_CHANGES = frozenset("not no never unless if except only instead but then and or more fewer less via".split())


def sea_noted(note: str, names: Names) -> str | None:
    """The sea a note names when it says where a ship goes, None otherwise."""
    said = note.replace(":", " : ").split()
    if not said or len(said) > _MOST_NOTE_WORDS or said[0].casefold() not in _SEA_LEADS:
        return None
    k = 0
    while k < len(said) and said[k].casefold() in _LAUNCH_LEADS and said[k].casefold() != "the":
        k += 1
    rest = " ".join(said[k:])
    return rest if rest and names.is_region(rest) else None


def looks_like_a_place(note: str, names: Names) -> bool:
    """Whether a note is a name of capitalised words, one of them a word of a place's name, that names no place
    nor nation of the game ('Madder Moors', 'Carmine Hills'): a place meant, but which one?"""
    said = note.split()
    if not said or len(said) > 4 or not all(w[:1].isupper() and w.replace("'", "").isalpha() for w in said):
        return False
    if not any(w.casefold() in _place_words(names.board) for w in said):
        return False
    if any(w.casefold() in KINDS or w.casefold().rstrip("s") in KINDS for w in said):
        return False                    # '(Guard Infantry)': a composition
    return not names.is_region(note) and names.known_nation(note) is None


@lru_cache(maxsize=8)
def _place_words(board) -> frozenset[str]:
    """The words of the map's places' names, four letters or more ('madder', 'moors', 'carmine')."""
    return frozenset(w.casefold().strip("'") for r in board.regions.values() for w in r.name.split() if len(w) >= 4)



def without_apposition(text: str, names: Names) -> tuple[str, SetAside] | None:
    """The order without words after its last place that only describe that place ('Raise cheese in Honour
    Peak, our poorest region', '... to Rubygate, the old capital'), and those words set aside; None when the
    text does not end so (a number, a name, an order's word, a negation or a condition there: never)."""
    at = text.rfind(", ")
    if at <= 0:
        return None
    tail = text[at + 2:].strip(" .!")
    said = tail.casefold().split()
    if not said or len(said) > 6 or said[0] not in _APPOSITION or any(not w.replace("'", "").isalpha() for w in said):
        return None
    if any(w in _CHANGES or is_order_word(w) or w in KINDS for w in said) or names.mentioned(said) > 0:
        return None
    head = text[:at].split()
    if not any(names.is_region(" ".join(head[-n:])) for n in (1, 2, 3) if n <= len(head)):
        return None
    return text[:at], SetAside(tail, "it describes the place before it and changes no order")


def destination_named_after(text: str, names: Names) -> tuple[str, SetAside] | None:
    """'the 3 at the capital ride to the Maustrian border region next door, Steppe Gate': a place gone to said
    first by what it is and then by its name after a comma; the order to the name, the words before it set aside.
    None when the words are not so (another place, a number, an order's word, a negation there: never)."""
    at = text.rfind(", ")
    if at <= 0:
        return None
    name = text[at + 2:].strip(" .!")
    if not name or len(name.split()) > 4 or not names.is_region(name):
        return None
    head = text[:at]
    to = head.casefold().rfind(" to ")
    if to < 0:
        return None
    said = head[to + 4:]
    low = said.casefold().split()
    if not low or len(low) > 8 or any(w in _CHANGES or is_order_word(w) or not w.replace("'", "").isalpha()
                                      for w in low) or names.mentioned(low) > 1:
        return None
    if any(names.is_region(w) for w in said.split()):
        return None                     # another place said: which is meant?
    return f"{head[:to]} to {name}", SetAside(said, f"it says what {name} is")


# Unions of the word sets above, made once at import rather than at every word tested.
_LAUNCH_LEADS = LAUNCHING | _SEA_LEADS
