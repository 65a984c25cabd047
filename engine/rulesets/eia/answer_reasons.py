"""A standing answer said with its reason: 'standing surrender: fight on, because Stamboul must never fall',
'standing guard: commit, since the Sultan wills it'. The reason after 'because', 'since' or 'as' is left out and
the answer read, when the reason holds no condition or change of plan ('if', 'unless', 'instead', 'but'...) and no
word giving another answer (`answers`: the question's words and the answer each gives); otherwise the text is
kept whole and the check refuses it, naming the words. One pass over the words."""

from __future__ import annotations

from collections.abc import Collection, Mapping

from engine.words.message import words

_REASONS = frozenset("because since as cause coz".split())


def without_reason(rest: str, answers: Mapping[str, str], conditions: Collection[str]) -> str:
    """The answer before its reason ('fight on'); `rest` itself when it gives none or the reason may change it."""
    tokens = rest.split()
    at = next((i for i, t in enumerate(tokens) if i and t.casefold().strip(",;") in _REASONS
               and (tokens[i - 1].endswith((",", ";")) or t.casefold() == "because")), None)
    if at is None:
        return rest
    head = " ".join(tokens[:at]).rstrip(",; ")
    said, reason = words(head), words(" ".join(tokens[at + 1:]))
    if not said or not reason or set(reason) & set(conditions):
        return rest
    answer = {answers[w] for w in said if w in answers}
    if len(answer) > 1 or {answers[w] for w in reason if w in answers} - answer:
        return rest                 # the reason names another answer ('commit, because holding loses'): asked
    return head
