"""A place named in brackets beside a corps says where the player believes it stands: 'Corps 2
(Lithuania) to Minsk' when corps II stands in Volhynia and corps I in Lithuania is a contradiction the GM
asks about, never corps II's march with the place ignored (fresh4's numname-3). A note that agrees with the
state ('corps II (Volhynia) to Minsk') is read as before."""

from __future__ import annotations

from engine.errors import Contradiction, NotUnderstood
from engine.orders import Names
from engine.words.message import words
from engine.words.prose import brackets
from engine.rulesets.eia.leader_notes import _corps_before
from engine.rulesets.eia.short_moves import designation_of
from engine.rulesets.eia.state import EiaState

# Words a place note may open with ('(in Lithuania)', '(at Vienna)', '(now in Bavaria)').
_AT = frozenset("in at now currently from of".split())


def check_place_notes(text: str, nation: str, state: EiaState, names: Names) -> str:
    """Contradiction when a bracket right after one of the nation's corps names a single place where that
    corps does not stand; else the line as it is (a note that agrees is read as before)."""
    if "(" not in text:
        return text
    _, notes = brackets(text)
    for note in notes:
        said = words(note)
        while said and said[0] in _AT:
            said = said[1:]
        if not said or len(said) > 4:
            continue
        place = _place(" ".join(said), names)
        if place is None:
            continue
        before = text[:text.find("(" + note)]
        corps = _corps_before(before, nation, state) or _designated(before, nation, state, names)
        if corps is None:
            continue
        if corps.at != place:
            there = [c.designation for c in state.corps if c.nation == nation and c.at == place]
            beside = f" (corps {', '.join(there)} stands there)" if there else ""
            raise Contradiction(f"corps {corps.designation} stands in {names.board.name(corps.at)}, not in "
                                f"{names.board.name(place)}{beside}: which corps is meant? ask the player")
    return text


def _place(said: str, names: Names) -> str | None:
    try:
        return names.region(said) if names.is_region(said) else None
    except NotUnderstood:
        return None


def _designated(before: str, nation: str, state: EiaState, names: Names):
    """The corps the last words before a bracket name in any of the ways a player writes it ('Corps 2', 'the
    2nd corps', 'II'), or None."""
    said = before.split()[-3:]
    for n in (3, 2, 1):
        if len(said) >= n:
            label = designation_of(" ".join(said[-n:]), nation, names)
            if label is not None:
                return next((c for c in state.corps if c.nation == nation and c.designation == label), None)
    return None
