"""Places, nations and units written short, as veterans and phones write them, resolved against the
map and the state: a place by the start of its name or its initials ('Abr', 'BB'), a nation by the start
of its name ('SPA', 'BER'), and, where a short form fits several places, the one the route can reach
(engine.words.reading finds the fits; this module decides among them). Never a guess: two fits left,
the reader asks, naming both."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.words.reading import Names


def names_a_place(names: Names, text: str) -> bool:
    """Whether the words are a place of the map, by its name or a short form of one place only ('BB',
    'Abr'); a short form of several is a place all the same (the reader then asks which)."""
    if names.is_region(text):
        return True
    try:
        return names.abbreviation(text) is not None
    except NotUnderstood:
        return True
