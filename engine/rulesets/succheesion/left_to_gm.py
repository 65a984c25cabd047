"""Lines that leave an order to the GM or to the orders of another mail, which a GM would ask about, never set
aside as talk: 'As for the fleet, do what you think best with the fleet', 'the army is yours to use as you see
fit', 'This replaces what I sent at lunch... or rather, keep the old ones too unless they clash'."""

from __future__ import annotations

from engine.words.lexicon import UNIT_WORDS

# What the writer leaves to the GM's judgement.
_DELEGATING = ("think best", "thinks best", "see fit", "sees fit", "up to you", "your call", "you decide",
               "your discretion", "as you wish", "whatever you", "leave it to you", "you choose", "your choice",
               "as you like", "what you like", "seems best", "you judge best")
# The orders of another mail, kept or replaced.
_EARLIER = ("old ones", "old orders", "what i sent", "earlier orders", "previous orders", "first mail",
            "other mail", "last mail", "earlier mail", "orders i sent", "sent before", "sent earlier")
# The conditions another mail's orders are kept under ('... unless they clash', '... except when ...'): kept here, not
# one of engine.words.lexicon's sets (round 22), as 'or' and 'otherwise' are no condition on them here ('or rather,
# keep the old ones' corrects).
_CONDITIONS = frozenset("unless if except when provided".split())
_UNITS = UNIT_WORDS | frozenset("galleys general khan riders".split())


def left_to_gm(low: list[str], text: str) -> str | None:
    """Why the line must be asked about, when it leaves units to the GM's judgement or keeps another mail's orders
    under a condition; None otherwise (`low`: its words in lower case)."""
    said = text.casefold()
    if any(p in said for p in _DELEGATING) and not _UNITS.isdisjoint(low):
        unit = next(w for w in low if w in _UNITS)
        return f"left to the GM ('{next(p for p in _DELEGATING if p in said)}'): ask the player what the {unit} do(es)"
    if any(p in said for p in _EARLIER) and not _CONDITIONS.isdisjoint(low):
        return ("the orders of another mail kept or replaced under a condition: ask the player which orders stand")
    return None
