"""'Same as yesterday but B goes to Bergen instead of Trondheim.' over the earlier list pasted again: the list is
the earlier message's and that line changes it. The reader does not apply such a change to the list, so the list's
orders are held back and asked, each naming the line that changes them; never carried out as the earlier list with
the change left out (the shape of a forwarded mailbag: round 19's fresh27 had it eight times, each a misread)."""

from __future__ import annotations

from engine.order_sheet import NOT_UNDERSTOOD, OrderProblem
from engine.words.changed_list import apply_change, change_piece
from engine.words.message import words
from engine.words.changed_read import read_line_as_change

# A list said again ('same as yesterday', 'same list as Friday', 'same orders as before', 'as I sent last night').
_SAME = frozenset(("same", "identical", "unchanged", "repeat", "repeating", "resend", "resending", "again"))
# What changes it ('but', 'except', 'apart from', 'only', 'instead', 'with one change', 'save that').
_CHANGE = frozenset(("but", "except", "excepting", "apart", "only", "instead", "change", "changed", "save", "besides",
                     "however", "minus", "plus"))
# 'As last turn, but ...', 'as before, except ...', 'as yesterday but ...': the list said again by its time.
_BEFORE = frozenset(("last", "yesterday", "before", "previously", "earlier"))
_MOST_WORDS_BEFORE = 6        # 'GM - same as I sent yesterday but ...': the list said again within the first words
_HELD = ("held back: line {line} ({said!r}) says the list is an earlier one with a change, which the reader does not "
         "apply to it: which orders stand? ask the player")
_TWO = ("held back: line {line} ({said!r}) changes the earlier list said again, and more than one of its orders could "
        "be the one it changes ({both}): which? ask the player")


def repeats_with_change(text: str) -> bool:
    """Whether a line says the orders are an earlier list again with a change ('Same as Tuesday but the Pomeranians
    stay home.', 'GM - same as I sent yesterday but B goes to Bergen')."""
    said = words(text)
    at = repeat_at(said)
    return at is not None and any(w in _CHANGE for w in said[at + 1:])


def repeat_at(said: list[str]) -> int | None:
    """Where the words of a line (casefolded, in order) say a list again within their first ones: 'same', or 'as'
    before a time ('As last turn, but ...', 'as before, except ...'); None when they do not."""
    for i, w in enumerate(said[:_MOST_WORDS_BEFORE]):
        if w in _SAME or w == "as" and i + 1 < len(said) and said[i + 1] in _BEFORE:
            return i
    return None


def changed_lists_held(sheet) -> None:
    """A message holding a refused line that repeats an earlier list with a change: the change applied to the list
    when it names one order of it (engine.words.changed_list), else every order of the message held back (the sheet
    changed in place: engine.words.sheet.Sheet)."""
    said = next(((p.line, p.text) for p in sheet.problems if repeats_with_change(p.text)), None)
    said = said or read_line_as_change(sheet, repeats_with_change)     # read as orders: engine.words.changed_read
    if said is None:
        return
    line, raw = said
    text = raw.strip()
    asked = {id(p) for p in sheet.problems if p.line == line}
    done, could = apply_change(sheet, line, raw, change_piece(text, repeat_at, _CHANGE), asked)
    if done:
        return
    both = "; ".join(f"line {sheet.lines[i]}: {sheet.texts[i].strip()!r}" for i in could)
    for i in range(len(sheet.orders)):
        if i in sheet.dropped or i in sheet.held or sheet.lines[i] == line:
            continue
        sheet.held.add(i)
        sheet.problems.append(OrderProblem(sheet.lines[i], sheet.texts[i], NOT_UNDERSTOOD,
                                           (_TWO if both else _HELD).format(line=line, said=text[:80], both=both)))
