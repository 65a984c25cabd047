"""The words a refusal quotes first ('"I'll build only 2 to keep some gold: 2 infantry in Denmark": no province
...'): the quoted piece whole, with its quotes, even when it holds ': ' itself. Splitting the reason at its first
': ' cut such a piece short, and a remark test on the cut piece could set an order aside unread (issue 22, round
19). One search."""

from __future__ import annotations


def said_in(reason: str) -> str:
    """The piece a refusal's reason quotes first, with its quotes; the reason up to its first ': ' when it opens
    with no quote."""
    if reason[:1] in ("'", '"'):
        end = reason.find(reason[0] + ": ", 1)
        if end > 0:
            return reason[:end + 1]
    return reason.split(": ", 1)[0]
