"""Words after an order's dash that add to it (issue 22, round 20, helper Dr), for every ruleset: 'Corps C to
Kiev - fine, and D too', 'C to Kiev - new and Brabant', '2 armies 13 -> 12 - and 14 as well'. A remark after the
dash is set aside (engine.words.clauses.without_tail: '- total 20, treasury empty, I know'); words joined by 'and'
(or said 'too', 'also', 'as well') that name something by its capital or its letter may be another unit sent
the same way or another place: never set aside in silence. The line is then read without the cut (refused and
asked when it does not read whole)."""

from __future__ import annotations

_ADDING = frozenset("and too also plus".split())
_AS_WELL = "as well"


def _names_something(word: str) -> bool:
    """A name by its capital ('Brabant', 'D'), a number ('14'), or a unit's letter typed small ('d'); never 'I'."""
    w = word.strip(",.;:!?()'\"")
    if not w or w == "I":
        return False
    return w[:1].isupper() or w.isdigit() or len(w) == 1 and w.isalpha() and w != "a"


def adds_to_order(tail: str) -> bool:
    """Whether the words after the dash add a name or a unit's letter with 'and', 'too', 'also' or 'as well'."""
    said = tail.split()
    low = [w.strip(",.;:!?()").casefold() for w in said]
    if not (_ADDING.intersection(low) or _AS_WELL in " ".join(low)):
        return False
    first = next((i for i, w in enumerate(low) if w in _ADDING), 0)
    return any(_names_something(w) for w in said[first:])
