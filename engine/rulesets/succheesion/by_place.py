"""Orders written place by place, the place said once before a colon: 'Maus Imperial: build 3 Infantry.',
'Whiskerport: the 4 there go to Adoen Shore.', 'Chance Hills: 6 units stay, build 1 Infantry.'; and a route
with its count said after it: 'Rostopki army: Rostopki > Pratplatkof > Stepka's March (3 units)', 'Madder Vale
-> Rubygate: 3 units'. Written out as the orders say it ('build 3 Infantry in Maus Imperial', 'the 4 at
Whiskerport go to Adoen Shore', '3 units Rostopki -> Pratplatkof -> Stepka's March'); plain string work."""

from __future__ import annotations

from engine.orders import Names
from engine.rulesets.succheesion.words import KINDS, NUMBER_WORDS
from engine.words.textio import is_digits

_MOST_HEAD = 40                 # characters before the colon: a place's name, 'In' and a body's word at most
_BODY = frozenset("army garrison troops forces units men stack host".split())
_STAY = frozenset("stay stays hold holds remain remains".split())
_BUILD = frozenset("build bld b".split())
_COUNTED = frozenset("units unit u men troops".split())


def by_place(line: str, names: Names) -> str:
    """The line with a place's heading before its colon given to the orders after it; as written when the words
    before the first colon are no place of the map, or the orders name their places already."""
    head, colon, rest = line.partition(":")
    if not colon or len(head) > _MOST_HEAD or "->" in head or ">" in head:
        return route_counted(line, names)
    place = _heading_place(head, names)
    if place is None:
        ships = _ships_head(head)
        if ships is not None and "->" in rest:
            return f"{ships} {rest.strip().rstrip('.')}"   # '2.1 both galleons: Fondue Sea -> Ricotta Lagoon'
        return route_counted(line, names)
    rest = rest.strip().rstrip(".")
    if not rest or ":" in rest:
        return line
    items = [item.strip() for part in rest.split("; ") for item in part.split(", ") if item.strip()]
    placed = [_placed(item, place, names) for item in items]
    if all(p == i for p, i in zip(placed, items)):
        return route_counted(line, names)
    return "; ".join(placed)


_SHIP_KINDS = {"frigate": "Frigate", "frigates": "Frigates", "galleon": "Galleon", "galleons": "Galleons"}


def _ships_head(head: str) -> str | None:
    """'both galleons', 'our 2 frigates', 'the frigate': the ships a heading names with their count, None for any
    other words."""
    said = [w for w in head.strip(" *-#").casefold().split() if w not in ("our", "my", "the")]
    if not said or said[-1] not in _SHIP_KINDS or len(said) > 2:
        return None
    kind = _SHIP_KINDS[said[-1]]
    if len(said) == 1:
        return f"1 {kind}" if not kind.endswith("s") else None
    count = 2 if said[0] == "both" else int(said[0]) if is_digits(said[0]) else NUMBER_WORDS.get(said[0])
    return f"{count} {kind if kind.endswith('s') or count == 1 else kind + 's'}" if count else None


def _heading_place(head: str, names: Names) -> str | None:
    """The place a heading names ('Maus Imperial', 'In Crimson Keep', 'Rostopki army'), None for any other words
    (a nation's name is no place heading: 'Randomia:' is the writer naming himself)."""
    said = head.strip(" *-#").split()
    if said[:1] and said[0].casefold() in ("in", "at"):
        said = said[1:]
    if said and said[-1].casefold() in _BODY:
        said = said[:-1]
    name = " ".join(said)
    if not name or not name[:1].isupper() or names.known_nation(name) or not names.is_region(name):
        return None
    return name


def by_nation_region(line: str, names: Names) -> str:
    """'Randomia: 5 units -> Odds End', where the region Randomia is: the heading is the place the moves start
    from, as the place headings beside it (looked at before the writer's own name is left out as a lead); the
    line as written otherwise."""
    head, colon, rest = line.partition(":")
    if not colon or len(head) > _MOST_HEAD:
        return line
    place = _nation_region_head(head, rest, names)
    if place is None:
        return line
    items = [item.strip() for part in rest.strip().rstrip(".").split("; ") for item in part.split(", ") if item.strip()]
    return "; ".join(_placed(item, place, names) for item in items)


