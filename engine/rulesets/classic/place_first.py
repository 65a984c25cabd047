"""Orders written place by place ('In 67 two armies go to 65', 'In D, the four ships sail to E', 'in 109: 2
armies to 110'): the place said first is where the units named after it stand, written back after them
('two armies in 67 go to 65')."""

from __future__ import annotations

from engine.words.reading import Names

_LEADS = frozenset(("in", "at"))
_MOST_PLACE_WORDS = 4
_NO_ORDER = frozenset(("nothing", "stay", "stays", "hold", "holds", "no order", "no orders", "nothing moves",
                       "they stay", "it stays", "all stay", "no move", "no moves"))


def says_nothing(text: str, names: Names) -> bool:
    """'in 108, nothing', 'Island: in 31, stay': a place named first and no order for it (its units stay)."""
    head, colon, tail = text.partition(": ")
    text = tail if colon and len(head.split()) <= 3 and not any(c.isdigit() for c in head) else text
    lead, _, rest = text.partition(" ")
    place, comma, what = rest.partition(", ")
    return lead.casefold() in _LEADS and bool(comma) and names.is_region(place) \
        and what.strip(" .!").casefold() in _NO_ORDER


def place_first(text: str, names: Names, unit_words: frozenset[str]) -> list[str]:
    """The line with its first place put after the units it names; [] when it opens with no place, or the
    words after it name no unit."""
    head, colon, tail = text.partition(": ")
    if colon and tail[:3].casefold() in ("in ", "at ") and len(head.split()) <= 3 and not any(c.isdigit() for c in head):
        text = tail                     # 'West: in 109, 2 armies to 110': a label over the place
    tokens = text.split(" ")
    if len(tokens) < 3 or tokens[0].casefold() not in _LEADS or len(text) > 300:
        return []
    for size in range(min(_MOST_PLACE_WORDS, len(tokens) - 2), 0, -1):
        said = " ".join(tokens[1:1 + size])
        place = said.rstrip(",:")
        if not names.is_region(place):
            continue
        rest = tokens[1 + size:]
        unit = next((k for k, w in enumerate(rest[:5]) if w.strip(",.;:!").casefold() in unit_words), None)
        if unit is None:
            return []
        if rest[unit][-1:] in ",.;:!":
            return []                   # 'In 70 the army, ...': said otherwise
        return [" ".join([*rest[:unit + 1], "in", place, *rest[unit + 1:]])]
    return []
