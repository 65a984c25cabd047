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
