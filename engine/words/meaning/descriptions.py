"""Words set between commas that describe something the sentence names and order nothing: a relative clause
('The Sultan allies with Great Britain, whose ships he admires.', 'King Gustav, who hates Napoleon (he
thinks ..., truly), declares war on France.') or a unit's role said beside it ('E, the cavalry reserve, rides
out of Paris to Champagne.'). The sentence is read without the aside; the aside is set aside as talk only when
it names no place, nation, unit, count or verb of an order, and says no 'not', 'if' or correction
(`describes_only`), so a clause that may change the order ('..., which then attacks Bavaria') leaves the
sentence as it was."""

from __future__ import annotations

from collections.abc import Collection

from engine.words.meaning.slots import Slots
from engine.words.meaning.verbs import classes, is_blocker

_RELATIVE = frozenset("who whose whom which where".split())
_ROLE_BEFORE = frozenset("the our my his her its their".split())
_MOST_PARTS = 6
_MOST_CHARS = 400


def _parts(said: str) -> list[str]:
    """The sentence cut at each ', ' outside brackets ('(he thinks Bonaparte is the Beast, truly)' is one)."""
    parts: list[str] = []
    depth, start = 0, 0
    for i, ch in enumerate(said):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(0, depth - 1)
        elif ch == "," and depth == 0 and said[i + 1:i + 2] == " ":
            parts.append(said[start:i].strip())
            start = i + 2
    parts.append(said[start:].strip())
    return parts


def descriptions_in(said: str) -> list[tuple[str, str]]:
    """Each reading of a sentence without one aside, as (the sentence without it, the aside), the nearest
    first: a relative clause between commas or at the end, or a role right after the sentence's first words
    ('E, the cavalry reserve, rides ...'). [] when the sentence has none."""
    if ", " not in said or len(said) > _MOST_CHARS:
        return []
    parts = _parts(said)
    if not 1 < len(parts) <= _MOST_PARTS or not all(parts):
        return []
    out: list[tuple[str, str]] = []
    for i in range(1, len(parts)):
        first = parts[i].split(None, 1)[0].casefold()
        if first in _RELATIVE:
            if i < len(parts) - 1:          # 'X, who ..., declares war': the clause ends at the next comma
                out.append((" ".join((", ".join(parts[:i]), ", ".join(parts[i + 1:]))), parts[i]))
            out.append((", ".join(parts[:i]), ", ".join(parts[i:])))      # '..., whose ships he admires'
        elif i == 1 and first in _ROLE_BEFORE and len(parts) > 2 and len(parts[0].split()) <= 3:
            out.append((" ".join((parts[0], ", ".join(parts[2:]))), parts[1]))     # 'E, the cavalry reserve, rides'
    return out


def unbracketed(aside: str) -> str:
    """The aside with its brackets taken away, its words read as one clause ('who hates Napoleon (he thinks
    Bonaparte is the Beast)'): what the brackets say is part of the description."""
    return " ".join(aside.translate(_BRACKETS).split())


_BRACKETS = str.maketrans("()[]", "    ")


def describes_only(aside: Slots, order_verbs: Collection[str], role: bool = False) -> bool:
    """Whether an aside's slots say nothing an order is made of: no place, nation, unit of the nation, count,
    verb of an order (`order_verbs`: a thought, 'he thinks', is none), arrow, correction or word that makes a
    sentence no plain order ('not', 'if'); a role ('the cavalry reserve') may name a unit word, a relative
    clause one thing another owns ('whose ships')."""
    if aside.places or aside.nations or aside.units or aside.numbers or aside.other_counts \
            or any(v in order_verbs for v in aside.verbs) \
            or aside.arrow or aside.correction \
            or aside.blocked and (not aside.blocked.isalpha() or is_blocker(aside.blocked.casefold())):
        return False
    return role or len(aside.nouns) <= 1


def of_another(clause: str) -> bool:
    """Whether a clause is a relative one whose verb is said of what the words before it name ('..., which then
    declares war on France', '..., who marches to Saxony'): the subject is the nation or unit just named, never
    the player, so the clause is no order by itself."""
    said = clause.split(None, 3)
    if not said or said[0].casefold().strip(",.;:") not in ("which", "who"):
        return False
    return len(said) > 1 and any(classes(w.casefold().strip(",.;:")) for w in said[1:3])
