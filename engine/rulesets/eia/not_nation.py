"""A correction that names the nation it takes back before the order it gives, or after it: 'I meant Denmark,
not Spain: declare war on Denmark', 'Not Spain but Denmark: declare war on Denmark', 'Denmark rather than Spain -
ally with Denmark', 'Actually, declare war on Denmark, not Spain'. The order is read; the earlier orders on
relations with the nation after 'not' are taken back (the receipt says so); an order about another nation than
the one the correction names is asked."""

from __future__ import annotations

from collections.abc import Callable

from engine.errors import Contradiction, NotUnderstood
from engine.words.clauses import swapped
from engine.words.prose import CORRECTIONS, Marks, opening
from engine.rulesets.eia.orders import Diplomacy

_HEADS = (": ", " - ", " \u2013 ", " \u2014 ")
_MEANT = ("i meant ", "i mean ", "we meant ", "we mean ", "meant ", "make that ", "make it ", "i wanted ")


def may_name_one(text: str) -> bool:
    """Whether the words may be such a correction at all (pure: the syntax remembers it per text)."""
    low = text.casefold()
    return ", not " in low or " but " in low or "rather than" in low or "instead of" in low


def not_that_nation(text: str, nation_of: Callable[[str], str], read: Callable[[str], list],
                    marks: Marks) -> list | None:
    """The orders of such a correction, the earlier ones withdrawn; None when the text is none."""
    if not may_name_one(text):
        return None                             # most sentences: one look
    low = text.casefold()
    cut = min(((low.find(h), h) for h in _HEADS if low.find(h) > 0), default=None)
    head, after = (text[:cut[0]], text[cut[0] + len(cut[1]):]) if cut is not None else (text, "")
    corrected, rest = opening(head, CORRECTIONS)
    head = rest if corrected and rest else head         # 'Sorry, Denmark, not Spain', 'Actually, ...'
    for meant in _MEANT:
        if head.casefold().startswith(meant):
            head = head[len(meant):]                    # 'I meant Denmark, not Spain'
            break
    new, joint, old = swapped(head.strip(" .!")).rpartition(", not ")
    if not joint:
        return None
    old_nation = _nation(old, nation_of)
    new_nation = _nation(new, nation_of)        # 'Denmark', or an order ending with it: 'declare war on Denmark'
    if old_nation is None or new_nation is None or old_nation == new_nation:
        return None
    earlier = [o for o in marks.seen if isinstance(o, Diplomacy) and o.other == old_nation and id(o) not in marks.withdrawn]
    if not earlier:
        return None                             # nothing of an earlier line to take back: read as before
    if not after:                               # 'Actually, declare war on Denmark, not Spain': the order before 'not'
        try:
            orders = read(new)
        except NotUnderstood:
            return None
        if not any(isinstance(o, Diplomacy) for o in orders):
            return None
    else:
        orders = read(after)
    said = [o for o in orders if isinstance(o, Diplomacy)]
    if not said or any(o.other != new_nation for o in said) or len(said) != len(orders):
        raise Contradiction(f"a correction from {old_nation} to {new_nation}, but the order after it is not about "
                            f"{new_nation}: ask the player")
    for o in earlier:
        marks.withdrawn[id(o)] = o
    return orders


def _nation(said: str, nation_of: Callable[[str], str]) -> str | None:
    """The nation the words name, or the last words of them ('declare war on Great Britain'); None when none."""
    toks = said.strip(" ,.!").split()
    for k in range(1, min(3, len(toks)) + 1):
        try:
            return nation_of(" ".join(toks[len(toks) - k:]))
        except NotUnderstood:
            continue
    return None
