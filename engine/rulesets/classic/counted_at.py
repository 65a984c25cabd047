"""Moves written as a place's name, a count and an arrow (round 22): 'Paris 3 -> Flanders (22)', 'Lorraine pair ->
Westphalia (56)', "Oslo's three -> Norrland (64)", 'the Normandy pair -> Aquitaine'. The units are the ones standing
in the place named: armies in a land province, ships in a sea; the line is written back as the move it says
('3 armies Paris -> Flanders (22)') and read as that is, so the count, the destination and the rest are checked as
ever (more than stand there is refused when checked; a condition or a question after it is refused).

Only a place named by its name: a bare number or letter before a count ('76 3 -> 77') is two places or a typo, never
read so; and only an arrow after the count (not 'to', not a dash): 'Paris 3 to 4' stays refused."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.words.reading import Names, number

_ARROWS = ("->", "→", "=>", "-->")
_PAIRS = {"pair": 2, "duo": 2, "couple": 2, "trio": 3}
_MOST_PLACE_WORDS = 4
_MOST_COUNT = 30


def _count(word: str) -> int | None:
    word = word.casefold()
    if word in _PAIRS:
        return _PAIRS[word]
    try:
        said = number(word)
    except NotUnderstood:
        return None
    return said if said is not None and 0 < said <= _MOST_COUNT else None


def place_counted(text: str, names: Names) -> list[str]:
    """The line written as the move it says ('3 armies Paris -> Flanders (22)'); [] when it is not so shaped."""
    tokens = text.split(" ")
    if len(text) > 300 or len(tokens) < 4:
        return []
    start = 1 if tokens[0].casefold() == "the" else 0
    arrow = next((k for k, w in enumerate(tokens[:start + _MOST_PLACE_WORDS + 2]) if w in _ARROWS), None)
    if arrow is None or arrow < start + 2 or arrow == len(tokens) - 1:
        return []
    count = _count(tokens[arrow - 1])
    place = " ".join(tokens[start:arrow - 1])
    if count is None:
        return []
    if place[-2:] in ("'s", "\u2019s"):
        place = place[:-2]                      # "Oslo's three"
    if not any(c.isalpha() for c in place) or len(place) < 3 or place[:1].isdigit() or not names.is_region(place):
        return []
    kind = "armies" if names.region(place).isdigit() else "ships"
    if count == 1:
        kind = kind[:-3] + "y" if kind == "armies" else "ship"
    return [" ".join([str(count), kind, place, *tokens[arrow:]])]
