"""A quoted line that asks about or denies an order (round 17, helper Dr3: the mutation measure's dropped '> ' lines).

When the message points at its quoted lines ('> 2 armies 109 -> 110' / 'Those stand.') or gives no orders of its
own, each quoted line that reads is taken or offered (engine.orders._quoted_orders); a quoted line that does not
read was left as 'quoted earlier text'. One that reads once its '?', its opening negation or a tail putting it off
is taken away ('> 2 ships M -> P?', '> Never 3 armies 48 -> 47', '> 2 armies 109 -> 110, not this turn',
'> 3 ships T -> S if Rome agrees': engine.words.asked_or_denied) is an order asked about, denied or put off among
the orders the player says stand: it is refused with the order offered, never set aside in silence."""

from __future__ import annotations

from engine.order_sheet import NOT_UNDERSTOOD, LineReader, OrderProblem
from engine.words.asked_or_denied import ASKED_OR_DENIED, order_asked_or_denied
from engine.words.message import plain, untagged

_MOST_CHARS = 200           # characters of a quoted line looked at


def quoted_asked(quoted: list[tuple[int, str]], parse_line: LineReader, sheet) -> None:
    """Each quoted line (number, raw) with no order read and no problem on it that asks about or denies an order:
    refused on `sheet` (engine.orders._Sheet), the order offered, its 'quoted earlier text' chatter taken away."""
    done = set(sheet.lines) | {p.line for p in sheet.problems}
    for number, raw in quoted:
        if number in done:
            continue
        text = untagged(raw).strip()
        while text.startswith(">"):
            text = text[1:].lstrip()
        text = plain(text)
        if not text or len(text) > _MOST_CHARS:
            continue
        bare = order_asked_or_denied(text, parse_line)
        if bare is None:
            continue
        sheet.chatter[:] = [c for c in sheet.chatter if c.line != number]
        sheet.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, "in the quoted lines: " +
                                           ASKED_OR_DENIED.format(bare=bare), choices=(bare,)))
