"""A unit whose letter is 'a', typed small, at the start of a line (issue 22, round 20, helper Dr), for every
ruleset whose units have letters: 'a away from moravia', 'a to bohemia', 'a holds', 'a, b to saxony'. The word
'a' is most often the article ('a good turn to you'), so the reader of a line that may be an order
(engine.words.looks) passes over it; but an article never stands before 'away', 'to', 'holds', a dash or a comma:
there 'a' is the writer's corps A, and the line, named with a place, is read or refused, never talk."""

from __future__ import annotations

# Words that never follow the article 'a': a preposition, an adverb of going, a verb said of a unit.
_NOT_AFTER_ARTICLE = frozenset("""to into towards toward onto away from back out off via through and or with holds hold
    stays stay remains remain moves move marches march goes go attacks attack retreats retreat withdraws withdraw falls
    fall pulls pull advances advance scouts scout rests rest is will shall should must - -> : , &""".split())
_MARKS = (",", ":", "-", ";")


def a_is_unit(text: str, units: frozenset[str]) -> bool:
    """Whether the line opens with 'a' that is the writer's unit A ('a away from moravia'), never the article."""
    if "A" not in units:
        return False
    said = text.lstrip().split(" ", 2)
    if not said or said[0].rstrip(",:;") != "a":
        return False
    if said[0] != "a":
        return True                 # 'a, b to saxony', 'a: hold'
    nxt = said[1].casefold() if len(said) > 1 else ""
    return nxt in _NOT_AFTER_ARTICLE or nxt.startswith(_MARKS)
