"""A short answer naming a nation or a place ('Spain, yes.', 'Yes, Prussia', 'Baden: no') to a question that is
not on its line (the GM's quoted question is set aside): the order it means cannot be told from it, so it is
asked, never dropped as chatter."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.words.reading import Names

_YES_NO = frozenset("yes yep yeah yea aye sure ok okay certainly absolutely indeed no nope nay never oui si sì ja "
                    "nein non".split())
_FILLER = frozenset("please of course thanks thank you to with and the for".split())


def answer_naming(line: str, names: Names) -> str | None:
    """The nation or place a short yes-or-no answer names, None when the line is not one."""
    if len(line) > 80:                      # a short answer only
        return None
    said = [w.strip(",.;:!?-()\"'") for w in line.split()]
    said = [w for w in said if w]
    if not 2 <= len(said) <= 6 or not any(w.casefold() in _YES_NO for w in said):
        return None
    rest = [w for w in said if w.casefold() not in _YES_NO and w.casefold() not in _FILLER]
    if not rest or len(rest) > 3:
        return None
    named = " ".join(rest)
    return named if names.known_nation(named) or names.is_region(named) else None


def refuse_answer(line: str, names: Names) -> None:
    """Refuses a short answer naming a nation or place, saying why (which order is meant?)."""
    named = answer_naming(line, names)
    if named is not None:
        raise NotUnderstood(f"{line.strip()!r} answers a question that is not on this line: which order about "
                            f"{named} is meant? ask the player to write it whole")
