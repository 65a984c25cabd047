"""EiA moves written under their corps with where it stands in brackets: '- corps II (Tyrol): to Bavaria, to
stand with corps I', 'corps III (Vienna): to Prague and on to Bavaria, same reason', 'Cav I (Moravia): stays,
it watches the road from Silesia'. The bracket gives the march's start (the check says if the corps stands
elsewhere); a reason after a comma ('to stand with ...', 'it watches ...', 'same reason') says nothing of
the march. Anything else is left to the other readers."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.orders import Names
from engine.rulesets.eia.orders import MoveCorps
from engine.rulesets.eia.short_moves import designation_of
from engine.words.message import words
from engine.words.movement import STAY
from engine.words.prose import brackets

# Words joining the areas of a march written out ('to Prague and on to Bavaria', 'into Baden then Württemberg').
_JOINTS = (" and then on to ", " and on to ", " and on into ", " and then ", " then on to ", ", then ", " then ",
           " on to ", " onto ", " into ", " to ", " via ", "->", " - ")
_LEADS = ("march to ", "marches to ", "moves to ", "goes to ", "go to ", "on to ", "onto ", "into ", "to ")
# How a reason after the march opens: a pronoun, a purpose ('to stand with ...'), or words that name none.
_REASON_OPENINGS = frozenset("it they he she which who as since because so for same in order that this".split())
_STAY_WORDS = STAY | frozenset("stays stay holds hold remains remain put".split())


def headed_move(text: str, nation: str, names: Names) -> list | None:
    """The order of 'corps II (Tyrol): to Bavaria, ...' ([] for a corps that stays); None when the text
    is no such line."""
    head, colon, rest = text.partition(":")
    if not colon or "(" not in head:
        return None
    outside, notes = brackets(head)
    designation = designation_of(outside.strip(), nation, names) if len(notes) == 1 else None
    if designation is None:
        return None
    try:
        start = names.region(notes[0].strip())
    except NotUnderstood:
        return None
    march, _, reason = rest.strip().rstrip(".!").partition(", ")
    if reason and not _is_reason(reason, names):
        return None
    said = words(march)
    if said and all(w in _STAY_WORDS for w in said):
        return []
    low = " " + " ".join(march.split()).casefold()
    lead = next((x for x in _LEADS if low[1:].startswith(x)), "")
    low = low[1 + len(lead):]
    for joint in _JOINTS:
        low = low.replace(joint, "|")
    try:
        path = (start,) + tuple(names.region(p.strip()) for p in low.split("|"))
    except NotUnderstood:
        return None
    return [MoveCorps(nation=nation, corps=designation, path=path)] if len(path) > 1 else None


def _is_reason(text: str, names: Names) -> bool:
    """'to stand with corps I', 'it watches the road from Silesia', 'same reason': why, not where."""
    said = words(text)
    if not said:
        return True
    if said[0] == "to" and len(said) > 1:
        return not names.is_region(" ".join(text.split()[1:3])) and not names.is_region(text.split()[1])
    return said[0] in _REASON_OPENINGS
