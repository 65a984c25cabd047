"""Units told to stay, said in any of the ways players say it: 'Whiskerport keeps its 4', 'The Typ Lef
three are to hold', 'The General stays at the Oasis with the 4', 'Adoen Crown: the Archduke with his 8
stays', '2 marsh stay', 'Typ Lef garrison (3)', 'the frigate stays where it is'. The rules give a stay no
order (units without orders stay), so such a sentence reads as nothing, set aside on the receipt; but only
when the writer's own units stand there: a stay of units that are not there, or of another nation's
units, is refused. The shape: one stay verb (or 'keeps its N', or a place's garrison with its count in
brackets and no verb), one place, a count or a leader, and otherwise only small words; anything else
and the sentence is not of this shape (None). One pass over the words, a word-set test first."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.rulesets.succheesion.words import NUMBER_WORDS, short_region, words_of
from engine.words.reading import Names
from engine.words.textio import is_digits

_STAY = frozenset("stay stays remain remains hold holds keep keeps garrison".split())
_VERBS = frozenset("stay stays remain remains hold holds keep keeps".split())
_LEADERS = frozenset("general gen archduke marshal commander prince duke king queen khan jarl doge".split())
_UNITS = frozenset("units unit u regiments regiment men troops riders horsemen soldiers army armies battalions "
                   "infantry cavalry militia artillery garrison".split())
_SHIPS = frozenset("frigate frigates galleon galleons fleet ships ship squadron".split())
_SMALL = frozenset("the our my its his her their with at in of on are is to be shall will must should just "
                   "put home where they it there fast firm fort fortress walls behind and all remaining "
                   "also still , : ( ) . ; ! - * [ ] [*] + a".split())


def stay_said(text: str, names: Names, nation: str) -> bool:
    """True when the sentence tells the writer's units (standing there) to stay: no order. False when it is
    not of this shape. Refused (NotUnderstood) when the units named do not stand there or are not the
    writer's."""
    said = stay_of(text, names)
    return said is not None and _there(names, nation, *said)


def stay_of(text: str, names: Names) -> tuple[str, int | None, bool, bool] | None:
    """The place, count, leader and ships of a stay said this way; None when the text is not of this shape."""
    low = [w.casefold().strip(".!;") for w in words_of(text)]
    low = [w for w in low if w]
    if not low or _STAY.isdisjoint(low) or len(low) > 16:
        return None
    verbs = [k for k, w in enumerate(low) if w in _VERBS]
    if len(verbs) > 1:
        return None
    if not verbs:                                   # 'Typ Lef garrison (3)': a garrison counted, no verb
        if "garrison" not in low or low[-1] != ")" or len(low) < 4 or not is_digits(low[-2]) or low[-3] != "(":
            return None
    elif low[verbs[0]] in ("keep", "keeps") and "its" not in low[verbs[0]:] and "their" not in low[verbs[0]:]:
        return None                                 # 'keeps its 4', never 'keeps Toulon in port'
    words = [w.strip(".!;") for w in words_of(text)]
    words = [w for w in words if w]
    count: int | None = None
    leader = ships = False
    spans: list[list[str]] = []
    span: list[str] = []
    for w, lw in zip(words, low):
        if lw in _VERBS or lw in _SMALL or lw in _UNITS or lw in _LEADERS or lw in _SHIPS \
                or is_digits(lw) or lw in NUMBER_WORDS or lw == "'s":
            if span:
                spans.append(span)
                span = []
            if is_digits(lw) or (lw in NUMBER_WORDS and lw not in ("a", "an")):
                if count is not None:
                    return None
                count = int(lw) if is_digits(lw) else NUMBER_WORDS[lw]
            leader = leader or lw in _LEADERS
            ships = ships or lw in _SHIPS
        else:
            span.append(w)
    if span:
        spans.append(span)
    if len(spans) != 1 or count is None and not leader and not ships:
        return None
    place = _place(spans[0], names)
    return None if place is None else (place, count, leader, ships)


_GOES_ON = frozenset("continues continue continuing goes go going on stays stay holds hold remains remain kept keep "
                      "up maintained maintain".split())


def blockade_kept(text: str, names: Names, nation: str) -> bool:
    """'Fondue Sea: the blockade goes on', 'the blockade of the Fondue Sea continues', 'keep up the blockade
    in Brie Bight': a blockade kept while the fleet stays is no order (the rules keep it); refused when the
    writer has no blockade there. False when the sentence is not of this shape."""
    low = [w.casefold().strip(".!;") for w in words_of(text)]
    if "blockade" not in low or _GOES_ON.isdisjoint(low) or len(low) > 14:
        return False
    words = [w.strip(".!;") for w in words_of(text)]
    spans: list[list[str]] = []
    span: list[str] = []
    for w, lw in zip(words, low):
        if not lw or lw in _GOES_ON or lw in _SMALL or lw in ("blockade", "sea"):
            if span:
                spans.append(span)
                span = []
        else:
            span.append(w)
    if span:
        spans.append(span)
    if len(spans) != 1:
        return False
    sea = _place(spans[0], names) or _place([*spans[0], "Sea"], names)
    if sea is None:
        return False
    if any(f.at == sea and f.blockade and f.nation == nation for f in getattr(names.state, "fleets", ())):
        return True
    raise NotUnderstood(f"no blockade of yours in {names.board.name(sea)} to keep: write 'blockade "
                        f"{names.board.name(sea)}' to lay one")


def _place(span: list[str], names: Names) -> str | None:
    said = " ".join(span)
    try:
        if names.is_region(said):
            return names.region(said)
        return short_region(names, span)
    except NotUnderstood:
        return None


def _there(names: Names, nation: str, place: str, count: int | None, leader: bool, ships: bool) -> bool:
    """The writer's units at the place: a stay of them is no order; refused when they are not there."""
    state, where = names.state, names.board.name(place)
    if ships:
        fleets = [f for f in getattr(state, "fleets", ()) if f.nation == nation and f.at == place]
        there = sum(f.frigates + f.galleons for f in fleets)
        if not there or count is not None and count > there:
            raise NotUnderstood(f"told to stay, but {there} of your ships are in {where}: which ships are meant?")
        return True
    stacks = [s for s in getattr(state, "stacks", ()) if s.nation == nation and s.at == place]
    there = sum(s.count for s in stacks)
    if not stacks or count is not None and count > there or leader and not any(s.general for s in stacks):
        said = f"{count} units" if count is not None else "units"
        raise NotUnderstood(f"{said}{' and the General' if leader else ''} told to stay at {where}, but "
                            f"{there} of yours stand there: which units are meant?")
    return True
