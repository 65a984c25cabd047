"""What a stay is in this ruleset (engine/words/stays): no order, units without orders stay; the counted shape
('Whiskerport keeps its 4', 'Typ Lef garrison (3)') read with the ruleset's words, and its check that the
writer's stacks or fleets stand there. And a blockade kept while its fleet stays ('the blockade of the Fondue
Sea continues'): no order either, the rules keep it."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.rulesets.succheesion.words import NUMBER_WORDS, short_region, words_of
from engine.words.reading import Names
from engine.words.stays import CountedStay, StayRules
from engine.words.stays.counted import SMALL as _SMALL


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


_COUNTED = CountedStay(words_of, NUMBER_WORDS, short_region, _there)
STAYS = StayRules(counted=_COUNTED)


_GOES_ON = frozenset("continues continue continuing goes go going on stays stay holds hold remains remain kept keep "
                      "keeps keeping up maintained maintain maintains".split())
# The fleet said as the one that keeps it ('our fleet in the Fondue Sea keeps the blockade'): no name of the sea.
_FLEET = frozenset("fleet fleets ships ship galleons galleon frigates frigate squadron".split())
# Whose, and the decree's 'that' ('That Our fleet in the Fondue Sea keep up its blockade.'): no name of the sea.
_WHOSE = frozenset("that our my its their his her we i royal imperial".split())


def blockade_kept(text: str, names: Names, nation: str) -> bool:
    """'Fondue Sea: the blockade goes on', 'the blockade of the Fondue Sea continues', 'keep up the blockade
    in Brie Bight', 'our fleet in the Fondue Sea keeps the blockade': a blockade kept while the fleet stays is no order (the rules keep it); refused when the
    writer has no blockade there. False when the sentence is not of this shape."""
    low = [w.casefold().strip(".!;") for w in words_of(text)]
    if "blockade" not in low or _GOES_ON.isdisjoint(low) or len(low) > 14:
        return False
    words = [w.strip(".!;") for w in words_of(text)]
    spans: list[list[str]] = []
    span: list[str] = []
    for w, lw in zip(words, low):
        if not lw or lw in _GOES_ON or lw in _SMALL or lw in _FLEET or lw in _WHOSE or lw in ("blockade", "sea"):
            if span:
                spans.append(span)
                span = []
        else:
            span.append(w)
    if span:
        spans.append(span)
    if len(spans) != 1:
        return False
    sea = _COUNTED.place(spans[0], names) or _COUNTED.place([*spans[0], "Sea"], names)
    if sea is None:
        return False
    if any(f.at == sea and f.blockade and f.nation == nation for f in getattr(names.state, "fleets", ())):
        return True
    raise NotUnderstood(f"no blockade of yours in {names.board.name(sea)} to keep: write 'blockade "
                        f"{names.board.name(sea)}' to lay one")
