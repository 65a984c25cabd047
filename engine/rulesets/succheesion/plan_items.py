"""A turn plan's items naming the units by a title and a note of what and where they are, then what
they do: 'Army of Adoen (8 + General, Adoen Crown): to Stepka's March (18)', 'Shore corps (3, Adoen
Shore): stay', 'Capital (6, Maus Imperial): 3 of them to Rostopki', 'Whiskerport (4): stay'. The state
decides: the writer's units standing at the place must be those the note counts, else the item is
refused (which units are meant?). Written out in the order's own form; plain string work, one pass."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.rulesets.succheesion.words import short_region
from engine.words.reading import Names
from engine.words.textio import is_digits

_STAYS = frozenset(("stay", "stays", "hold", "holds", "remain", "remains", "stay put", "stays put", "stay home",
                    "stays home", "hold fast", "holds fast", "stand", "stands", "stand fast", "rest"))
_GOES = ("to ", "-> ", "march to ", "marches to ", "go to ", "goes to ", "move to ", "moves to ", "into ",
         "advance to ", "advances to ", "ride to ", "rides to ")
_GENERAL = frozenset(("general", "gen", "the general"))


def plan_item(text: str, names: Names, nation: str) -> str | None:
    """The item written out ('8 units and the General 11 -> 18', 'the 3 units at 20 stay'), None when the
    text is not such an item. Refused when the note's units are not the writer's units standing there."""
    head, colon, action = text.partition(":")
    head = head.strip()
    if not colon or not head.endswith(")") or "(" not in head or len(head) > 80:
        return None
    who, _, note = head[:-1].rpartition("(")
    parts = [p.strip() for p in note.split(",")]
    if len(parts) == 2 and parts[1][:1].isdigit() and not parts[0][:1].isdigit():
        parts.reverse()                         # '1st Army (Randomia, 13 units)': the place first
    said = parts[0].replace("+", " + ").split()
    if not said or not is_digits(said[0]) or len(said[0]) > 3 or len(parts) > 2:
        return None
    count = int(said[0])
    rest = [w.casefold() for w in said[1:] if w.casefold() not in ("units", "unit", "+", "and", "&", "with", "the")]
    if any(w not in _GENERAL for w in rest):
        return None
    general = bool(rest)
    place = _place(parts[1] if len(parts) == 2 else who, names)
    if place is None or len(parts) == 1 and not rest and said[0] == place:
        return None                             # 'Typ Lef (29): stay home': the map's number, no count
    stacks = [s for s in getattr(names.state, "stacks", ()) if s.nation == nation and s.at == place]
    there = sum(s.count for s in stacks)
    if there != count or general and not any(s.general for s in stacks):
        where = names.board.name(place)
        raise NotUnderstood(f"the note counts {count} units{' and the General' if general else ''} at {where}, "
                            f"but {there} of yours stand there: which units are meant?")
    return _written(action.strip(), count, general, place)


def _place(words: str, names: Names) -> str | None:
    words = words.strip()
    for lead in ("the ", "our ", "my "):
        if words.casefold().startswith(lead):
            words = words[len(lead):]
    if words and names.is_region(words):
        return names.region(words)
    if words and " " not in words:
        return short_region(names, [words])
    return None


def _written(action: str, count: int, general: bool, place: str) -> str | None:
    """The action said of the units, in the order's own form."""
    main, comma, tail = action.partition(", ")
    main = main.strip().rstrip(".!")
    low = main.casefold()
    tail = f", {tail}" if comma else ""
    if low in _STAYS:
        return f"the {count} units at {place} stay{tail}"
    units = f"{count} units{' and the General' if general else ''}"
    words = low.split(" ")
    if len(words) > 3 and is_digits(words[0]) and words[1:3] == ["of", "them"]:
        if int(words[0]) > count:
            raise NotUnderstood(f"{words[0]} of them, but the note counts {count}")
        units, main, low = f"{words[0]} units", main.split(" ", 3)[3], low.split(" ", 3)[3]
    for lead in _GOES:
        if low.startswith(lead):
            return f"{units} {place} -> {main[len(lead):].strip()}{tail}"
    return None
