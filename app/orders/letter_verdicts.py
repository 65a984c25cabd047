"""What the GM is told under a player's letter: the verdict of the cursor's line, said once (a refused
line's reason is the problems' list's, marked there, not written again above it), the lines read as
remarks told apart from orders and refusals, and after a paste what the letter gave and where to
look first."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

# read_as_no_order: the reasons of a line once refused, then set aside as no order: a remark
# (engine.words.meaning.no_order), a question to the GM (meaning.questions), a comment or a plan (engine.words.comments)
from engine.order_sheet import NOT_AN_ORDER, Chatter, OrderSheet, asks_the_gm, read_as_no_order
NO_ORDER = "read as no order"
# a line of plain talk asking the GM something ('When does the winter end?'): shown as a question is, not greyed
ASKED = "not an order: a question to the GM (it ends with '?'): the GM answers it"


def aside_reason(c: Chatter) -> str:
    """What the letter says of a line set aside: a line of talk that asks the GM something
    (engine.order_sheet.asks_the_gm) is said to be a question, as the receipt names it, not plain talk."""
    return ASKED if c.reason == NOT_AN_ORDER and asks_the_gm(c.reason, c.text) else c.reason


@lru_cache(maxsize=4096)           # a long message's notes are mostly the same few: once each
def is_remark(note: str) -> bool:
    """A line's note (its chatter reasons joined by '; ') says the line is a remark, a question to the GM (a
    reader's, or talk ending in '?': `aside_reason`) or another line read as no order (engine.words.comments):
    shown alike, amber, so that the GM answers it."""
    return any(read_as_no_order(part) or asks_the_gm(part, "") for part in note.split("; "))


def remarks(aside: Mapping[int, str]) -> set[int]:
    """The lines set aside (editor.set_aside) that the reader read as remarks."""
    return {line for line, note in aside.items() if is_remark(note)}


def questions(aside: Mapping[int, str]) -> set[int]:
    """The lines set aside that ask the GM something (a reader's question, or talk ending in '?')."""
    return {line for line, note in aside.items() if _asks(note)}


@lru_cache(maxsize=4096)
def _asks(note: str) -> bool:
    return any(asks_the_gm(part, "") for part in note.split("; "))


def remark_note(note: str) -> str:
    """The note of a remark as the letter shows it: that no order was made of the line, first."""
    return f"{NO_ORDER} \u2014 {note}"


def line_verdict(line: int, *, listed: bool, reasons: Mapping[int, str], chatter: Mapping[int, str],
                 readings: Mapping[int, str], fixes: Mapping[int, str]) -> str:
    """The verdict of line `line` under the text, '' when there is nothing to say there. A line whose
    problems the list shows (`listed`: its row is marked) is not said again; what the list does not
    say of it (what the rest of the line was read as) is."""
    if line in reasons:
        if listed:
            return f"Line {line}: {readings[line]}" if line in readings else ""
        note = reasons[line]
        return note + (f" \u2014 fix: {fixes[line].strip()}" if line in fixes else "")
    if line in chatter:
        return chatter[line]
    return readings.get(line, "")


def first_to_look_at(sheet: OrderSheet, aside: Mapping[int, str]) -> int | None:
    """The line the GM must look at first after a paste: the first refused, else the first remark
    (a line that may have been an order, read as none), else None."""
    refused = sorted({p.line for p in sheet.problems})
    if refused:
        return refused[0]
    said = sorted(remarks(aside))
    return said[0] if said else None


def not_orders(aside: Mapping[int, str]) -> str:
    """The lines set aside, counted once each and in one way wherever the letter is summed up (the
    status under it, what a paste gave): '3 lines not orders (1 a remark, 1 a question to the GM)'. A
    question is a remark the GM answers: counted as a question, not as a remark too; '' when none."""
    if not aside:
        return ""
    asked = len(questions(aside))
    said = len(remarks(aside)) - asked
    noted = ([f"{said} {'a remark' if said == 1 else 'remarks'}"] if said else []) + (
        [f"{asked} {'a question' if asked == 1 else 'questions'} to the GM"] if asked else [])
    text = f"{len(aside)} line{'s' if len(aside) != 1 else ''} not orders"
    return text + (f" ({', '.join(noted)})" if noted else "")


def paste_summary(sheet: OrderSheet, aside: Mapping[int, str], first: int | None) -> str:
    """'Pasted: 4 lines give orders, 3 refused (2 may mean one of several orders); 4 lines not orders (1 a
    remark, 1 a question to the GM). Line 5, the first refused, is under the cursor; its reason is below.'
    The lines not orders are counted as the status under the letter counts them (`not_orders`); the whole
    in two lines of the dock where it can (a third took a line of the letter's text in a narrow dock)."""
    refused = {p.line for p in sheet.problems}
    asked = {p.line for p in sheet.problems if len(p.choices) > 1}
    given = set(sheet.lines) - refused
    parts = [f"{len(given)} line{'s' if len(given) != 1 else ''} give{'s' if len(given) == 1 else ''} orders"]
    if refused:
        parts.append(f"{len(refused)} refused" + (f" ({len(asked)} may mean one of several orders)" if asked else ""))
    else:
        parts[0] += ", all accepted"
    aside_said = not_orders(aside)
    text = "Pasted: " + ", ".join(parts) + (f"; {aside_said}" if aside_said else "") + "."
    if first is None:
        return text
    if first in refused:
        return text + f" Line {first}, the first refused, is under the cursor; its reason is below."
    if first in questions(aside):
        return text + f" Line {first}, a question to the GM, is under the cursor: is it an order?"
    return text + f" Line {first}, the first remark, is under the cursor: is it an order?"
