"""A line over the orders that says something of them the reader does not carry out, filed as talk before
(issue 22, round 22, helper Sd): it is asked (refused with the reason), the orders below it still read.
- the earlier orders said again: 'Sorry, the mail bounced. Orders as before, also:', 'Otherwise orders as
  before.', 'My orders stand.' (the earlier list is not copied by itself: the GM copies it or asks);
- a condition over the orders below: 'The roads are dry. Orders, should the French come:', 'If Austria
  attacks:', 'In case of war with France:' (are the orders given only then?).
A heading that says neither ('Orders as follows:', 'Orders below:', 'Hello GM. Orders:') stays talk. One pass
over the words of each line set aside as talk."""

from __future__ import annotations

from engine.order_sheet import NOT_AN_ORDER, NOT_UNDERSTOOD, OrderProblem
from engine.words.message import words

# The words that name the orders themselves ('orders as before', 'my moves stand').
_LIST = frozenset("orders order moves instructions list".split())
# After 'as': an earlier list ('orders as before', 'as previously', 'as last turn', 'as usual').
_EARLIER = frozenset("before previously previous earlier yesterday last usual sent".split())
# After the list word: said to stand ('orders stand', 'my orders remain unchanged').
_STAND = frozenset("stand stands remain remains unchanged same".split())
# Words that end what 'orders stand' says ('My orders stand as they were', '... stand from last turn').
_STAND_ENDS = frozenset("as from unchanged".split())
# A condition anywhere in the heading; one at a clause's start only ('Orders, should the French come:').
_IF = frozenset("if unless provided providing lest whenever".split())
_IF_AT_START = frozenset("should when once whether".split())
_LIST_OR_FOR = _LIST | {"for"}
# 'in case' alone is most often a reason ('again, in case the first did not come through'): only 'in case of'.
_IF_PHRASES = (("in", "case", "of"), ("in", "the", "event"), ("so", "long", "as"), ("as", "long", "as"))
# Manners, never a condition of the orders ('Orders, if I may:', 'Orders below if possible:').
_MANNERS = frozenset(("if possible", "if you please", "if i may", "if that's ok", "if that is ok", "if it's ok",
                      "if ok", "if allowed", "if permitted", "if that's alright", "if it pleases", "if you like",
                      "if i'm not mistaken", "if i am not mistaken", "if i remember"))
# The reasons of a line set aside as talk with nothing more said of it (a reason of its own is another reader's word).
_TALK = frozenset((NOT_AN_ORDER, f"{NOT_AN_ORDER}: a title over orders"))
_MOST = 300             # characters: a longer line is prose, read otherwise
_AGAIN = ("asks for the earlier orders again: they are not copied by themselves; the GM copies them (in "
          "the window: Orders > Copy last turn's orders) or asks the player; the orders written here are read")
_UNDER = ("a condition over the orders below: the reader does not apply it; are they given only then? ask "
          "the player (the orders below are read as given)")


def earlier_said(text: str) -> bool:
    """Whether a line says the earlier orders stand again: a word naming the orders, then 'as before' ('as
    previously', 'as last turn', 'as usual'), or said to stand ('orders stand.', 'orders remain unchanged')."""
    said = words(text)
    for i, w in enumerate(said):
        if w not in _LIST or i and said[i - 1] == "standing":
            continue            # 'Standing orders: unchanged': the standing answers, which stand by themselves
        nxt = said[i + 1:i + 4]
        if nxt[:1] == ["as"] and nxt[1:2] and nxt[1] in _EARLIER:
            return True
        if nxt[:1] and nxt[0] in _STAND and (len(nxt) == 1 or nxt[1] in _STAND_ENDS or nxt[0] in ("unchanged", "same")):
            return True
    return False


def condition_over(text: str) -> bool:
    """Whether a heading over orders (its last sentence ends with ':') says a condition ('Orders, should the
    French come:', 'If Austria attacks:'); manners ('if possible') are none."""
    last = text.strip()
    if not last.endswith(":"):
        return False
    for mark in (". ", "! ", "? "):
        last = last[last.rfind(mark) + 1:] if mark in last else last
    low = " ".join(_unquoted(last).casefold().split())
    for manner in _MANNERS:
        low = low.replace(manner, " ")
    said = words(low)
    pieces = [p.strip() for p in low.replace(";", ",").split(",")]
    starts = {words(p)[0] for p in pieces if words(p)}
    if _IF.intersection(said) or _IF_AT_START & starts:
        return True
    for i, w in enumerate(said):
        if w in _LIST_OR_FOR and i + 1 < len(said) and said[i + 1] in _IF_AT_START:
            return True         # 'Orders should the French come:', 'Orders for when the Swedes come:'
    return any(tuple(said[i:i + len(p)]) == p for p in _IF_PHRASES for i in range(len(said)))


def _unquoted(text: str) -> str:
    """The text without what it quotes ('explained the "if" orders to me'): a word quoted is named, not said."""
    parts = text.split('"')
    return " ".join(parts[::2]) if len(parts) > 2 else text


def headings_asked(sheet) -> None:
    """The lines set aside as talk that say the earlier orders again, or a condition over orders read below them:
    refused with the reason (the sheet changed in place: engine.words.sheet.Sheet)."""
    below = max(sheet.lines, default=0)
    lines = {c.line: c for c in sheet.chatter if c.reason in _TALK and len(c.text) <= _MOST}
    asked: dict[int, str] = {}
    for line, c in lines.items():
        if earlier_said(c.text):
            asked[line] = _AGAIN
        elif line < below and condition_over(c.text):
            asked[line] = _UNDER
    if not asked:
        return
    sheet.chatter[:] = [c for c in sheet.chatter if c.line not in asked]
    for line, reason in sorted(asked.items()):
        sheet.problems.append(OrderProblem(line, lines[line].text, NOT_UNDERSTOOD, reason))

