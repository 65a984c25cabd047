"""A corps' verb mistyped ('Corps D marhc to Bavaria', 'moev', 'hlods', 'stys', 'marchs'): read as the one verb
it is a slip of, two letters swapped, one left out or one doubled in; a word that is a slip of no verb, or of
two, is left as written (refused). A letter typed for another ('does' for 'goes') is never taken for a slip."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

VERBS = tuple("""march marches move moves go goes advance advances attack attacks invade invades hold holds stay stays
    remain remains proceed proceeds retreat retreats withdraw withdraws enter enters occupy occupies ride rides sail
    sails cross crosses head heads return returns""".split())


def _slips(word: str) -> set[str]:
    """The words one slip away: two neighbours swapped, a letter left out or one added."""
    out = {word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1)}
    out |= {word[:i] + word[i + 1:] for i in range(len(word))}
    return out


@lru_cache(maxsize=1)
def _by_slip() -> dict[str, frozenset[str]]:
    table: dict[str, set[str]] = {}
    for verb in VERBS:
        for slip in _slips(verb):
            table.setdefault(slip, set()).add(verb)
        for i in range(len(verb) + 1):                 # a letter left out: every word with one more letter
            for c in "abcdefghijklmnopqrstuvwxyz":
                table.setdefault(verb[:i] + c + verb[i:], set()).add(verb)
    return {k: frozenset(v) for k, v in table.items() if k not in VERBS}


def verb_fixed(rest: str, is_place: Callable[[str], bool]) -> str:
    """The words with their first one read as the verb it is a slip of ('marhc to Bavaria' is 'march to
    Bavaria'); as written when it is no slip of exactly one verb."""
    first, _, after = rest.partition(" ")
    low = first.casefold()
    if not 4 <= len(low) <= 10 or not low.isalpha() or low in VERBS:
        return rest
    verbs = _by_slip().get(low)
    if verbs is None or len(verbs) != 1 or is_place(first):
        return rest
    (verb,) = verbs
    return f"{verb} {after}".strip()
