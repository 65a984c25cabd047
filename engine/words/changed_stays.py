"""A list said again with a change that keeps some of its units home (round 21, every ruleset): 'Same list as Friday
except the frigates stay put.', 'Same as before, but the guards remain.' over the list pasted again. The stay takes
the list's one order whose words name those units out, as 'no frigate move' does (engine.words.changed_list);
none or two such orders and the change is not applied (the list held back and asked, as before)."""

from __future__ import annotations

from engine.words import patterns as re
from engine.words.clauses import kind_of

__all__ = ["moves", "stay_as_denial"]

_STAY = re.compile(r"^(?:the |our |my )?(?P<who>[^,;:.!?]{1,40}?) (?:stay|stays|remain|remains|hold|holds|keep still|"
                   r"stand|stands)(?: put| home| at home| where they are| where it is| in place| in port| behind)?$",
                   re.IGNORECASE)
# Words that make the subject no unit of the list's: the rest, everyone, a condition.
# The kinds (tags) of orders that move units, in every ruleset's orders.
_MOVES = frozenset(("move", "sail", "ships", "transport", "squadron", "move_corps", "move_fleet"))
_NOT_UNITS = frozenset("rest others everything everyone all else if unless when".split())


def stay_as_denial(said: str) -> str | None:
    """'the frigates stay put' -> 'no frigates' (what the list's changed_list takes out); None for any other words."""
    m = _STAY.match(said.strip().rstrip(".!"))
    if m is None or _NOT_UNITS.intersection(m["who"].casefold().split()):
        return None
    return f"no {m['who']}"


def moves(order: object) -> bool:
    """Whether an order moves units (a stay takes only such an order out of the list, never a build of their kind)."""
    return kind_of(order) in _MOVES
