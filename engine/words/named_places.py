"""Places a player names otherwise than the map, made sure of by what he writes beside them: 'Grenadier
Hill (10)', 'the Skerry Isles (37)', 'the Downs (Liberty Downs)', 'Dunbarra town'. A name the map does
not know, followed by a note in brackets naming one place (its number or its name), stands for that
place when a word of the two names begins alike; a region's name followed by 'town' is the region.
Anything else is left as written, for the reader to refuse with the nearest names. One pass over the
text; no pattern."""

from __future__ import annotations

from engine.words.reading import Names
from engine.words.textio import is_digits

_MOST_NOTES = 8
_MOST_WORDS = 4
# Words that end a place's name looking back from its note ('march to the Skerry Isles (37)').
_BEFORE = frozenset("the at in to into for from of on and onto towards toward via through by with a our my".split())
_TOWN = frozenset(("town", "city", "port", "harbour", "harbor"))
_STEM = 5


def _alike(said: list[str], name: str) -> bool:
    """Whether a word said and a word of the name begin alike ('Hill' and 'Hills', 'Skerry' and
    'Skerries', 'Downs' and 'Downs'): the first five letters, or the whole of a shorter word."""
    words = [w.casefold().strip("'") for w in name.split()]
    for s in said:
        s = s.casefold().strip("',.;:").removesuffix("'s")
        if len(s) < 4:
            continue
        if any(w[:_STEM] == s[:_STEM] and (len(s) >= _STEM or w == s) or s.startswith(w)
               for w in words if len(w) >= 4):
            return True                 # 'Grenadier Hill', 'Skerry Isles', 'Mausburg' (Maus Imperial)
    return False


_MOST_REMEMBERED = 8


def named_by_note(text: str, names: Names, said_before: dict[str, str] | None = None) -> str:
    """The text with each place named otherwise and confirmed by its note written as the map names it
    (the note kept: the map's own confirmation then checks it). `said_before` keeps, for one message, the
    names so confirmed ('Orders from Mausburg (Maus Imperial):'), which stand for the place in its later
    lines ('Build 2 Infantry in Mausburg.')."""
    if said_before:
        text = _as_said_before(text, said_before)
    if "(" not in text:
        return text
    out: list[str] = []
    start = 0
    at = text.find("(")
    seen = 0
    while at > 0 and seen < _MOST_NOTES:
        seen += 1
        end = text.find(")", at)
        if end < 0:
            break
        note = text[at + 1:end].strip()
        place = _place_of(note, names)
        if place is not None:
            head = text[start:at].rstrip()
            tokens = head.split(" ")
            run = 0
            while run < min(_MOST_WORDS, len(tokens)) and tokens[-1 - run][:1].isupper() \
                    and tokens[-1 - run].casefold() not in _BEFORE:
                run += 1
            said = tokens[len(tokens) - run:]
            name = names.board.name(place)
            if run and not names.is_region(" ".join(said)) and _alike(said, name):
                out.append(" ".join(tokens[:len(tokens) - run] + [name]) + " ")
                start = at
                if said_before is not None and len(said_before) < _MOST_REMEMBERED:
                    said_before[" ".join(said).casefold().removeprefix("the ")] = name
        at = text.find("(", end + 1)
    return "".join(out) + text[start:] if out else text


def _as_said_before(text: str, said_before: dict[str, str]) -> str:
    """The names the message confirmed earlier, written as the map names them (whole words only)."""
    low = text.casefold()
    for said, name in said_before.items():
        at = low.find(said)
        while at >= 0:
            end = at + len(said)
            if (at == 0 or not low[at - 1].isalnum()) and (end == len(low) or not low[end].isalnum()):
                text, low = text[:at] + name + text[end:], low[:at] + name.casefold() + low[end:]
                end = at + len(name)
            at = low.find(said, end)
    return text


def _place_of(note: str, names: Names) -> str | None:
    if not note or len(note) > 40:
        return None
    if is_digits(note):
        return names.region(note) if names.is_region(note) else None
    return names.region(note) if names.is_region(note) and not names.is_nation(note) else None


def without_town(text: str, names: Names) -> str:
    """'at Dunbarra town', 'in Berdain city': the region the words before 'town' name, when the map knows
    no place called with it."""
    low = text.casefold()
    if not any(f" {t}" in low for t in _TOWN):
        return text
    tokens = text.split(" ")
    out = list(tokens)
    for k in range(len(tokens) - 1, 0, -1):
        if tokens[k].casefold().strip(",.;:!") not in _TOWN:
            continue
        for n in (3, 2, 1):
            if k - n < 0:
                continue
            said = " ".join(tokens[k - n:k])
            if names.is_region(said) and not names.is_region(f"{said} {tokens[k].strip(',.;:!')}"):
                tail = tokens[k][len(tokens[k].rstrip(",.;:!")):]
                out[k] = ""
                out[k - 1] += tail
                break
    return " ".join(t for t in out if t)
