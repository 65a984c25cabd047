"""More of the ways newcomers describe one of their units, resolved against the nation's units in the state
(engine.words.references calls it when its own shapes find none): by what it holds with where it stands ('my
cavalry in Bulgaria', 'the infantry at Lyon'), as their only unit of a kind ('my one ship', 'our only fleet',
'the lone squadron in the Baltic'), by its letter with what it holds after ('corps E cavalry from Paris'), or by
a singular of the ruleset's plural noun ('the ship in Marmara'). The words are the ruleset's: its units' nouns
and kinds (UnitRef), the kind words passed in. One unit fits: taken. Several: asked. None: refused, naming
the kind and place looked for. A unit that holds more than the kind said ('my cavalry in Bulgaria' where the
corps there holds more infantry than cavalry) is asked: the player may mean the cavalry alone (a transfer), never read as
the whole corps, unless the ruleset says that kind is the unit's main one (UnitRef.main). A pass over a few words after the clause's first, no pattern: linear in the clause."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from engine.errors import NotUnderstood
from engine.words.reading import Names

if TYPE_CHECKING:
    from engine.words.references import UnitRef

Found = tuple[list["UnitRef"], int, str]

# Words that say the unit is the writer's only one of its kind ('my one ship', 'our only fleet').
_ONLY = frozenset("one only single lone sole".split())
_PLACE_WORDS = frozenset(("in", "at"))
_MOST_PLACE_WORDS = 5


def noun_of(word: str, nouns: frozenset[str]) -> str | None:
    """The ruleset's noun a word is, or its singular ('ship' for 'ships', 'fleet' for 'fleets'); None if none."""
    if word in nouns:
        return word
    for plural in (word + "s", word + "es"):
        if plural in nouns:
            return plural
    return None


def described(tokens: list[str], low: list[str], i: int, units: Sequence[UnitRef], nouns: frozenset[str],
              kinds: Mapping[str, str], labels: frozenset[str], names: Names, said: bool) -> Found | None:
    """(the units that fit, where the description ends, what it said) for the description at word i, in the
    shapes engine.words.references leaves; None when the words there describe none of them."""
    n = len(low)
    if i + 1 >= n:
        return None
    first = low[i]
    kind = kinds.get(first)
    if kind and said and low[i + 1] in _PLACE_WORDS:            # 'my cavalry in Bulgaria'
        where = _place(tokens, i + 2, names)
        if where is None:
            return None
        rid, end = where
        there = [u for u in units if u.at == rid and kind in u.kinds]
        _whole(there, kind, f"your units in {names.board.name(rid)}")
        return there, end, f"{kind} {low[i + 1]} {names.board.name(rid)}"
    if first in _ONLY and said:                                 # 'my one ship', 'our only fleet'
        noun = noun_of(low[i + 1], nouns)
        if noun is None:
            return None
        fits = [u for u in units if noun in u.nouns]
        end = i + 2
        if end + 1 < n and low[end] in _PLACE_WORDS:            # 'the lone squadron in the Baltic'
            where = _place(tokens, end + 1, names)
            if where is not None:
                fits = [u for u in fits if u.at == where[0]]
                end = where[1]
        return fits, end, f"a {low[i + 1]}{' ' + ' '.join(low[i + 2:end]) if end > i + 2 else ''}"
    if first in nouns and i + 2 < n and tokens[i + 1].strip(",:;") in labels and low[i + 2] in kinds:
        label, kind = tokens[i + 1].strip(",:;"), kinds[low[i + 2]]     # 'corps E cavalry from Paris'
        fits = [u for u in units if u.label == label and first in u.nouns]
        if fits and not any(kind in u.kinds for u in fits):
            raise NotUnderstood(f"{first} {label} holds no {kind}: which unit is meant?")
        _whole(fits, kind, f"{first} {label}")
        return fits, i + 3, f"{first} {label} of {kind}"
    singular = noun_of(first, nouns) if first not in nouns else None
    if singular is not None and said and low[i + 1] in _PLACE_WORDS:   # 'the ship in Marmara'
        where = _place(tokens, i + 2, names)
        if where is None:
            return None
        rid, end = where
        fits = [u for u in units if singular in u.nouns and u.at == rid]
        return fits, end, f"a {first} {low[i + 1]} {names.board.name(rid)}"
    return None


# 'left' after a unit's noun and before where it stands ('the army left in London', 'the ships left behind at
# Brest'): the unit that stays when the others go, never a verb of leaving.
_LEFT = frozenset(("left", "remaining"))
_LEFT_WHERE = frozenset(("in", "at", "behind", "back", "there", "here", "on"))


def left_behind(low: list[str], i: int, is_unit: Callable[[str], bool]) -> bool:
    """Whether word i is 'left' said of the unit named just before it and where it stands after it ('The army
    left in London stays'): a description of the unit, the sentence's verb comes after."""
    return low[i] in _LEFT and 0 < i < len(low) - 1 and is_unit(low[i - 1]) and low[i + 1] in _LEFT_WHERE


def place_after(words: list[str], names: Names) -> tuple[list[str], str | None]:
    """(the words without it, the region) when a unit's words end with where it stands ('corps I in Bavaria',
    'squadron 2 at Malta'); (the words, None) otherwise."""
    for k in range(max(1, len(words) - _MOST_PLACE_WORDS - 1), len(words) - 1):
        if words[k].casefold() in _PLACE_WORDS:
            said = " ".join(words[k + 1:]).strip(",:;.")
            if said and names.is_region(said) and names.known_nation(said) is None:
                return words[:k], names.region(said)
    return words, None


def _whole(fits: Sequence[UnitRef], kind: str, where: str) -> None:
    """Refuse (ask) when a unit said by what it holds holds more than that: the kind alone may be meant."""
    mixed = [u for u in fits if u.kinds and u.kinds != {kind} and u.main != kind]
    if mixed:
        heads = ", ".join(u.head for u in mixed)
        raise NotUnderstood(f"{where}: {heads} holds more than {kind}: does the whole unit go, or only its "
                            f"{kind} (a transfer to a new unit)? write the unit's order, or the transfer")


def _place(tokens: list[str], start: int, names: Names) -> tuple[str, int] | None:
    """(the region, where its name ends) for a place named from word `start`, the longest name first."""
    for end in range(min(len(tokens), start + _MOST_PLACE_WORDS), start, -1):
        words = " ".join(tokens[start:end]).strip(",:;.")
        if words and names.is_region(words):
            return names.region(words), end
    return None
