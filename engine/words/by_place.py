"""Orders given place by place, for every ruleset: 'In Holstein: corps A moves on to Hanover; in the Kattegat: both
squadrons hold.', 'In 97: the 2 armies move to 100. In 98: hold.', 'In Liberty Downs: build 1 Militia.' The place
before each colon is said where the clause after it needs it (the place a march leaves, a stay's or a build's
place, 'here'), so that each clause reads alone. One pass over the line, only when it holds ': '."""

from __future__ import annotations

from collections.abc import Callable

from engine.words import patterns as re        # its compile() waits for first use

# 'In Holstein: ', 'in the Kattegat: ', 'At 97: ': at the line's start or after a clause or a sentence ended.
_PLACE_HEAD = re.compile(r"(?:^|(?<=[;.!] ))(?:[Ii]n|[Aa]t) ([^:;.!?,]{1,40}): ")
_BUILDS = frozenset("build builds raise raises levy levies recruit recruits buy buys".split())
_NEW = frozenset("new".split())
_MOVES = frozenset("to into onto towards toward".split())
_ALONE = frozenset("all everything everyone units hold holds stay stays".split())    # 'hold.', 'all hold.'


def by_place(text: str, looks: Callable[[str], bool] | None) -> str | None:
    """The line with each place heading said in its clause ('In 97: the 2 armies move to 100.' -> 'the 2 armies move
    from 97 to 100.'); None when the line has no such heading or a clause is none of a march, a stay or a build."""
    if ": " not in text or looks is None:
        return None
    heads = list(_PLACE_HEAD.finditer(text))
    if not heads or any(not _a_place(m.group(1), looks) for m in heads):
        return None
    out = [text[:heads[0].start()].strip()] if heads[0].start() else []
    for i, m in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
        clause = text[m.end():end].strip()
        mark = clause[-1] if clause[-1:] in ";.!" else ""
        said = _said_there(clause.rstrip(";.! "), m.group(1).strip())
        if said is None:
            return None
        out.append(said + (mark or "."))
    return " ".join(p for p in out if p)


def _a_place(name: str, looks: Callable[[str], bool]) -> bool:
    """'Holstein', 'the Kattegat', '97': a place of the map (a name, or a number as the map numbers them)."""
    said = name.strip()
    return said.isdigit() or looks(said + " 2") and not looks(said)


def _said_there(clause: str, place: str) -> str | None:
    words = clause.split()
    low = [w.casefold().strip(",") for w in words]
    if not words:
        return None
    if "here" in low:                    # 'In Rubygate: build 2 Infantry here' -> '... in Rubygate'
        return " ".join((place if i and low[i - 1] in ("in", "at") else f"in {place}") if w == "here" else x
                        for i, (w, x) in enumerate(zip(low, words)))
    if set(low) <= _ALONE:               # 'In 98: hold.', 'In Republic Marsh: all hold.'
        return f"the units in {place} hold"
    if low[0] in _BUILDS or _NEW & set(low):     # 'In Liberty Downs: build 1 Militia.', '2 new Infantry'
        return None if " in " in f" {clause} " or " at " in f" {clause} " else f"{clause} in {place}"
    if set(low) & _MOVES:                # 'corps A moves on to Hanover' -> 'corps A moves on from Holstein to Hanover'
        if "from" in low:
            return None
        at = next(i for i, w in enumerate(low) if w in _MOVES)
        return " ".join(words[:at] + ["from", place] + words[at:])
    return None     # 'At Buda: A holds': a stay of a unit named is not said there (a reader may not check the place)


# The words of a heading that say what stands at the place, not the place ('Army of Vienna', 'Crimson Keep army').
_HEADING_NOUNS = frozenset("""army armies fleet fleets garrison garrisons corps squadron squadrons troops forces units
    of the at in our my region province sea front""".split())


def place_heading(raw: str, looks: Callable[[str], bool] | None) -> str | None:
    """The place a heading line names ('### Army of Vienna (76)' -> '76', '== 63 ==', '**Lowland Dairies**', 'Rubygate:'),
    '' for a heading that names none ('## Moves'), None for a line that is no heading."""
    said = raw.strip()
    if said.startswith("#"):
        said = said.lstrip("#").strip()
    elif said.startswith("==") and said.endswith("=="):
        said = said.strip("= ")
    elif said.startswith("**") and said.endswith("**") and len(said) > 4:
        said = said.strip("* ").rstrip(":")
    else:
        return None
    if looks is None or not said or len(said) > 60:
        return ""
    inside = said[said.rfind("(") + 1:-1].strip() if said.endswith(")") and "(" in said else ""
    name = " ".join(w for w in said[:len(said) - len(inside) - 2 if inside else len(said)].split()
                    if w.casefold() not in _HEADING_NOUNS)
    for place in (inside, name):
        if place and _a_place(place, looks):
            return place
    return ""


def under_heading(text: str, place: str) -> str | None:
    """A line under a place's heading with the place said ('both armies to 62' under '== 63 ==' -> 'both armies from
    63 to 62'); None when it names its own place or is none of a march, a stay or a build."""
    said = _said_there(text.strip().rstrip(".;!"), place)
    return None if said is None else said + "."
