"""A way asked for in brackets beside a move: 'Squadron 1 sails to the Ionian Sea (if possible, I'd like it to pass by
Malta on the way)', 'Corps A marches to the Abruzzi (via Rome if possible)'. The note names a place of the map the
move neither starts from nor goes through, with a word of the way: the order's path is not what the writer wants,
and the line is refused naming the place (never the move read without its way). A note naming no place of the map,
or only the move's own places ('(through the Channel)' when the path has it), says nothing here."""

from __future__ import annotations

from collections.abc import Iterable

from engine.words.reading import Names

_WAY = frozenset("via through thru past pass passes passing way route stopping calling".split())
_MOST_WORDS = 3          # a place's name: at most three words ('Gulf of Lion')


def route_wish(notes: Iterable[str], named: set, names: Names) -> str | None:
    """Why a move whose brackets ask for a way through another place is refused; None when none does."""
    for note in notes:
        tokens = [t.strip(",.;:!?'\"()") for t in note.split()]
        tokens = [t for t in tokens if t]
        if not _WAY.intersection(t.casefold() for t in tokens):
            continue
        for size in range(_MOST_WORDS, 0, -1):
            for i in range(len(tokens) - size + 1):
                said = " ".join(tokens[i:i + size])
                if not (said[:1].isupper() or said.isdigit()) or not names.is_region(said):
                    continue
                if names.region(said) not in named:
                    return (f"the note ({note.strip()}) asks for a way through {said}, which the order's path does "
                            "not take: say the whole path, or leave the wish out")
    return None
