"""Napoleonic units named as a group by how many stand in a place: 'The two corps in Picardy stay where they are',
'Both corps at Cadiz hold', 'the three squadrons in the Channel sail to the North Sea'. 'corps' is the same word in
the singular and the plural: the count said before it is what makes the subject several units. The count decides:
as many of the nation's units of that kind standing there as it says are each given the order; more or fewer there
than the count is refused and asked (never some of them, never the one that is there when two are said)."""

from __future__ import annotations

from engine.errors import NotUnderstood

_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "both": 2, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6}
_BEFORE = frozenset("the our my".split())
_WHERE = frozenset("in at off near".split())


def said_count(subject: list[str], nouns: frozenset[str]) -> int | None:
    """The count said before the unit word of a subject naming units by where they stand ('The two corps in
    Picardy', 'both squadrons at Cadiz', 'our 2 corps in Alsace'); None when it says none, or more than the words
    of such a subject."""
    low = [t.casefold().strip(",") for t in subject]
    while low and low[0] in _BEFORE:
        low = low[1:]
    if len(low) < 4 or low[0] not in _COUNTS or low[1] not in nouns or low[2] not in _WHERE:
        return None
    return _COUNTS[low[0]]


def as_counted(told: int, units: list[str], rest: str) -> str:
    """Each of the units told its order, when they are as many as the count said; refused when they are not."""
    if len(units) != told:
        raise NotUnderstood(f"{len(units)} of your units stand there, not {told}: name each by its letter or number")
    return "; ".join(f"{u} {rest}" for u in units)


def count_not_one(text: str, nouns: frozenset[str]) -> None:
    """Refused when a sentence naming one unit by where it stands says its subject is several ('The 2 corps in
    Alsace stay', 'our two corps in Alsace march to Baden', with one corps there): the count is asked, never
    dropped. A subject with no count, or with a letter, says nothing here."""
    told = said_count(text.split(), nouns)
    if told is not None and told != 1:
        as_counted(told, ["one"], "")
