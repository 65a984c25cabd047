"""Letters to the GM or to a rival court (issue 22): the note turning to the GM that says the letter's
orders plainly ('(GM: that's 8 units and the General 11 -> 8)', 'cc GM: consider this our order to ...'),
which sets aside the letter above it that gave no order, and the writer's name under a valediction."""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from engine.order_sheet import NOT_UNDERSTOOD, Chatter, OrderProblem, OrderSheet
from engine.words.message import message_lines

# How a player turns to the GM ('GM:', 'cc GM:', 'OOC:'), then says the letter's orders plainly ('that's',
# 'consider this our order to'): left out before the order.
ADDRESS = ("cc gm: ", "cc gm, ", "cc gm - ", "gm: ", "gm, ", "gm - ", "ooc: ", "ooc - ", "note to gm: ",
           "note for the gm: ", "for the gm: ", "to the gm: ", "p.s. gm: ", "ps gm: ", "p.s. for the gm: ",
           "in game terms: ", "in orders: ", "mechanics: ")
SAYING = ("that's: ", "that's ", "that\u2019s ", "that is: ", "that is ", "i.e. ", "i.e.: ", "ie: ", "ie ",
          "meaning: ", "meaning ", "this means ", "which means ", "that means ", "that means: ", "in other words: ", "in other words ",
          "consider this our order to ", "consider this an order to ", "consider this my order to ",
          "take this as our order to ", "take this as an order to ", "please take this as our order to ",
          "please read this as ", "read this as ", "in plain orders: ", "plainly: ", "in short: ", "in short, ")
# Words of a valediction closing a letter ('Your servant,', 'Yours in triumph,', 'With warm regards,').
_CLOSINGS = frozenset("yours servant regards sincerely faithfully respectfully cordially truly obediently "
                      "affectionately humbly cheers salutations".split())


def to_the_gm(text: str) -> str:
    """The sentence without the words turning to the GM before a letter's orders said plainly."""
    low = text[:40].casefold()
    if not low.startswith(ADDRESS) and not low.startswith(SAYING):
        return text
    for leads in (ADDRESS, SAYING):
        low = text.casefold()
        lead = next((x for x in leads if low.startswith(x)), None)
        if lead is not None and len(text) > len(lead):
            text = text[len(lead):].lstrip()
    return text


def says_plainly(raw: str) -> bool:
    """Whether a line turns to the GM to say orders plainly ('(GM: that's ...)', 'GM, that is: ...'); not one
    that gives more besides ('(GM: also please build a frigate ...)'): the letter's orders are not in it."""
    text = raw.strip().lstrip("([").lstrip()
    low = text.casefold()
    if not (low.startswith(ADDRESS) or low.startswith(SAYING)):
        return False
    return not _BESIDES.intersection(w.strip(",.:;") for w in low.split()[:6])


# Words saying a line to the GM gives orders besides the letter's, not the letter's said again.
_BESIDES = frozenset("also additionally besides too plus further furthermore".split())


def _is_valediction(raw: str) -> bool:
    said = raw.strip().casefold()
    return said.endswith(",") and len(said.split()) <= 6 and any(w.strip(",.") in _CLOSINGS for w in said.split())


def _is_signature(raw: str) -> bool:
    """A name under a valediction: a few words, no digits, no arrows."""
    said = raw.strip()
    return 0 < len(said.split()) <= 5 and not any(c.isdigit() for c in said) and "->" not in said


def letter_set_aside(sheet: OrderSheet, text: str, unread: Callable[[OrderProblem], bool]) -> OrderSheet:
    """The sheet with the lines of a letter that gave no order (`unread`: the reader found no order there at
    all) set aside when a later line says the orders plainly to the GM, and the writer's name under a
    valediction set aside; each kept in the receipt with why."""
    if not sheet.problems:
        return sheet
    plain = sorted({n for n, raw in zip(sheet.lines, sheet.texts) if says_plainly(raw)})
    raws: dict[int, str] | None = None
    kept: list[OrderProblem] = []
    chatter = list(sheet.chatter)
    for p in sheet.problems:
        if p.kind != NOT_UNDERSTOOD or not unread(p):
            kept.append(p)
            continue
        later = next((n for n in plain if n > p.line), None)
        if later is not None:
            chatter.append(Chatter(p.line, p.text, f"not an order: the letter, said plainly to the GM on line {later}"))
            continue
        if raws is None:
            raws = {line.number: line.raw for line in message_lines(text)}
        if _is_signature(p.text) and _is_valediction(raws.get(p.line - 1, "")):
            chatter.append(Chatter(p.line, p.text, "not an order: the writer's name under the letter"))
            continue
        kept.append(p)
    if len(kept) == len(sheet.problems):
        return sheet
    return msgspec.structs.replace(sheet, problems=tuple(kept), chatter=tuple(sorted(chatter, key=lambda c: c.line)))
