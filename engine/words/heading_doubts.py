"""A heading with the writer's doubt about its own count in brackets (issue 22, round 21, helper Hd), every ruleset.

'Berdain orders, turn 6 (if I count right).', 'Austria, spring orders (I think it is turn 4)': the heading of the
writer's own orders (engine.words.talk_lines: his nation, the turn, the step) with a note saying he is not sure of
the turn's number. The note's 'if' is no condition on an order (there is none on the line): the line is set aside
as a heading, and the receipt says so.

Never set aside here: a note with an order's words, a number (but the turn's said in the heading), a nation or a
place ('(if Russia agrees)', '(if I have 20 gold)'), a heading that is no heading of the writer's own orders
('Dunbarra turn 1 (if I count right)' from Randomia), or anything after the note. One pass over the words."""

from __future__ import annotations

from collections.abc import Callable

from engine.words.message import words
from engine.words.talk_lines import talk_of

# The words of a doubt about counting the turns ('if I count right', 'unless I miscounted', 'I think').
_DOUBT = frozenset("""if unless i i'm im i've ive am have count counted counting right correctly correct well not
    mistaken miscounted lost track of the turns turn think guess believe hope it is it's its that this by my count
    reckoning sure""".split())
_SAYS_DOUBT = frozenset("count counted counting mistaken miscounted think guess believe reckoning sure track".split())
_MOST_CHARS = 120

WHY = "a heading, with the writer's doubt about the turn's number in brackets"


def doubted_heading(text: str, nation: str, looks: Callable[[str], bool] | None) -> str | None:
    """WHY when the line is a heading of the writer's own orders with a doubt on its count in brackets; None
    otherwise."""
    said = text.strip().rstrip(".!:")
    if len(said) > _MOST_CHARS or not said.endswith(")") or said.count("(") != 1 or said.count(")") != 1:
        return None
    outside, _, note = said[:-1].partition("(")
    low = words(note)
    if not low or not all(w in _DOUBT for w in low) or not _SAYS_DOUBT & set(low):
        return None
    return WHY if talk_of(outside.strip().rstrip(",") + ":", nation, looks) == "a heading" else None
