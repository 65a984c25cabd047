"""'There' for the one place named before it in the sentence (round 22, helper Nc): 'my galleons in the Fondue Sea
attack Maustria there', 'the frigate in Brie Bight does blockade there', 'Our fleet in the Fondue Sea shall attack the
Crimsonian galleons there'. 'There' is a word that makes a sentence no plain order (engine.words.meaning.verbs'
BLOCKERS: 'if they are there', 'somewhere there', a place said in another sentence); it names a place only when the
sentence has named exactly one place before it and it ends a clause. Never: 'there is', 'there are', 'from there',
'out there', 'over there', 'get there', 'if they are there' (the condition blocks of its own), a 'there' before any
place ('there the army attacks Carmine'), or after two places ('the army in Carmine goes to Rubygate and attacks
there': which?)."""

from __future__ import annotations

from collections.abc import Sequence

THERE = "there"
# What may follow a 'there' that ends a clause: nothing, a stop, or a word that starts the next one.
_ENDS = frozenset((",", ";", ":", ".", "!", "and", "then", "too", "as", "with", "now", "this", "at"))
# Words before 'there' that make it a place of its own, or a way of speaking: never the place named before.
_BEFORE = frozenset("from out over up down get gets got getting in is are was were be been thing".split())


def deferred(low: Sequence[str], i: int) -> bool:
    """Whether the 'there' at i may name the place said before it: its blocking waits until the places are found."""
    if low[i] != THERE or i == 0 or low[i - 1] in _BEFORE:
        return False
    return i + 1 == len(low) or low[i + 1] in _ENDS


def names_place(i: int, place_words: Sequence[int], places: Sequence[str]) -> bool:
    """Whether the 'there' at i names the one place said before it: `place_words` the positions of the words that
    name places, `places` the places' ids in the order said."""
    before = [j for j in place_words if j < i]
    return bool(before) and len(set(places)) == 1 and all(j < i for j in place_words)


def given_place(piece: str, before: Sequence[str], name: str) -> str:
    """A clause whose 'there' ends it, read with the one place the clauses before it named ('the squadron in the
    Fondue Sea lifts its blockade and attacks the Crimsonian galleons there': 'attacks ... in the Fondue Sea');
    `before` the places' ids said before, `name` the name of the last. The piece as it was otherwise."""
    words = piece.rstrip(" .!").split(" ")
    if len(set(before)) != 1 or not name or words[-1].casefold() != THERE or len(words) < 2 \
            or words[-2].casefold() in _BEFORE:
        return piece
    return " ".join(words[:-1] + ["in", name])
