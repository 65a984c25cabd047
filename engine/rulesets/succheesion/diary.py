"""Orders told as a diary of the day, in the past tense: 'Today I sent the four regiments of Whiskerport to Adoen
Shore.', 'This day I sent our two frigates ... and I raised one militia at Pirate Cove.', 'This morning I ordered
the six at Chance Hills to Ubliko Gate, and I bought a regiment of Infantry at Odds End.' Only a day of this turn
said ('today', 'this morning', ...) in the sentence, or in one before it in the message, makes the past an order;
a sentence saying it happened before ('last turn', 'yesterday') never is. Plain work over the words."""

from __future__ import annotations

# A day of this turn that opens a diary's sentence.
_TODAY = (("today",), ("this", "day"), ("this", "morning"), ("this", "evening"), ("this", "afternoon"),
          ("tonight",), ("this", "turn"))
# Verbs in the past and what the order says; None: the words after them are the order ('I ordered the six at A to B',
# 'I had the Rostopki three march up to A').
_PAST: dict[str, str | None] = {
    "sent": "send", "raised": "raise", "levied": "levy", "bought": "levy", "built": "levy", "recruited": "levy",
    "moved": "move", "marched": "march", "founded": "found", "declared": "declare", "made": "make",
    "invested": "invest", "spent": "spend", "ordered": None, "had": None}
# Words of a time before this turn: the past is then a report, never an order.
_BEFORE = frozenset("last yesterday ago previous previously before earlier already".split())
_PARTICIPLES = frozenset(("raised", "levied", "built", "recruited"))
_WHO = frozenset(("i", "we"))


def as_done_today(text: str, told_today: bool) -> tuple[str, bool] | None:
    """(the sentence as orders say it, whether a day of this turn was said) for a sentence of a diary; None for
    any other sentence. `told_today`: a sentence before it in the message said the day."""
    said = f" {text.casefold()} "
    if " i " not in said and " we " not in said:
        return None                     # most sentences: nobody saying what he did
    tokens = text.split()
    low = [t.casefold().strip(",.;:!") for t in tokens]
    if not any(w in _WHO for w in low) or not any(w in _PAST for w in low) or not _BEFORE.isdisjoint(low):
        return None                     # most sentences: no 'I' and no verb in the past
    i, today = 0, False
    for lead in _TODAY:
        if tuple(low[:len(lead)]) == lead:
            i, today = len(lead), True
            break
    if not (today or told_today) or i >= len(low) - 1 or low[i] not in _WHO or low[i + 1] not in _PAST:
        return None
    out: list[str] = []
    k = i
    while k < len(tokens):
        if low[k] in _WHO and k + 1 < len(low) and low[k + 1] in _PAST:
            verb = _PAST[low[k + 1]]
            k += 2
            if verb is not None:
                out.append(verb)
                continue
            j = next((m for m in range(k, min(len(low), k + 8)) if low[m] in _PARTICIPLES), None)
            if low[k - 1] == "ordered" and j is not None:       # 'I ordered two battalions of infantry raised at A'
                out += ["levy", *tokens[k:j]]
                k = j + 1
            continue
        out.append(tokens[k])
        k += 1
    return " ".join(out), True


def done_before(text: str) -> bool:
    """Whether the sentence reports what the writer did before this turn ('Last turn I sent the four regiments of
    Whiskerport to Adoen Shore', 'Yesterday we raised cheese in 15'): never an order of this turn."""
    low = [t.casefold().strip(",.;:!") for t in text.split()]
    return not _BEFORE.isdisjoint(low) and any(w in _WHO and nxt in _PAST for w, nxt in zip(low, low[1:]))


_DONE = frozenset("done agreed given sent signed ordered made settled".split())
_DONE_MARKS = ("\u2014", "\u2013", " - ", ",", "(", ":", ";")


def said_done_already(text: str) -> bool:
    """Whether an order is said to be done already ('Ally with Crimsonia — already done', 'make peace with
    Berdain (done last turn)', 'invest 5 cheese with Ubliko, already agreed'): a report, never this turn's
    order. Only a short remark after a dash, comma, colon or bracket that says 'already' or 'done'."""
    low = text.casefold()
    if "already" not in low and "done" not in low:
        return False                    # most sentences: looked at no further
    at = max(low.rfind(m) for m in _DONE_MARKS)
    if at <= 0:
        return False
    tail = [w.strip(".,;:!()") for w in low[at:].strip(" \u2014\u2013-,(:;").split()]
    if not tail or len(tail) > 5:
        return False
    return "already" in tail and (bool(_DONE.intersection(tail)) or len(tail) == 1) \
        or tail[0] == "done" and (len(tail) == 1 or "turn" in tail or "before" in tail or "already" in tail)
