"""What an EiA sentence's words alone say before it is read, worked out once for each text and month (the
same line repeated in a long message is looked at once): words of sequence and pictures left out, the
passive said in the active, an order for a later month, a condition, a form's slot or heading, every unit
holding. Pure: the words and the month only."""

from __future__ import annotations

from functools import lru_cache

from engine.words.all_but import excepted_one
from engine.words.timed_clause import head_before_past
from engine.rulesets.eia.conditioned import condition_said
from engine.rulesets.eia.form_headings import all_hold, form_line, outflanking_head
from engine.rulesets.eia.earlier import earlier_said, refusal as earlier_refusal
from engine.rulesets.eia.later import later_said, refusal as later_refusal
from engine.rulesets.eia.passive import active
from engine.rulesets.eia.sequence import without_sequence, without_symbols

READ = "read"            # read the text given
AGAIN = "again"          # read the text given from the start: the sentence said otherwise
NOTHING = "nothing"      # it orders nothing
LATER = "later"          # refused: the text given says why
CONDITION = "condition"  # under a condition: the standing answers may read the text given, else it is refused


@lru_cache(maxsize=2048)
def prepared(text: str, month: int) -> tuple[str, str]:
    """(what to do, the text it is done with) for a sentence in month `month`."""
    text = without_sequence(without_symbols(text))      # 'After that, ally with Portugal 🇬🇧'
    said_active = active(text)
    if said_active is not None:                         # 'War is to be declared on Portugal'
        return AGAIN, said_active
    before = earlier_said(text)
    head = head_before_past(text, before) if before is not None else None
    if head is not None and earlier_said(head) is None:  # '..., whose ships sheltered the French last month': news
        return AGAIN, head
    if before is not None:                              # 'Last month corps II marched to Saxony'
        return LATER, earlier_refusal(before)
    when = later_said(text, month)
    if when is not None:                                # 'In spring we will declare war on Russia'
        return LATER, later_refusal(when)
    if condition_said(text) is not None:                # 'fleet Channel: intercept only if the French have ...'
        return CONDITION, text
    one = excepted_one(text)                            # 'All my corps stay except the cavalry, which rides ...'
    if one is not None:
        return AGAIN, one
    text = outflanking_head(text)                       # 'outfl. force: Cav I, III'
    if all_hold(text):
        return NOTHING, ""                              # 'hold all': units without orders hold
    form = form_line(text)                              # 'War declarations: -', 'Alliances broken: Russia'
    if form is not None:
        return (AGAIN, form) if form else (NOTHING, "")
    return READ, text
