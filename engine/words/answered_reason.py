"""An answer under the GM's quoted question that names its units by a pronoun, and gives its reason after the order
(round 21): '> GM: and the Irish corps?' over 'It stays in Dublin, the Irish are restless.' The answer, its units
written in (engine.words.answers.with_units), is read as any line with a reason is (engine.words.reasons): its longest
head that reads whole gives the orders, the tail set aside and said so; a tail that may change the order keeps the
line refused."""

from __future__ import annotations

from collections.abc import Callable

from engine.words.reasons import reason_cuts


def read_with_reason(said: str, read_clean: Callable[[str], list[object] | None]) -> tuple[list[object], str] | None:
    """(the orders of the answer's head, the reason set aside), or None when no head reads whole."""
    for head, tail in reason_cuts(said):
        got = read_clean(head)
        if got:
            return got, tail
    return None
