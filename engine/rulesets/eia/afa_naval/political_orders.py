"""The political orders of seed 003 (XII, XIII, XV and adaptation 3), given at the political step,
one a line and read in time linear in the line:

    create Poland                        partition Poland
    continental system: Prussia          leave the continental system [by the peace]
    peace with Austria                   peace with France ceding Tyrol, Bavaria
    cede Tyrol to France
"""

from __future__ import annotations

from engine.errors import NotUnderstood
from typing import TYPE_CHECKING

from engine.order_sheet import Order

if TYPE_CHECKING:
    from engine.words.reading import Names


class Poland(Order, frozen=True, kw_only=True, tag="afa_poland"):
    action: str                      # "create" or "partition"


class Continental(Order, frozen=True, kw_only=True, tag="afa_continental"):
    """France puts `country` under the Continental System, or the ordering nation leaves it."""
    country: str
    leaves: bool = False
    by_peace: bool = False


class Peace(Order, frozen=True, kw_only=True, tag="afa_peace"):
    """Peace with `other`; `ceding` are home provinces the ordering nation gives `other`."""
    other: str
    ceding: tuple[str, ...] = ()


class Cede(Order, frozen=True, kw_only=True, tag="afa_cede"):
    """Adaptation 3: provinces ceded to a nation at peace, allies or not."""
    to: str
    areas: tuple[str, ...]


PoliticalOrder = Poland | Continental | Peace | Cede
LEAVE = "leave the continental system"


def _areas(text: str, names: Names) -> tuple[str, ...]:
    return tuple(dict.fromkeys(names.regions(text)))


def parse_line(raw: str, nation: str, names: Names) -> PoliticalOrder | None:
    """One political order, or None when the line is not one."""
    line = " ".join(raw.split())
    low = line.casefold()
    for renounce in ("renounce the continental system", "renounces the continental system"):   # XV C's word
        if low.startswith(renounce):
            line = LEAVE + line[len(renounce):]
            low = line.casefold()
    if low in ("create poland", "partition poland"):
        return Poland(nation=nation, action=low.split()[0])
    if low.startswith(LEAVE):
        rest = low[len(LEAVE):].strip()
        if rest not in ("", "by the peace"):
            raise NotUnderstood(f"write '{LEAVE}' or '{LEAVE} by the peace'")
        return Continental(nation=nation, country=nation, leaves=True, by_peace=bool(rest))
    if low.startswith("continental system:"):
        return Continental(nation=nation, country=names.nation(line[len("continental system:"):]))
    for verb in ("put ", "place ", "puts ", "places "):           # XV A: "To put a country under the continental system"
        if low.startswith(verb) and low.endswith(" under the continental system"):
            country = line[len(verb):len(line) - len(" under the continental system")]
            return Continental(nation=nation, country=names.nation(country))
    if low.startswith("peace with "):
        other, sep, ceded = line[len("peace with "):].partition(" ceding ")
        return Peace(nation=nation, other=names.nation(other), ceding=_areas(ceded, names) if sep else ())
    if low.startswith("cede "):
        areas, sep, to = line[len("cede "):].rpartition(" to ")
        if not sep:
            raise NotUnderstood("write 'cede PROVINCE, PROVINCE to NATION', e.g. 'cede Tyrol to France'")
        return Cede(nation=nation, to=names.nation(to), areas=_areas(areas, names))
    return None


def format_order(order: PoliticalOrder, name=str) -> str:
    """The order as written; `name` gives an area's name from its id."""
    if isinstance(order, Poland):
        return f"{order.action} Poland"
    if isinstance(order, Continental):
        return (LEAVE + (" by the peace" if order.by_peace else "")) if order.leaves else \
            f"continental system: {order.country}"
    if isinstance(order, Peace):
        return f"peace with {order.other}" + (f" ceding {', '.join(map(name, order.ceding))}" if order.ceding else "")
    return f"cede {', '.join(map(name, order.areas))} to {order.to}"
