"""A move said with whom its units go to join there (issue 22, round 21): 'The three of Rostopki go to Adoen Crown
and join the General.', '2 units 8 -> 20 to join the main army', '..., joining our friends there'. 'join' is
Succheesion's verb of pacts ('join pact Cheese League'): after a move to a place it only says why the units go
there, and is set aside, said on the receipt; the move is read by itself. Never so for a pact, a league, an
alliance or a nation joined ('... and join the Cheddar League', '... and join Stilwen's war'), nor a condition."""

from __future__ import annotations

from engine.order_sheet import SetAside
from engine.words import patterns as re

__all__ = ["WHY", "joins_them"]

WHY = "it says whom the units join where they go, no order of its own"
_JOIN = re.compile(r",? (?:and |to |so as to |in order to )?(?P<said>(?:join|joins|joining|meet|meets|meeting|reinforce|"
                   r"reinforces|reinforcing)(?: up with)? (?:the General|the main army|the army|our army|our main army|"
                   r"the others|the rest|them|him|the garrison|our garrison|our friends|the troops there)"
                   r"(?: there)?)$", re.IGNORECASE)
_TO = re.compile(r"\b(?:to|into|towards|->) \S", re.IGNORECASE)


def joins_them(text: str) -> tuple[str, SetAside] | None:
    """(the move, the join set aside) of a sentence that goes to a place and says whom it joins there; None
    otherwise."""
    said = text.strip().rstrip(".!")
    if len(said) > 300:
        return None
    m = _JOIN.search(said)
    if m is None or not _TO.search(said[:m.start()]):
        return None
    return said[:m.start()].rstrip(" ,"), SetAside(m["said"], WHY)
