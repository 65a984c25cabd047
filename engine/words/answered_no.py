"""A question that holds two orders, answered 'No' ('All armies in 16 go to 15 and the army in 17 moves to
Baleares? No, that's over sea. It stays.'): the 'No' may take back the whole question or only its last part, and
the first part, an order said plainly, was dropped in silence with it. The question is asked now: the receipt names
the order the 'No' may or may not take back. A question that opens asking ('Shall ..., and ...? No.') asks all of it,
and its 'No' takes all of it back. One cut of the question at its first 'and'."""

from __future__ import annotations

from collections.abc import Callable

_JOINTS = (", and ", " and ")
# Words a question opens with when it asks all of it ('Shall ...', 'Could ...'), never a statement's first part.
_ASKING = frozenset("shall should could can may might will would do does did is are am was were must".split())


def order_before_and(question: str, reads: Callable[[str], bool]) -> str | None:
    """The first part of a question joined to more by 'and' when it reads as an order by itself ('all armies in 16
    go to 15' of '... and the army in 17 moves to Baleares'); None otherwise."""
    low = question.casefold()
    if low.split(" ", 1)[0] in _ASKING:
        return None                     # 'Shall the army in 99 go to 101 and the pair ...? No.': all of it asked
    for joint in _JOINTS:
        at = low.find(joint)
        if at > 0:
            head, tail = question[:at].strip(), question[at + len(joint):].strip()
            return head if tail and len(head.split()) >= 3 and reads(head) else None
    return None
