"""A line read whole as orders that says the list under it is an earlier one again with a change (round 21, every
ruleset): 'Same as before but invest 3 cheese in trade with Maustria instead.' over the list pasted again read the
change beside the list's own 'invest 5 ...': two investments, the earlier one never taken out. Such a line's orders
are set aside and the line refused like a change that does not read, so that engine.words.changed_repeat applies
the change to the list (its refusal then taken back) or holds the list back and asks; never both orders in silence.
A change that adds ('also', 'too', 'plus', 'as well') is left as read: the list stands beside it."""

from __future__ import annotations

from collections.abc import Callable

from engine.order_sheet import NOT_UNDERSTOOD, OrderProblem
from engine.words.message import words

__all__ = ["read_line_as_change"]

_REPLACING = frozenset(("but", "except", "excepting", "instead", "save", "however"))
_ADDING = frozenset(("also", "too", "plus", "additionally", "besides", "well", "more", "extra", "another"))
_REFUSED = ("says the list under it is an earlier one with this change: the change is applied to the list, or the "
            "list is asked")


def read_line_as_change(sheet, repeats: Callable[[str], bool]) -> tuple[int, str] | None:
    """(line, text) of the first line read as orders that repeats the list under it with a change, its orders set
    aside and the line refused (the sheet changed in place); None when there is none."""
    live = [i for i in range(len(sheet.orders)) if i not in sheet.dropped and i not in sheet.held]
    for i in live:
        line, text = sheet.lines[i], sheet.texts[i]
        said = set(words(text))
        if not repeats(text) or not said & _REPLACING or said & _ADDING:
            continue
        if not any(sheet.lines[j] > line for j in live):
            continue                    # no list under it: the change read alone (changed_list's own case)
        for j in live:
            if sheet.lines[j] == line:
                sheet.dropped.add(j)
                sheet.dropped_by[j] = line
        sheet.problems.append(OrderProblem(line, text, NOT_UNDERSTOOD, _REFUSED))
        return line, text
    return None
