"""Orders set out as rows of a table or of columns: '| 107 (2) | -> 106 |' (a stack by its place and its count
in brackets), 'ships   2   M -> X' (the unit word before its count), written as the order line they say ('2
armies 107 -> 106', '2 ships M -> X')."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use
from engine.words.reading import Names

_KIND_FIRST = re.compile(r"^(armies|army|ships|ship) ([0-9]{1,3}) (?=[0-9A-Za-z]{1,4} ?(?:->|-|>|to )|from )", re.IGNORECASE)
_PLACE_COUNT = re.compile(r"^(?P<place>[0-9]{1,3}|[A-Z]) \((?P<count>[0-9]{1,3})(?: (?P<kind>armies|army|ships|ship))?\) ?"
                          r"(?P<rest>(?:->|-|>|to ).{1,80})$", re.IGNORECASE)


def as_order_line(line: str, names: Names) -> str:
    """The row as an order line; the line itself when it is no such row."""
    if len(line) > 300:
        return line
    text = line.strip()
    if text.startswith("|") and text.endswith("|") and text.count("|") <= 5:
        cells = [c.strip() for c in text.strip("|").split("|")]
        if any(c and not c.strip("-: ") for c in cells):
            return line                 # the rule under a table's header
        text = " ".join(c for c in cells if c)
    text = " ".join(text.split())
    text = _KIND_FIRST.sub(r"\2 \1 ", text)     # 'ships 2 M -> X'
    m = _PLACE_COUNT.match(text)
    if m is not None and names.is_region(m["place"]):   # '107 (2) -> 106', 'T (3 ships) -> R'
        kind = m["kind"] or ("ships" if names.board[names.region(m["place"])].is_sea else "armies")
        text = f"{m['count']} {kind} {m['place']} {m['rest']}"
    return text if text != " ".join(line.split()) else line
