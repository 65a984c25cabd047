"""A Markdown table of orders under a header row, for every ruleset: '| from | to | armies |' over '| 21 | 27 | 3 |'
reads as '3 armies 21 -> 27'; '| corps | from | via | to |' over '| II | Volhynia | Lemberg | Cracow |' as 'corps II:
Volhynia - Lemberg - Cracow'; '| what | where | how many |' over '| infantry | Vienna | 2 |' as 'build 2 infantry in
Vienna'. The header is set aside (said so); a column the reader has no use for holds notes, set aside only when they
can change nothing (engine.words.tails.harmless). One pass over the cells of each row."""

from __future__ import annotations

from engine.words.lexicon import UNIT_WORDS
from engine.words.tails import harmless
from engine.words.textio import is_digits

_FROM = frozenset("from origin start source leaves starts".split())
_TO = frozenset(["to", "destination", "dest", "target", "goes", "towards", "end", "goes to", "moves to", "route",
                 "marches to", "sails to"])
_VIA = frozenset("via through path by".split())
_WHO = frozenset("corps unit fleet squadron army force".split())
# A unit's name in a column headed by its kind ('| corps | ...' over '| II | ...'): said with the kind.
_NAMED_BY_KIND = frozenset("corps fleet squadron".split())
_NOTES = frozenset("notes note reason why comment comments remarks purpose".split())
_COST = frozenset("cost costs price gold".split())     # what a build costs: it changes nothing the build says
# A table of builds: what is built, where, how many ('what   where   how many', 'Build   Where   Cost').
_WHAT = frozenset("what build builds unit type kind".split())
_WHERE = frozenset("where place in at".split())
_HOW_MANY = frozenset(["how many", "count", "number", "qty", "quantity", "no."])
_STAYS = frozenset("hold holds stay stays stand stands".split())
_NO_WAY = frozenset("- \u2013 \u2014 none".split())     # an empty 'via' cell
_COUNTED = frozenset("armies ships units galleons frigates divisions".split())


def _cells(text: str) -> list[str] | None:
    said = text.strip()
    if not (said.startswith("|") and said.endswith("|")) or said.count("|") < 3:
        return None
    return [c.strip() for c in said[1:-1].split("|")]


def is_rule(text: str) -> bool:
    """'|----|:---:|', '--------   -------': the rule under a table's header."""
    said = text.replace("|", "").replace(":", "").replace(" ", "").replace("=", "-")
    return len(said) >= 3 and not said.strip("-")


def header_of(text: str) -> tuple[str, ...] | None:
    """The column roles of a table's header row ('from', 'to', a unit word counted, 'who', 'notes'), or None when
    the row is no header of a table of moves."""
    cells = _cells(text)
    if cells is None:
        return None
    roles: list[str] = []
    for cell in cells:
        low = cell.casefold().strip("*_ ")
        if low in _FROM:
            roles.append("from")
        elif low in _TO:
            roles.append("to")
        elif low in _VIA:
            roles.append("via")
        elif low in _COUNTED or low in UNIT_WORDS and low.endswith("s") and low != "corps":
            roles.append(low)
        elif low in _WHO:
            roles.append("who:" + low if low in _NAMED_BY_KIND else "who")
        elif low in _NOTES:
            roles.append("notes")
        elif low in _COST:
            roles.append("cost")
        elif low in _WHAT or low in _WHERE or low in _HOW_MANY:
            roles.append("what" if low in _WHAT else "where" if low in _WHERE else "count")
        else:
            return None
    if "what" in roles:
        return _builds(roles)
    if "cost" in roles:
        return None                 # a price beside a march
    roles = [r if r != "where" else "from" for r in roles]
    if roles.count("via") > 1 or roles.count("from") != 1 or roles.count("to") != 1 or len(set(roles) - {"notes"}) != len(
            [r for r in roles if r != "notes"]):
        return None
    who = [r for r in roles if r.startswith("who")]
    counted = [r for r in roles if r not in ("from", "to", "via", "notes") and r not in who]
    return tuple(roles) if len(counted) + len(who) == 1 else None


def _a_cost(cell: str) -> bool:
    """'2', '-', '8 gold', '3g': a price, which changes nothing the row orders."""
    said = cell.casefold().replace("gold", "").replace("g", "").strip()
    return said in _NO_WAY or is_digits(said)


def _builds(roles: list[str]) -> tuple[str, ...] | None:
    """The roles of a table of builds: one 'what', one 'where', at most one count, the rest notes."""
    if roles.count("what") != 1 or roles.count("where") != 1 or roles.count("count") > 1 or \
            roles.count("cost") > 1 or set(roles) - {"what", "where", "count", "notes", "cost"}:
        return None
    return tuple(roles)


def row_as_order(header: tuple[str, ...], text: str) -> str | None:
    """The order a row of the table gives in the words the readers take ('3 armies 21 -> 27', 'A: Picardy -
    Flanders'), or None when the row does not fit the header or a note in it could change the order."""
    cells = _cells(text)
    if cells is not None and len(cells) < len(header) and all(r == "notes" for r in header[len(cells):]):
        cells = cells + [""] * (len(header) - len(cells))      # a note left empty at the row's end
    if cells is None or len(cells) != len(header) or any(not c for c, r in zip(cells, header) if r != "notes"):
        return None
    if any(r == "cost" and not _a_cost(c) for c, r in zip(cells, header)):
        return None
    said = dict(zip(header, cells))
    if any(r == "notes" and c and not harmless(c) for c, r in zip(cells, header)):
        return None
    if "what" in said:
        count = said.get("count", "1")
        return f"build {count} {said['what']} in {said['where']}" if is_digits(count) and \
            said["what"].casefold() in UNIT_WORDS else None
    route = [said["from"]] + ([said["via"]] if said.get("via", "-").casefold() not in _NO_WAY else []) + \
        [p.strip() for p in said["to"].split(",")]
    who = next((r for r in header if r.startswith("who")), None)
    if who is not None:
        unit = said[who]
        kind = who.partition(":")[2]
        if kind and unit.split(" ", 1)[0].casefold() not in UNIT_WORDS:
            unit = f"{kind} {unit}"         # '| corps | ...' over '| II | ...': 'corps II'
        if said["to"].strip("()").casefold() in _STAYS and len(route) == 2:
            return f"{unit} holds"          # '| Corps B | Lithuania | (hold) |'
        return f"{unit}: {' - '.join(route)}"
    unit = next(r for r in header if r not in ("from", "to", "via", "notes"))
    count = said[unit]
    return f"{count} {unit} {' -> '.join(route)}" if is_digits(count) else None
