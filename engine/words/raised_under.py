"""Builds listed after a sentence that says troops are raised, for every ruleset (round 21): 'the Hofkriegsrat raises
new troops: two infantry divisions at Vienna, one at Buda', 'We levy fresh regiments this winter: 2 infantry in
Madrid, 1 cavalry in Seville', 'After the disaster of the last campaign the Council builds new units: ...'. The words
before the colon say only that units are raised, which the builds after it say whole: they are set aside (the
receipt says so) and the list read, taken only when it reads whole and gives builds only.

Never so: words before the colon with a number, a negation, a condition or a doubt ('we may raise new troops: ...',
'no new troops: ...'), or not ending on the raising ('new troops raised where needed: ...' is asked); a list that
gives anything but builds."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import NotUnderstood
from engine.order_sheet import Order, SetAside

_RAISING = frozenset("raise raises raising levy levies levying recruit recruits build builds buy buys form forms "
                     "musters muster".split())
_NEW = frozenset("new fresh more additional".split())
_TROOPS = frozenset("troops units divisions regiments forces levies soldiers men recruits army armies".split())
_TIMES = ("", " this winter", " this turn", " this season", " this year", " at once", " now")
_NEVER = frozenset("no not never if unless maybe perhaps may might could would should or".split())
_BUILT = frozenset(("Build", "Buy"))
_MOST_HEAD = 20
WHY = "says that units are raised, which the builds after it give"


def raised_list(text: str) -> tuple[str, str] | None:
    """(the words saying troops are raised, the list after the colon), or None."""
    head, colon, rest = text.partition(": ")
    if not colon or not rest.strip():
        return None
    low = head.casefold().rstrip(" ,")
    for time in _TIMES:
        if time and low.endswith(time):
            low = low[:-len(time)]
            break
    said = low.split()
    if len(said) < 2 or len(said) > _MOST_HEAD or _NEVER.intersection(said) or any(
            c.isdigit() for c in low):
        return None
    k = len(said) - 1
    if said[k] not in _TROOPS:
        return None
    k -= 1 if k > 0 and said[k - 1] in _NEW else 0
    if k < 1 or said[k - 1] not in _RAISING:
        return None
    return head, rest


def read_raised_under(parse_line: Callable[[str], Any], is_clean: Callable[[Any], bool]) -> Callable[[str], Any]:
    """A line reader that reads the builds listed after 'X raises new troops:', when the line does not read."""
    def read(text: str) -> Any:
        try:
            return parse_line(text)
        except NotUnderstood:
            cut = raised_list(text) if ": " in text else None
            if cut is None:
                raise
            try:
                got = parse_line(cut[1])
            except NotUnderstood:
                raise
            said = got if isinstance(got, list) else [got]
            if not said or not is_clean(got) or not all(
                    isinstance(x, Order) and type(x).__name__ in _BUILT or isinstance(x, SetAside) for x in said):
                raise
            return [*said, SetAside(cut[0], WHY)]
    return read
