"""A squadron named by the sea it stands in, the sea said without its 'Sea' (round 21): 'the fleet in the Ionian
stays there', 'our squadrons at the Tyrrhenian sail ...'. The sea is the one whose name is that word and 'Sea' (or
'Ocean'); only one capitalised word, after 'the' or alone, never an everyday word or a province's name."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.words.reading import Names


def sea_said(said: str, names: Names) -> set[str]:
    """The sea a short name of the subject names ({'ionian_sea'} for 'the Ionian'), or no place."""
    word = said[4:] if said[:4].casefold() == "the " else said
    if not word.isalpha() or not word[:1].isupper() or not any(
            names.board.knows(word + tail) for tail in (" Sea", " Ocean")):
        return set()
    try:
        found = names.region(word)
    except NotUnderstood:
        return set()
    return {found} if names.board[found].is_sea else set()
