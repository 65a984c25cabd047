"""Napoleonic divisions of one arm of a corps named as a whole, in a transfer: 'Transfer the cavalry of corps A to a
new corps C' is 'transfer 1 cavalry from A to C' when A holds one cavalry (all of it, counted from the position);
refused when A holds none. Only after a verb that moves divisions between corps (transfer, detach, move, send, put,
split), so 'the cavalry of corps A scouts Lorraine' is left as it was. Word look-ups, no pattern."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.rulesets.napoleonic.units import ARTILLERY, CAVALRY, INFANTRY, NapoleonicState
from engine.words.references import KIND_ADJECTIVES

_MOVING = frozenset("transfer detach move send put split take shift".split())
_CORPS = frozenset(("corps",))
_ARMS = {INFANTRY: INFANTRY, CAVALRY: CAVALRY, ARTILLERY: ARTILLERY}


def whole_kind(text: str, nation: str, state: object) -> str:
    """The line with 'the KIND of corps L' written as 'N KIND from L' after a verb of transfer; the line as it was
    when it holds no such words."""
    if not isinstance(state, NapoleonicState):
        return text
    words = text.split(" ")
    low = [w.casefold().strip(",.;:") for w in words]
    if not low or low[0] not in _MOVING:
        return text
    for i in range(1, len(low) - 3):
        kind = KIND_ADJECTIVES.get(low[i + 1]) if low[i] == "the" else None
        if kind not in _ARMS or low[i + 2] != "of":
            continue
        at = i + 3 + (low[i + 3] in _CORPS and i + 4 < len(low))
        letter = words[at].strip(",.;:")
        corps = next((c for c in state.corps_of(nation) if c.letter == letter), None)
        if corps is None:
            return text
        count = getattr(corps, _ARMS[kind])
        if not count:
            raise NotUnderstood(f"corps {letter} holds no {kind}: which divisions go?")
        return " ".join([*words[:i], str(count), kind, "from", words[at], *words[at + 1:]])
    return text
