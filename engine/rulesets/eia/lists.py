"""EiA orders as players list them: an item lettered 'a)', '(b)' or 'c.' before its order, a heading
of a kind of order with nothing under it ('war: none', 'alliances: -', 'fleets: nothing'), which gives
no order and is never taken for a nation called 'none', and a letter's dateline ('Vienna, January 1805.')."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

from engine.rulesets.eia.calendar import MONTHS

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


# The words of a letter's dateline besides its place: 'Vienna, 3rd January 1805', 'Headquarters at Vilna, January'.
_MONTHS = frozenset(m.casefold() for m in MONTHS) | frozenset("jan feb mar apr jun jul aug sep sept oct nov dec".split())
_DATELINE = frozenset("the of at in on this headquarters camp palace written given before near day".split())
_ORDINAL_ENDS = ("st", "nd", "rd", "th", "er", "e")


def dateline(text: str, is_place) -> bool:
    """'Vienna, January 1805.', 'Paris, the 3rd of January 1805', 'Camp before Ulm, 2 January': a place
    and a date and nothing else, the top of a letter and no order. `is_place` says whether words name a place."""
    toks = [t.strip(",.;:!()") for t in text.split()]
    toks = [t for t in toks if t]
    if not 2 <= len(toks) <= 9 or not any(t.casefold() in _MONTHS for t in toks) or \
            not any(_date_number(t.casefold()) for t in toks):
        return False                            # a day or a year too: 'march on Vienna' is no date
    places = 0
    i = 0
    while i < len(toks):
        low = toks[i].casefold()
        if low in _MONTHS or low in _DATELINE or _date_number(low):
            i += 1
            continue
        n = next((n for n in (3, 2, 1) if i + n <= len(toks) and is_place(" ".join(toks[i:i + n]))), 0)
        if not n:
            return False
        places += 1
        i += n
    return places == 1


def _date_number(low: str) -> bool:
    """'3', '3rd', '1805', '1er': a day or a year."""
    for end in ("", *_ORDINAL_ENDS):
        stem = low.removesuffix(end) if end else low
        if stem.isascii() and stem.isdigit() and (len(stem) <= 2 and 0 < int(stem) <= 31 or len(stem) == 4):
            return True
    return False

