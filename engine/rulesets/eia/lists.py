"""EiA orders as players list them: an item lettered 'a)', '(b)' or 'c.' before its order, and a heading
of a kind of order with nothing under it ('war: none', 'alliances: -', 'fleets: nothing'), which gives
no order and is never taken for a nation called 'none'."""

from __future__ import annotations

import re

# 'a) corps I: ...', '(b) ally with Prussia', 'c. declare war on Spain': a letter of a list, not of the order.
_ITEM_LETTER = re.compile(r"\(?[a-hA-H][).] ")
# Headings of a kind of order ('1) war: none') and the words that say nothing is ordered under one.
_HEADINGS = frozenset("war wars dow diplomacy alliance alliances ally break breaks fleet fleets interception "
                      "interceptions naval land moves corps attack attacks battle standing outflanking".split())
_NOTHING = frozenset("none nothing no nil n/a na - -- nobody noone".split())


def without_item_letter(text: str) -> str:
    """'a) corps I: Brandenburg - Saxony' -> 'corps I: Brandenburg - Saxony'; other text as it is."""
    m = _ITEM_LETTER.match(text)
    return text[m.end():] if m else text


def nothing_under(text: str) -> bool:
    """'war: none', 'Alliances: -', 'fleets: nothing this month': a heading with no order under it."""
    head, colon, rest = text.partition(":")
    said = rest.strip(" .!").casefold().split()
    return bool(colon) and " ".join(head.casefold().split()) in _HEADINGS and bool(said) and said[0] in _NOTHING \
        and (len(said) == 1 or said[1:] in (["this", "month"], ["this", "turn"], ["for", "now"]))
