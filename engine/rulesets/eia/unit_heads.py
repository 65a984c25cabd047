"""EiA moves listed under their unit: a line naming only a unit ('1. I Corps', '3. Cavalry (Cav I)',
'Fleet Brest:') with its route on the line below ('   - Rhineland -> Thuringia -> Saxony'), and a
Markdown table of units and routes ('| Channel | English Channel - Irish Sea |' under '| fleet | route
|'). Each is written as the strict form on the unit's line, the route's line (and the table's heading)
left blank, so every line keeps its number. Only a unit of the nation over a route whose every part is
a place is joined; anything else is left to the reader as written. One pass over the lines."""

from __future__ import annotations

from engine.orders import Names
from engine.words import patterns as re        # its compile() waits for first use
from engine.rulesets.eia.attacks import attack_there
from engine.rulesets.eia.short_moves import FLEET_SHORT, designation_of, fleet_name
from engine.words.prose import brackets

_BULLETS = ("- ", "* ", "\u2022 ", "+ ")
_ITEM_LETTER = re.compile(r"\(?[a-hA-H][).] ")      # an item lettered under a numbered one
# The words of a table's heading over units and routes.
_TITLES = frozenset("fleet fleets corps unit units route routes path move moves orders squadron from to via "
                    "where order".split())


def joined_under_units(text: str, nation: str, names: Names) -> str:
    """The message with each unit's route below it (or beside it, in a table row) written on the unit's
    line as 'corps I: Rhineland - Thuringia - Saxony'."""
    lines = text.split("\n")
    if len(lines) < 2:
        return text
    headings: list[int] = []
    joined = False
    seen: dict[str, str | None] = {}    # each text asked once: a long message repeats its units' lines
    heads: dict[str, str | None] = {}   # each line's unit (None: no unit, or a line no unit heads), once per text

    def unit_of(said: str) -> str | None:
        if said in seen:
            return seen[said]
        unit = _unit(said, nation, names)
        if len(seen) < _MOST_KEPT:
            seen[said] = unit
        return unit
    for i, line in enumerate(lines):
        if heads.get(line, _TABLE) is None:
            continue                    # a line seen before that names no unit and is no table's row
        core = line.strip()
        if core.startswith("|") and core.endswith("|") and len(core) > 2:
            cells = [c.strip() for c in core[1:-1].split("|")]
            if all(w in _TITLES for c in cells for w in c.casefold().split()) and any(cells):
                headings.append(i)
                continue
            if len(cells) == 2 and (unit := unit_of(cells[0])) and (route := _route(cells[1], names)):
                lines[i] = f"{unit}: {route}"
                joined = True
            continue
        unit = None if core.startswith(">") else unit_of(_unarticled(_unlisted(core).rstrip(":")))
        if len(heads) < _MOST_KEPT:
            heads[line] = unit
        if i + 1 >= len(lines) or unit is None:
            continue
        below = _unlisted(lines[i + 1].strip())
        route = _route(below, names) if unit else None
        march = attack_there(below, names) if unit and route is None and below.casefold().endswith(("there", "there.")) \
            else None
        if march is not None and _route(march, names):      # 'Alsace - Baden - Bavaria, and attack there'
            lines[i], lines[i + 1] = f"{unit}: {_route(march, names)}{below[len(march):]}", ""
        elif unit and route:
            lines[i], lines[i + 1] = f"{unit}: {route}", ""
        elif unit and below.split()[:1] and below.split()[0].casefold() in _STAYS:
            lines[i], lines[i + 1] = f"{core} {below}", ""           # 'The Brest fleet' / 'stays in port.'
    if joined:
        for i in headings:
            lines[i] = ""
    return "\n".join(lines)


_MOST_KEPT = 4096         # the texts whose unit is kept per message
_TABLE = ""               # not seen yet, or a table's row: looked at whole
# What a unit's line may go on with on the line below: it stays ('The Brest fleet' / 'stays in port.').
_STAYS = frozenset("stays stay remains remain holds hold rests".split())
_ARTICLES = ("the ", "our ", "my ")


def _unarticled(text: str) -> str:
    """'The Brest fleet' -> 'Brest fleet'."""
    low = text.casefold()
    return next((text[len(a):] for a in _ARTICLES if low.startswith(a)), text)


def _unlisted(line: str) -> str:
    """The line without its list's number, letter or bullet ('1. ', '2) ', 'a) ', '(b) ', 'c. ', '- '), a Markdown
    heading's marks ('### ') or the backticks of code around it ('`Lithuania - Mogilev`')."""
    if line.startswith("#"):
        line = line.lstrip("#").strip()         # '### Corps II' over its route
    if len(line) > 2 and line[0] == line[-1] == "`" and "`" not in line[1:-1]:
        line = line[1:-1].strip()
    lettered = _ITEM_LETTER.match(line)
    if lettered:
        return line[lettered.end():].strip()    # '1. Corps I' / '   a) Lithuania - Minsk'
    for bullet in _BULLETS:
        if line.startswith(bullet):
            return line[len(bullet):].strip()
    head, _, rest = line.partition(" ")
    if len(head) > 1 and head[:-1].isdigit() and head[-1] in ".)":
        return rest.strip()
    return line


def _unit(text: str, nation: str, names: Names) -> str | None:
    """'I Corps', 'Cavalry (Cav I)', 'Fleet Brest', 'Channel' -> the strict form's unit; None otherwise."""
    if not text or len(text) > 40:
        return None
    outside, notes = brackets(text)
    for said in (outside.strip(), *notes):
        found = designation_of(said, nation, names)
        if found:
            return f"corps {found}"
    toks = outside.split()
    low = [FLEET_SHORT.get(w.casefold(), w.casefold()) for w in toks]
    if low and low[0] == "fleet":
        toks = toks[1:]
    elif low and low[-1] == "fleet":
        toks = toks[:-1]
    if not toks:
        return None
    fleets = {f.name for f in getattr(names.state, "fleets", ()) if f.nation == nation}
    name = fleet_name(" ".join(toks), nation, names)
    return f"fleet {name}" if name in fleets else None


def _route(text: str, names: Names) -> str | None:
    """'Rhineland -> Thuringia -> Saxony', 'English Channel - Irish Sea': the route with dashes when every
    part is a place (two or more); None otherwise."""
    parts = [p.strip(" .") for p in text.replace("\u2192", "->").replace("->", " - ").split(" - ")]
    if len(parts) < 2 or not all(p and names.is_region(p) for p in parts):
        return None
    return " - ".join(parts)
