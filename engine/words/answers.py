"""A player's answers to the GM's questions, for every ruleset: 'Yes, alliance with Spain.', 'Answer: yes,
fleet Mediterranean: intercept.', 'Re "Prussia gives Russia gold?": yes, give 8 gold to Russia.', 'GM asked:
"Will you cede anything?" No, we will not.' The GM's question quoted on the line is set aside, said so; a
'yes' opens the order that follows it; a 'no' with nothing more than a refusal gives no order. What follows
a 'yes' or a 'no' is read as any line is: an order there is never dropped. One pass over the line."""

from __future__ import annotations

import msgspec

from engine.words.message import words

# What cites the GM's question before the quote ('GM asked: "..."', 'Re "...":', 'Re your question "...":').
_CITES = ("gm asked", "the gm asked", "you asked", "gm wrote", "the gm wrote", "you wrote", "re ", "re:",
          "re your question", "in answer to", "answering", "to your question", "as to your question",
          "your question", "question:", "gm:")
# What opens the answer itself.
_ANSWERS = ("answer:", "answer -", "reply:", "and yes,", "and yes:", "oh and yes,", "yes,", "yes:", "yes -",
            "yes.", "yes!", "yes \u2014", "yes \u2013")
_NOS = ("no,", "no.", "no:", "no -", "no!", "nope,", "no \u2014", "no \u2013")
_QUOTES = {'"': '"', "\u201c": "\u201d", "\u00ab": "\u00bb", "'": "'"}
# The words of a plain refusal ('No, we will not.', 'no, not this turn, thanks').
_REFUSAL = frozenset("""we i will not shall won't don't do does no thanks thank you this turn time yet nope sorry
    never nothing none not now we'll i'll neither at all""".split())


class Answer(msgspec.Struct, frozen=True):
    """A line read as an answer: the GM's question it quotes (or ''), 'yes', 'no' or '', and the words to read."""
    question: str
    said: str
    rest: str


def answer_of(text: str) -> Answer | None:
    """The answer the line gives, or None when it is no answer (nothing cited, no 'yes' or 'answer:' opening)."""
    question, rest = _cited(text)
    said = ""
    low = rest.casefold()
    for opening in _ANSWERS:
        if low.startswith(opening):
            rest, said = rest[len(opening):].strip(), "yes" if "yes" in opening else ""
            low = rest.casefold()
            if not said and low.startswith(("yes,", "yes:", "yes -", "yes.", "yes ")):
                rest, said = rest[4:].strip(" ,:-"), "yes"      # 'Answer: yes, ...'
            break
    else:
        if question and (low.startswith(_NOS) or low in ("no", "nope")):
            said, rest = "no", rest[rest.find(" ") + 1:].strip() if " " in rest else ""
        elif question and low in ("yes", "yes please", "yes, please"):
            said, rest = "yes", ""
    if not question and not said and rest == text:
        return None
    return Answer(question, said, rest)


def refuses(text: str) -> bool:
    """'we will not', 'not this turn, thanks': a 'no' said again, giving and naming nothing."""
    return all(w in _REFUSAL for w in words(text))


def _cited(text: str) -> tuple[str, str]:
    """(the GM's question, the words after it) when the line opens by citing it in quotes; ('', text) else."""
    low = text.casefold()
    if not low.startswith(_CITES):
        return "", text
    start = min((text.find(q) for q in _QUOTES if text.find(q) >= 0), default=-1)
    if start < 0 or start > 40:
        return "", text
    end = text.find(_QUOTES[text[start]], start + 1)
    if end < 0:
        return "", text
    return text[start + 1:end].strip(), text[end + 1:].lstrip(" :,-\u2014\u2013").strip()
