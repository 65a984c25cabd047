"""Orders under a heading that names their unit or place ('### Corps A' / 'march to Saxony, scout Franconia',
'== VIENNA ==' / '2 infantry, 1 artillery', '**Squadron 3**' / 'holds'): each line under it, up to a blank line
or the next heading, is read as said of that unit ('corps A march to Saxony, ...') or place ('Vienna: 2
infantry, 1 artillery'). A heading is marked as one (#, **, ==, __, or a colon ending it) and names one unit of
the nation or one region of the map, nothing else; a line under it that names its own unit is left as written.
The receipt keeps the player's own lines."""

from __future__ import annotations

from msgspec.structs import replace

from engine.order_sheet import OrderSheet
from engine.words import patterns as re        # its compile() waits for first use
from engine.words.reading import Names

_MARKED = re.compile(r"^(?P<open>#{1,6} |\*\*|__|={2,6} ?)?(?P<said>[^#*=_:]{1,40}?)(?P<close> ?={2,6}|\*\*|__|:)?$")
_UNIT = re.compile(r"^(?:(?:[Cc]orps|CORPS) (?P<letter>[A-Z])|(?:[Ss]quadron|SQUADRON|[Ss]q|SQ) ?(?P<number>[0-9]{1,2}))$")
_OWN_UNIT = re.compile(r"^(?:(?:[Cc]orps|[Ss]quadrons?|[Ss]q|[Ss]qn) ?[A-Z0-9]|[A-Z]\b(?! ?[a-z]))")
_MOST_LINES = 2000
_LONGEST_HEADING = 56       # characters: '== Squadron 12 ==', '### The Kingdom of Naples:' are well under it
# A line under a place's heading that builds there: a count, or a build's verb ('2 infantry', 'a cavalry division').
_COUNTED = re.compile(r"^(?:[0-9]{1,2}|an?|one|two|three|four|five|build|builds|raise|recruit|buy)\b", re.IGNORECASE)


def under_headings(text: str, nation: str, names: Names) -> tuple[str, dict[int, str]]:
    """The message with each line under a unit's or place's heading said of it, and the lines changed (line
    number from 1 -> the player's line)."""
    lines = text.split("\n")
    if len(lines) > _MOST_LINES or ("#" not in text and "**" not in text and "==" not in text and "__" not in text
                                    and ":\n" not in text):
        return text, {}
    changed: dict[int, str] = {}
    head: str | None = None
    at = -1                                     # the heading's line, left out once a line under it is read
    for i, line in enumerate(lines):
        said = line.strip()
        if not said:
            head = None
            continue
        heading = _heading(said, nation, names) if len(said) <= _LONGEST_HEADING else None
        if heading is not None:
            head, at = heading or None, i
            continue
        if head is None or _OWN_UNIT.match(said):
            continue
        if head.endswith(":"):
            if not _COUNTED.match(said):
                continue                        # under 'Paris:', 'alliance with Spain' is no build there
            lines[i] = f"{head} {said}"         # 'Vienna: 2 infantry, 1 artillery'
        elif names.is_region(said.rstrip(".")):
            lines[i] = f"{head} - {said}"       # 'corps D - Hanover'
        else:
            lines[i] = f"{head} {said}"         # 'corps A march to Saxony'
        changed[i + 1] = line
        if at >= 0 and at + 1 not in changed:
            changed[at + 1] = lines[at]
            lines[at] = ""                      # '**Corps G**' over its order: a heading, no order by itself
    return "\n".join(lines), changed


def _heading(said: str, nation: str, names: Names) -> str | None:
    """What a heading line says the lines under it are of: 'corps A', 'squadron 3', 'Vienna:'; '' for a marked
    heading of anything else (it ends the heading before); None for a line that is no heading."""
    m = _MARKED.match(said)
    if m is None or not (m["open"] or m["close"]):
        return None
    body = m["said"].strip()
    unit = _UNIT.match(body)
    if unit and unit["letter"]:
        return f"corps {unit['letter']}"        # not the nation's: the lines under it are refused saying so
    if unit and unit["number"]:
        return f"squadron {unit['number']}"
    place = body.title() if body.isupper() else body
    if names.is_region(place) and not names.board[names.region(place)].is_sea:
        return f"{names.board.name(names.region(place))}:"
    return ""


def as_written(sheet: OrderSheet, changed: dict[int, str]) -> OrderSheet:
    """The sheet with the player's own words on the lines read under a heading."""
    if not changed:
        return sheet
    texts = tuple(changed.get(line, text) for line, text in zip(sheet.lines, sheet.texts))
    problems = tuple(replace(p, text=changed[p.line]) if p.line in changed else p for p in sheet.problems)
    chatter = tuple(replace(c, text=changed[c.line]) if c.line in changed else c for c in sheet.chatter)
    return replace(sheet, texts=texts, problems=problems, chatter=chatter)
