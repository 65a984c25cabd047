"""The orders the napoleonic rules only offer as the nearest readings of a refused line, never read by meaning
(engine.words.meaning.candidate.Meaning.offers): a transfer of divisions from one corps to another in its
province, or to a new corps the line names by its letter ('Move one infantry from the Lemberg corps into a new
corps G'); gold to a nation not allied yet, which the message may ally with ('we ally with Spain, and send them
5 gold'). The reader by meaning leaves transfers to the grammar (a sentence that names no kind must be asked),
and reads gold only to allies; a refused line that comes near one is offered it, read back and allowed by the
rules' checks like any choice (beside the message's other orders: engine.rulesets.allowed_choices)."""

from __future__ import annotations

from string import ascii_uppercase

from engine.rulesets.napoleonic.meaning_moves import corps_head
from engine.rulesets.napoleonic.units import ARTILLERY, CAVALRY, INFANTRY, SCOUT, NapoleonicState
from engine.rulesets.napoleonic.writing import KIND_NAMES
from engine.words.meaning import Candidate

_KINDS = (INFANTRY, CAVALRY, ARTILLERY, SCOUT)
_SAID = {kind: (kind, CAVALRY, "division") if kind == SCOUT else (kind, "division") for kind in _KINDS}   # scouts ride
_WORDS = frozenset("AI")     # 'a', 'I': words of any line, never taken for the letter of a new corps


def transfers(state: NapoleonicState, nation: str) -> list[Candidate]:
    """Each kind of division a corps holds, passed to each other corps of the nation in its province, or to a
    corps the nation does not have yet, when the line names it ('corps G': its words must stand in the line)."""
    own = list(state.corps_of(nation))
    free = [x for x in ascii_uppercase if x not in {c.letter for c in own} and x not in _WORDS]
    out: list[Candidate] = []
    for c in own:
        beside = [o for o in own if o.at == c.at and o.letter != c.letter]
        for kind in _KINDS:
            most = c.count(kind)
            if not most:
                continue

            def offer(letter: str, units: tuple[str, ...], extra: tuple[str, ...] = ()) -> Candidate:
                return Candidate(f"transfer {{n}} {KIND_NAMES[kind]} from {c.letter} to {letter}", "transfer", units,
                                 origin=c.at, target=c.at, most=most, kinds=_SAID[kind], extra=extra)
            out += [offer(o.letter, (corps_head(c), corps_head(o))) for o in beside]
            out += [offer(x, (corps_head(c),), (f"corps {x}",)) for x in free]
    return out


def gifts(state: NapoleonicState, nation: str) -> list[Candidate]:
    """Gold to each other nation not allied to the giver (gold to an ally is a candidate read), up to its treasury."""
    gold = max(1, state.find_nation(nation).gold())
    return [Candidate(f"give {{n}} gold to {n.name}", "give", nations=(n.name,), most=gold, extra=("gold",))
            for n in state.nations if n.name != nation and not state.allied(nation, n.name)]
