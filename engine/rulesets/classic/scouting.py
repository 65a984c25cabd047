"""Scouting said after a classic order ('1 ship H -> G, scouting ahead', '2 armies 86 -> 74 to scout Karelia'):
classic has no scouting, so the words change nothing when they name no place but the order's own; they are
set aside and said on the receipt. Scouting another place keeps the line refused (the GM asks)."""

from __future__ import annotations

from engine.words import patterns as re
from engine.words.tails import harmless

# The scouting words and what follows them, to the end of the line.
_SCOUTING = re.compile(r"(?:,|;| -| \u2013| \u2014|:)? (?:(?:in order |so as )?to |and |while |as )?"
                       r"(?:scout|scouts|scouting|reconnoitre|reconnoitring|reconnoiter|reconnoitering|"
                       r"look around|looking around|have a look|having a look)\b", re.IGNORECASE)
_GENERAL = frozenset("ahead around about out the way land coast sea waters area there it them".split())


def without_scouting(line: str, places_of, is_place) -> tuple[str, str] | None:
    """(the order, the scouting words) when the line ends with scouting that names at most the order's own
    places (`places_of(order)` gives them once read, `is_place(words)` the place words name, or None)."""
    m = None
    for m in _SCOUTING.finditer(line):
        pass                                # the last: 'scout' before it may be a place's word
    if m is None or m.start() == 0:
        return None
    head, tail = line[:m.start()].rstrip(" ,;:-"), line[m.start():].strip(" ,;:-.!")
    what = line[m.end():].strip(" .!")
    whom = what.casefold().find(" for ")
    if whom >= 0:                           # '... scouting the Gulf of Bothnia for the Vikings'
        what = what[:whom]
    if not harmless(line[m.end():].replace("the land", "the country")):     # 'scout the land': no landing
        return None                         # 'to scout Karelia, then go on', 'scouting 2 seas'
    named = " ".join(w for w in what.split() if w.casefold() not in _GENERAL)
    if named and what.strip():
        place = is_place(what.strip()) or is_place(named)
        if place is None or place not in places_of(head):
            return None                     # another place: a wish the GM asks about
    elif what.split() and not all(w.casefold() in _GENERAL for w in what.split()):
        return None
    return head, tail
