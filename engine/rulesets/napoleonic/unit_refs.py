"""The nation's corps and squadrons as players call them (engine.words.references.UnitRef): the heads the
reader takes ('Corps B', 'squadron 2'), the nouns, where each stands and what it holds."""

from __future__ import annotations

from engine.rulesets.napoleonic.units import ARTILLERY, CAVALRY, INFANTRY, Corps, NapoleonicState
from engine.state import GameState
from engine.words.references import UnitRef

CORPS_NOUNS = frozenset("corps army troops force forces column men".split())
SQUADRON_NOUNS = frozenset("squadron fleet ships navy flotilla".split())


def unit_refs(nation: str, state: GameState) -> list[UnitRef]:
    """The nation's corps and squadrons as players may call them (engine.words.references); worked out once
    a message (the last few positions are kept, each with the position itself so its id stays its own)."""
    if not isinstance(state, NapoleonicState):
        return []
    key = (id(state), nation)
    kept = _REFS.get(key)
    if kept is not None and kept[0] is state:
        return kept[1]
    refs = _unit_refs(nation, state)
    if len(_REFS) >= 8:
        _REFS.clear()
    _REFS[key] = (state, refs)
    return refs


_REFS: dict[tuple[int, str], tuple[NapoleonicState, list[UnitRef]]] = {}


def _unit_refs(nation: str, state: NapoleonicState) -> list[UnitRef]:
    out = [UnitRef(f"Corps {c.letter}", c.letter, CORPS_NOUNS, c.at,
                   frozenset(k for k in (INFANTRY, CAVALRY, ARTILLERY) if getattr(c, k)),
                   0, _main(c)) for c in state.corps_of(nation)]      # lettered: '2nd corps' is asked
    out += [UnitRef(f"squadron {s.number}", str(s.number), SQUADRON_NOUNS, s.at, rank=s.number)
            for s in state.squadrons if s.nation == nation]
    return out


def _main(corps: Corps) -> str:
    """The kind a corps holds more of than of all others together ('my cavalry in Bulgaria': 2 cavalry and 1
    infantry), '' when none does."""
    counts = {k: getattr(corps, k) for k in (INFANTRY, CAVALRY, ARTILLERY)}
    total = sum(counts.values())
    return next((k for k, n in counts.items() if 2 * n > total), "")
