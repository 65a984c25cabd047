"""A stack named once, then split by counts, for every ruleset: 'my armies in Paris: 2 of them go to Flanders (22),
one stays at home', 'the ships in the Aegean: both sail to the Black Sea'. Each part is said again with the stack's
noun and place ('2 armies in Paris go to Flanders (22). 1 army in Paris stays at home.') and the line read so; the
counts are the reader's to check against the state (more than stand there is refused as any count is). Read only
when the head is a unit word and a place of the board and every part opens with a count ('2 of them', 'one', 'the
other', 'the rest'); else the line is as it was. One pass over the line's words."""

from __future__ import annotations

from collections.abc import Callable

from engine.words.each_place import singular
from engine.words.lexicon import UNIT_WORDS
from engine.words.movement import BODIES
from engine.words.reading import NUMBER_WORDS, Names

_OWNERS = frozenset("the my our all".split())
_AT = frozenset(("in", "at", "of"))
_REST = (("the", "rest"), ("the", "others"), ("the", "other"), ("the", "remaining"))
_MOST_HEAD = 8
_MOST_NAME = 4
_MOST_PARTS = 6


def _count(word: str) -> int | None:
    low = word.casefold()
    if low.isdigit() and len(low) < 4:
        return int(low)
    got = NUMBER_WORDS.get(low)
    return got if isinstance(got, int) and low not in ("a", "an") else None


def parts_said(text: str, names_of: Callable[[], Names | None]) -> str | None:
    """The line with each part of the stack said in full, or None when it is not a stack split by counts."""
    head, colon, rest = text.partition(": ")
    if not colon or not rest.strip():
        return None
    words = head.split()
    low = [w.casefold() for w in words]
    if not 2 < len(words) <= _MOST_HEAD:
        return None
    k = 1 if low[0] in _OWNERS else 0
    noun = low[k]
    if not (noun in UNIT_WORDS or noun in BODIES) or low[k + 1] not in _AT:
        return None
    pieces = [p.strip() for part in rest.split(", ") for p in part.split(" and ") if p.strip()]
    if not pieces or len(pieces) > _MOST_PARTS:
        return None
    said: list[tuple[str, str]] = []
    for piece in pieces:
        out = _part(piece, noun)
        if out is None:
            return None
        said.append(out)
    names = names_of()                  # asked for only now: the reader by meaning is made on first use
    place = " ".join(words[k + 2:])
    if names is None or not place or len(words) - k - 2 > _MOST_NAME or not names.is_region(place) \
            or names.known_nation(place) is not None:
        return None
    where = f"{low[k + 1]} {place}"
    return " ".join(f"{count} {where} {verb}".rstrip(" .") + "." for count, verb in said)


def _part(piece: str, noun: str) -> tuple[str, str] | None:
    """(the count with the noun, the rest) of one part: '2 of them go to Flanders' -> ('2 armies', 'go to ...')."""
    words = piece.split()
    low = [w.casefold().strip(",.") for w in words]
    for rest in _REST:
        if tuple(low[:2]) == rest:
            return f"the other {noun}", " ".join(words[2:])
    if not low:
        return None
    n = _count(low[0])
    if n is None or n < 1:
        return None
    at = 3 if low[1:3] == ["of", "them"] else 1
    return f"{n} {noun if n > 1 else singular(noun)}", " ".join(words[at:])
