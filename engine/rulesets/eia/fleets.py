"""Which of a power's fleets a sentence means, as players call them: by name or the start of it ('Flt
Med', 'the Channel fleet'), by where it lies or its port ('Nelson's fleet in the Western
Mediterranean', 'the fleet off Brittany', 'the squadron at Toulon'), or the power's one fleet ('our
fleet'). An admiral's name beside it ('(Villeneuve)') says nothing of which. Several fitting, or the
cues disagreeing, is refused with the fleets named; never a guess. One pass over the words."""

from __future__ import annotations

from collections.abc import Sequence

from engine.errors import NotUnderstood
from engine.orders import Names
from engine.rulesets.eia.units import Fleet

FLEET_WORDS = frozenset("fleet fleets flt squadron squadrons sqn sq flotte flota flotta navy ships".split())
_WHERE = frozenset("in at off near from of by outside before de du des di del von vor".split())
_MOST_PLACE = 5


def _tokens(text: str) -> list[str]:
    out = []
    for raw in text.replace("\u2019", "'").replace("(", " ").replace(")", " ").split():
        word = raw.strip(",.;:!?\"[]").removesuffix("'s")
        if word:
            out.append(word)
    return out


def fleet_meant(text: str, fleets: Sequence[Fleet], names: Names, nation: str) -> str:
    """The name of the one fleet of `fleets` the words mean; NotUnderstood naming the fleets otherwise."""
    toks = _tokens(text)
    low = [t.casefold() for t in toks]
    by_name = {f.name.casefold(): f for f in fleets}
    named: list[Fleet] = []          # fleets called by their name or its start
    placed: list[Fleet] = []         # fleets lying where the sentence says
    places: list[str] = []
    marks = [k for k, w in enumerate(low) if w in FLEET_WORDS]

    def near(k: int) -> bool:            # the words around 'fleet' say which; the route after it does not
        return not marks or any(-2 <= k - f <= 2 for f in marks)
    i = 0
    while i < len(toks):
        if not near(i):
            i += 1
            continue
        two = " ".join(low[i:i + 2])
        if two in by_name:
            named.append(by_name[two])
            i += 2
            continue
        w = low[i]
        if w in ("the", "our", "my", "his", "its"):
            i += 1
            continue
        if w in by_name:                        # a fleet's own name wins over a place of that name ('Baltic')
            named.append(by_name[w])
            i += 1
            continue
        by_fleet_word = low[i + 1:i + 2] and low[i + 1] in FLEET_WORDS or i and low[i - 1] in FLEET_WORDS
        if len(w) >= 3 and (toks[i][:1].isupper() or by_fleet_word) and w not in FLEET_WORDS:   # 'med fleet'
            starts = [f for f in fleets if f.name.casefold().startswith(w)]
            if len(starts) == 1:
                named.append(starts[0])
                i += 1
                continue
        if w in _WHERE or toks[i][:1].isupper() or i and low[i - 1] in FLEET_WORDS:
            found = _place(toks, i + (w in _WHERE), names)  # 'at Toulon', 'La flotte de Toulon', 'the Toulon fleet' 
            if found is not None:
                where, i = found
                places.append(names.board.name(where))
                placed += [f for f in fleets if f.at == where]
                continue
        i += 1
    named = list(dict.fromkeys(named))
    if named and places and not set(named) & set(placed) and len(named) == 1:
        raise NotUnderstood(f"the {named[0].name} fleet is not in {places[0]}: which fleet is meant?")
    fits = [f for f in named if not places or f in placed] if named else list(dict.fromkeys(placed))
    if len(fits) == 1:
        return fits[0].name
    if len(fits) > 1:
        raise NotUnderstood(f"which fleet? {' and '.join(f.name for f in fits)} both fit")
    if places:
        raise NotUnderstood(f"{nation} has no fleet in {places[0]}")
    if len(fleets) == 1:
        return fleets[0].name
    raise NotUnderstood(f"which fleet? {nation} has " + (", ".join(f.name for f in fleets) or "none"))


def _place(toks: list[str], i: int, names: Names) -> tuple[str, int] | None:
    """The region named by the longest run of words at i ('the Western Mediterranean', 'Toulon')."""
    start = i + 1 if i < len(toks) and toks[i].casefold() == "the" else i
    for n in range(min(_MOST_PLACE, len(toks) - start), 0, -1):
        text = " ".join(toks[start:start + n])
        if text[:1].isupper() and names.is_region(text):
            return names.region(text), start + n
    return None
