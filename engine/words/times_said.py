"""A line saying how many times an order is meant ('Build infantry in Stilwen City twice.', 'We raise cheese in 6
two times'): an order is read once, so such a line is refused (engine.words.meaning.verbs.BLOCKERS); its reason
then says why, never only "no province called 'Stilwen City twice'". The choices the refusal offers stay."""

from __future__ import annotations

from engine.order_sheet import OrderProblem
from engine.words.message import words
from engine.words.reading import NUMBER_WORDS

_ONCE_MORE = {"twice": "2", "thrice": "3"}
_GENERIC = ("write '", "expected ")           # a reader's bare pattern hint: the multiplier says more


def multiplied(low: list[str], i: int) -> bool:
    """Whether the word at i says an order is meant several times: 'two times', '3 times' ('x3' is a count the reader
    takes: 'T -> R x3 ships'; 'twice' and 'thrice' are blockers of their own, engine.words.meaning.verbs)."""
    return low[i] == "times" and i > 0 and (low[i - 1].isdigit() or low[i - 1] in NUMBER_WORDS
                                           and low[i - 1] not in ("a", "one"))


def times_said(text: str) -> str | None:
    """The words of a line saying how many times: 'twice', 'thrice', 'two times', '3 times'; None when none."""
    said = words(text)
    for i, w in enumerate(said):
        if w in _ONCE_MORE:
            return w
        if multiplied(said, i):
            return f"{said[i - 1]} times"
    return None


def times_explained(problems: list[OrderProblem]) -> None:
    """Each refusal of a line saying how many times says so first; a reason that took the word for part of a
    name ("no province called 'Stilwen City twice'") is replaced."""
    for k, p in enumerate(problems):
        said = times_said(p.text) if p.reason[:9] != "held back" else None
        if said is None or "once or twice" in p.reason:
            continue
        why = (f"{said!r}: an order is read once, and the line says how many times it is meant: write the count "
               "in the order ('build 2 infantry in ...') or the order once for each; ask the player")
        named = f" {said}'" in p.reason or f" {said}\"" in p.reason or p.reason.startswith(_GENERIC)
        problems[k] = OrderProblem(p.line, p.text, p.kind, why if named else f"{why}; besides: {p.reason}",
                                   None if named else p.fix, p.choices)
