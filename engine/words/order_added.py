"""An order the line gives made more by a later clause of the same line, for every ruleset (round 21): 'Three ships
from T sail to S, and attack the Italians there.' reads '3 ships T -> S attack Italy'; its first clause read alone,
'3 ships T -> S', is that order without the attack, never an order the reading passed over (engine.words.unread).
Only an attack and whom it is made on may be added: every other field (the units, where from, where to, their
count) is the same."""

from __future__ import annotations

import msgspec

_ADDED = frozenset(("attack", "targets", "target"))


def made_more(order: object, given: object) -> bool:
    """Whether `given` is `order` with an attack added (its other fields the same)."""
    if type(order) is not type(given) or not isinstance(order, msgspec.Struct):
        return False
    fields = order.__struct_fields__
    differing = {f for f in fields if getattr(order, f) != getattr(given, f)}
    return bool(differing) and differing <= _ADDED and not getattr(order, "attack", False)
