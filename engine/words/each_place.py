"""Units of several places named together by their places, for every ruleset: 'Gibraltar and Malta garrisons stay',
'the Brest and Toulon fleets hold', 'Rostopki, Whiskerport and Adoen Shore troops stay home': each place's unit
is given the order said, read one by one as 'Gibraltar garrison stay', 'Malta garrison stay'. The line is read so
only when every part reads whole (each place's unit the reader's own to find: one fits, several or none are
refused as each reader does); else it is refused, never read as one place's order ('the London and Mercia
armies go to Wales' is never the Mercia armies' march alone). The subject is the words before a plural unit word
(the lexicon's, or a body of men: 'garrisons', 'forces'), each part a place of the board and no nation. One pass over the subject's words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import Contradiction, NotUnderstood
from engine.words.lexicon import UNIT_WORDS
from engine.words.movement import BODIES
from engine.words.reading import Names
from engine.words.read_again import read_or_again

_OWNERS = frozenset("the our my".split())
_JOINS = frozenset(("and", "&", ","))
_MOST_SUBJECT = 14
_MOST_NAME = 4
_SINGULAR = {"armies": "army", "corps": "corps", "men": "men", "troops": "troops"}


def singular(noun: str) -> str:
    """The singular of a unit word as players write it: 'garrisons' garrison, 'armies' army, 'corps' corps."""
    return _SINGULAR.get(noun, noun[:-1] if noun.endswith("s") else noun)


def each_place(text: str, names_of: Callable[[], Names | None]) -> list[str] | None:
    """The line said once per place ('Gibraltar garrison stay', 'Malta garrison stay') when its subject is two
    or more places joined by 'and' or commas before a plural unit word; None otherwise."""
    raw = text.replace(",", " , ").split()
    if len(raw) < 4:
        return None
    low = [w.casefold() for w in raw[:_MOST_SUBJECT + 1]]
    noun = next((i for i, w in enumerate(low) if w in UNIT_WORDS or w in BODIES), None)
    if noun is None or noun < 3 or not (low[noun].endswith("s") or low[noun] == "corps"):
        return None
    names = names_of()              # asked for only now: the reader by meaning is made on first use
    if names is None:
        return None
    start = 1 if low[0] in _OWNERS else 0
    places: list[str] = []
    k = start
    while k < noun:
        if low[k] in _JOINS:
            k += 1
            continue
        found = next((e for e in range(min(noun, k + _MOST_NAME), k, -1) if _place(raw[k:e], names)), None)
        if found is None:
            return None
        places.append(" ".join(raw[k:found]))
        k = found
    if len(places) < 2 or "and" not in low[start:noun] and "&" not in low[start:noun]:
        return None
    rest = " ".join(raw[noun + 1:]).replace(" , ", ", ")
    owner = f"{raw[0]} " if start else ""
    return [f"{owner}{place} {singular(low[noun])} {rest}".strip() for place in places]


def _place(words: list[str], names: Names) -> bool:
    said = " ".join(words)
    return bool(said) and said[:1].isupper() and names.is_region(said) and names.known_nation(said) is None


def read_each_place(parse_line: Callable[[str], Any], names_of: Callable[[], Names | None]) -> Callable[[str], Any]:
    """A line reader that reads a line once per place its subject names (`each_place`), refused when any part
    does not read whole; other lines as they read."""
    def _each(text: str) -> list | None:
        if " and " not in text and " & " not in text:
            return None
        parts = each_place(text, names_of)
        if parts is None:
            return None
        out: list = []
        for part in parts:
            try:
                got = parse_line(part)
            except NotUnderstood:
                got = None
            if got is None or not _whole(got):      # 'the London and Mercia armies go to Wales': never one place's
                raise NotUnderstood(f"units of {len(parts)} places named together ({', '.join(parts)}): give each "
                                    "place's units an order of their own")
            out += got if isinstance(got, list) else [got]
        return out

    return read_or_again(parse_line, lambda first, text: first is None or " and " not in text, _each,
                         firm=Contradiction)


def _whole(read: Any) -> bool:
    """Whether a part read whole: its orders, or none for a stay ('the Wessex army stay'), nothing refused."""
    items = read if isinstance(read, list) else [read]
    return not any(isinstance(x, NotUnderstood) for x in items)