def _nation_region_head(head: str, rest: str, names: Names) -> str | None:
    """A heading that is both a nation's name and a region's ('Randomia:' where the region Randomia is), before
    moves that each say a count and no place they start from ('5 units -> Odds End'): the region they start from,
    as the headings of the lines beside it; None for any other words (the writer naming himself)."""
    name = " ".join(head.strip(" *-#").split())
    if not name or not names.known_nation(name) or not names.is_region(name):
        return None
    items = [item.strip().casefold().split() for part in rest.split("; ") for item in part.split(", ") if item.strip()]
    moving = [w for w in items if len(w) > 2 and (is_digits(w[0]) or w[0] in NUMBER_WORDS or w[0] == "all")
              and w[1] in _COUNTED and w[2] in ("->", "to", ">")]
    return name if items and len(moving) == len(items) else None


def _placed(item: str, place: str, names: Names) -> str:
    """One order under a place's heading, with the place put where the order says it."""
    words = item.split()
    low = [w.casefold() for w in words]
    if place.casefold() in item.casefold() or not low:
        return item
    if low[0] in _BUILD and len(low) > 2 and (is_digits(low[1]) or low[1] in NUMBER_WORDS) and \
            "in" not in low and "at" not in low:
        return f"{item} in {place}"                     # 'build 3 Infantry' -> '... in Maus Imperial'
    if (is_digits(low[0]) or low[0] in NUMBER_WORDS) and len(low) > 1:
        kind = " ".join(low[2:]) if low[1] == "new" else " ".join(low[1:])
        if kind in KINDS or kind.rstrip("s") in KINDS:
            return f"build {words[0]} {' '.join(words[2:] if low[1] == 'new' else words[1:])} in {place}"
        if low[1] in _COUNTED and len(low) > 2 and low[2] in _STAY:
            return f"the {words[0]} units at {place} stay"      # '6 units stay': no order
        if low[1] in _COUNTED and len(low) > 2:
            return f"the {words[0]} units at {place} {' '.join(words[2:])}"    # '4 units to Randomia'
    if low[0] == "all" and len(low) > 2 and low[1] in _COUNTED:
        return f"all units at {place} {' '.join(words[2:])}"     # 'all units -> Adoen Shore': all, no count
    if low[:2] == ["raise", "cheese"] and len(low) == 2:
        return f"raise cheese in {place}"
    if "there" in low and len(low) > 2 and low[0] == "the":
        k = low.index("there")
        return " ".join([*words[:k], "at", place, *words[k + 1:]])     # 'the 4 there go to Adoen Shore'
    return item


def route_counted(line: str, names: Names) -> str:
    """'Rostopki army: Rostopki > Pratplatkof > Stepka's March (3 units)', 'Madder Vale -> Rubygate: 3 units',
    'Rubygate -> Republic Marsh -> Adoen Shore: all 4 units': the count said after a route put before it; the
    line as written otherwise."""
    last = line.rfind(">")
    tail = line[last:]
    if last < 0 or ")" not in tail and ": " not in tail and ", " not in tail and " - " not in tail:
        return line                     # most routes: no count after them
    text = line.strip().rstrip(".")
    count, route = _count_after(text)
    if count is None:
        return line
    head, colon, after = route.partition(":")
    if colon and ">" not in head:
        route = after                                   # 'Rostopki army:' before the route
    stops = [s.strip() for s in route.replace("->", ">").split(">")]
    if len(stops) < 2 or not all(s and names.is_region(s) for s in stops):
        return line
    return f"{count} units {' -> '.join(stops)}"


def _count_after(text: str) -> tuple[str | None, str]:
    """(the count, the text before it) of a text ending with a count of units ('(3 units)', ': all 4 units',
    ', 3 units', ' - 3 units'), (None, text) otherwise."""
    for opening, closing in (("(", ")"), (": ", ""), (", ", ""), (" - ", "")):
        at = text.rfind(opening)
        if at < 0 or closing and not text.endswith(closing):
            continue
        said = text[at + len(opening):len(text) - len(closing)].split()
        low = [w.casefold() for w in said]
        if low[:1] == ["all"]:
            low = low[1:]
        if len(low) == 2 and is_digits(low[0]) and low[1] in _COUNTED:
            return low[0], text[:at].strip()
    return None, text
