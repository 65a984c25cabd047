"""Subjects of a stay that name no unit but say whose units stay: the writer's own nation, every unit of it
('Austria stays put this turn', 'Prussia holds', 'we stay where we are'); a place, for the writer's units
standing there ('London stays to guard the Thames', 'Toulon stays in port', 'brest stays', 'The northern one
(Milan) stays' is not: a note names it). Another nation named so is no order of the writer's (plain.py says so).
A word-set test first; a place's name of at most four words."""

from __future__ import annotations

from collections.abc import Sequence

from engine.words.reading import Names
from engine.words.units_named import Called

_THE = frozenset("the our my all of whole".split())
_WE = (["we"], ["we", "all"], ["all", "of", "us"], ["us"])
_MOST_WORDS = 4


def _bare(subject: list[str]) -> list[str]:
    """The subject's words but articles and possessives ('the whole of Austria': 'Austria'), 's taken off."""
    return [w.removesuffix("'s").removesuffix("\u2019s") for w in subject if w.casefold() not in _THE]


def whole_nation(subject: list[str], names: Names, nation: str) -> bool:
    """Whether the subject is the writer's own nation, by its name or 'we': every unit of it stays."""
    low = [w.casefold() for w in subject]
    if low in _WE:
        return True
    bare = _bare(subject)
    return bool(bare) and len(bare) <= _MOST_WORDS and bare[0][:1].isupper() \
        and names.known_nation(" ".join(bare)) == nation


def at_place(subject: list[str], units: Sequence[Called], names: Names) -> list[Called] | None:
    """The writer's units standing in the place the subject names ('London', 'the Brest', "Latium's"), all of
    them; None when the subject is no place's name or none of the writer's units stands there (the ruleset's
    reader says why)."""
    bare = _bare(subject)
    if not bare or len(bare) > _MOST_WORDS or not bare[0][:1].isalnum():
        return None
    said = " ".join(bare)
    if names.known_nation(said) is not None or not names.is_region(said):
        return None
    place = names.region(said)
    there = [u for u in units if u.at == place]
    return there or None


_JOINS = frozenset(("and", ",", "&", "+"))


def others_apart(subject: list[str], names: Names, nation: str) -> tuple[list[str], list[tuple[str, str]]]:
    """The subject without its parts that name another nation's units ('Corps F and the Turks': 'Corps F'), with
    each such part and its nation ('the Turks', 'Ottoman Empire'); the subject whole and none apart when it is
    one part or every part is another's (plain.py says why)."""
    if _JOINS.isdisjoint(w.casefold() for w in subject):
        return subject, []
    pieces: list[list[str]] = [[]]
    for w in subject:
        if w.casefold() in _JOINS:
            pieces.append([])
        else:
            pieces[-1].append(w)
    pieces = [p for p in pieces if p]
    others = [(p, another_nation(p, names, nation)) for p in pieces]
    if not any(o for _, o in others) or all(o for _, o in others):
        return subject, []
    mine: list[str] = []
    for p, o in others:
        if not o:
            mine += [*(["and"] if mine else []), *p]
    return mine, [(" ".join(p), o) for p, o in others if o]


def another_nation(piece: list[str], names: Names, nation: str) -> str:
    """The other nation a part of a subject names ('the Turks', 'the Austrian armies'), '' when none: a word
    of a place's name ('East Prussia') names no nation."""
    for k, w in enumerate(piece):
        if not w[:1].isupper():
            continue
        other = names.known_nation(w.removesuffix("'s"))
        if other is None or other == nation:
            continue
        if any(names.is_region(" ".join(piece[a:b])) for a, b in ((k - 1, k + 1), (k, k + 2), (k, k + 1)) if a >= 0):
            continue
        return other
    return ""


_NUMBER_WORDS = {w: n for n, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve"
                                             .split())}


def noted_apart(subject: list[str], names: Names, nouns: frozenset[str]) -> tuple[list[str], int | None, str | None]:
    """A subject with a note in brackets that says how many and where ('Cav I (Moravia):', 'Home army (3,
    Dunbarra):', 'Frigate (Brie Bight):'): the subject without it (a unit's noun alone when it ends on one:
    'army'), the count and the place it says; the subject as it is, None and None, when it has no such note."""
    words = subject[:-1] if subject[-1:] == [":"] else subject
    if len(words) < 4 or words[-1] != ")" or "(" not in words:
        return subject, None, None
    at = len(words) - 1 - words[::-1].index("(")
    head, note = words[:at], words[at + 1:-1]
    if not head or not note or "(" in head:
        return subject, None, None
    count: int | None = None
    place: str | None = None
    for part in " ".join(note).split(","):
        said = part.strip()
        if said.isdigit() and len(said) < 3 or said.casefold() in _NUMBER_WORDS:
            if count is not None:
                return subject, None, None
            count = int(said) if said.isdigit() else _NUMBER_WORDS[said.casefold()]
        elif said and place is None and names.is_region(said):
            place = names.region(said)
        else:
            return subject, None, None          # 'The Malta garrison (the corps at Gibraltar)': another unit
    last = head[-1].casefold()
    if last in nouns or last.rstrip("s") in nouns:
        head = [*([str(count)] if count is not None else []), head[-1]]     # 'Home army (3, ...)': the 3 army
    return head, count, place
