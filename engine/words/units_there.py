"""Units called by 'there' for the place the line named just before, for every ruleset: 'build 1 Infantry in
Manarth Hold, and my 4 units there go to Vengeance Ford (34)' is the 4 units in Manarth Hold. Read so only when the
line names exactly one place of the board before 'there' (two or none: the line as it was, refused or asked), and
'there' stands right after a unit word said as the writer's or counted ('my 4 units there', 'the ships there', 'our
army there'), never after a verb ('go there': a destination). One pass over the line's words."""

from __future__ import annotations

from collections.abc import Callable

from engine.words.lexicon import UNIT_WORDS
from engine.words.movement import BODIES
from engine.words.reading import NUMBER_WORDS, Names

_OWNED = frozenset("my our the all both those these".split())
_AT = frozenset(("in", "at", "from"))
_MOST_WORDS = 60
_MOST_NAME = 4


def units_there(text: str, names_of: Callable[[], Names | None]) -> str | None:
    """The line with 'there' after the writer's units written as the one place named before it; None otherwise."""
    raw = text.split()
    if len(raw) > _MOST_WORDS or "there" not in (w.casefold().strip(",.;:!?") for w in raw):
        return None
    low = [w.casefold().strip(",.;:!?()") for w in raw]
    at = next((i for i, w in enumerate(low) if w == "there" and i >= 2 and raw[i] == w
               and (low[i - 1] in UNIT_WORDS or low[i - 1] in BODIES)
               and (low[i - 2] in _OWNED or low[i - 2].isdigit() or low[i - 2] in NUMBER_WORDS)), None)
    if at is None:
        return None
    names = names_of()                  # asked for only now: the reader by meaning is made on first use
    if names is None:
        return None
    places: set[str] = set()
    said = ""
    k = 0
    while k < at - 2:
        numbered = k > 0 and low[k - 1] in _AT          # '... in 21': a number is a place only after 'in', 'at'
        found = next((e for e in range(min(at - 2, k + _MOST_NAME), k, -1) if _place(raw[k:e], names, numbered)), None)
        if found is None:
            k += 1
            continue
        said = " ".join(w.strip(",.;:!?()") for w in raw[k:found])
        places.add(names.region(said))
        k = found
    if len(places) != 1:
        return None
    return " ".join([*raw[:at], "in", said, *raw[at + 1:]])


def _place(words: list[str], names: Names, numbered: bool) -> bool:
    said = " ".join(w.strip(",.;:!?()") for w in words)
    return bool(said) and (said[:1].isupper() or numbered and said.isdigit()) and names.is_region(said) \
        and names.known_nation(said) is None
