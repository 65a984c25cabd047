"""A line that denies an order and then takes something back: 'Do not spend TP to reach 30%. Actually no, 50%.',
'Never build 2 Infantry in 6. No wait, 3.' (issue 22, round 21, found by the mutation measure).

The sheet files a line the ruleset reads as nothing, after a word of taking back, as 'a remark, or a line taking
back what it said' (engine.words.sheet). Said without its opening denial, such a line gives an order ('Spend TP to
reach 30%. Actually no, 50%.' is 'spend TP to reach 50%'): the denial may deny the first figure only, or the whole
order. It is never a remark: the line is refused with the order offered (engine.words.asked_or_denied's reason),
and the GM asks the player. Only a line that opens with a denial ('do not', "don't", 'never', 'not') and reads as
an order whole without it is so refused; every other line taking back what it said stays as the sheet filed it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.order_sheet import NOT_UNDERSTOOD, OrderProblem
from engine.words.asked_or_denied import ASKED_OR_DENIED, DENIALS

if TYPE_CHECKING:
    from engine.words.sheet import Sheet

__all__ = ["TAKEN_BACK", "denials_taken_back"]

TAKEN_BACK = "not an order: a remark, or a line taking back what it said"
_OPENINGS = tuple(d for d in DENIALS if d != "should ")


def denials_taken_back(sheet: Sheet, asked_or_denied: Callable[[str], str | None]) -> None:
    """The lines a sheet filed as taking back what they said that deny an order at their opening and read as an
    order without the denial, refused with that order offered (the sheet's chatter and problems changed in place).
    `asked_or_denied`: the order a text gives without its opening denial (engine.words.asked_or_denied), or None."""
    kept = []
    for c in sheet.chatter:
        said = c.text.strip().lstrip("-*\u2022> ").casefold()
        bare = asked_or_denied(c.text.strip().lstrip("-*\u2022> ")) if c.reason == TAKEN_BACK \
            and said.startswith(_OPENINGS) else None
        if bare is None:
            kept.append(c)
            continue
        sheet.problems.append(OrderProblem(c.line, c.text, NOT_UNDERSTOOD, ASKED_OR_DENIED.format(bare=bare),
                                           choices=(bare,)))
    sheet.chatter[:] = kept
