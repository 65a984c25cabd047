"""A note that the plans changed from what the writer said outside his orders (issue 22, round 21, helper Hd).

'Change of plans from what I said in chat.', 'New plan since what we discussed on Discord:', 'Plans changed from what
I told you in PM': the writer warns the GM that the orders below are not what he said in a chat, a private message
or a call. The orders of the message are its own; nothing of this message is taken back. The line is set aside
with that reason (every ruleset).

Never set aside here: a change of an order of the message or of an earlier mail ('Change of plans: A goes to Baden',
'Change of plans from my last mail', 'Change of plan from what I wrote above'): a correction, read or asked as
before; a line naming a unit, a place, a number or an order's word. One pass over the words."""

from __future__ import annotations

from engine.words.message import words

_CHANGE = (("change", "of", "plans"), ("change", "of", "plan"), ("changes", "of", "plans"), ("new", "plan"),
           ("new", "plans"), ("plans", "changed"), ("plan", "changed"), ("slight", "change", "of", "plans"),
           ("small", "change", "of", "plans"), ("change", "in", "plans"))
_SAID = frozenset("""from what since than i we said wrote told discussed mentioned posted promised you in on over by
    the a our my earlier before yesterday""".split())
# Where it was said: never the message itself nor an earlier mail of orders.
_ELSEWHERE = frozenset("""chat discord pm pms dm dms skype slack telegram whatsapp signal teams zoom call phone person
    irc shoutbox lobby voice private""".split())
_MOST_WORDS = 16

WHY = ("a note that the plans changed from what the writer said outside his orders (a chat, a private message): "
       "the orders of this message are read, nothing of it is taken back")


def changed_elsewhere(text: str) -> str | None:
    """WHY when the line says only that the plans changed from what was said in a chat or a private message."""
    low = words(text)
    if not low or len(low) > _MOST_WORDS:
        return None
    for change in _CHANGE:
        if tuple(low[:len(change)]) == change:
            rest = low[len(change):]
            if rest and _ELSEWHERE & set(rest) and all(w in _SAID or w in _ELSEWHERE for w in rest):
                return WHY
    return None
