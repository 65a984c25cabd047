"""Whether an unread classic line may still be an order (then it is refused, never set aside as chatter),
beyond the words every ruleset shares (engine.words.looks): a province's number or a sea's letter after a
word of the route ('to 52.', 'and two from 75' in an order wrapped over lines), and the units left over sent
on ('The rest go wherever you think best'), and a count added ('we need 3 more'). Classic's bare numbers are no places alone ('see you in 2 days')."""

from __future__ import annotations

from engine.words.movement import goes
from engine.words.tails import asks_more
from engine.words.reading import Names

_ROUTE = frozenset("to into from towards toward onto via through".split())
_LEFT_OVER = frozenset("rest others remainder remaining leftover".split())
_LONGEST = 2000


def routed_or_left_over(line: str, names: Names) -> bool:
    """'to 52.', 'and two from 75', 'The rest go wherever you think best, GM.': may be an order."""
    if len(line) > _LONGEST:
        return False
    tokens = [t.strip(",.;:!?()") for t in line.split()]
    low = [t.casefold() for t in tokens]
    for k, (before, t) in enumerate(zip(low, tokens[1:]), 1):
        after = tokens[k + 1] if k + 1 < len(tokens) else ""
        if before in _ROUTE and (t.isdigit() or len(t) == 1 and t.isupper()) and names.is_region(t) and (
                not after[:1].isalpha() or after[:1].isupper() or after.casefold() in ("and", "then", "via", "with")):
            return True                 # 'to 52.', 'from 75 to 52', not 'up to 3 tricks'
    if asks_more([t for t in low if t]):
        return True                     # '..., we need 3 more': a count added, never set aside
    return any(t in _LEFT_OVER for t in low) and any(goes(t) for t in low)
