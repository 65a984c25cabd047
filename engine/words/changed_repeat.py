"""'Same as yesterday but B goes to Bergen instead of Trondheim.' over the earlier list pasted again: the list is
the earlier message's and that line changes it. The reader does not apply such a change to the list, so the list's
orders are held back and asked, each naming the line that changes them; never carried out as the earlier list with
the change left out (the shape of a forwarded mailbag: round 19's fresh27 had it eight times, each a misread)."""

from __future__ import annotations

from engine.order_sheet import NOT_UNDERSTOOD, OrderProblem
from engine.words.message import words

# A list said again ('same as yesterday', 'same list as Friday', 'same orders as before', 'as I sent last night').
_SAME = frozenset(("same", "identical", "unchanged", "repeat", "repeating", "resend", "resending", "again"))
# What changes it ('but', 'except', 'apart from', 'only', 'instead', 'with one change', 'save that').
_CHANGE = frozenset(("but", "except", "excepting", "apart", "only", "instead", "change", "changed", "save", "besides",
                     "however", "minus", "plus"))
_MOST_WORDS_BEFORE = 6        # 'GM - same as I sent yesterday but ...': the list said again within the first words
_HELD = ("held back: line {line} ({said!r}) says the list is an earlier one with a change, which the reader does not "
         "apply to it: which orders stand? ask the player")


def repeats_with_change(text: str) -> bool:
    """Whether a line says the orders are an earlier list again with a change ('Same as Tuesday but the Pomeranians
    stay home.', 'GM - same as I sent yesterday but B goes to Bergen')."""
    said = words(text)
    at = next((i for i, w in enumerate(said[:_MOST_WORDS_BEFORE]) if w in _SAME), None)
    return at is not None and any(w in _CHANGE for w in said[at + 1:])


def changed_lists_held(sheet) -> None:
    """Every order of a message holding a refused line that repeats an earlier list with a change, held back (the
    sheet changed in place: engine.words.sheet.Sheet)."""
    said = next(((p.line, p.text.strip()) for p in sheet.problems if repeats_with_change(p.text)), None)
    if said is None:
        return
    line, text = said
    for i in range(len(sheet.orders)):
        if i in sheet.dropped or i in sheet.held or sheet.lines[i] == line:
            continue
        sheet.held.add(i)
        sheet.problems.append(OrderProblem(sheet.lines[i], sheet.texts[i], NOT_UNDERSTOOD,
                                           _HELD.format(line=line, said=text[:80])))
