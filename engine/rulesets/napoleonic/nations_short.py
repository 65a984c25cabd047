"""A nation written short by the first letters of its name ('ally Pru', 'DoW Aus', 'peace w/ Ott'): the one
nation whose name or other name starts so, three letters at least; a short form two nations share, or a place's
name, is left as written (refused with 'did you mean')."""

from __future__ import annotations

from engine.words.reading import Names, split_list


def expanded(text: str, names: Names) -> str:
    """The nations of a list with each short form written whole ('Pru and Rus' is 'Prussia, Russia')."""
    if text[:3].casefold() == "w/ ":
        text = text[3:]                             # 'peace w/ Ott'
    parts = split_list(text)
    if not any(_short(p) for p in parts):
        return text
    return ", ".join(_whole(p, names) for p in parts)


def _short(part: str) -> bool:
    word = part.strip().rstrip(".")
    return 3 <= len(word) <= 5 and word.isalpha()


def _whole(part: str, names: Names) -> str:
    word = part.strip().rstrip(".")
    if not _short(part) or names.known_nation(word) or names.is_region(word):
        return part
    state = names.state
    said = word.casefold()
    found = set()
    every = getattr(state, "nations", ())
    for nation in every() if callable(every) else every:
        if any(n.casefold().startswith(said) for n in (nation.name, *nation.aliases)):
            found.add(nation.name)
    return next(iter(found)) if len(found) == 1 else part
