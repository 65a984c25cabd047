"""An order told of the unit's commander, the subject deciding (issue 22, round 17): 'Marshal Lannes, with Corps D,
crosses the Rhine into Baden, his light horse sweeping ahead into Württemberg', 'Admiral Seniavin's squadron 4
leaves Corfu for the Adriatic Sea', 'General Bagration, at the head of corps C, marches on Vilna'. The person is
the writer's unit said by who leads it: the sentence is read again with the unit as its subject and the person's
'his'/'her' as the unit's 'its' ('Corps D crosses the Rhine into Baden, its light horse sweeping ahead into
Württemberg'). Only a person (a title or a name, no place, nation or unit of its own) before exactly one of the
writer's units by letter or number, with nothing else between them than 'with', 'leading', 'at the head of';
the sentence read again must read whole and clean, else it stays as the reader leaves it. Cheap: a look at the
first words."""

from __future__ import annotations

from engine.words.meaning.slots import Finder
from engine.words.talk_lines import own_forms

_LEADING = ("with ", "leading ", "at the head of ", "commanding ", "in command of ", "and ")
_DOUBTS = frozenset("if unless when whenever maybe perhaps not no never instead or until provided".split())
_JOINS = frozenset("of de von van di du la le".split())
_THE = frozenset(("the", "my", "our"))
_MOST_NAME_WORDS = 4
_MOST_CHARS = 600


def as_led(said: str, finder: Finder) -> str | None:
    """The sentence with its unit as subject in place of the person leading it; None when it opens on no person
    leading one of the writer's units."""
    if len(said) > _MOST_CHARS or "?" in said or _DOUBTS.intersection(said.casefold().split()):
        return None             # 'Bagration's corps (B) moves to Grodno?', '..., unless France moves first': as it is
    words = said.split(" ", _MOST_NAME_WORDS + 2)
    i = 1 if words and words[0].casefold() in _THE else 0
    k = i
    while k < len(words) and k - i < _MOST_NAME_WORDS:
        w = words[k]
        if not (w[:1].isupper() or k > i and w in _JOINS):
            return None
        if w.endswith((",", "'s", "\u2019s")):
            break
        k += 1
    else:
        return None
    if k >= len(words):
        return None
    last = words[k]
    person = " ".join(words[:k] + [last.rstrip(",").removesuffix("'s").removesuffix("\u2019s")])
    if not _a_person(person, finder):
        return None
    rest = said.split(" ", k + 1)[k + 1] if len(said.split(" ", k + 1)) > k + 1 else ""
    if last.endswith(","):
        seg, sep, after = rest.partition(", ")
        if not sep:
            return None
        low = seg.casefold()
        unit = next((seg[len(j):] for j in _LEADING if low.startswith(j)), seg)
        if not _one_unit(unit, finder):
            return None
        told = f"{unit} {after}"
    else:
        if not _one_unit(" ".join(rest.split(" ", 3)[:3]).rstrip(","), finder, alone=False):
            return None
        told = rest
    told = " ".join("its" if w in ("his", "her") else "Its" if w in ("His", "Her") else w for w in told.split(" "))
    return told[:1].upper() + told[1:]


def _a_person(person: str, finder: Finder) -> bool:
    """A title or a name: no unit, place or nation of the map named ('Marshal Lannes', 'Admiral Seniavin')."""
    if own_forms(finder.nation).intersection(person.casefold().split()):
        return False                # "Prussia's westernmost corps": the writer's nation, no person
    slots = finder.find(person)
    return not (slots.units or slots.places or slots.nations or slots.nouns or slots.numbers or slots.verbs)


def _one_unit(words: str, finder: Finder, alone: bool = True) -> bool:
    """Whether the words name exactly one of the writer's units (`alone`: and nothing else, no place or verb)."""
    slots = finder.find(words)
    if len(slots.units) != 1:
        return False
    return not alone or not (slots.places or slots.verbs or slots.nations or slots.numbers and not slots.units)
