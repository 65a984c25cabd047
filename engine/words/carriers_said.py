"""The ships that carry a march by sea, named beside it, for every ruleset: 'The Irish corps goes to Wales over the
Irish Sea, on our ships there' ('there' is the sea the march crosses), 'Corps B: Dublin to Wales via the Irish Sea
(sq 11 carries them)'. The carriers are what the route already says, so the words are set aside when they fit it: the
ships 'there' after a route over one sea named, a squadron named by its label that stands in a sea the clause names.
A squadron that stands elsewhere, or a clause crossing no sea by name, leaves the line as it was (the reader refuses
it). One pass over the clause's words."""

from __future__ import annotations

from collections.abc import Sequence

from engine.words.reading import Names
from engine.words.references import UnitRef

_ACROSS = frozenset("over via through across by".split())
_ON = frozenset(("on", "aboard", "in", "with"))
_OURS = frozenset(("our", "my", "the"))
_SHIPS = frozenset("ships ship fleet fleets squadron squadrons transports boats vessels".split())
_CARRY = frozenset("carries carry carrying transports transport takes take ferries ferry".split())
_THEM = frozenset(("them", "it", "him", "us"))
_SHIP_LABELS = frozenset("sq sq. sqn squadron fleet".split())
_MOST_WORDS = 60
_MOST_NAME = 4


def _seas(raw: list[str], names: Names) -> set[str]:
    """The regions named right after 'over', 'via', 'through', 'across' in the words."""
    low = [w.casefold().strip(",.;:!?()") for w in raw]
    out: set[str] = set()
    for i, word in enumerate(low):
        if word not in _ACROSS:
            continue
        k = i + 2 if i + 1 < len(low) and low[i + 1] == "the" else i + 1
        for end in range(min(len(raw), k + _MOST_NAME), k, -1):
            said = " ".join(w.strip(",.;:!?()") for w in raw[k:end])
            if said[:1].isupper() and names.is_region(said):
                out.add(names.region(said))
                break
    return out


def carriers_said(text: str, names: Names, units: Sequence[UnitRef]) -> str | None:
    """The line without the carriers it names beside a route by sea they fit; None when it names none so."""
    raw = text.split()
    if not 4 < len(raw) <= _MOST_WORDS:
        return None
    low = [w.casefold().strip(",.;:!?()") for w in raw]
    if low[-1] == "there" and low[-4] in _ON and low[-3] in _OURS and low[-2] in _SHIPS and len(_seas(raw, names)) == 1:
        stop = raw[-1][len("there"):]
        return " ".join([*raw[:-2], raw[-2] + stop])         # ', on our ships there' after 'over the Irish Sea'
    opened = next((i for i, w in enumerate(raw) if w.startswith("(")), None)
    if not opened:
        return None
    closed = next((i for i in range(opened, len(raw)) if raw[i].rstrip(".;,").endswith(")")), None)
    note = low[opened:closed + 1] if closed is not None else []
    if not 3 <= len(note) <= 4 or note[0] not in _SHIP_LABELS and len(note) == 4 or note[-2] not in _CARRY \
            or note[-1] not in _THEM:
        return None
    label = note[1] if len(note) == 4 else note[0]
    if closed is None:
        return None
    ships = [u for u in units if u.label.casefold() == label and _SHIPS & u.nouns]
    seas = _seas(raw[:opened], names)
    if len(ships) != 1 or ships[0].at not in seas:
        return None
    stop = raw[closed][raw[closed].rfind(")") + 1:]
    return " ".join([*raw[:opened - 1], raw[opened - 1] + stop, *raw[closed + 1:]])


def carried_by(sentence: str, names: Names, units: Sequence[UnitRef]) -> str | tuple[str, int, int] | None:
    """'Our fleet of three in the Channel carries the two armies from Wessex across to Armorica (19)' said as 'the
    two armies from Wessex go across to Armorica (19) via the Channel': the march the ships carry, by the sea they
    stand in. (the sea, the size said, the ships standing there) when the size said does not fit the ships there;
    None when the sentence is not so, or no ships of the writer's stand in that sea."""
    raw = sentence.split()
    if not 6 < len(raw) <= _MOST_WORDS:
        return None
    low = [w.casefold().strip(",.;:!?()") for w in raw]
    k = 1 if low[0] in _OURS else 0
    if low[k] not in _SHIPS:
        return None
    k += 1
    said: int | None = None
    if low[k] == "of" and _number(low[k + 1]) is not None:      # 'fleet of three'
        said, k = _number(low[k + 1]), k + 2
    elif low[k] not in ("in", "at"):
        k += 1                                                  # 'squadron 11 in the Irish Sea'
    if k + 2 >= len(low) or low[k] not in ("in", "at"):
        return None
    start = k + 2 if low[k + 1] == "the" else k + 1
    verb = next((i for i in range(start + 1, min(len(low), start + 1 + _MOST_NAME)) if low[i] in _CARRY), None)
    if verb is None:
        return None
    sea = " ".join(w.strip(",.;:!?()") for w in raw[start:verb])
    if not names.is_region(sea):
        return None
    at = names.region(sea)
    ships = [u for u in units if u.at == at and _SHIPS & u.nouns]
    if not ships:
        return None
    if said is not None:
        standing = sum(int(u.head.split()[0]) for u in ships if u.head.split()[0].isdigit())
        if standing and standing != said:
            return sea, said, standing
    rest, lows = raw[verb + 1:], low[verb + 1:]
    going = next((j for j, w in enumerate(lows) if w in ("to", "into", "across", "over")), None)
    if not going or "via" in lows or "from" not in lows[:going] and len(lows[:going]) > 3:
        return None
    stop = rest[-1][len(rest[-1].rstrip(".;!")):]
    tail = [*rest[going:-1], rest[-1].rstrip(".;!")]
    return " ".join([*rest[:going], "go", *tail, "via", *raw[k + 1:verb]]) + stop


def _number(word: str) -> int | None:
    from engine.words.whole_stacks import count_of
    return count_of(word)
