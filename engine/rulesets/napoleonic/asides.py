"""What a description set between commas beside a corps says. 'Corps E, our cavalry reserve in Paris, pushes ...'
is a remark the reader may set aside; 'Corps A, whose scouts look into Prague, moves ...', 'corps A, which then
attacks Prague, ...', 'Corps B, scouting Bohemia, marches ...' say more: an order or a clause of their own, read
after the move or refused, never dropped."""

from __future__ import annotations

# Words that open a clause of its own: what follows is said of the corps, not a name for it.
_CLAUSE_OPENERS = frozenset("whose which who that then and while but unless if except instead after before "
                            "once when".split())
# Words of an order (whole words, and the stems of the longer ones with their inflections).
_ORDER_WORDS = frozenset("go goes going went head heads heading ride rides riding rode sail sails sailing sailed "
                         "hold holds holding stay stays staying remain remains remaining move moves moving moved "
                         "spy spies spying peek peeks peeking".split())
_ORDER_STEMS = ("scout", "look", "peer", "probe", "probing", "reconnoit", "attack", "march", "advanc", "enter",
                "invad", "occup", "assault", "besieg", "cross", "retreat", "withdr")


def says_more(aside: str) -> bool:
    """Whether a description beside a corps says more than a name for it: a clause of its own ('whose scouts
    ...', 'which then ...') or an order's verb ('scouting Bohemia', 'marching on Vienna')."""
    words = [w.strip(",.;:!?()'\"\u2019").casefold() for w in aside.split()]
    words = [w for w in words if w]
    if not words:
        return False
    return words[0] in _CLAUSE_OPENERS or any(
        (w in _ORDER_WORDS or w.startswith(_ORDER_STEMS)) and not (i and words[i - 1] in _BEFORE_A_NOUN)
        for i, w in enumerate(words))


# After these a word of an order is a noun: 'all cavalry with scouts', 'the men of the march', 'its scouts'.
_BEFORE_A_NOUN = frozenset("with of its their his her the some no".split())


# A note in brackets saying where the unit stands: '(the one in the Gulf of Lion)', '(the ones at Cadiz)',
# '(currently off Brest)', '(in Vienna)'.
_WHERE_HEADS = ("the one ", "the ones ", "that one ", "those ", "which is ", "which are ", "now ", "currently ",
                "presently ", "still ", "stationed ", "lying ", "based ", "the squadron ", "the corps ", "the fleet ")
_WHERE_WORDS = ("in ", "at ", "off ", "near ", "by ")


def where_noted(note: str) -> str | None:
    """The place a note in brackets says the unit stands in ('the one in the Gulf of Lion' -> 'Gulf of Lion'), None
    when the note is not said so."""
    said = note.strip()
    low = said.casefold()
    headed = True
    while headed:
        headed = False
        for head in _WHERE_HEADS:
            if low.startswith(head):
                said, low, headed = said[len(head):], low[len(head):], True
    for word in _WHERE_WORDS:
        if low.startswith(word):
            place = said[len(word):].strip()
            return place[4:] if place[:4].casefold() == "the " else place
    return None
