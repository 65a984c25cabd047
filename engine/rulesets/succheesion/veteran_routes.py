"""Routes typed by veterans with the count after them or left to the state: '9>8>20 x4', '38-40 (4)' (the 4
units standing at 38), 'F 51-61-60' (the writer's frigates in 51), and several short orders on one line with
nothing between them ('b3i@1 b1F@2>50'). Written out as the strict forms say them; the words as written when
they are not of these shapes. Plain work over a line's words."""

from __future__ import annotations

from collections.abc import Callable

from engine.words.textio import is_digits

_SHIP_LETTERS = {"f": "Frigates", "frig": "Frigates", "frigs": "Frigates", "frigate": "Frigates",
                 "frigates": "Frigates", "g": "Galleons", "gal": "Galleons", "gals": "Galleons",
                 "galleon": "Galleons", "galleons": "Galleons"}


def _route_end(low: list[str], start: int) -> int:
    """Where a route of map numbers joined by '->' starting at `start` ends (the index after it); `start` when
    there is none (two places at least)."""
    k = start
    if k >= len(low) or not is_digits(low[k]):
        return start
    k += 1
    while k + 1 < len(low) and low[k] == "->" and is_digits(low[k + 1]):
        k += 2
    return k if k >= start + 3 else start


def counted_after(words: list[str], low: list[str], nation: str, state: object) -> list[str]:
    """'9 -> 8 -> 20 x4' -> '4 units 9 -> 8 -> 20'; '38 -> 40 ( 4 )' -> '4 units 38 -> 40' when 4 units of the
    writer stand at 38; 'F 51 -> 61 -> 60' -> '1 Frigates 51 -> 61 -> 60' with the writer's frigates in 51."""
    end = _route_end(low, 0)
    if end > 0:
        route, rest = words[:end], low[end:]
        if len(rest) == 1 and rest[0][:1] == "x" and is_digits(rest[0][1:]):
            return [rest[0][1:], "units", *route]                   # '9>8>20 x4'
        if len(rest) == 2 and rest[0] == "x" and is_digits(rest[1]):
            return [rest[1], "units", *route]                       # '12>9 x 3'
        if len(rest) == 3 and rest[0] == "(" and rest[2] == ")" and is_digits(rest[1]):
            here = sum(s.count for s in getattr(state, "stacks", ()) if s.nation == nation and s.at == low[0])
            if here == int(rest[1]) and rest[1] != low[end - 1]:
                return [rest[1], "units", *route]                   # '38-40 (4)': the four standing at 38
        return words
    kind = _SHIP_LETTERS.get(low[0]) if low else None
    if kind is not None and _route_end(low, 1) == len(low):
        fleets = [f for f in getattr(state, "fleets", ()) if f.nation == nation and f.at == low[1]]
        count = sum(f.frigates if kind == "Frigates" else f.galleons for f in fleets)
        if count:
            return [str(count), kind, *words[1:]]                   # 'F 51-61-60': the frigates in 51
    return words


def run_together(line: str, opens: Callable[[str], bool]) -> str:
    """'b3i@1 b1F@2>50': short orders typed one after another with a space between them, each opening with a
    short verb glued to its count: cut with '; '. `opens` says whether a word opens such an order."""
    head = line.split(" ", 1)[0]
    if not head[:1].isalpha() or head.isalpha() or not opens(head):
        return line                     # most lines: the first word is no short verb glued to its count
    tokens = line.split()
    if len(tokens) < 2 or len(tokens) > 12:
        return line
    starts = [k for k, t in enumerate(tokens) if opens(t)]
    if len(starts) < 2 or starts[0] != 0:
        return line
    return "; ".join(" ".join(tokens[a:b]) for a, b in zip(starts, [*starts[1:], len(tokens)]))
