"""Words after an order that change what it means, which the reader cannot weigh (issue 22, round 22, helper Sd):
- a reason holding a condition: 'standing guard: hold, because we commit it only if Paris is attacked' (is the
  order given only then?);
- the act said done already: 'We declare war on Spain, which we did last month.' (given again, or news?).
The order is held back and asked, never read with those words set aside (or dropped) in silence. One pass over
the words of each line that gave an order."""

from __future__ import annotations

from engine.order_sheet import NOT_UNDERSTOOD, OrderProblem
from engine.words.message import words

_REASON = frozenset("because since as for cause coz cos".split())
_CONDITION = frozenset("if unless provided providing whenever".split())
_WHICH = frozenset("which that".split())
_SUBJECTS = frozenset("we i they it he she".split())
_DONE = frozenset("did done".split())       # 'which we did', 'which we have done': the act itself, said past
_BETWEEN = frozenset("already have had has also just".split())
_MOST = 400             # characters: a longer line is prose, read otherwise
_IF = ("held back: the reason after the order holds a condition ({said!r}): is it given only then? ask the player")
_DID = ("held back: the line says the order was given before ({said!r}): is it given again? ask the player")


def _after_comma(text: str) -> list[list[str]]:
    """The words of each piece of a line after a comma."""
    return [words(piece) for piece in text.split(",")[1:]]


def tail_said(text: str) -> str:
    """The reason this module holds an order of the line back for (with its words quoted); '' when none."""
    if len(text) > _MOST:
        return ""
    for said in _after_comma(text):
        if said[:1] and said[0] in _REASON and _CONDITION.intersection(said[1:]):
            return _IF.format(said=" ".join(said))
        if len(said) >= 3 and said[0] in _WHICH and said[1] in _SUBJECTS:
            k = 2
            while k < len(said) and said[k] in _BETWEEN:
                k += 1
            if k < len(said) and said[k] in _DONE:
                return _DID.format(said=" ".join(said))
    return ""


def tails_asked(sheet) -> None:
    """The orders of lines whose words after a comma say a condition in a reason, or the act done already: held
    back and asked (the sheet changed in place: engine.words.sheet.Sheet)."""
    asked: dict[int, str] = {}
    for i in range(len(sheet.orders)):
        if i in sheet.dropped or i in sheet.held:
            continue
        line = sheet.lines[i]
        reason = asked.get(line)
        if reason is None:
            reason = asked[line] = tail_said(sheet.texts[i])
        if reason:
            sheet.held.add(i)
            sheet.problems.append(OrderProblem(line, sheet.texts[i], NOT_UNDERSTOOD, reason))
    lines = {line for line, reason in asked.items() if reason}
    if lines:                   # the words it asks of, set aside before: asked now, no longer aside
        sheet.chatter[:] = [c for c in sheet.chatter if c.line not in lines or not c.reason.startswith("set aside")]
