"""Units named by their count and where they stand, with no unit word, and ships named by their kind
alone: 'the 2 at Lowland Dairies to Berdain Heath', 'Rubygate 4 -> Republic Marsh', "Randomia's 13 ->
Odds End", "Crimson Keep's 4 stay home", 'our two at A join our allies at B', 'frigate in Brie Bight ->
Stilton Sound', '2 frigates -> Northern Rind' (from the one sea the writer's frigates lie in). Written
out in the strict form ('2 units 39 -> 41'); the state decides afterwards whether those units stand
there. One pass over the words; None when the words are not of this shape."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.words.movement import PARTICLES, goes
from engine.words.reading import Names
from engine.words.tails import purpose_tail
from engine.words.textio import is_digits
from engine.rulesets.succheesion.words import NUMBER_WORDS, short_region, words_of

_LEADS = frozenset("the our my and then also".split())
# Words for the units themselves after their count ('the 3 men at ...'): no type, only a count.
_BODY = frozenset("units unit men troops guys lads boys soldiers chaps regiments battalions".split())
_SHIP = {"frigate": "Frigates", "frigates": "Frigates", "frig": "Frigates", "frigs": "Frigates",
         "galleon": "Galleons", "galleons": "Galleons", "gall": "Galleons", "galls": "Galleons"}
_AT = frozenset("at in from of".split())
_TO = frozenset("to into onto towards toward -> on".split())
_THEN = frozenset("then and ,".split())
_STAY = frozenset("stay stays remain remains hold holds rest rests".split())
_STAY_REST = frozenset("put home at where they are there fast firm".split())
# 'join our allies at Grenadier Hills': the place where the others stand is where they go.
_JOIN = frozenset(("join", "joins"))
_JOINED = frozenset("our my the allies ally allied friends forces troops units army garrison".split())
_MOST_PLACE = 6


def counted_move(text: str, names: Names, nation: str) -> str | list | None:
    """The strict form of a move said this way ('2 units 39 -> 41'), [] for units told to stay, None
    when the words are not of this shape."""
    body, tail = _without_tail(text)
    tokens = [w for w in words_of(body) if w not in ("(", ")")]
    low = [w.casefold() for w in tokens]
    i = 0
    while i < len(low) and low[i] in _LEADS:
        i += 1
    head = _head(tokens, low, i, names, nation)
    if head is None:
        return None
    count, kind, start, i = head
    path = _path(tokens, low, i, names, phone=kind == "units")
    if path is None:
        return None
    if path == "stay":
        return []
    if start is None:
        return None
    if count is None:
        return None
    return f"{count} {kind} {' -> '.join((start, *path))}"


def _without_tail(text: str) -> tuple[str, str]:
    """The words before a reason that cannot change the order ('..., to watch the lagoon')."""
    said = purpose_tail(text.strip(" .!"))
    return said if said is not None else (text.strip(" .!"), "")


def _head(tokens: list[str], low: list[str], i: int, names: Names, nation: str
          ) -> tuple[int | None, str, str | None, int] | None:
    """(count, 'units' or the ships' kind, start, where the words go on) of who is named at `i`."""
    if i >= len(low):
        return None
    count = _number(low[i])
    if count is not None:                       # 'the 2 at A', 'the 3 men in A', '2 frigates in A', '2 frigates'
        j = i + 1
        kind = "units"
        if j < len(low) and low[j] in _SHIP:
            kind, j = _SHIP[low[j]], j + 1
        elif j < len(low) and low[j] in _BODY:
            j += 1
        if j < len(low) and low[j] in _AT:
            place = _place(tokens, j + 1, names)
            if place is None:
                return None
            return count, kind, place[0], place[1]
        if kind != "units":                     # '2 frigates -> Northern Rind': where the writer's frigates lie
            return count, kind, _only_sea(names, nation, kind), j
        return None
    if low[i] in ("a", "an", "one") or low[i] in _SHIP:      # 'frigate in Brie Bight', 'a galleon at 14'
        j = i + 1 if low[i] not in _SHIP else i
        if j >= len(low) or low[j] not in _SHIP or not low[j].endswith(("te", "on", "ig", "all")):
            return None                         # singular only: 'frigates' alone is counted below
        kind, j = _SHIP[low[j]], j + 1
        start: str | None = None
        if j < len(low) and low[j] in _AT:
            place = _place(tokens, j + 1, names)
            if place is None:
                return None
            start, j = place
        elif j < len(low) and low[j] != "->":
            place = _place(tokens, j, names)    # 'frigate Brie Bight -> ...'
            if place is not None:
                start, j = place
        if start is None:
            start = _only_sea(names, nation, kind)
        return 1, kind, start, j
    place = _place(tokens, i, names, possessive=True)        # "Rubygate 4", "Randomia's 13", "Chance Hills' 6"
    if place is None:
        return None
    start, j = place
    count = _number(low[j]) if j < len(low) else None
    if count is None:
        return None
    j += 1
    if j < len(low) and low[j] in _BODY:
        j += 1
    return count, "units", start, j


def _path(tokens: list[str], low: list[str], i: int, names: Names, phone: bool) -> tuple[str, ...] | str | None:
    """The places gone to from `i` ('-> A -> B', 'to A and then B', 'walks over to A', 'join our allies at
    A'), 'stay' for units told to stay; None when other words are left."""
    if i < len(low) and low[i] in _STAY:
        return "stay" if all(w in _STAY_REST for w in low[i + 1:]) else None
    if i < len(low) and low[i] in _JOIN:
        j = i + 1
        while j < len(low) and (low[j] in _JOINED or low[j].removesuffix("'s") in _JOINED):
            j += 1
        if j < len(low) and low[j] in ("at", "in"):
            place = _place(tokens, j + 1, names)
            if place is not None and place[1] == len(low):
                return (place[0],)
        return None
    went = False
    if i < len(low) and goes(low[i]):
        went, i = True, i + 1
        while i < len(low) and low[i] in PARTICLES:
            i += 1
    path: list[str] = []
    while i < len(low):
        k = i
        while k < len(low) and low[k] in _THEN:
            k += 1
        if k < len(low) and low[k] in _TO:
            k += 1
            if k < len(low) and low[k] == "to":     # 'on to'
                k += 1
        elif k < len(low) and low[k] == "2" and phone and (path or went):
            k += 1                              # phone typing: 'walk 2 skerries'
        elif not (path and k > i):
            return None
        place = _place(tokens, k, names)
        if place is None:
            return None
        path.append(place[0])
        i = place[1]
    return tuple(path) if path else None


def _place(tokens: list[str], i: int, names: Names, possessive: bool = False) -> tuple[str, int] | None:
    """(the region, where the words go on) of the longest run of words at `i` naming a place."""
    if i < len(tokens) and tokens[i].casefold() == "the":
        i += 1
    for n in range(min(_MOST_PLACE, len(tokens) - i), 0, -1):
        said = " ".join(tokens[i:i + n])
        if possessive:
            said = said.removesuffix("'s").removesuffix("\u2019s").removesuffix("'")
        if said and not (possessive and is_digits(said)) and said.casefold() not in _BODY and names.is_region(said):
            try:
                return names.region(said), i + n
            except NotUnderstood:
                return None
    if i < len(tokens):
        try:
            short = short_region(names, [tokens[i]]) if tokens[i][:1].isupper() else None
        except NotUnderstood:
            return None
        if short is not None:
            return short, i + 1
    return None


def _number(word: str) -> int | None:
    if is_digits(word) and len(word) <= 3:
        return int(word)
    n = NUMBER_WORDS.get(word)
    return n if n is not None and word not in ("a", "an", "dozen") else None


def _only_sea(names: Names, nation: str, kind: str) -> str | None:
    """The one sea the writer's ships of this kind lie in, None when none or several."""
    seas = {f.at for f in getattr(names.state, "fleets", ()) if f.nation == nation
            and (f.frigates if kind == "Frigates" else f.galleons)}
    return next(iter(seas)) if len(seas) == 1 else None
