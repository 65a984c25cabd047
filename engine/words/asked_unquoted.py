"""The GM's question cited without quotes, and answered on the same line (issue 22, round 20, helper Lb), for every
ruleset: 'GM, I've been reading your last report. You asked whether corps E was going anywhere this turn: yes, E
marches to Thuringia.' The line is written as the answers' reader knows it, 'Re "whether corps E was going anywhere
this turn": yes, E marches to Thuringia.' (engine.words.answers): the question set aside, said so; a 'yes' opens
the order after it, read as any line; a 'yes' with nothing after it is asked; a 'no' with only a refusal after it
gives no order, and a 'no' is never the order asked about. Only when the question ends at ': ' or '? ' and a yes
or a no opens what follows, and the words before the citing, if any, may be no order (a greeting, 'I've read
your report.'). One pass over the line."""

from __future__ import annotations

from collections.abc import Callable

from engine.words.message import words

# What cites the GM's question ('You asked whether ...', 'The GM asked if ...').
_ASKED = ("you asked me ", "you asked ", "the gm asked ", "gm asked ", "you wanted to know ")
_ABOUT = ("whether ", "if ", "about ")
_ENDS = (": ", "? ", " - ")
_ANSWERS = ("yes", "no")
# Words before the citing that may turn what follows ('Do not GM, I've read your report. You asked ...').
_TURNING = frozenset("""not never no don't dont won't wont cancel ignore forget scratch disregard if unless
    instead""".split())
_MOST = 400             # characters: a longer line is a letter, read sentence by sentence
_QUOTES = "\"\u201c\u201d\u00ab\u00bb"     # never the apostrophe ('I've read your report.')


def cited_unquoted(text: str, looks: Callable[[str], bool] | None) -> tuple[str, str] | None:
    """(the words before the citing, the line as 'Re "QUESTION": ANSWER') or None when the line cites no question
    of the GM without quotes and answers it with a yes or a no."""
    if len(text) > _MOST or any(q in text for q in _QUOTES):
        return None
    low = text.casefold()
    if "asked" not in low and "wanted to know" not in low:
        return None                     # every citing says one of them: most lines, at once
    found = [(low.find(a), a) for a in _ASKED if low.find(a) >= 0]
    if not found:
        return None
    at, asked = min(found)
    before = text[:at].strip()
    if before and (before[-1:] not in ".!" or looks is None or looks(before)
                   or not _TURNING.isdisjoint(words(before))):
        return None                     # '2 armies 3 -> 6, you asked about it: yes', 'Do not GM, ...': as it was
    start = at + len(asked)
    if not low.startswith(_ABOUT, start):
        return None
    ends = [(low.find(e, start), e) for e in _ENDS if low.find(e, start) > 0]
    if not ends:
        return None
    end, mark = min(ends)
    question = text[start:end + (1 if mark == "? " else 0)].strip()
    answer = text[end + len(mark):].strip()
    said = answer.casefold()
    if not question or not any(said.startswith(a) and not said[len(a):len(a) + 1].isalpha() for a in _ANSWERS):
        return None
    if question.casefold().startswith("if "):
        question = f"whether {question[3:]}"    # the question's 'if' is no condition of the answer's order
    return before, f'Re "{question}": {answer}'
