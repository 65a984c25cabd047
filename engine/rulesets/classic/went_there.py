"""A conditional order whose move goes to the place its condition names, said by pointing at it (issue 22, round
21): 'Provided the Russians have at most one army in Lithuania (85), our two from Prussia (63) go in.', '..., the
2 armies in 63 march there.' With one place in the condition, 'go in', 'go there', 'move in' at the end of the
orders is a move to that place ('it' is read so already: engine.rulesets.classic.syntax_conditions). Several
places and it stays refused ('say where they go'). One bounded pattern."""

from __future__ import annotations

from engine.words import patterns as re

__all__ = ["gone_there"]

_IN = re.compile(r"\b(?P<verb>go|goes|march|marches|move|moves|walk|walks|head|heads|advance|advances|ride|rides)"
                 r" (?:in|there|on in|right in|straight in)$", re.IGNORECASE)


def gone_there(then: str, place: str) -> str:
    """The orders after a condition with 'go in' at their end sent to `place` ('our two from 63 go to
    Lithuania'); as written otherwise."""
    said = then.rstrip(" .!")
    if len(said) > 300:
        return then
    m = _IN.search(said)
    return f"{said[:m.start()]}{m['verb']} to {place}" if m is not None else then
