"""A line that only denies the order above it its time ('C - Holland' / 'not this turn', '3 armies 21 -> 26' / 'Not
yet.'): the order is taken back, as two rulesets' own readers took it back already, never kept with the line filed as
talk (round 22, helper Mr: a misread candidate of the other two). Only the line right above, and only when
it gave orders; a denial under nothing, or after a line that gave none, stays as it was filed. Words alone."""

from __future__ import annotations

from engine.order_sheet import Chatter
from engine.words.no_in_time import denies_time_only

PUT_OFF = "not an order: takes back the order{s} of line {line}, put off ({said!r})"
TAKEN = "not an order: taken back by line {line} ({said!r})"


def put_off_below(sheet) -> None:
    """The orders of the line right above a line that only denies their time, taken out (the sheet changed in place:
    engine.words.sheet.Sheet); each line's receipt says so."""
    for n, c in enumerate(list(sheet.chatter)):
        if c.reason != "not an order" or not denies_time_only(c.text):
            continue
        above = [k for k, line in enumerate(sheet.lines) if line == c.line - 1 and k not in sheet.dropped]
        if not above or any(p.line == c.line - 1 for p in sheet.problems):
            continue
        said = c.text.strip()
        for k in above:
            sheet.dropped.add(k)
            sheet.dropped_by[k] = c.line
            sheet.chatter.append(Chatter(sheet.lines[k], sheet.texts[k], TAKEN.format(line=c.line, said=said)))
        sheet.chatter[n] = Chatter(c.line, c.text, PUT_OFF.format(s="s" if len(above) > 1 else "", line=c.line - 1,
                                                                  said=said))
